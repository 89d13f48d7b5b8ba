import { PHONE_DIGITS } from '../constants';
import type { FieldError } from '../formValidation';
import { PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

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

/**
 * The §5 phone rule's checks that need no metadata, in the rule's order: `'Telephone is required'` when empty,
 * whitespace or null; `'Enter 10 digits'` unless exactly 10 digits remain once formatting is removed. `undefined`
 * means "10 digits": only then does `phone.ts` `validatePhone` need libphonenumber-js, so a form can answer every
 * other value at once while that rule loads (issue 14 §2).
 */
export function phoneShapeError(value: string | null | undefined): FieldError {
  if (value === null || value === undefined || value.trim() === '') return PHONE_REQUIRED_MESSAGE;
  const digits = stripPhoneFormatting(value);
  return digits.length === PHONE_DIGITS && /^\d+$/.test(digits) ? undefined : PHONE_LENGTH_MESSAGE;
}
