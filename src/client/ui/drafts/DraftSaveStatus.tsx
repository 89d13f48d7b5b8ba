import { useMemo } from 'react';
import { retryDraftSave, type DraftRef } from '../../kernel/drafts/actions';
import type { DraftsRootState } from '../../kernel/drafts/reducer';
import { selectDraftSaveStatus } from '../../kernel/drafts/saveStatus';
import { useProjection, useSend } from '../../kernel/react';
import { SaveStatus } from './SaveStatus';

/**
 * The save line of draft `draft` read from the store (any draft: an application section or a servicing step, issue
 * 11): "Saving…" / "All changes saved", or the failed-save alert whose "Retry saving" sends `retryDraftSave`.
 */
export function DraftSaveStatus({ draft, className }: { draft: DraftRef; className?: string }) {
  const { applicationId, section } = draft;
  const select = useMemo(() => (state: DraftsRootState) => selectDraftSaveStatus(state, { applicationId, section }), [applicationId, section]);
  const save = useProjection(select);
  const send = useSend();
  return <SaveStatus save={save} className={className} onRetry={() => send(retryDraftSave({ applicationId, section }))} />;
}
