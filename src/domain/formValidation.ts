/**
 * §5 "Default messages of the form validation (required, oneOf, notType) are blanked."
 *
 * Field validators in this project have final-form's field-level shape: they return `undefined` when the
 * value is valid, otherwise a message. A *blanked* message is `''`: the field is invalid but no text is
 * shown (used wherever the spec gives no message of its own, e.g. a select with an unknown option).
 *
 * Trap: final-form treats any falsy error as valid (`valid = !error`), so `''` alone would NOT block
 * submission. Hand validators to final-form through {@link toFinalFormError}/{@link forFinalForm}, which
 * turn `''` into `true`: truthy for final-form, and React renders `true` as nothing.
 */

/** `undefined` = valid; a string = invalid with that message (`''` = invalid, no visible message). */
export type FieldError = string | undefined;

/** A field-level validator (final-form shape): value and, optionally, all form values. */
export type FieldValidator<V = unknown, All = unknown> = (value: V, allValues?: All) => FieldError;

/** The rules whose default messages are blanked (§5). */
export type DefaultRule = 'required' | 'oneOf' | 'notType';

/** The blanked message (§5). */
export const BLANK_MESSAGE = '';

/** §5: the message a default rule shows — always blank. */
export const DEFAULT_RULE_MESSAGES: Readonly<Record<DefaultRule, string>> = {
  required: BLANK_MESSAGE,
  oneOf: BLANK_MESSAGE,
  notType: BLANK_MESSAGE,
};

const DEFAULT_RULES: ReadonlySet<string> = new Set(Object.keys(DEFAULT_RULE_MESSAGES));

/**
 * §5: maps a validation library's default message to the blank one when it comes from a default rule
 * (required, oneOf, notType); messages of any other rule (and custom messages) pass through.
 */
export function blankDefaultMessage(rule: string, message: string): string {
  return DEFAULT_RULES.has(rule) ? BLANK_MESSAGE : message;
}

/** True when the value counts as "not entered": undefined, null, a whitespace-only string, or an empty array. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** §5 default `required` rule with its blanked message. */
export const required: FieldValidator = (value) => (isBlank(value) ? DEFAULT_RULE_MESSAGES.required : undefined);

/** §5 default `oneOf` rule: a non-blank value must be one of `options` (blank values are left to `required`). */
export function oneOf<T>(options: readonly T[]): FieldValidator {
  return (value) => (isBlank(value) || options.includes(value as T) ? undefined : DEFAULT_RULE_MESSAGES.oneOf);
}

/** §5 default `notType` rule: a non-blank value must satisfy the type guard. */
export function ofType(guard: (value: unknown) => boolean): FieldValidator {
  return (value) => (isBlank(value) || guard(value) ? undefined : DEFAULT_RULE_MESSAGES.notType);
}

/** Runs validators in order and returns the first error (`''` counts as an error). */
export function composeValidators<V, All>(...validators: readonly FieldValidator<V, All>[]): FieldValidator<V, All> {
  return (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}

/** True when a validator result means "invalid" — including the blank message. */
export function hasFieldError(error: FieldError): error is string {
  return error !== undefined;
}

/** Converts a domain result for final-form: `''` → `true` (invalid, renders nothing), others unchanged. */
export function toFinalFormError(error: FieldError): string | true | undefined {
  return error === BLANK_MESSAGE ? true : error;
}

/** Wraps a domain validator so final-form sees blanked errors as errors (see the module note). */
export function forFinalForm<V, All>(validate: FieldValidator<V, All>): (value: V, allValues?: All) => string | true | undefined {
  return (value, allValues) => toFinalFormError(validate(value, allValues));
}
