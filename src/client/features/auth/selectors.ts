import { selectLogoutReason } from '../../kernel/session/selectors';
import type { SessionState } from '../../kernel/session/reducer';
import { AUTH_KEY, initialAuthState, type AuthState } from './reducer';

/** The root state as far as the auth views read it. */
export interface AuthRootState {
  [AUTH_KEY]?: AuthState;
  session?: SessionState;
}

/** The auth slice. */
export const selectAuth = (state: AuthRootState): AuthState => state[AUTH_KEY] ?? initialAuthState;
/** §3 activeLoginPage. */
export const selectLoginStep = (state: AuthRootState) => selectAuth(state).activeLoginPage;
/** The email being signed in, or null before the email step. */
export const selectLoginEmail = (state: AuthRootState) => selectAuth(state).email;
/** How many magic links were emailed in this login (0 = none yet). */
export const selectMagicLinksSent = (state: AuthRootState) => selectAuth(state).magicLinksSent;
/** The `/login/:magiclink` sign-in: `{ status, error }`. */
export const selectMagicLinkLogin = (state: AuthRootState) => selectAuth(state).magicLinkLogin;
/** Why the last session ended (for the login page's notice), or null. */
export const selectEndedSessionReason = (state: AuthRootState) => selectLogoutReason(state);
/** The `/password/:key` page: `{ status, tokenMode, error }`. */
export const selectPasswordLink = (state: AuthRootState) => selectAuth(state).passwordLink;
