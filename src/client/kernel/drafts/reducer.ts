import { createReducer } from '@reduxjs/toolkit';
import type { HttpError } from '../http/types';
import { sessionEnded } from '../session/actions';
import {
  draftEdited, draftOpened, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, type DraftRef,
} from './actions';
import type { DraftSection } from './draftRef';

/** Where the drafts slice is mounted: `state.drafts`. */
export const DRAFTS_KEY = 'drafts';

/**
 * One draft in the save queue (§3 `runningSaveQueue`). `revision` is the latest local edit, `savedRevision` the
 * highest the server confirmed, `savingRevision` the one in flight (null when none), `error` the last failed save
 * (cleared when a new save starts or one succeeds).
 */
export interface DraftEntry {
  applicationId: string;
  /** An application section, or `servicing:<requestUuid>:<stepKind>` (issue 11). */
  section: DraftSection;
  values: Record<string, unknown>;
  revision: number;
  savedRevision: number;
  savingRevision: number | null;
  error: HttpError | null;
  /** True once an `openDraft` has compared the server record with the stored copy (the form may show). */
  ready: boolean;
}

/** The drafts slice: entries by {@link draftKey}. */
export interface DraftsState {
  entries: Record<string, DraftEntry>;
}

/** Any root state that mounts the drafts slice. */
export interface DraftsRootState {
  [DRAFTS_KEY]?: DraftsState;
}

/** Nothing edited. */
export const initialDraftsState: DraftsState = { entries: {} };

/** The slice key of a draft: `applicationId/section`. */
export function draftKey(ref: DraftRef): string {
  return `${ref.applicationId}/${ref.section}`;
}

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
