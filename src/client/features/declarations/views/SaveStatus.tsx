import { retryDraftSave } from '../../../kernel/drafts/actions';
import { useSend } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import type { SaveStatusView } from '../selectors';
import { declarationsDraftRef } from '../selectors';

/**
 * The save line under a question: "Saving…" / "All changes saved" announced politely; a failed save is an alert
 * with "Retry saving" (the answers stay on this device until a save succeeds).
 */
export function SaveStatus({ applicationId, save }: { applicationId: string; save: SaveStatusView }) {
  const send = useSend();
  if (save.kind === 'failed') {
    return (
      <Alert tone="error">
        <p>{save.message}</p>
        <Button variant="secondary" mutates onClick={() => send(retryDraftSave(declarationsDraftRef(applicationId)))}>
          Retry saving
        </Button>
      </Alert>
    );
  }
  return (
    <p className="declarations-save" role="status" aria-live="polite">
      {save.message}
    </p>
  );
}
