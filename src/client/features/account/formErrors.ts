import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorText } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

function firstMessage(u: unknown): string | undefined {
  if (typeof u === 'string' && u.trim() !== '') return u;
  if (Array.isArray(u)) for (const m of u) if (typeof m === 'string' && m.trim() !== '') return m;
  return undefined;
}

/**
 * A failed account change as react-final-form submission errors (§8): each field error of a 400 (`errors` keyed by
 * the API's field name) at the form field `fieldOf` names for it; a message for a field the form does not show goes
 * to the form-wide error, so nothing the server said is hidden. With no field error placed, the §8 sentence
 * (`errorText`) is shown — at `fallbackField` when given and the server refused the request (4xx; e.g. a wrong code
 * on a one-field form), else form-wide (network and server failures). What the person typed is never touched.
 */
export function submissionErrorsOf(
  error: HttpError,
  fieldOf: (apiField: string) => string | null,
  fallbackField?: string,
): SubmissionErrors {
  const out: Record<string, string> = {};
  const elsewhere: string[] = [];
  if (error.status === 400 && isRecord(error.data) && isRecord(error.data.errors)) {
    for (const [apiField, messages] of Object.entries(error.data.errors)) {
      const message = firstMessage(messages);
      if (message === undefined) continue;
      const field = fieldOf(apiField);
      if (field !== null && out[field] === undefined) out[field] = message;
      else if (field === null) elsewhere.push(message);
    }
  }
  if (Object.keys(out).length > 0) return elsewhere.length > 0 ? { ...out, [FORM_ERROR]: elsewhere.join(' ') } : out;
  const text = [errorText(error), ...elsewhere.filter((m) => m !== errorText(error))].join(' ');
  const refused = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  return fallbackField !== undefined && refused ? { [fallbackField]: text } : { [FORM_ERROR]: text };
}

/** `fieldOf` for forms whose field names are the API's own (e.g. `first_name`, `phone`): only the given ones. */
export const sameNames =
  (...fields: readonly string[]) =>
  (apiField: string): string | null =>
    fields.includes(apiField) ? apiField : null;
