import { createReducer } from '@reduxjs/toolkit';
import type { UserApplicationProfile } from '../../../contract/application';
import { applicationListQuery, applicationProfilesQuery } from '../api/sessionQueries';
import { applicationsResolved, sessionEnded, tokenIssued } from './actions';
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
};

/**
 * Folds session events (never commands). A token whose claims do not decode changes nothing: the session epic
 * ends such a session as expired (§5). A token of another person starts from a clean slate.
 */
export const sessionReducer = createReducer(initialSessionState, (builder) =>
  builder
    .addCase(tokenIssued, (state, { payload }) => {
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
    })
    .addCase(sessionEnded, (_state, { payload }) => ({ ...initialSessionState, logoutReason: payload.reason }))
    .addCase(applicationsResolved, (state, { payload }) => {
      state.haveApplication = payload.haveApplication;
      state.currentLoginAppUUID = payload.currentLoginAppUUID;
    })
    .addMatcher(applicationListQuery.matchFulfilled, (state, { payload }) => {
      state.haveApplication = payload.data.length > 0;
    })
    .addMatcher(applicationProfilesQuery.matchFulfilled, (state, { payload }) => {
      state.userAppProfiles = payload.data.results;
    }),
);
