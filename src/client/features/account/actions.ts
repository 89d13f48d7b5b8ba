import type { LoginMethod } from '../../../contract/enums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/**
 * A part of the profile a person can change on `/applications/:applicationId/profile`, and
 * `sessions`: "Sign out of all devices".
 */
export type AccountChange = 'name' | 'phone' | 'email' | 'loginMethod' | 'password' | 'sessions';

/** The name fields of a profile patch (§7 PATCH profile). `middle_name` null clears it. */
export interface NameChange {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}

// ---- Commands ----

/** The profile page is shown: check the id (§5 UUID), load the signed-in person's profile (LoggedUser). */
export const openProfile = defineCommand<{ applicationId: string }>('account/open');
/** The profile page was left: release its data. */
export const closeProfile = defineCommand<{ applicationId: string }>('account/close');
/** Fetch the profile again after an error. */
export const retryProfile = defineCommand('account/retry');
/** Save the name (`PATCH /v1/customer/profile/{uuid}/`, §7 partial patch). */
export const saveName = defineCommand<{ applicationId: string; name: NameChange }>('account/saveName');
/** Save the phone (10 digits, §5 phone rule; `PATCH /v1/customer/profile/{uuid}/`). */
export const savePhone = defineCommand<{ applicationId: string; phone: string }>('account/savePhone');
/** Step 1 of the email change: send a 6-digit code to `newEmail` (§7 `POST /v1/customer/change-email/`). */
export const startEmailChange = defineCommand<{ newEmail: string }>('account/startEmailChange');
/** Step 2: confirm with the code (§7 `PATCH /v1/customer/update-email/`); its new token replaces the session's. */
export const confirmEmailChange = defineCommand<{ applicationId: string; newEmail: string; code: string }>('account/confirmEmailChange');
/** Leave the email change (back to step 1 with nothing pending). */
export const cancelEmailChange = defineCommand('account/cancelEmailChange');
/** Sign in by email link or by password from now on (§7 `POST /v1/customer/change-login-method/`). */
export const switchLoginMethod = defineCommand<{ applicationId: string; method: Extract<LoginMethod, 'password' | 'magicLink'> }>('account/switchLoginMethod');
/**
 * Choose a new password through the temporal links (§7): a change-password token, then change-password with it. The
 * token key stays inside the epic (never in an event, a log line or a URL).
 */
export const changeMyPassword = defineCommand<{ applicationId: string; password: string }>('account/changePassword');
/**
 * "Sign out of all devices" (`POST /v1/customer/sign-out-everywhere/`): every other session ends; this
 * one goes on with the new token the server answers.
 */
export const signOutOtherDevices = defineCommand<{ applicationId: string }>('account/signOutOtherDevices');

// ---- Events ----

/** The profile page of `applicationId` (a valid UUID) is open; LoggedUser was subscribed. */
export const profileOpened = defineEvent<{ applicationId: string }>('account/opened');
/** The profile page was left; LoggedUser was released. */
export const profileClosed = defineEvent<{ applicationId: string }>('account/closed');
/** The application id was not a UUID (§5): the person was sent to the applicants list. */
export const profileRedirected = defineEvent<{ reason: 'invalid-id' }>('account/redirected');
/** A change was saved (`change` says which); the profile and, through the §4 profile fan-out, the application refresh. */
export const accountChangeSaved = defineEvent<{ applicationId: string; change: AccountChange }>('account/changeSaved');
/** A change was refused or could not be sent (§8 error; a 400 carries field errors). Nothing typed is lost. */
export const accountChangeFailed = defineEvent<{ change: AccountChange; error: HttpError }>('account/changeFailed');
/** A 6-digit code was sent to `newEmail`; the email change waits for it (step 2). */
export const emailCodeSent = defineEvent<{ newEmail: string }>('account/emailCodeSent');
/** Sending the code failed (§8 error; e.g. the address is invalid or already used). */
export const emailCodeSendFailed = defineEvent<{ error: HttpError }>('account/emailCodeSendFailed');
/** The email change was left before it was confirmed. */
export const emailChangeCancelled = defineEvent('account/emailChangeCancelled');
