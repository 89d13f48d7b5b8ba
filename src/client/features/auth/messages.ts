/** Shown on /login when a session expired, was refused by the server (401), or the token was missing (§5). */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';
/** Shown on /login after the person signed out. */
export const SIGNED_OUT_TEXT = 'You have signed out.';

/** The `/logout?q=` reason the "Sign out" link sends. */
export const SIGNED_OUT_REASON = 'signed-out';

const REASON_TEXT: Readonly<Record<string, string>> = {
  expired: SESSION_EXPIRED_TEXT,
  unauthorized: SESSION_EXPIRED_TEXT,
  [SIGNED_OUT_REASON]: SIGNED_OUT_TEXT,
};

/**
 * The notice for a logout reason (§4), or null when there is none to show. Only known reasons have text: a `?q=`
 * value is never echoed, so a crafted link cannot put words on the login page.
 */
export function logoutReasonText(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return Object.prototype.hasOwnProperty.call(REASON_TEXT, reason) ? (REASON_TEXT[reason] ?? null) : null;
}

/** Minimum password length for set-login-method (contract: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** Password shorter than {@link PASSWORD_MIN_LENGTH}. */
export const PASSWORD_TOO_SHORT_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
/** Password field left empty. */
export const PASSWORD_REQUIRED_TEXT = 'Enter a password';
/** The confirmation differs from the password. */
export const PASSWORD_MISMATCH_TEXT = 'The passwords do not match';

/** Create-user password rule: required, at least 8 characters. Returns the message, or undefined when valid. */
export function validateNewPassword(value: string | undefined): string | undefined {
  if (!value) return PASSWORD_REQUIRED_TEXT;
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT_TEXT : undefined;
}

/** Create-user confirmation rule: must equal the password. */
export function validatePasswordConfirmation(value: string | undefined, password: string | undefined): string | undefined {
  if (!value) return PASSWORD_REQUIRED_TEXT;
  return value === password ? undefined : PASSWORD_MISMATCH_TEXT;
}

/** Sign-in password field left empty. */
export function validateLoginPassword(value: string | undefined): string | undefined {
  return value ? undefined : PASSWORD_REQUIRED_TEXT;
}

/** Shown when a magic link cannot be used (the server answered 4xx). */
export const MAGIC_LINK_UNUSABLE_TEXT = 'This sign-in link has already been used or has expired. Sign-in links work once and for 10 minutes.';
