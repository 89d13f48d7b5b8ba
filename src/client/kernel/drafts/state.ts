import type { HttpError } from '../http/types';
import type { DraftRef } from './actions';
import type { DraftSection } from './draftRef';

/*
 * The drafts slice's shape and keys, apart from its reducer: a page that only reads drafts loads this, not the
 * reducer (issue 14 §2).
 */

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

/** The slice key of a draft: `applicationId/section`. */
export function draftKey(ref: DraftRef): string {
  return `${ref.applicationId}/${ref.section}`;
}
