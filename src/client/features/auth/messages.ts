import { PASSWORD_REQUIRED_TEXT } from '../../../domain/password';
import { SIGN_IN_REQUIRED_REASON } from '../../kernel/session/paths';

/** Shown on /login when a session expired, was refused by the server (401), or the token was missing (§5). */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';
/**
 * Shown on /login when the server ended the session (issue 13 §1, logout reason 'ended'): the password or sign-in
 * email was changed, or "Sign out of all devices" was used, on another device.
 */
export const SESSION_ENDED_TEXT = 'You were signed out because your password or sign-in email was changed, or "Sign out of all devices" was used. Please sign in again.';
/** Shown on /login after the person signed out. */
export const SIGNED_OUT_TEXT = 'You have signed out.';
/**
 * Shown on /login when a page that needs a session was opened in a tab that never had one (issue 12 §2), e.g. a
 * bookmarked or shared link in a new tab: nothing expired, the person simply has not signed in here yet.
 */
export const SIGN_IN_REQUIRED_TEXT = 'Please sign in to continue.';

/**
 * Issue 12 §2 inactivity warning: "You will be signed out in 2 minutes." (`minutes` whole minutes, at least 1), shown
 * with a "Stay signed in" button ({@link STAY_SIGNED_IN_TEXT}).
 */
export function expiryWarningText(minutes: number): string {
  const n = Math.max(1, Math.round(minutes));
  return `You will be signed out in ${n} ${n === 1 ? 'minute' : 'minutes'}.`;
}
/** The inactivity warning's button: refreshes the session at once. */
export const STAY_SIGNED_IN_TEXT = 'Stay signed in';

/** The `/logout?q=` reason the "Sign out" link sends. */
export const SIGNED_OUT_REASON = 'signed-out';

const REASON_TEXT: Readonly<Record<string, string>> = {
  expired: SESSION_EXPIRED_TEXT,
  unauthorized: SESSION_EXPIRED_TEXT,
  ended: SESSION_ENDED_TEXT,
  [SIGNED_OUT_REASON]: SIGNED_OUT_TEXT,
  [SIGN_IN_REQUIRED_REASON]: SIGN_IN_REQUIRED_TEXT,
};

/**
 * The notice for a logout reason (§4), or null when there is none to show. Only known reasons have text: a `?q=`
 * value is never echoed, so a crafted link cannot put words on the login page.
 */
export function logoutReasonText(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return Object.prototype.hasOwnProperty.call(REASON_TEXT, reason) ? (REASON_TEXT[reason] ?? null) : null;
}

// The password rule is shared with the tasks page and the profile: it lives in src/domain/password.
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_TEXT,
  PASSWORD_REQUIRED_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../../domain/password';
/** Sign-in password field left empty. */
export function validateLoginPassword(value: string | undefined): string | undefined {
  return value ? undefined : PASSWORD_REQUIRED_TEXT;
}

/** Shown when a magic link cannot be used (the server answered 4xx). */
export const MAGIC_LINK_UNUSABLE_TEXT = 'This sign-in link has already been used or has expired. Sign-in links work once and for 10 minutes.';
