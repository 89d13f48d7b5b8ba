import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** The steps of the login page (§3 login page state `activeLoginPage`; it starts at the email page). */
export type LoginStep = 'email' | 'method' | 'password' | 'magicLinkSent' | 'forgotPassword' | 'passwordRetrievalSent';

/** How a person signs in (§3 login methods, as the login page offers them). */
export type SignInMethod = 'password' | 'magicLink';

/** A safe in-app path to land on after sign-in (from `?next=`); ignored unless it is one (see isSafeNextPath). */
export interface LandingOptions {
  next?: string | null;
}

// ---- Commands (imperative) ----

/** The email step was submitted with a valid email (§3 login: the email page comes first). */
export const enterLoginEmail = defineCommand<{ email: string }>('auth/enterEmail');
/** Move the login page to a step the person chose (e.g. "Sign in with password", "Change email"). */
export const showLoginStep = defineCommand<{ step: LoginStep }>('auth/showStep');
/** §7 POST magic-link: email a single-use sign-in link; `resend` when the person asks again. */
export const requestMagicLink = defineCommand<{ email: string; resend?: boolean }>('auth/requestMagicLink');
/** §7 POST v1/token-auth/: sign in with email and password, then land (see {@link loggedIn}). */
export const loginWithPassword = defineCommand<{ email: string; password: string } & LandingOptions>('auth/loginWithPassword');
/** §7 POST magic-link/login/: sign in with the key of `/login/:magiclink`, then land. */
export const loginWithMagicLink = defineCommand<{ key: string } & LandingOptions>('auth/loginWithMagicLink');
/** §7 POST password-retrieval: email a link to set a new password. */
export const retrievePassword = defineCommand<{ email: string }>('auth/retrievePassword');
/**
 * §7 POST set-login-method (create user, after the funnel's sign-up): `password` with a password of at least 8
 * characters, or `magicLink`; then land on the application home.
 */
export const chooseLoginMethod = defineCommand<{ appProfileUuid: string; method: SignInMethod; password?: string }>(
  'auth/chooseLoginMethod',
);
/** Decide where a signed-in person belongs (their latest application, or their profile home) and go there. */
export const resolveLanding = defineCommand<LandingOptions>('auth/resolveLanding');

// ---- Events (past tense) ----

/** The login email was accepted; the page moves to the method step. */
export const loginEmailEntered = defineEvent<{ email: string }>('auth/emailEntered');
/** The login page moved to `step`. */
export const loginStepShown = defineEvent<{ step: LoginStep }>('auth/stepShown');
/** A magic link was emailed (analytics: "magic link sent" / "resent"). */
export const magicLinkRequested = defineEvent<{ email: string; resend: boolean }>('auth/magicLinkRequested');
/** Requesting a magic link failed (§8 error; 429 when asked too often). */
export const magicLinkRequestFailed = defineEvent<{ error: HttpError }>('auth/magicLinkRequestFailed');
/** A magic-link sign-in started (the page shows progress). */
export const magicLinkLoginStarted = defineEvent('auth/magicLinkLoginStarted');
/** Signing in failed (§8 "login failed" is tracked): wrong password, used/expired link, network… */
export const loginFailed = defineEvent<{ method: SignInMethod; error: HttpError }>('auth/loginFailed');
/** Signed in and landed on `path` (the outcome a login form awaits). */
export const loggedIn = defineEvent<{ method: SignInMethod; path: string }>('auth/loggedIn');
/** The password-retrieval email was requested (same answer whether or not the account exists). */
export const passwordRetrievalRequested = defineEvent<{ email: string }>('auth/passwordRetrievalRequested');
/** Requesting the password-retrieval email failed. */
export const passwordRetrievalFailed = defineEvent<{ error: HttpError }>('auth/passwordRetrievalFailed');
/** The new account's login method was set and the person landed on `path`. */
export const loginMethodSet = defineEvent<{ method: SignInMethod; path: string }>('auth/loginMethodSet');
/** Setting the login method failed. */
export const loginMethodSetFailed = defineEvent<{ error: HttpError }>('auth/loginMethodSetFailed');
/** The landing decision sent the signed-in person to `path`. */
export const landingResolved = defineEvent<{ path: string }>('auth/landingResolved');
