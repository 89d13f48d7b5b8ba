/** The auth feature (§3 login methods, §4 logout page, create user): commands, events, reducer, epic, routes. */
import type { FeatureModule } from '../../kernel/epic';
import { isCommand } from '../../kernel/actions';
import { deferredEpic } from '../../kernel/deferredEpic';
import { loadAuthEpic } from './epicLoader';
import { AUTH_KEY, authReducer } from './reducer';

export * from './actions';
export * from './passwordReset';
export { AUTH_KEY, authReducer, initialAuthState, type AuthState } from './reducer';
export { authPublicRoutes, authSessionRoutes } from './routes';

/** Every auth command (`auth/…`): what starts the deferred epic. */
const isAuthCommand = (action: unknown): boolean => isCommand(action) && action.type.startsWith('auth/');

/**
 * Mounted at `state.auth`. The epics' code is fetched on the first auth command (a login step submitted, a magic link
 * or password link opened), so the login page's first load carries only the reducer (issue 14 §3); the command that
 * started the fetch is answered once it arrives.
 */
export const authFeature: FeatureModule = { name: AUTH_KEY, reducer: authReducer, epic: deferredEpic('auth', loadAuthEpic, isAuthCommand) };
