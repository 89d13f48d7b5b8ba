import * as t from 'io-ts';
import { closed, Detail, Empty, IsoDateTime, nullable } from './codec';
import { endpoint } from './endpoint';
import { LoginMethod } from './enums';
import { Profile } from './entities';
import { Uuid } from './ids';

/** `{ token }`: a JWT whose claims are §3 TokenClaims. Never logged, never put in a URL. */
export const TokenResponse = closed('TokenResponse', { token: t.string });
export type TokenResponse = t.TypeOf<typeof TokenResponse>;

/** §7 `POST v1/token-auth/`: log in with email and password. 400 `{ detail }` on bad credentials. */
export const tokenAuth = endpoint({
  name: 'tokenAuth', method: 'POST', route: 'v1/token-auth/', auth: false,
  body: closed('TokenAuthRequest', { email: t.string, password: t.string }),
  response: TokenResponse,
});

/** §7 `POST v1/token-refresh/`: swap a still-valid token for one with a later `exp`. */
export const tokenRefresh = endpoint({
  name: 'tokenRefresh', method: 'POST', route: 'v1/token-refresh/', auth: false,
  body: closed('TokenRefreshRequest', { token: t.string }),
  response: TokenResponse,
});

/**
 * §7 `POST /v1/customer/magic-link/`: email a single-use login link (valid 10 minutes). Always answers the same
 * `{ detail }` whether or not the email has an account, so the endpoint cannot be used to probe for accounts.
 * 429 when requested too often for one email.
 */
export const requestMagicLink = endpoint({
  name: 'requestMagicLink', method: 'POST', route: 'v1/customer/magic-link/', auth: false,
  body: closed('MagicLinkRequest', { email: t.string }),
  response: Detail,
});

/** §7 `POST /v1/customer/magic-link/login/`: exchange the link's key for a token; 400 when used, expired or unknown. */
export const magicLinkLogin = endpoint({
  name: 'magicLinkLogin', method: 'POST', route: 'v1/customer/magic-link/login/', auth: false,
  body: closed('MagicLinkLoginRequest', { key: t.string }),
  response: TokenResponse,
});

/** §7 `POST /v1/customer/email-verification/`: send a 6-digit code (valid 10 minutes; 429 when rate-limited). */
export const sendEmailVerification = endpoint({
  name: 'sendEmailVerification', method: 'POST', route: 'v1/customer/email-verification/', auth: false,
  body: closed('EmailVerificationRequest', { email: t.string }, { first_name: t.string }),
  response: closed('EmailVerificationSent', { detail: t.string, expires_at: IsoDateTime }),
});

/** §7 `POST /v1/customer/email-verification/check/`: is this code right for this email (does not use it up)? */
export const checkEmailVerification = endpoint({
  name: 'checkEmailVerification', method: 'POST', route: 'v1/customer/email-verification/check/', auth: false,
  body: closed('EmailVerificationCheck', { email: t.string, code: t.string }),
  response: closed('EmailVerificationCheckResult', { valid: t.boolean }),
});

/**
 * §7 `POST /v1/customer/email-verification/confirm/`: use the code up and mark the email verified; signup then
 * accepts the same code as proof. 400 `{ detail }` for a wrong, used or expired code.
 */
export const confirmEmailVerification = endpoint({
  name: 'confirmEmailVerification', method: 'POST', route: 'v1/customer/email-verification/confirm/', auth: false,
  body: closed('EmailVerificationConfirm', { email: t.string, code: t.string }),
  response: closed('EmailVerificationConfirmed', { email: t.string, verified: t.boolean }),
});

/** §7 `GET …/verification-code-data/{code}/`: what a code was sent for (email masked), or 404. */
export const verificationCodeData = endpoint({
  name: 'verificationCodeData', method: 'GET', route: 'v1/customer/email-verification/verification-code-data/:code/', auth: false,
  response: closed('VerificationCodeData', { masked_email: t.string, expires_at: IsoDateTime, confirmed: t.boolean }),
});

/** §7 `POST /v1/customer/password-retrieval/`: email a change-password link; same answer whether or not the account exists. */
export const passwordRetrieval = endpoint({
  name: 'passwordRetrieval', method: 'POST', route: 'v1/customer/password-retrieval/', auth: false,
  body: closed('PasswordRetrievalRequest', { email: t.string }),
  response: Detail,
});

/** Token modes of a temporal link: reset (from an email) or change (signed-in person). */
export const TokenMode = t.keyof({ reset: null, change: null }, 'TokenMode');
export type TokenMode = t.TypeOf<typeof TokenMode>;

/** §7 temporal links: email a change-password link. */
export const createChangePasswordLink = endpoint({
  name: 'createChangePasswordLink', method: 'POST', route: 'v1/customer/temporal-links/create-change-password-link/', auth: false,
  body: closed('ChangePasswordLinkRequest', { email: t.string }),
  response: Detail,
});

/** §7 temporal links: a signed-in person gets a change-password token (valid 10 minutes). */
export const createChangePasswordToken = endpoint({
  name: 'createChangePasswordToken', method: 'POST', route: 'v1/customer/temporal-links/create-change-password-token/',
  body: Empty,
  response: closed('ChangePasswordToken', { token_key: t.string, token_mode: TokenMode }),
});

/** §7 temporal links: body token_key; is it still usable? */
export const checkTemporalToken = endpoint({
  name: 'checkTemporalToken', method: 'POST', route: 'v1/customer/temporal-links/check-token/', auth: false,
  body: closed('CheckTokenRequest', { token_key: t.string }),
  response: closed('CheckTokenResult', { valid: t.boolean, token_mode: nullable(TokenMode) }),
});

/**
 * §7 temporal links: body password, token_key, token_mode; single use. Ends every session of the person (issue 13
 * §1); with token_mode `change` (a key the signed-in person asked for) it also answers `token`, a new JWT for the
 * device that made the change, which stays signed in. A `reset` (emailed link) answers no token: sign in again.
 */
export const changePassword = endpoint({
  name: 'changePassword', method: 'POST', route: 'v1/customer/temporal-links/change-password/', auth: false,
  body: closed('ChangePasswordRequest', { password: t.string, token_key: t.string, token_mode: TokenMode }),
  response: closed('PasswordChanged', { detail: t.string }, { token: t.string }),
});

/**
 * §7 `POST /v1/customer/set-login-method/` (uuid, login_method): choose how to sign in; `password` is required
 * (min 8 characters) when the method is `password`. Answers the updated profile.
 */
export const setLoginMethod = endpoint({
  name: 'setLoginMethod', method: 'POST', route: 'v1/customer/set-login-method/',
  body: closed('SetLoginMethodRequest', { uuid: Uuid, login_method: LoginMethod }, { password: t.string }),
  response: Profile,
});

/** §7 `POST /v1/customer/change-login-method/`: the same for the signed-in person, without a uuid. */
export const changeLoginMethod = endpoint({
  name: 'changeLoginMethod', method: 'POST', route: 'v1/customer/change-login-method/',
  body: closed('ChangeLoginMethodRequest', { login_method: LoginMethod }),
  response: Profile,
});
