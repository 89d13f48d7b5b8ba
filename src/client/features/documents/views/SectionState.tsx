import type { ReactNode } from 'react';
import { Alert, Button, Loading } from '../../../ui';
import type { Section } from '../section';

/** Renders a {@link Section}: a loading line, the §8 error with a "Try again" button, or `children(data)` when ready. */
export function SectionState<T>({
  section,
  loadingLabel,
  onRetry,
  children,
}: {
  section: Section<T>;
  loadingLabel: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (section.status === 'loading') return <Loading label={loadingLabel} />;
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
