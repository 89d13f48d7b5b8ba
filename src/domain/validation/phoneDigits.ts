/** Characters a person types around the digits of a phone number; anything else is not formatting. */
const FORMATTING = /[\s().\-+]/g;

/**
 * The input with formatting (spaces, parentheses, dots, hyphens, plus) removed, e.g. `'(212) 456-7890'` →
 * `'2124567890'`. Other characters are kept, so letters make the result fail the 10-digit rule (§5 phone rule).
 * Kept apart from `phone.ts` so that code which only normalises does not load the phone metadata (~50 KB gzip).
 */
export function stripPhoneFormatting(value: string): string {
  return value.replace(FORMATTING, '');
}
