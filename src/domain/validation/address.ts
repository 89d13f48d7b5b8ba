import { US_STATE_VALUES } from '../../contract/enumValues';
import type { UsState } from '../../contract/enums';
import { BLANK_MESSAGE, isBlank, type FieldError } from '../formValidation';

/** §5 address messages, verbatim. */
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
export const STREET_AT_SIGN_MESSAGE = 'You cannot enter an @ symbol for your street address';
export const ZIP_FORMAT_MESSAGE = 'Must be exactly 5 or 9 digits';

/** USPS codes of the 50 states and DC (from the contract enumeration), in its order. */
export const US_STATE_CODES: readonly UsState[] = US_STATE_VALUES;

/** An address as a form holds it (§3 Address); every field may still be missing while typing. */
export interface AddressInput {
  street?: string | null;
  unit_number?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  county?: string | null;
}

/** The required fields of §5 and the record of their errors. */
export type RequiredAddressField = 'street' | 'city' | 'state' | 'zip_code';
export type AddressErrors = Partial<Record<RequiredAddressField, string>>;

/**
 * Zip formats accepted (§5 "exactly 5 or 9 digits"): `12345`, `123456789`, and also the USPS ZIP+4 form
 * `12345-6789` — it is the same 9 digits as people usually write them, and {@link normaliseZip} stores it
 * without the hyphen. Surrounding whitespace is ignored; any other character fails.
 */
const ZIP_PATTERN = /^(\d{5}|\d{9}|\d{5}-\d{4})$/;

/** True when `code` is one of {@link US_STATE_CODES} (exact upper-case USPS code). */
export function isUsStateCode(code: string): code is UsState {
  return (US_STATE_CODES as readonly string[]).includes(code);
}

/** A string with something other than whitespace in it. */
function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** §5: required field → 'This field is required'. */
export function validateRequired(value: unknown): FieldError {
  return isBlank(value) ? FIELD_REQUIRED_MESSAGE : undefined;
}

/** §5 street: required, and may not contain '@'. */
export function validateStreet(value: string | null | undefined): FieldError {
  if (!hasText(value)) return FIELD_REQUIRED_MESSAGE;
  return value.includes('@') ? STREET_AT_SIGN_MESSAGE : undefined;
}

/** §5 city: required. */
export function validateCity(value: string | null | undefined): FieldError {
  return validateRequired(value);
}

/**
 * §5 state: required; a value outside {@link US_STATE_CODES} is an unknown option and gets the blanked
 * `oneOf` message `''` (§5 "Default messages … are blanked"). Whether the product serves the state is a
 * qualification question (unable-to-offer), not a validation error.
 */
export function validateState(value: string | null | undefined): FieldError {
  if (!hasText(value)) return FIELD_REQUIRED_MESSAGE;
  return isUsStateCode(value.trim()) ? undefined : BLANK_MESSAGE;
}

/** §5 zip: required, then exactly 5 or 9 digits (ZIP+4 with hyphen accepted, see ZIP_PATTERN). */
export function validateZip(value: string | null | undefined): FieldError {
  if (!hasText(value)) return FIELD_REQUIRED_MESSAGE;
  return ZIP_PATTERN.test(value.trim()) ? undefined : ZIP_FORMAT_MESSAGE;
}

/** The zip as stored: trimmed digits only (`'12345-6789'` → `'123456789'`). Call after validation. */
export function normaliseZip(value: string): string {
  return value.trim().replace('-', '');
}

/**
 * §5 record-level address validation: an object with a message for each failing required field and no key
 * for valid ones (`{}` = valid). unit_number and county are optional and not checked.
 */
export function validateAddress(address: AddressInput | null | undefined): AddressErrors {
  const a = address ?? {};
  const errors: AddressErrors = {};
  const checks: ReadonlyArray<[RequiredAddressField, FieldError]> = [
    ['street', validateStreet(a.street)],
    ['city', validateCity(a.city)],
    ['state', validateState(a.state)],
    ['zip_code', validateZip(a.zip_code)],
  ];
  for (const [field, error] of checks) if (error !== undefined) errors[field] = error;
  return errors;
}
