import { from, of, type Observable } from 'rxjs';
import type { FieldError } from '../../../domain/formValidation';
import { phoneShapeError } from '../../../domain/validation/phoneDigits';

type PhoneRule = typeof import('../../../domain/validation/phone');

let rule: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;

/**
 * Fetches the §5 phone rule (libphonenumber-js and its full metadata, ~50 KB gzip) in its own chunk, once; a failed
 * fetch is forgotten so the next call tries again. Every phone field (funnel, sections, qualification, declarations)
 * goes through here, so no page carries the metadata in its first load (issue #2 §7, issue 14 §2).
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import('../../../domain/validation/phone').then(
    (module) => (rule = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The §5 answer for `value`: at once when it needs no metadata or the rule is loaded; else once it has loaded. */
function checkPhone(value: string | null | undefined, unavailable: FieldError): FieldError | Promise<FieldError> {
  const shape = phoneShapeError(value);
  if (shape !== undefined) return shape;
  if (rule) return rule.validatePhone(value);
  return loadPhoneRule().then(
    (loaded) => loaded.validatePhone(value),
    () => unavailable,
  );
}

/**
 * The §5 phone rule as a react-final-form field validator: the exact message or undefined. Synchronous when the
 * answer needs no metadata (empty → 'Telephone is required', not 10 digits → 'Enter 10 digits') or once the rule has
 * loaded; for 10 digits before that, a Promise of the same answer that starts the fetch (final-form holds a submit
 * until it settles). If the rule's chunk cannot be fetched the field is let through: the submit that follows needs the
 * network too, and the server applies the same rule.
 */
export function validatePhoneField(value: string | null | undefined): FieldError | Promise<FieldError> {
  return checkPhone(value, undefined);
}

/**
 * The §5 phone rule for epics: one answer, synchronously when {@link validatePhoneField} would be. `unavailable` is the
 * answer when the rule's chunk cannot be fetched (undefined lets the number through to the server's own check).
 */
export function phoneVerdict$(value: string | null | undefined, unavailable: FieldError): Observable<FieldError> {
  const verdict = checkPhone(value, unavailable);
  return verdict instanceof Promise ? from(verdict) : of(verdict);
}
