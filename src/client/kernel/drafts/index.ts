/**
 * The draft save queue (§3 `runningSaveQueue`; issue #3 §2; issue 11): section and servicing step values saved as the
 * person types, kept in session storage until the server holds them, restored after a reload, never silently dropped
 * or duplicated. Mounted at `state.drafts`.
 */
import type { FeatureModule } from '../epic';
import { draftsEpic } from './epic';
import { DRAFTS_KEY, draftsReducer } from './reducer';

export * from './actions';
export * from './reducer';
export * from './selectors';
export * from './saveStatus';
export { isSectionDraft, parseDraftSection, servicingStepDraft } from './draftRef';
export { sameDraftValues, valuesFitting, type ValuesCheck } from './values';
export { DRAFT_SAVE_DEBOUNCE_MS, draftsEpic, type DraftsEpicState } from './epic';
export { DRAFT_INDEX_KEY, draftStorageKey } from './draftStorage';

/** The module the composition root mounts: `state.drafts` and the save queue epic. */
export const draftsModule: FeatureModule = { name: DRAFTS_KEY, reducer: draftsReducer, epic: draftsEpic };
