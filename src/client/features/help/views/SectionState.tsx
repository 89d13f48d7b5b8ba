import type { ReactNode } from 'react';
import { Alert, Button, Loading } from '../../../ui';
import type { Section } from '../section';

/**
 * Renders a {@link Section}: a loading line, the §8 error with a "Try again" button, or `children(data)` when ready.
 * While loading, `reserve` (a CSS class of styles.css, e.g. `slot-application`) keeps roughly the room the data will
 * take, so the sections below do not jump when it arrives (layout shift).
 */
export function SectionState<T>({
  section,
  loadingLabel,
  onRetry,
  reserve,
  children,
}: {
  reserve?: string;
  section: Section<T>;
  loadingLabel: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (section.status === 'loading') {
    return (
      <div className={reserve}>
        <Loading label={loadingLabel} />
      </div>
    );
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
