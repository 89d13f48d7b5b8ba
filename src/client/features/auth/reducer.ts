import type { TokenMode } from '../../../contract';
import { createEventReducer } from '../../kernel/eventReducer';
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

/**
 * Folds auth events (never commands); back to the initial state when the session ends. Plain immutable updates
 * (kernel/eventReducer): the login page's first load must not carry RTK and immer (issue 14 §3, ≤ 130 KB gzip).
 */
export const authReducer = createEventReducer<AuthState>(initialAuthState, (on) => [
  on(loginEmailEntered, (state, { payload }) => ({
    ...state,
    ...(state.email !== payload.email ? { sendMagicLink: false, magicLinksSent: 0 } : {}),
    email: payload.email,
    activeLoginPage: 'method',
  })),
  on(loginStepShown, (state, { payload }) => ({ ...state, activeLoginPage: payload.step })),
  on(magicLinkRequested, (state, { payload }) => ({
    ...state,
    email: payload.email,
    sendMagicLink: true,
    magicLinksSent: state.magicLinksSent + 1,
    activeLoginPage: 'magicLinkSent',
  })),
  on(passwordRetrievalRequested, (state, { payload }) => ({ ...state, email: payload.email, activeLoginPage: 'passwordRetrievalSent' })),
  on(magicLinkLoginStarted, (state) => ({ ...state, magicLinkLogin: { status: 'pending', error: null } })),
  on(loginFailed, (state, { payload }) =>
    payload.method === 'magicLink' ? { ...state, magicLinkLogin: { status: 'failed', error: payload.error } } : state,
  ),
  on(loggedIn, (state, { payload }) => ({
    ...state,
    ...(payload.method === 'magicLink' ? { magicLinkLogin: { status: 'succeeded', error: null } } : {}),
    activeLoginPage: 'email',
  })),
  on(checkPasswordLinkStarted, (state) => ({ ...state, passwordLink: { status: 'checking', tokenMode: null, error: null } })),
  on(passwordLinkChecked, (state, { payload }) => ({
    ...state,
    passwordLink: { status: payload.valid ? 'valid' : 'invalid', tokenMode: payload.tokenMode, error: null },
  })),
  on(passwordLinkCheckFailed, (state, { payload }) => ({ ...state, passwordLink: { status: 'failed', tokenMode: null, error: payload.error } })),
  on(newPasswordSet, (state) => ({ ...state, passwordLink: { status: 'done', tokenMode: null, error: null } })),
  on(newPasswordFailed, (state, { payload }) => ({ ...state, passwordLink: { ...state.passwordLink, error: payload.error } })),
  on(sessionEnded, () => initialAuthState),
]);
