import { validateBirthDate } from '../../../domain/validation/birthDate';
import { validateCoOwnerEmailDistinct, validateEmail } from '../../../domain/validation/email';
import { stripPhoneFormatting } from '../../../domain/validation/phoneDigits';
import { FIELD_REQUIRED_MESSAGE } from '../../../domain/validation/address';
import type { FieldError } from '../../../domain/formValidation';
import { validatePhoneField } from '../../kernel/forms/phoneRule';
import type { PersonInput } from './actions';
import type { PersonDetails } from './model';

/** What the spouse and co-owner forms hold while typing (every field text; blank = not given). */
export interface PersonFormValues {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  birth_date?: string;
}

/** The form fields a server field error may name (`errors.email` → the email field). */
export const PERSON_FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'phone', 'birth_date'] as const;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** The form's starting values for a known person (empty for a new one). */
export function personFormValues(p: PersonDetails | null): PersonFormValues {
  if (!p) return {};
  return {
    first_name: p.firstName,
    middle_name: p.middleName ?? undefined,
    last_name: p.lastName,
    email: p.email,
    phone: p.phone ?? undefined,
    birth_date: p.birthDate ?? undefined,
  };
}

/** The typed values as the API takes them: trimmed names and email, phone as its 10 digits, blanks as null. */
export function toPersonInput(v: PersonFormValues): PersonInput {
  return {
    first_name: (v.first_name ?? '').trim(),
    middle_name: blank(v.middle_name) ? null : (v.middle_name ?? '').trim(),
    last_name: (v.last_name ?? '').trim(),
    email: (v.email ?? '').trim(),
    phone: blank(v.phone) ? null : stripPhoneFormatting(v.phone ?? ''),
    birth_date: blank(v.birth_date) ? null : (v.birth_date ?? '').trim(),
  };
}

/** A name that must be given ('This field is required', §5 wording). */
export function validateName(value: string | undefined): FieldError {
  return blank(value) ? FIELD_REQUIRED_MESSAGE : undefined;
}

/**
 * §5 email rule, then the co-owner rule: the email must differ from the applicant's and every other person's on the
 * application ('The email address cannot be the same as any other co-owner or the applicant.').
 */
export function validatePersonEmail(value: string | undefined, others: readonly string[]): FieldError {
  return validateEmail(value) || validateCoOwnerEmailDistinct(value, others);
}

/**
 * §5 phone rule when a phone is given (it may be left out). Asynchronous for 10 digits until the rule's metadata has
 * loaded (kernel/forms/phoneRule: not in the page's first load, issue 14 §2).
 */
export function validateOptionalPhone(value: string | undefined): FieldError | Promise<FieldError> {
  return blank(value) ? undefined : validatePhoneField(value);
}

/** §5 birth date rule (18 to under 110 on `today`) when a birth date is given. */
export function validateOptionalBirthDate(value: string | undefined, today: Date): FieldError {
  return blank(value) ? undefined : validateBirthDate(value, today);
}
