/**
 * The portal's password rule (contract `set-login-method` / `change-password`: at least 8 characters), shared by every
 * form that chooses a password: creating an account, the emailed reset link, the tasks page's password task (§2) and
 * the profile. Messages are shown at the field.
 */

/** Minimum password length (contract set-login-method: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** Password shorter than {@link PASSWORD_MIN_LENGTH}. */
export const PASSWORD_TOO_SHORT_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
/** Password field left empty. */
export const PASSWORD_REQUIRED_TEXT = 'Enter a password';
/** The confirmation differs from the password. */
export const PASSWORD_MISMATCH_TEXT = 'The passwords do not match';

/** New password rule: required, at least 8 characters. Returns the message, or undefined when valid. */
export function validateNewPassword(value: string | undefined): string | undefined {
  if (!value) return PASSWORD_REQUIRED_TEXT;
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT_TEXT : undefined;
}

/** Confirmation rule: required and equal to the password. */
export function validatePasswordConfirmation(value: string | undefined, password: string | undefined): string | undefined {
  if (!value) return PASSWORD_REQUIRED_TEXT;
  return value === password ? undefined : PASSWORD_MISMATCH_TEXT;
}
