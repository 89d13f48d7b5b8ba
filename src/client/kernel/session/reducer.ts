import type { UserApplicationProfile } from '../../../contract/application';
import { createEventReducer } from '../eventReducer';
import { APPLICATION_LIST_QUERY_NAME, APPLICATION_PROFILES_QUERY_NAME, APPLICATION_QUERY_NAME, LOGGED_USER_QUERY_NAME } from '../api/queryNames';
import { queryFulfilled } from '../queryCache/actions';
import type { Application, Profile } from '../../../contract/entities';
import type { ProfileType } from '../../../contract/enums';
import {
  activeAppDiffersEmailMessageOf, sessionApplicationProfileOf, sessionProfileOf,
  type ActiveAppEmailMessage, type SessionApplicationProfile, type SessionProfile,
} from './profiles';
import {
  applicationsResolved, endedSessionRestored, readOnlyProfileSelected, sessionEnded, sessionExpiryWarned, sessionProfilesRestored,
  tokenIssued,
} from './actions';
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
  /**
   * Issue 12 §2: the inactivity warning shown now — the session ends at `signOutAt` (ms since the epoch),
   * `minutesLeft` whole minutes after it was shown — or null. Cleared by the next token and by the end of the session.
   */
  expiryWarning: { signOutAt: number; minutesLeft: number } | null;
  /** §3 `profile`: the signed-in person (from LoggedUser; session storage `auth-profile`, §9). Never the SSN. */
  profile: SessionProfile | null;
  /**
   * §3 `applicationProfile`: the person's place on the application last loaded that they are on (session storage
   * `auth-application-profile`, §9); `profileType` is its §3 profile type (applicant, co_owner, non_owning_occupant).
   */
  applicationProfile: SessionApplicationProfile | null;
  profileType: ProfileType | null;
  /**
   * §3 `activeAppDiffersEmailMessage` (issue 12 §2): the notice for the application last loaded when the sign-in email
   * differs from the application's (rule: `activeAppDiffersEmailMessageOf`), shown on that application's pages.
   */
  activeAppDiffersEmailMessage: ActiveAppEmailMessage | null;
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
  expiryWarning: null,
  profile: null,
  applicationProfile: null,
  profileType: null,
  activeAppDiffersEmailMessage: null,
};

/**
 * Folds session events (never commands). A token whose claims do not decode changes nothing: the session epic
 * ends such a session as expired (§5). A token of another person starts from a clean slate.
 */
/**
 * A `query/fulfilled` event of the query named `name`, typed with its data. By name, not through the query's module:
 * the session is in the first load and the query modules (with their codecs) are not.
 */
function fulfilledOf<A>(name: string) {
  return (action: unknown): action is ReturnType<typeof queryFulfilled> & { payload: { data: A } } =>
    queryFulfilled.match(action) && action.payload.name === name;
}

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
      expiryWarning: null,
    };
  }),
  on(sessionEnded, (_state, { payload }) => ({ ...initialSessionState, logoutReason: payload.reason })),
  // Only while signed out: a restored reason never overrides a live session.
  on(endedSessionRestored, (state, { payload }) => (state.token === null ? { ...state, logoutReason: payload.reason } : state)),
  on(sessionExpiryWarned, (state, { payload }) => (state.token === null ? state : { ...state, expiryWarning: { ...payload } })),
  // Only an ops session has a read-only view (§6); a customer's session never takes one.
  on(readOnlyProfileSelected, (state, { payload }) => (state.isOps ? { ...state, selectedReadOnlyProfile: { ...payload } } : state)),
  on(botCheckPassed, (state, { payload }) => ({ ...state, turnstileToken: payload.token })),
  on(botCheckTokenCleared, (state) => ({ ...state, turnstileToken: null })),
  on(applicationsResolved, (state, { payload }) => ({
    ...state,
    haveApplication: payload.haveApplication,
    currentLoginAppUUID: payload.currentLoginAppUUID,
  })),
  on({ match: fulfilledOf<Application[]>(APPLICATION_LIST_QUERY_NAME) }, (state, { payload }) => ({ ...state, haveApplication: payload.data.length > 0 })),
  on({ match: fulfilledOf<{ results: UserApplicationProfile[] }>(APPLICATION_PROFILES_QUERY_NAME) }, (state, { payload }) => ({ ...state, userAppProfiles: payload.data.results })),
  on(sessionProfilesRestored, (state, { payload }) => {
    if (state.token === null) return state;
    const profile = payload.profile?.uuid === state.userUUID ? payload.profile : null;
    const applicationProfile = profile ? payload.applicationProfile : null;
    return { ...state, profile, applicationProfile, profileType: applicationProfile?.profile_type ?? null };
  }),
  on({ match: fulfilledOf<Profile>(LOGGED_USER_QUERY_NAME) }, (state, { payload }) =>
    state.token !== null && payload.data.uuid === state.userUUID ? { ...state, profile: sessionProfileOf(payload.data) } : state,
  ),
  // A customer's own place on the application and the email notice; an ops session looks at others' applications (§6).
  on({ match: fulfilledOf<Application>(APPLICATION_QUERY_NAME) }, (state, { payload }) => {
    if (state.token === null || state.isOps) return state;
    const mine = sessionApplicationProfileOf(payload.data, state.userUUID);
    // The sign-in email is the person's own profile's (LoggedUser), not the token's: issue 13 §1 took it out of the JWT.
    const notice = activeAppDiffersEmailMessageOf(payload.data, state.userUUID, state.profile?.email ?? null);
    const otherNotice = state.activeAppDiffersEmailMessage?.applicationId === payload.data.uuid ? null : state.activeAppDiffersEmailMessage;
    return {
      ...state,
      ...(mine ? { applicationProfile: mine, profileType: mine.profile_type } : {}),
      activeAppDiffersEmailMessage: notice ?? otherNotice,
    };
  }),
]);
