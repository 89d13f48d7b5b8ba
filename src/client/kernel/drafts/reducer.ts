import { createEventReducer } from '../eventReducer';
import { sessionEnded } from '../session/actions';
import {
  draftEdited, draftOpened, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, type DraftRef,
} from './actions';
import { draftKey, type DraftEntry, type DraftsState } from './state';

export { DRAFTS_KEY, draftKey, type DraftEntry, type DraftsRootState, type DraftsState } from './state';

/** Nothing edited. */
export const initialDraftsState: DraftsState = { entries: {} };

/** A draft's entry as it stands, or a new empty one (not yet in the state). */
function entryOf(state: DraftsState, ref: DraftRef): DraftEntry {
  return (
    state.entries[draftKey(ref)] ?? {
      applicationId: ref.applicationId,
      section: ref.section,
      values: {},
      revision: 0,
      savedRevision: 0,
      savingRevision: null,
      error: null,
      ready: false,
    }
  );
}

/** The state with `ref`'s entry replaced by `update` of it (created empty first when missing). */
function withEntry(state: DraftsState, ref: DraftRef, update: (entry: DraftEntry) => DraftEntry): DraftsState {
  return { ...state, entries: { ...state.entries, [draftKey(ref)]: update(entryOf(state, ref)) } };
}

/** The state with the draft's values taken from `payload`, at its revision or a later one already known. */
function withValues(state: DraftsState, payload: DraftRef & { values: Record<string, unknown>; revision: number }): DraftsState {
  return withEntry(state, payload, (entry) => ({ ...entry, values: payload.values, revision: Math.max(entry.revision, payload.revision) }));
}

/**
 * Folds the draft events (never commands); empty again when the session ends (privacy on shared computers). Plain
 * updates (no immer): the section page's as-loaded scripts are held to 150 KB (issue 14 §3), and immer with the
 * toolkit is 4.4 KB gzip of them.
 */
export const draftsReducer = createEventReducer<DraftsState>(initialDraftsState, (on) => [
  on(draftEdited, (state, { payload }) => withValues(state, payload)),
  on(draftRestored, (state, { payload }) => withValues(state, payload)),
  on(draftRebased, (state, { payload }) => withEntry(state, payload, (entry) => ({ ...entry, revision: Math.max(entry.revision, payload.revision) }))),
  on(draftOpened, (state, { payload }) => withEntry(state, payload, (entry) => ({ ...entry, ready: true }))),
  on(draftSaveStarted, (state, { payload }) => withEntry(state, payload, (entry) => ({ ...entry, savingRevision: payload.revision, error: null }))),
  on(draftSaved, (state, { payload }) =>
    withEntry(state, payload, (entry) => ({
      ...entry,
      savingRevision: entry.savingRevision === payload.revision ? null : entry.savingRevision,
      savedRevision: Math.max(entry.savedRevision, payload.revision),
      error: null,
    })),
  ),
  on(draftSaveFailed, (state, { payload }) =>
    withEntry(state, payload, (entry) => ({
      ...entry,
      savingRevision: entry.savingRevision === payload.revision ? null : entry.savingRevision,
      error: payload.error,
    })),
  ),
  on(sessionEnded, () => initialDraftsState),
]);
