import type { ReactNode } from 'react';
import type { Section } from '../kernel/queryCache/section';
import { Alert } from './Alert';
import { Button } from './Button';
import { Loading } from './Loading';

/**
 * Renders a {@link Section} (one query's part of a page, §4): a loading line, the §8 error with a "Try again" button
 * that calls `onRetry`, or `children(data)` when ready. While loading, `reserve` (a CSS class of styles.css, e.g.
 * `slot-application`) keeps roughly the room the data will take, so the sections below do not jump when it arrives
 * (layout shift).
 */
export function SectionState<T>({
  section,
  loadingLabel,
  onRetry,
  reserve,
  children,
}: {
  section: Section<T>;
  loadingLabel: string;
  onRetry: () => void;
  reserve?: string;
  children: (data: T) => ReactNode;
}) {
  if (section.status === 'loading') {
    const loading = <Loading label={loadingLabel} />;
    return reserve ? <div className={reserve}>{loading}</div> : loading;
  }
  if (section.status === 'error') {
    return (
      <Alert tone="error">
        <p>{section.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children(section.data)}</>;
}
