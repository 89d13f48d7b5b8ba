/** Digits in an email verification code (§7 email-verification: 6-digit codes). */
export const VERIFICATION_CODE_LENGTH = 6;

/** True when `code` (already trimmed) is a whole verification code: exactly {@link VERIFICATION_CODE_LENGTH} digits. */
export function isVerificationCode(code: string): boolean {
  return code.length === VERIFICATION_CODE_LENGTH && /^\d+$/.test(code);
}
