import { FORM_ERROR, getIn, setIn } from 'final-form';
import { errorText, firstErrorMessage, type ErrorLike } from '../../../domain/errorText';

/**
 * One field message of a refused request: the API's key in `errors` (`first_name`, `mortgages.0.lender`,
 * `non_field_errors`) and its first non-empty message.
 */
export interface FieldMessage {
  key: string;
  message: string;
}

/**
 * The field messages of a 400 answer's `errors` (§7 error body `{ detail?, errors?: { key: string[] } }`), in the
 * server's order, one per key; none for any other status (network, timeout, 5xx…), whose text is the §8 sentence.
 */
export function fieldMessagesOf(error: ErrorLike): FieldMessage[] {
  const data = error.data;
  if (error.status !== 400 || typeof data !== 'object' || data === null) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return [];
  const out: FieldMessage[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const message = firstErrorMessage(value);
    if (message !== undefined) out.push({ key, message });
  }
  return out;
}

/** Server messages sorted for a react-final-form: those a field shows, and the rest. */
export interface PlacedMessages {
  /** Submission errors by field (nested for paths like `mortgages.0.lender`, as final-form's `setIn` builds them). */
  fields: Record<string, unknown>;
  /** Messages of keys the form has no field for, in the server's order (shown form-wide so nothing is hidden). */
  unplaced: string[];
}

/**
 * Puts each message at the form field `fieldOf(key)` names (the first message wins when two keys name one field), or
 * among `unplaced` when `fieldOf` returns null. Pure; the caller decides what the form-wide error says.
 */
export function placeFieldMessages(messages: readonly FieldMessage[], fieldOf: (key: string) => string | null): PlacedMessages {
  let fields: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const { key, message } of messages) {
    const field = fieldOf(key);
    if (field === null) unplaced.push(message);
    else if (getIn(fields, field) === undefined) fields = setIn(fields, field, message) as Record<string, unknown>;
  }
  return { fields, unplaced };
}

/** `fieldOf` for forms whose field names are the API's own (e.g. `first_name`, `phone`): only the given ones. */
export const sameNames =
  (...fields: readonly string[]) =>
  (key: string): string | null =>
    fields.includes(key) ? key : null;

/**
 * The form-wide sentence (§8): the error's text ({@link errorText}, e.g. the server's `detail`) followed by the
 * messages no field shows, without saying the same sentence twice.
 */
export function formSentence(error: ErrorLike, unplaced: readonly string[]): string {
  const summary = errorText(error);
  return [summary, ...unplaced.filter((m) => m !== summary)].join(' ');
}

/**
 * A refused save or submit as react-final-form submission errors: each field error of a 400 (`errors` keyed by the
 * value path, e.g. `mortgages.0.lender`, `improvements[0].cost`) at its field when `isField(path)` says the form shows
 * it, and the §8 sentence for the whole form ({@link formSentence}: the server's `detail`, or errorText for network and
 * other failures) with the messages no field shows, so nothing the server said is hidden.
 */
export function submissionErrorsOf(error: ErrorLike, isField: (path: string) => boolean): Record<string, unknown> {
  const { fields, unplaced } = placeFieldMessages(fieldMessagesOf(error), (path) => (isField(path) ? path : null));
  return { ...fields, [FORM_ERROR]: formSentence(error, unplaced) };
}
