/** The auth feature (§3 login methods, §4 logout page, create user): commands, events, reducer, epic, routes. */
import type { FeatureModule } from '../../kernel/epic';
import { combineEpics } from 'redux-observable';
import { authEpic } from './epic';
import { passwordResetEpic } from './passwordReset';
import { AUTH_KEY, authReducer } from './reducer';

export * from './actions';
export * from './passwordReset';
export { AUTH_KEY, authReducer, initialAuthState, type AuthState } from './reducer';
export { authEpic } from './epic';
export { authPublicRoutes, authSessionRoutes } from './routes';

/** Mounted at `state.auth`. */
export const authFeature: FeatureModule = { name: AUTH_KEY, reducer: authReducer, epic: combineEpics(authEpic, passwordResetEpic) };
