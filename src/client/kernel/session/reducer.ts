import type { UserApplicationProfile } from '../../../contract/application';
import { createEventReducer } from '../eventReducer';
import { applicationListQuery, applicationProfilesQuery } from '../api/sessionQueries';
import { applicationsResolved, readOnlyProfileSelected, sessionEnded, tokenIssued } from './actions';
import { botCheckPassed, botCheckTokenCleared } from '../botCheck/tokenEvents';
import { claimsOf } from './claims';

/**
 * §3 client session state. `expiresAt` is the token's `exp` in ms since the epoch. `haveApplication` is null until
 * known. `logoutReason` is why the last session ended (a `/logout?q=` value, 'expired' or 'unauthorized'), shown on
 * the login page; it is cleared by the next token.
 */
export interface SessionState {
  token: string | null;
  userUUID: string | null;
  username: string | null;
  expiresAt: number | null;
  isOps: boolean;
  logoutReason: string | null;
  haveApplication: boolean | null;
  currentLoginAppUUID: string | null;
  userAppProfiles: UserApplicationProfile[];
  /** §3/§6 ops view: whose view of which application is shown (null for customers and before a choice). */
  selectedReadOnlyProfile: SelectedReadOnlyProfile | null;
  /** §3/§7 the bot-check token of the protected call being sent (header `Turnstile-Token`); null otherwise (single use). */
  turnstileToken: string | null;
}

/** §6 "a selected read-only profile overrides the application profile": the ops selector's choice on an application. */
export interface SelectedReadOnlyProfile {
  applicationId: string;
  applicationProfileUuid: string;
  profileUuid: string;
}

/** Where the root reducer mounts {@link sessionReducer}. */
export const SESSION_KEY = 'session';

/** Any root state that mounts the session. */
export interface SessionRootState {
  [SESSION_KEY]: SessionState;
}

/** Signed out, nothing known. */
export const initialSessionState: SessionState = {
  token: null,
  userUUID: null,
  username: null,
  expiresAt: null,
  isOps: false,
  logoutReason: null,
  haveApplication: null,
  currentLoginAppUUID: null,
  userAppProfiles: [],
  selectedReadOnlyProfile: null,
  turnstileToken: null,
};

/**
 * Folds session events (never commands). A token whose claims do not decode changes nothing: the session epic
 * ends such a session as expired (§5). A token of another person starts from a clean slate.
 */
export const sessionReducer = createEventReducer<SessionState>(initialSessionState, (on) => [
  on(tokenIssued, (state, { payload }) => {
    const claims = claimsOf(payload.token);
    if (!claims) return state;
    const samePerson = state.userUUID === claims.uuid;
    return {
      ...(samePerson ? state : initialSessionState),
      token: payload.token,
      userUUID: claims.uuid,
      username: claims.username,
      expiresAt: claims.exp * 1000,
      isOps: payload.isOps ?? false,
      logoutReason: null,
    };
  }),
  on(sessionEnded, (_state, { payload }) => ({ ...initialSessionState, logoutReason: payload.reason })),
  // Only an ops session has a read-only view (§6); a customer's session never takes one.
  on(readOnlyProfileSelected, (state, { payload }) => (state.isOps ? { ...state, selectedReadOnlyProfile: { ...payload } } : state)),
  on(botCheckPassed, (state, { payload }) => ({ ...state, turnstileToken: payload.token })),
  on(botCheckTokenCleared, (state) => ({ ...state, turnstileToken: null })),
  on(applicationsResolved, (state, { payload }) => ({
    ...state,
    haveApplication: payload.haveApplication,
    currentLoginAppUUID: payload.currentLoginAppUUID,
  })),
  on({ match: applicationListQuery.matchFulfilled }, (state, { payload }) => ({ ...state, haveApplication: payload.data.length > 0 })),
  on({ match: applicationProfilesQuery.matchFulfilled }, (state, { payload }) => ({ ...state, userAppProfiles: payload.data.results })),
]);
