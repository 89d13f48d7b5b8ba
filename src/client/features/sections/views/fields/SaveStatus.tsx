import { Alert, Button } from '../../../../ui';
import type { DraftStatus } from '../../../../kernel/drafts/selectors';

/** The save line's texts (issue #3 §2). */
export const SAVE_TEXTS = {
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'We couldn’t save your changes. They are kept on this device.',
  retry: 'Retry saving',
} as const;

/**
 * Where the person's typing stands: a polite status line ("Saving…" while waiting or saving, "All changes saved"),
 * and after a failed save an alert saying the changes are kept on this device with a "Retry saving" button. The
 * status element is always present so screen readers announce its changes.
 */
export function SaveStatus({ status, onRetry }: { status: DraftStatus; onRetry: () => void }) {
  const line = status === 'pending' || status === 'saving' ? SAVE_TEXTS.saving : status === 'saved' ? SAVE_TEXTS.saved : '';
  return (
    <>
      <p className="save-status" role="status" aria-live="polite">
        {line}
      </p>
      {status === 'failed' ? (
        <Alert tone="error">
          <p>{SAVE_TEXTS.failed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {SAVE_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
