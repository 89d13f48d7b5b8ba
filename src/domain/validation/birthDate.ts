import { differenceInYears, isValid, parse } from 'date-fns';
import { MAX_APPLICANT_AGE_YEARS, MIN_APPLICANT_AGE_YEARS } from '../constants';
import type { FieldError } from '../formValidation';
import { BIRTH_DATE_MESSAGE } from './messages';

export { BIRTH_DATE_MESSAGE } from './messages';

/** Input formats accepted for a birth date string: ISO calendar date and the US display format (§9). */
const BIRTH_DATE_FORMATS = ['yyyy-MM-dd', 'MM/dd/yyyy'] as const;

/**
 * Parses a birth date: a `Date`, `'yyyy-MM-dd'` or `'MM/dd/yyyy'` (local calendar date). Returns
 * `undefined` for empty or impossible dates (e.g. `'2001-02-30'`).
 */
export function parseBirthDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return isValid(value) ? value : undefined;
  const text = value.trim();
  for (const pattern of BIRTH_DATE_FORMATS) {
    if (text.length !== pattern.length) continue;
    const parsed = parse(text, pattern, new Date(0));
    if (isValid(parsed)) return parsed;
  }
  return undefined;
}

/** Whole years between `birth` and `today` (birthdays counted by calendar date, leap days included). */
export function ageInYears(birth: Date, today: Date): number {
  return differenceInYears(today, birth);
}

/**
 * §5 birth date rule: valid when the age on `today` (injected so tests and the server agree on "now") is at
 * least 18 and under 110 whole years. Empty, unparseable or future dates get the same single message —
 * the spec gives no other.
 */
export function validateBirthDate(value: string | Date | null | undefined, today: Date): FieldError {
  const birth = parseBirthDate(value);
  if (!birth) return BIRTH_DATE_MESSAGE;
  const age = ageInYears(birth, today);
  return age >= MIN_APPLICANT_AGE_YEARS && age < MAX_APPLICANT_AGE_YEARS ? undefined : BIRTH_DATE_MESSAGE;
}

/** A final-form field validator bound to a clock (`today()` read at validation time). */
export function birthDateValidator(today: () => Date): (value: string | Date | null | undefined) => FieldError {
  return (value) => validateBirthDate(value, today());
}
