import type { TokenMode } from '../../../contract';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

// The password-reset link flow's commands and events; its epic is in ./passwordResetEpic (loaded with the auth epic).

/** `/password/:key` was opened: ask whether the emailed change-password link can still be used (§7 check-token). */
export const checkPasswordLink = defineCommand<{ key: string }>('auth/checkPasswordLink');

/** The link check has started (the page shows progress). */
export const checkPasswordLinkStarted = defineEvent('auth/passwordLinkCheckStarted');

/** The link was checked: `valid` false when used, expired or unknown. */
export const passwordLinkChecked = defineEvent<{ valid: boolean; tokenMode: TokenMode | null }>('auth/passwordLinkChecked');

/** The link could not be checked (network or server error, §8). */
export const passwordLinkCheckFailed = defineEvent<{ error: HttpError }>('auth/passwordLinkCheckFailed');

/** Set a new password with the emailed link (§7 change-password: password, token_key, token_mode; single use). */
export const setNewPassword = defineCommand<{ key: string; password: string; tokenMode: TokenMode }>('auth/setNewPassword');

/** The new password was saved; the person signs in with it. */
export const newPasswordSet = defineEvent('auth/newPasswordSet');

/** The new password was refused (link spent or expired, password too short, network): §8 text at the form. */
export const newPasswordFailed = defineEvent<{ error: HttpError }>('auth/newPasswordFailed');

/**
 * A used or expired link's page: email a new change-password link (§7 temporal-links create-change-password-link).
 * The answer is the same whether or not the email has an account.
 */
export const requestNewPasswordLink = defineCommand<{ email: string }>('auth/requestNewPasswordLink');

/** The server took the request (a link was emailed if the account exists); `email` as sent, lower-cased. */
export const newPasswordLinkRequested = defineEvent<{ email: string }>('auth/newPasswordLinkRequested');

/** The request was refused (invalid email, 429 too many links) or failed (§8 error). */
export const newPasswordLinkFailed = defineEvent<{ error: HttpError }>('auth/newPasswordLinkFailed');
