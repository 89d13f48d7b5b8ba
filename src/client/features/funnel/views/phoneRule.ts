import type { FieldError } from '../../../../domain/formValidation';

type PhoneRule = typeof import('../../../../domain/validation/phone');

let rule: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;

/**
 * Fetches the §5 phone rule (libphonenumber-js and its full metadata, ~50 KB gzip) in its own chunk, once; a failed
 * fetch is forgotten so the next call tries again. The phone page starts this after it has rendered.
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import('../../../../domain/validation/phone').then(
    (module) => (rule = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The §5 phone rule as a react-final-form field validator: the exact message or undefined. Synchronous once the rule
 * has loaded; before that a Promise of the same answer (final-form holds a submit until it settles). If the rule's
 * chunk cannot be fetched the field is let through: the submit that follows needs the network too and reports it.
 */
export function validatePhoneField(value: string | null | undefined): FieldError | Promise<FieldError> {
  if (rule) return rule.validatePhone(value);
  return loadPhoneRule().then(
    (loaded) => loaded.validatePhone(value),
    () => undefined,
  );
}
