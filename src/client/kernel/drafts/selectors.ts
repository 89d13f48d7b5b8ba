import type { HttpError } from '../http/types';
import type { DraftRef } from './actions';
import { isSectionDraft } from './draftRef';
import { DRAFTS_KEY, draftKey, type DraftEntry, type DraftsRootState } from './state';

/**
 * Where a draft stands: `idle` nothing typed here; `pending` typed, waiting for the pause in typing; `saving` a save
 * is in flight; `saved` the server holds the latest values; `failed` the last save failed and the values are kept
 * (state and session storage) until the person retries or types again.
 */
export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** What a view reads about one draft. `values` is undefined when nothing was typed or restored in this session. */
export interface DraftView {
  values: Record<string, unknown> | undefined;
  revision: number;
  savedRevision: number;
  status: DraftStatus;
  error: HttpError | undefined;
  /** True once `openDraft` finished restoring: a form can take its initial values now. */
  ready: boolean;
}

const IDLE: DraftView = Object.freeze({ values: undefined, revision: 0, savedRevision: 0, status: 'idle', error: undefined, ready: false });

/** The status of an entry (see {@link DraftStatus}). */
export function draftStatusOf(entry: DraftEntry): DraftStatus {
  if (entry.savingRevision !== null) return 'saving';
  if (entry.revision > entry.savedRevision) return entry.error ? 'failed' : 'pending';
  return entry.savedRevision > 0 ? 'saved' : 'idle';
}

/** True when an entry holds values the server does not have yet (waiting, saving or failed). */
export function hasUnsavedValues(entry: DraftEntry): boolean {
  return entry.savingRevision !== null || entry.revision > entry.savedRevision;
}

// One view object per entry object, so projections stay `===` until the entry itself changes.
const views = new WeakMap<DraftEntry, DraftView>();

/** The entry of a draft, if any. */
export function selectDraftEntry(state: DraftsRootState, ref: DraftRef): DraftEntry | undefined {
  return state[DRAFTS_KEY]?.entries[draftKey(ref)];
}

/**
 * A draft as views read it: `{ values, revision, savedRevision, status, error }` (a shared idle view when there is
 * none). Stable per state of the entry, so it can feed `useProjection` directly through a memoised wrapper.
 */
export function selectDraft(state: DraftsRootState, ref: DraftRef): DraftView {
  const entry = selectDraftEntry(state, ref);
  if (!entry) return IDLE;
  let view = views.get(entry);
  if (!view) {
    view = {
      values: entry.revision > 0 ? entry.values : undefined,
      revision: entry.revision,
      savedRevision: entry.savedRevision,
      status: draftStatusOf(entry),
      error: entry.error ?? undefined,
      ready: entry.ready,
    };
    views.set(entry, view);
  }
  return view;
}

/** §3 `runningSaveQueue`: true while any draft has a save in flight or values not saved yet (waiting or failed). */
export function selectRunningSaveQueue(state: DraftsRootState): boolean {
  const entries = state[DRAFTS_KEY]?.entries;
  if (!entries) return false;
  return Object.values(entries).some(hasUnsavedValues);
}

/**
 * True while any application-section draft of `applicationId` has unsaved values (e.g. to hold back "Submit
 * application"); servicing step drafts (issue 11) do not count.
 */
export function selectApplicationHasUnsavedDrafts(state: DraftsRootState, applicationId: string): boolean {
  const entries = state[DRAFTS_KEY]?.entries;
  if (!entries) return false;
  return Object.values(entries).some((e) => e.applicationId === applicationId && isSectionDraft(e) && hasUnsavedValues(e));
}
