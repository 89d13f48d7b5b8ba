import { defineCommand, defineEvent } from '../actions';
import type { SessionApplicationProfile, SessionProfile } from './profiles';

/** How a token was obtained (for the landing decision and analytics; never the token itself). */
export type TokenSource = 'signup' | 'password' | 'magicLink' | 'refresh' | 'restored';

/**
 * A token was issued or restored: the session epic stores it (§9 session storage, cookie fallback). `isOps` marks
 * an ops user (§6: the flag is stored with the token); absent means a customer.
 */
export const tokenIssued = defineEvent<{ token: string; source: TokenSource; isOps?: boolean }>('session/tokenIssued');

/** Read the stored token at start-up; ends the session as 'expired' when it is missing or past `exp` (§5). */
export const restoreSession = defineCommand('session/restore');

/** End the session (§4 logout): clears auth, UI, application, wizard and cache state, storage keys, chat; goes to login. */
export const logout = defineCommand<{ reason?: string }>('session/logout');

/**
 * The session ended. Every feature reducer resets on it. `reason` is shown on the login page: a logout `?q=`
 * value, 'expired' (token missing or past exp), or 'unauthorized' (the API answered 401).
 */
export const sessionEnded = defineEvent<{ reason: string | null }>('session/ended');

/**
 * What the landing decision learnt about the signed-in person's applications (§3 client session state
 * `haveApplication`, `currentLoginAppUUID`): the application they were sent to, or null when they have none.
 */
export const applicationsResolved = defineEvent<{ haveApplication: boolean; currentLoginAppUUID: string | null }>(
  'session/applicationsResolved',
);

/**
 * §2/§6 ops view: the profile whose view is shown on `applicationId` — `applicationProfileUuid` (the selector's value)
 * and its person's `profileUuid` — became the session's `selectedReadOnlyProfile`.
 */
export const readOnlyProfileSelected = defineEvent<{ applicationId: string; applicationProfileUuid: string; profileUuid: string }>(
  'session/readOnlyProfileSelected',
);

/**
 * The person answered the inactivity warning with "Stay signed in": refresh the token now (one refresh at
 * a time; ignored while one runs or when signed out).
 */
export const staySignedIn = defineCommand('session/staySignedIn');

/**
 * The token was not refreshed because the person was inactive; unless they do something, the session
 * ends as 'expired' at `signOutAt` (ms since the epoch), `minutesLeft` whole minutes from now (at least 1). Cleared by
 * the next token or the end of the session.
 */
export const sessionExpiryWarned = defineEvent<{ signOutAt: number; minutesLeft: number }>('session/expiryWarned');

/**
 * A token refresh failed on the network or with a 5xx (`status` only, never a body); it is tried again
 * until the token's `exp`. A refused refresh (4xx) ends the session as 'expired' instead.
 */
export const tokenRefreshFailed = defineEvent<{ status: number | string; retryAt: number | null }>('session/tokenRefreshFailed');

/**
 * This tab held a session before the page was (re)loaded, which ended for `reason` ('expired', …): the
 * login page says so instead of "Please sign in". Read from session storage at start-up; never a token.
 */
export const endedSessionRestored = defineEvent<{ reason: string }>('session/endedSessionRestored');

/**
 * §3/§9: the session's `profile` and `applicationProfile` read back from session storage with a restored token (each
 * null when absent or unreadable), so a reload knows who is signed in and their place on the application before the
 * queries answer.
 */
export const sessionProfilesRestored = defineEvent<{ profile: SessionProfile | null; applicationProfile: SessionApplicationProfile | null }>(
  'session/profilesRestored',
);
