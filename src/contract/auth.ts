import * as t from 'io-ts';
import { closed, Detail, Empty, IsoDateTime, nullable } from './codec';
import { endpoint } from './endpoint';
import { LoginMethod } from './enums';
import { Profile } from './entities';
import { Uuid } from './ids';

/** `{ token }`: a JWT whose claims are §3 TokenClaims. Never logged, never put in a URL. */
export const TokenResponse = closed('TokenResponse', { token: t.string });
export type TokenResponse = t.TypeOf<typeof TokenResponse>;

/**
 * Log in with email (any case) and password. Sandbox: checks the scrypt hash; an unknown email is checked against a
 * dummy hash so timing does not reveal accounts. Customers only: a **staff** account (role ops) with the right password
 * gets 400 `'This is a staff account: sign in on the staff sign-in page (/ops/sign-in).'` — staff sign in at
 * `v1/ops/token-auth/`; with a wrong password staff get the same answer as anyone, so staff accounts cannot be probed.
 *
 * @error 400 `'Unable to log in with provided credentials.'` (the same for an unknown email and a wrong password)
 * @error 403 `BotCheckRejection` without a passed bot check (`Turnstile-Token`, see Conventions); `BotCheckRequired` `{
 *   detail, code: 'bot_check_required' }` once the account had 5 failures from anywhere, even with the check off
 * @error 429 `Throttled` `{ detail: 'Too many attempts. Try again in N seconds.', code: 'throttled', retry_after_s: N
 *   }` with `Retry-After: N`: after 3 failures of one account from one client, that client waits 1, 2, 4 … s (at most
 *   300) before its next attempt — never a lock (counted with the staff sign-in; docs/sandbox.md "Throttling"); also
 *   past 300 sign-ins per client address per minute
 */
export const tokenAuth = endpoint({
  name: 'tokenAuth', method: 'POST', route: 'v1/token-auth/', auth: false,
  body: closed('TokenAuthRequest', { email: t.string, password: t.string }),
  response: TokenResponse,
});

/**
 * Swaps a still-valid token (customer or ops) for a new one expiring 60 minutes from now (`tokenTtlS`, env
 * `SANDBOX_TOKEN_TTL_S`). The portal calls it 5 minutes before `exp` while the person is active, and signs out with
 * reason `expired` when it answers 401 (docs/architecture.md "The session lifecycle"). A token whose session was ended
 * (password, email, sign-out-everywhere; docs/api.md "Tokens") cannot be refreshed.
 *
 * @error 401 `'Token has expired.'` / `'Invalid token.'` / `'Your session was ended. Please sign in again.'`
 */
export const tokenRefresh = endpoint({
  name: 'tokenRefresh', method: 'POST', route: 'v1/token-refresh/', auth: false,
  body: closed('TokenRefreshRequest', { token: t.string }),
  response: TokenResponse,
});

/**
 * Emails a single-use sign-in link `${publicUrl}/login/${key}` (key: 32 random bytes, base64url; only its SHA-256 is
 * stored), valid 10 minutes. Answers the same `detail` whether or not the email has an account (nothing is sent when it
 * has none). Staff accounts get no link (same answer): they sign in with their password at `v1/ops/token-auth/`.
 *
 * @error 400 invalid email
 * @error 403 bot check (needs `Turnstile-Token`, see Conventions)
 * @error 429 after 5 requests for one email in 10 minutes
 */
export const requestMagicLink = endpoint({
  name: 'requestMagicLink', method: 'POST', route: 'v1/customer/magic-link/', auth: false,
  body: closed('MagicLinkRequest', { email: t.string }),
  response: Detail,
});

/**
 * Exchanges the link's key for a token and uses the link up.
 *
 * @error 400 `'This sign-in link has expired or was already used. …'` for a used, expired or unknown key
 */
export const magicLinkLogin = endpoint({
  name: 'magicLinkLogin', method: 'POST', route: 'v1/customer/magic-link/login/', auth: false,
  body: closed('MagicLinkLoginRequest', { key: t.string }),
  response: TokenResponse,
});

/**
 * Emails a 6-digit code (uniformly random), valid 10 minutes, single use, with a link to the verification page that
 * carries it (`/email_verification?code=`). Earlier unexpired codes stay valid.
 *
 * @error 400 invalid email (§5 rule; test-account domains allowed in the sandbox)
 * @error 429 after 5 codes for one email in 10 minutes
 */
export const sendEmailVerification = endpoint({
  name: 'sendEmailVerification', method: 'POST', route: 'v1/customer/email-verification/', auth: false,
  body: closed('EmailVerificationRequest', { email: t.string }, { first_name: t.string }),
  response: closed('EmailVerificationSent', { detail: t.string, expires_at: IsoDateTime }),
});

/**
 * Is this code right for this email, unexpired and not yet confirmed? Does not use it up. A wrong code counts as a
 * guess.
 *
 * @error 429 after 10 wrong guesses for one email in 10 minutes (then even the right code is refused)
 */
export const checkEmailVerification = endpoint({
  name: 'checkEmailVerification', method: 'POST', route: 'v1/customer/email-verification/check/', auth: false,
  body: closed('EmailVerificationCheck', { email: t.string, code: t.string }),
  response: closed('EmailVerificationCheckResult', { valid: t.boolean }),
});

/**
 * Uses the code up and records the email as verified; signup then accepts this code (once) as proof.
 *
 * @error 400 `{ detail, errors: { code } }` for a wrong, used or expired code
 * @error 429 as for check
 */
export const confirmEmailVerification = endpoint({
  name: 'confirmEmailVerification', method: 'POST', route: 'v1/customer/email-verification/confirm/', auth: false,
  body: closed('EmailVerificationConfirm', { email: t.string, code: t.string }),
  response: closed('EmailVerificationConfirmed', { email: t.string, verified: t.boolean }),
});

/**
 * What an unexpired code was sent for, the email masked (`n***@example.com`).
 *
 * @error 404 when no unexpired code has this value (or it is not 6 digits)
 * @error 429 `Throttled` with `Retry-After` past 60 lookups per client address per minute (codes have 6 digits;
 *   `config.addressLimits.codeData`)
 */
export const verificationCodeData = endpoint({
  name: 'verificationCodeData', method: 'GET', route: 'v1/customer/email-verification/verification-code-data/:code/', auth: false,
  response: closed('VerificationCodeData', { masked_email: t.string, expires_at: IsoDateTime, confirmed: t.boolean }),
});

/**
 * Emails a single-use link `${publicUrl}/password/${key}` (token_mode `reset`, valid 10 minutes). Same answer whether
 * or not the account exists.
 *
 * @error 400 invalid email
 * @error 429 after 5 links for one email in 10 minutes (shared with the next endpoint)
 */
export const passwordRetrieval = endpoint({
  name: 'passwordRetrieval', method: 'POST', route: 'v1/customer/password-retrieval/', auth: false,
  body: closed('PasswordRetrievalRequest', { email: t.string }),
  response: Detail,
});

/** Token modes of a temporal link: reset (from an email) or change (signed-in person). */
export const TokenMode = t.keyof({ reset: null, change: null }, 'TokenMode');
export type TokenMode = t.TypeOf<typeof TokenMode>;

/**
 * The same as password-retrieval: a single-use `reset` link by email, the same `{ detail }` whether or not the email
 * has an account (no account enumeration), sharing its rate limit. **In the portal:** sign-in's "Forgot your password?"
 * sends password-retrieval; the link opens `/password/:key` (check-token, then change-password). A used or expired
 * link's page offers "Email me a new link", which sends this call, and answers "If an account exists for …, we have
 * emailed a new link …" either way.
 */
export const createChangePasswordLink = endpoint({
  name: 'createChangePasswordLink', method: 'POST', route: 'v1/customer/temporal-links/create-change-password-link/', auth: false,
  body: closed('ChangePasswordLinkRequest', { email: t.string }),
  response: Detail,
});

/**
 * A signed-in person gets a change-password key directly (valid 10 minutes, single use).
 */
export const createChangePasswordToken = endpoint({
  name: 'createChangePasswordToken', method: 'POST', route: 'v1/customer/temporal-links/create-change-password-token/',
  body: Empty,
  response: closed('ChangePasswordToken', { token_key: t.string, token_mode: TokenMode }),
});

/**
 * Whether a key is still usable, and its mode (`null` when not valid). Does not use it up.
 *
 * @error 429 `Throttled` with `Retry-After` past 60 checks per client address per minute
 *   (`config.addressLimits.checkToken`)
 */
export const checkTemporalToken = endpoint({
  name: 'checkTemporalToken', method: 'POST', route: 'v1/customer/temporal-links/check-token/', auth: false,
  body: closed('CheckTokenRequest', { token_key: t.string }),
  response: closed('CheckTokenResult', { valid: t.boolean, token_mode: nullable(TokenMode) }),
});

/**
 * Sets the password (8–128 characters), sets `login_method` to `password`, uses the key up and completes the person's
 * "Set a password" tasks. It ends every session of the person (docs/api.md "Tokens"). With `token_mode: 'change'` — a
 * key a signed-in device asked for — it answers `token`, a JWT of the new version for that device, which the portal
 * stores (profile page and tasks page) so it stays signed in. A `reset` (emailed link) answers `{ detail }` only: the
 * person signs in with the new password.
 *
 * @error 400 `errors.password`; `'This link has expired or was already used. …'` (also when `token_mode` does not match
 *   the key)
 */
export const changePassword = endpoint({
  name: 'changePassword', method: 'POST', route: 'v1/customer/temporal-links/change-password/', auth: false,
  body: closed('ChangePasswordRequest', { password: t.string, token_key: t.string, token_mode: TokenMode }),
  response: closed('PasswordChanged', { detail: t.string }, { token: t.string }),
});

/**
 * Sets how the person signs in. `password` is required (8–128 characters) with `login_method: 'password'` and refused
 * with the other methods; storing a password completes the person's "Set a password" tasks. It sets a **first**
 * password (or the same one again: the tasks page stores it with `change-password` first); replacing a different
 * password is refused — that is `change-password`'s job, which ends the other sessions and answers this device a new
 * token, something a `Profile` answer cannot carry.
 *
 * @error 400 field errors (`errors.password: ['You already have a password. To change it, use "Change password" on your
 *   profile page.']` when one is set and differs)
 * @error 403 `uuid` visible but not the caller's
 * @error 404 `uuid` not visible
 */
export const setLoginMethod = endpoint({
  name: 'setLoginMethod', method: 'POST', route: 'v1/customer/set-login-method/',
  body: closed('SetLoginMethodRequest', { uuid: Uuid, login_method: LoginMethod }, { password: t.string }),
  response: Profile,
});

/**
 * The same for the signed-in person, without a uuid.
 *
 * @error 400 `'Set a password first.'` when choosing `password` without having one
 */
export const changeLoginMethod = endpoint({
  name: 'changeLoginMethod', method: 'POST', route: 'v1/customer/change-login-method/',
  body: closed('ChangeLoginMethodRequest', { login_method: LoginMethod }),
  response: Profile,
});
