import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import type { FieldError } from '../formValidation';
import { phoneShapeError, stripPhoneFormatting } from './phoneDigits';
import { PHONE_INVALID_MESSAGE } from './messages';

export { phoneShapeError, stripPhoneFormatting } from './phoneDigits';

export { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

/** Line types of a number someone can be called on at home or on a mobile (excludes toll-free, premium…). */
const PERSONAL_LINE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE', 'VOIP']);

/**
 * True when 10 digits form a real US number (§5): the area code is a US geographic one according to
 * libphonenumber-js's maintained full ("max") metadata — this also rejects N11/unassigned codes (e.g. 099,
 * 123), Canadian and territory codes (the product serves the 50 states and DC), toll-free/premium/personal
 * codes and exchanges starting with 0/1 — and the exchange (next three digits) is not 555.
 */
export function isValidUsPhoneDigits(digits: string): boolean {
  if (!/^\d{10}$/.test(digits) || digits.slice(3, 6) === '555') return false;
  const parsed = parsePhoneNumberFromString(digits, 'US');
  if (!parsed || !parsed.isValid() || parsed.country !== 'US') return false;
  const type = parsed.getType();
  return type !== undefined && PERSONAL_LINE_TYPES.has(type);
}

/**
 * §5 phone rule as a field validator. Returns `undefined` when valid, else:
 * - `'Telephone is required'` when empty/whitespace/null;
 * - `'Enter 10 digits'` unless exactly 10 digits remain after stripping formatting (a `+1`/`1` country
 *   prefix is NOT dropped: the spec asks for exactly 10 digits);
 * - `'Enter a valid US number'` when the area code is not a US one or the exchange is 555.
 */
export function validatePhone(value: string | null | undefined): FieldError {
  const shape = phoneShapeError(value);
  if (shape !== undefined) return shape;
  return isValidUsPhoneDigits(stripPhoneFormatting(value ?? '')) ? undefined : PHONE_INVALID_MESSAGE;
}
