import { createReducer } from '@reduxjs/toolkit';
import type { TokenMode } from '../../../contract';
import type { HttpError } from '../../kernel/http/types';
import { sessionEnded } from '../../kernel/session/actions';
import {
  loggedIn,
  loginEmailEntered,
  loginFailed,
  loginStepShown,
  magicLinkLoginStarted,
  magicLinkRequested,
  passwordRetrievalRequested,
  type LoginStep,
} from './actions';
import { checkPasswordLinkStarted, newPasswordFailed, newPasswordSet, passwordLinkCheckFailed, passwordLinkChecked } from './passwordReset';

/** Progress of the `/login/:magiclink` sign-in. */
export type MagicLinkLoginStatus = 'idle' | 'pending' | 'failed' | 'succeeded';

/**
 * Login page state (§3 "activeLoginPage (starts at the email page), sendMagicLink"). `email` is the address being
 * signed in (kept across steps so it is never retyped); `sendMagicLink` is true once a link was emailed in this
 * login, and `magicLinksSent` counts them (the page then offers a resend).
 */
export interface AuthState {
  activeLoginPage: LoginStep;
  email: string | null;
  sendMagicLink: boolean;
  magicLinksSent: number;
  magicLinkLogin: { status: MagicLinkLoginStatus; error: HttpError | null };
  /** The `/password/:key` page: is the emailed link usable, and was the new password saved? */
  passwordLink: PasswordLinkState;
}

/** Progress of the password-reset link page. */
export interface PasswordLinkState {
  status: 'idle' | 'checking' | 'valid' | 'invalid' | 'failed' | 'done';
  tokenMode: TokenMode | null;
  error: HttpError | null;
}

/** Where the root reducer mounts {@link authReducer}. */
export const AUTH_KEY = 'auth';

/** The email page, nothing sent. */
export const initialAuthState: AuthState = {
  activeLoginPage: 'email',
  email: null,
  sendMagicLink: false,
  magicLinksSent: 0,
  magicLinkLogin: { status: 'idle', error: null },
  passwordLink: { status: 'idle', tokenMode: null, error: null },
};

/** Folds auth events (never commands); back to the initial state when the session ends. */
export const authReducer = createReducer(initialAuthState, (builder) =>
  builder
    .addCase(loginEmailEntered, (state, { payload }) => {
      if (state.email !== payload.email) {
        state.sendMagicLink = false;
        state.magicLinksSent = 0;
      }
      state.email = payload.email;
      state.activeLoginPage = 'method';
    })
    .addCase(loginStepShown, (state, { payload }) => {
      state.activeLoginPage = payload.step;
    })
    .addCase(magicLinkRequested, (state, { payload }) => {
      state.email = payload.email;
      state.sendMagicLink = true;
      state.magicLinksSent += 1;
      state.activeLoginPage = 'magicLinkSent';
    })
    .addCase(passwordRetrievalRequested, (state, { payload }) => {
      state.email = payload.email;
      state.activeLoginPage = 'passwordRetrievalSent';
    })
    .addCase(magicLinkLoginStarted, (state) => {
      state.magicLinkLogin = { status: 'pending', error: null };
    })
    .addCase(loginFailed, (state, { payload }) => {
      if (payload.method === 'magicLink') state.magicLinkLogin = { status: 'failed', error: payload.error };
    })
    .addCase(loggedIn, (state, { payload }) => {
      if (payload.method === 'magicLink') state.magicLinkLogin = { status: 'succeeded', error: null };
      state.activeLoginPage = 'email';
    })
    .addCase(checkPasswordLinkStarted, (state) => {
      state.passwordLink = { status: 'checking', tokenMode: null, error: null };
    })
    .addCase(passwordLinkChecked, (state, { payload }) => {
      state.passwordLink = { status: payload.valid ? 'valid' : 'invalid', tokenMode: payload.tokenMode, error: null };
    })
    .addCase(passwordLinkCheckFailed, (state, { payload }) => {
      state.passwordLink = { status: 'failed', tokenMode: null, error: payload.error };
    })
    .addCase(newPasswordSet, (state) => {
      state.passwordLink = { status: 'done', tokenMode: null, error: null };
    })
    .addCase(newPasswordFailed, (state, { payload }) => {
      state.passwordLink.error = payload.error;
    })
    .addCase(sessionEnded, () => initialAuthState),
);
