import { useEffect, useRef } from 'react';

/**
 * Scrolls to the element whose id is `targetId` and moves keyboard focus to its heading (§2 scroll-to sections; FAQ
 * links `…/faq#{id}`), once `ready` (its data has loaded and it is rendered). The focus target is the element itself
 * when it is a heading, else its first `h2`/`h3`; give that heading `tabIndex={-1}`. Runs once per `trigger` (pass
 * the router location's `key`, so following the same `#section` link again scrolls again) and leaves the page alone
 * when `targetId` is null or not on the page.
 */
export function useScrollToSection(targetId: string | null, ready: boolean, trigger: string): void {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || targetId === null) return;
    const key = `${trigger}#${targetId}`;
    if (handled.current === key) return;
    const element = document.getElementById(targetId);
    if (!element) return;
    handled.current = key;
    const heading = /^H[1-6]$/.test(element.tagName) ? element : element.querySelector<HTMLElement>('h2, h3');
    element.scrollIntoView?.({ block: 'start' });
    (heading ?? element).focus({ preventScroll: true });
  }, [targetId, ready, trigger]);
}
