import { validateBirthDate } from '../../../domain/validation/birthDate';
import { FIELD_REQUIRED_MESSAGE } from '../../../domain/validation/address';
import { USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE, usdRule } from '../../../domain/money';
import type { FieldError } from '../../../domain/formValidation';
import { validatePhoneField } from '../../kernel/forms/phoneRule';

/*
 * Field validators of the section forms (final-form field shape: undefined = valid, else the message shown at the
 * field). §5 rules where the spec has them (phone, birth date); otherwise the same messages the sandbox answers on
 * submit (docs/api.md "Required answers"), so a person sees one wording whichever side finds the problem.
 */

/** A field-level validator: the value and all the form's values. */
export type Validator = (value: unknown, all?: object) => string | undefined;

/** Shown when a required answer is missing (same words as the sandbox and the §5 address rules). */
export const REQUIRED_MESSAGE = FIELD_REQUIRED_MESSAGE;
/** Shown when the living area is out of range. */
export const LIVING_AREA_MESSAGE = 'Enter the living area in square feet, from 100 to 100,000.';
/** Shown when the number of bedrooms is out of range. */
export const BEDROOMS_MESSAGE = 'Enter a whole number of bedrooms, from 0 to 50.';
/** Shown when no use of the money is chosen. */
export const USE_OF_PROCEEDS_MESSAGE = 'Choose at least one use of the money.';
/** Shown when the mortgage list is not confirmed complete. */
export const MORTGAGES_VERIFIED_MESSAGE = 'Confirm that these are all the mortgages on your home.';

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The year-purchased message for `thisYear`. */
export const yearMessage = (thisYear: number): string => `Enter a year from 1900 to ${thisYear}.`;

/** A required text, choice or yes/no answer. */
export const requiredAnswer: Validator = (value) => (isBlank(value) ? REQUIRED_MESSAGE : undefined);

/** A required whole-dollar amount (domain/money USD_REQUIRED_MESSAGE; $0 is an answer). */
export const requiredMoney: Validator = usdRule({ missing: USD_REQUIRED_MESSAGE });

/** A required payoff amount above $0 (domain/money USD_REQUIRED_MESSAGE, USD_ABOVE_ZERO_MESSAGE). */
export const payoffAmount: Validator = usdRule({ missing: USD_REQUIRED_MESSAGE, zero: USD_ABOVE_ZERO_MESSAGE });

/**
 * §5 phone rule ('Telephone is required', 'Enter 10 digits', 'Enter a valid US number'). Asynchronous for 10 digits
 * until the rule's metadata has loaded (kernel/forms/phoneRule: not in the page's first load, issue 14 §2).
 */
export const phone = (value: unknown): FieldError | Promise<FieldError> => validatePhoneField(typeof value === 'string' ? value : undefined);

/** §5 birth date rule, checked against today's date on this device. */
export const birthDate: Validator = (value) =>
  isBlank(value) ? REQUIRED_MESSAGE : validateBirthDate(typeof value === 'string' ? value : undefined, new Date());

/** Year the home was bought: 1900 to this year. */
export const yearPurchased: Validator = (value) => {
  const thisYear = new Date().getFullYear();
  if (typeof value !== 'number') return REQUIRED_MESSAGE;
  return Number.isInteger(value) && value >= 1900 && value <= thisYear ? undefined : yearMessage(thisYear);
};

/** Living area, square feet: 100 to 100,000. */
export const livingArea: Validator = (value) =>
  typeof value !== 'number' ? REQUIRED_MESSAGE : value >= 100 && value <= 100_000 ? undefined : LIVING_AREA_MESSAGE;

/** Bedrooms: a whole number from 0 to 50. */
export const bedrooms: Validator = (value) =>
  typeof value !== 'number' ? REQUIRED_MESSAGE : Number.isInteger(value) && value <= 50 ? undefined : BEDROOMS_MESSAGE;

/** At least one use of the money. */
export const someUseOfProceeds: Validator = (value) => (Array.isArray(value) && value.length > 0 ? undefined : USE_OF_PROCEEDS_MESSAGE);

/** The "these are all my mortgages" confirmation must be ticked. */
export const mortgagesVerified: Validator = (value) => (value === true ? undefined : MORTGAGES_VERIFIED_MESSAGE);
