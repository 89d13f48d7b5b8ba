import { initialSessionState, SESSION_KEY, type SessionState } from './reducer';

/** Anything that may mount the session (tolerates a store without it, e.g. in a feature test). */
/** Any root state that may mount the session slice. */
export type MaybeSessionRoot = { [SESSION_KEY]?: SessionState };

/** The session slice (§3 client session state). */
export const selectSession = (state: MaybeSessionRoot): SessionState => state[SESSION_KEY] ?? initialSessionState;

/** True while a token is held. Expiry is enforced by the session epic's timer, so a held token is a live one. */
export const selectIsSignedIn = (state: MaybeSessionRoot): boolean => selectSession(state).token !== null;

/** The signed-in person's uuid (token claim `uuid`), or null. */
export const selectUserUUID = (state: MaybeSessionRoot): string | null => selectSession(state).userUUID;

/** §6 ops user flag. */
export const selectIsOps = (state: MaybeSessionRoot): boolean => selectSession(state).isOps;

/** Why the last session ended (shown on the login page), or null. */
export const selectLogoutReason = (state: MaybeSessionRoot): string | null => selectSession(state).logoutReason;

/** The token's expiry in ms since the epoch, or null when signed out. */
export const selectSessionExpiresAt = (state: MaybeSessionRoot): number | null => selectSession(state).expiresAt;

/** The §3 userAppProfiles: the person's places on applications (from all-application-profiles-from-user). */
export const selectUserAppProfiles = (state: MaybeSessionRoot) => selectSession(state).userAppProfiles;

/** Issue 12 §2: the inactivity warning to show ("You will be signed out in N minutes"), or null. */
export const selectExpiryWarning = (state: MaybeSessionRoot) => selectSession(state).expiryWarning;

/** §3 `profile`: the signed-in person (uuid, names, email), or null. */
export const selectSessionProfile = (state: MaybeSessionRoot) => selectSession(state).profile;

/** §3 `applicationProfile` and `profileType`: the person's place on the application last loaded, or null. */
export const selectSessionApplicationProfile = (state: MaybeSessionRoot) => selectSession(state).applicationProfile;

/**
 * Issue 12 §2 `activeAppDiffersEmailMessage` for application `applicationId`: the notice text, or null (none, or it is
 * about another application).
 */
export const selectActiveAppDiffersEmailMessage = (state: MaybeSessionRoot, applicationId: string | undefined): string | null => {
  const message = selectSession(state).activeAppDiffersEmailMessage;
  return message && message.applicationId === applicationId ? message.text : null;
};
