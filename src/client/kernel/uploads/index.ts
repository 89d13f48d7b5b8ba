/**
 * The signed-URL upload machine (issue #4 §2), shared by the documents page and servicing requests (issue 11): the
 * file checks, the queue of at most three uploads, progress, URL renewal, retry, cancel. Mounted at `state.uploads`.
 */
import type { FeatureModule } from '../epic';
import { uploadsEpic } from './epic';
import { UPLOADS_KEY, uploadsReducer } from './reducer';

export * from './actions';
export * from './reducer';
export * from './selectors';
export { CHOOSE_TYPE_TEXT, MAX_CONCURRENT_UPLOADS, MAX_URL_RENEWALS, STORAGE_REFUSED_TEXT, URL_EXPIRED_TEXT, uploadsEpic, type UploadsEpicState } from './epic';

/** The module the composition root mounts with every feature that uploads (mounting twice is a no-op). */
export const uploadsModule: FeatureModule = { name: UPLOADS_KEY, reducer: uploadsReducer, epic: uploadsEpic };
