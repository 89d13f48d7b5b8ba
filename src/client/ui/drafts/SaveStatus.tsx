import type { DraftSaveStatusView } from '../../kernel/drafts/saveStatus';
import { DRAFT_SAVE_TEXTS } from '../../kernel/drafts/saveStatus';
import { Alert } from '../Alert';
import { Button } from '../Button';
import './drafts.css';

/** Props of {@link SaveStatus}: the draft's save line, and what "Retry saving" does. */
export interface SaveStatusProps {
  save: DraftSaveStatusView;
  onRetry: () => void;
  /** Class of the status line (default `save-status`). */
  className?: string;
}

/**
 * Where the person's typing stands (issue #3 §2; issue 11 step forms): a polite status line ("Saving…" while waiting
 * or saving, "All changes saved"), and after a failed save an alert saying the changes are kept on this device with a
 * "Retry saving" button. The status element is always present so screen readers announce its changes.
 */
export function SaveStatus({ save, onRetry, className = 'save-status' }: SaveStatusProps) {
  return (
    <>
      <p className={className} role="status" aria-live="polite">
        {save.kind === 'failed' ? '' : save.message}
      </p>
      {save.kind === 'failed' ? (
        <Alert tone="error">
          <p>{save.message}</p>
          <Button variant="secondary" mutates onClick={onRetry}>
            {DRAFT_SAVE_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
