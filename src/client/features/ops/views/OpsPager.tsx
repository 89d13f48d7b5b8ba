import { useEffect, useRef } from 'react';
import { Button } from '../../../ui';

/** Props of {@link OpsPager}: the page shown (1-based) of `pageCount`, and how to show another. */
export interface OpsPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * "Previous" and "Next" under the ops table, with "Page 1 of 2". A button that becomes disabled on the first or last
 * page would drop the keyboard focus to the page's start, so the focus moves to the other button then.
 */
export function OpsPager({ page, pageCount, onPage }: OpsPagerProps) {
  const nav = useRef<HTMLElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const [previous, next] = nav.current?.querySelectorAll('button') ?? [];
    if (pressed.current === 'next' && page >= pageCount) previous?.focus();
    if (pressed.current === 'previous' && page <= 1) next?.focus();
    pressed.current = null;
  }, [page, pageCount]);
  if (pageCount <= 1) return null;
  return (
    <nav ref={nav} className="ops-pager" aria-label="Pages of applications">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          pressed.current = 'previous';
          onPage(page - 1);
        }}
      >
        Previous
      </Button>
      <span className="ops-pager__where">
        Page {page} of {pageCount}
      </span>
      <Button
        variant="secondary"
        disabled={page >= pageCount}
        onClick={() => {
          pressed.current = 'next';
          onPage(page + 1);
        }}
      >
        Next
      </Button>
    </nav>
  );
}
