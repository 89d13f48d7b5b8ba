import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/actions';
import {
  draftEdited, draftOpened, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, type DraftRef,
} from './actions';
import { draftKey, type DraftEntry, type DraftsState } from './state';

export { DRAFTS_KEY, draftKey, type DraftEntry, type DraftsRootState, type DraftsState } from './state';

/** Nothing edited. */
export const initialDraftsState: DraftsState = { entries: {} };

function entryFor(state: DraftsState, ref: DraftRef): DraftEntry {
  const key = draftKey(ref);
  const existing = state.entries[key];
  if (existing) return existing;
  const created: DraftEntry = {
    applicationId: ref.applicationId,
    section: ref.section,
    values: {},
    revision: 0,
    savedRevision: 0,
    savingRevision: null,
    error: null,
    ready: false,
  };
  state.entries[key] = created;
  return created;
}

/** Folds the draft events (never commands); empty again when the session ends (privacy on shared computers). */
export const draftsReducer = createReducer(initialDraftsState, (builder) =>
  builder
    .addCase(draftEdited, (state, { payload }) => {
      const entry = entryFor(state, payload);
      entry.values = payload.values;
      entry.revision = Math.max(entry.revision, payload.revision);
    })
    .addCase(draftRestored, (state, { payload }) => {
      const entry = entryFor(state, payload);
      entry.values = payload.values;
      entry.revision = Math.max(entry.revision, payload.revision);
    })
    .addCase(draftRebased, (state, { payload }) => {
      const entry = entryFor(state, payload);
      entry.revision = Math.max(entry.revision, payload.revision);
    })
    .addCase(draftOpened, (state, { payload }) => {
      entryFor(state, payload).ready = true;
    })
    .addCase(draftSaveStarted, (state, { payload }) => {
      const entry = entryFor(state, payload);
      entry.savingRevision = payload.revision;
      entry.error = null;
    })
    .addCase(draftSaved, (state, { payload }) => {
      const entry = entryFor(state, payload);
      if (entry.savingRevision === payload.revision) entry.savingRevision = null;
      entry.savedRevision = Math.max(entry.savedRevision, payload.revision);
      entry.error = null;
    })
    .addCase(draftSaveFailed, (state, { payload }) => {
      const entry = entryFor(state, payload);
      if (entry.savingRevision === payload.revision) entry.savingRevision = null;
      entry.error = payload.error;
    })
    .addCase(sessionEnded, () => initialDraftsState),
);
