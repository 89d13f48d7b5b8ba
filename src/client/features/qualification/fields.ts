import { isoDay } from '../../../domain/calendarDay';
import { parseBirthDate } from '../../../domain/validation/birthDate';
import type { FieldError } from '../../../domain/formValidation';

/*
 * Input rules of the wizard's own fields (§2 SSN verification, mortgage-details). The spec gives no messages for them;
 * these are designed and listed in the report for the browser tests. The §5 rules (phone, birth date) come from domain.
 */

// The SSN messages live in domain so analytics can tell their kind (domain/validation/kind.ts).
export { SSN_INVALID_MESSAGE, SSN_LENGTH_MESSAGE, SSN_REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { SSN_INVALID_MESSAGE, SSN_LENGTH_MESSAGE, SSN_REQUIRED_MESSAGE } from '../../../domain/validation/messages';

/** The digits of a typed SSN: dashes and spaces are allowed while typing and dropped here. */
export function ssnDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s-]/g, '');
}

/**
 * SSN field rule. `optional` when an SSN is already on file (empty keeps it). Returns the message or undefined.
 */
export function validateSsn(text: string | null | undefined, optional = false): FieldError {
  const digits = ssnDigits(text);
  if (digits === '') return optional ? undefined : SSN_REQUIRED_MESSAGE;
  if (!/^\d{9}$/.test(digits)) return SSN_LENGTH_MESSAGE;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9') || digits.slice(3, 5) === '00' || digits.slice(5) === '0000') {
    return SSN_INVALID_MESSAGE;
  }
  return undefined;
}

/** A typed birth date (`MM/dd/yyyy` or `yyyy-MM-dd`) as the API's `yyyy-MM-dd`; undefined when it is not a date. */
export function isoBirthDate(text: string | null | undefined): string | undefined {
  const date = parseBirthDate(text);
  return date ? isoDay(date) : undefined;
}

/** Shown at the SSN field when is-ssn-duplicate says another person already uses the number (nothing is saved). */
export const SSN_DUPLICATE_MESSAGE =
  'This Social Security number is already in use on another account. Check the number, or contact us if you think this is a mistake.';
/** Shown under an unticked consent box on Continue. */
export const CONSENT_REQUIRED_MESSAGE = 'Please tick this box to give your consent.';
/** Shown (form-wide) when Continue reaches the server without both consents (the boxes normally stop it first). */
export const CONSENTS_MISSING_MESSAGE = 'Please tick both boxes to give your consent.';
/** Shown when Next is pressed on has-mortgages without an answer. */
export const HAS_MORTGAGES_REQUIRED_MESSAGE = 'Please choose Yes or No.';
/** Shown when the mortgages stage is confirmed with no mortgage chosen or added. */
export const NO_MORTGAGE_MESSAGE = 'Choose at least one mortgage, or add one that is not listed.';
/** Shown under the "complete list" box on mortgages when it is not ticked. */
export const NOT_VERIFIED_MESSAGE = 'Please confirm that this is the complete list of mortgages on your home.';
/** Shown when Next is pressed on mortgage-details with a detail missing (the fields say which). */
export const DETAILS_MISSING_MESSAGE = 'Please fill in every detail of this mortgage.';
