import { useLoadingStatus } from '../kernel/react';

/**
 * A polite, announced loading indicator for data that is on its way. While one is on screen the page's content has not
 * shown (`kernel/react` `<AfterContent>`): what only completes a page waits.
 */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  useLoadingStatus();
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
