import { differenceInYears, isValid } from 'date-fns';
import { calendarDay } from '../calendarDay';
import { MAX_APPLICANT_AGE_YEARS, MIN_APPLICANT_AGE_YEARS } from '../constants';
import type { FieldError } from '../formValidation';
import { BIRTH_DATE_MESSAGE } from './messages';

export { BIRTH_DATE_MESSAGE } from './messages';

/**
 * Input formats accepted for a birth date string, each with the order of its year, month and day groups: ISO calendar
 * date `yyyy-MM-dd` and the US display format `MM/dd/yyyy` (§9). Exactly these digits (what date-fns `parse` accepted
 * for a text as long as the pattern), read without it: its parser and locale were ≈ 8 KB gzip of every page with a
 * birth date field (issue 14 §2).
 */
const BIRTH_DATE_FORMATS: ReadonlyArray<{ pattern: RegExp; year: number; month: number; day: number }> = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, year: 3, month: 1, day: 2 },
];

/**
 * Parses a birth date: a `Date`, `'yyyy-MM-dd'` or `'MM/dd/yyyy'` (local calendar date). Returns
 * `undefined` for empty or impossible dates (e.g. `'2001-02-30'`).
 */
export function parseBirthDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return isValid(value) ? value : undefined;
  const text = value.trim();
  for (const { pattern, year, month, day } of BIRTH_DATE_FORMATS) {
    const groups = pattern.exec(text);
    if (groups) return calendarDay(Number(groups[year]), Number(groups[month]), Number(groups[day]));
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
