/**
 * The session (§3 client session state, §4 logout, §5 token expiry, §9 storage): actions, reducer, selectors, epic,
 * and the module the composition root mounts at `state.session`.
 */
import type { FeatureModule } from '../epic';
import { sessionEpic } from './epic';
import { SESSION_KEY, sessionReducer } from './reducer';

export * from './actions';
export * from './claims';
export * from './epic';
export * from './paths';
export * from './profiles';
export * from './reducer';
export * from './selectors';

/**
 * What the store mounts for the session: `state.session` and the session epic. The token refresh and the stored §3
 * profiles come once someone is signed in (`./keeper`, issue 12 §2).
 */
export const sessionModule: FeatureModule = {
  name: SESSION_KEY,
  reducer: sessionReducer,
  epic: sessionEpic,
};
