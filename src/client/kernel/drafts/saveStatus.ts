import type { DraftRef } from './actions';
import type { DraftsRootState } from './reducer';
import { selectDraft, type DraftStatus } from './selectors';

/** The texts of the save line under a form (issue #3 §2), the same for section, declarations and step forms (issue 11). */
export const DRAFT_SAVE_TEXTS = {
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'We couldn’t save your changes. They are kept on this device.',
  retry: 'Retry saving',
} as const;

/**
 * The save line of a draft as a view shows it: `saving` while typed values wait for the pause or a save is in flight,
 * `saved` once the server holds them, `failed` while a failed save's values are kept on this device (an alert with
 * "Retry saving"), `idle` before anything was typed (`message` '').
 */
export interface DraftSaveStatusView {
  kind: 'idle' | 'saving' | 'saved' | 'failed';
  message: string;
}

// One frozen object per kind, so a projection of it stays `===` while the kind does not change.
const SAVE_STATUS: Readonly<Record<DraftSaveStatusView['kind'], DraftSaveStatusView>> = {
  idle: Object.freeze({ kind: 'idle', message: '' }),
  saving: Object.freeze({ kind: 'saving', message: DRAFT_SAVE_TEXTS.saving }),
  saved: Object.freeze({ kind: 'saved', message: DRAFT_SAVE_TEXTS.saved }),
  failed: Object.freeze({ kind: 'failed', message: DRAFT_SAVE_TEXTS.failed }),
};

/** The save line of a draft in `status` (see {@link DraftSaveStatusView}). */
export function draftSaveStatusOf(status: DraftStatus): DraftSaveStatusView {
  switch (status) {
    case 'pending':
    case 'saving':
      return SAVE_STATUS.saving;
    case 'saved':
    case 'failed':
      return SAVE_STATUS[status];
    default:
      return SAVE_STATUS.idle;
  }
}

/**
 * The save line of any draft (an application section or a servicing step, issue 11). Returns one shared object per
 * kind, so `useProjection((s) => selectDraftSaveStatus(s, ref))` re-renders only when the line changes.
 */
export function selectDraftSaveStatus(state: DraftsRootState, ref: DraftRef): DraftSaveStatusView {
  return draftSaveStatusOf(selectDraft(state, ref).status);
}
