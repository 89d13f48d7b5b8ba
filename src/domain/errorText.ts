/**
 * §8 error text: the one sentence a person sees for a failed call. Input is the HTTP boundary's tagged
 * error `{ status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR', data }`.
 */

/** §8 verbatim: network failure (typographic apostrophe as in the spec). */
export const FETCH_ERROR_TEXT = 'We’re experiencing a temporary interruption in service. Please try again a little later.';
/** The request took longer than the client waits. */
export const TIMEOUT_ERROR_TEXT = 'The server took too long to respond. Please check your connection and try again.';
/** The server's answer could not be read (body not JSON or not the agreed shape). */
export const PARSING_ERROR_TEXT = 'We received a response we could not read. Please try again a little later.';
/** Any other failure that carries no message of its own. */
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

/** The boundary's error shape as far as this rule needs it. */
export interface ErrorLike {
  readonly status: number | string;
  readonly data?: unknown;
}

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

/**
 * The first non-empty message in an `errors` value: a string; an array (its first message, looking into
 * nested arrays/objects); `{ message }`; or a field map `{ field: [msg] }` (first field with a message, in
 * key order — the server's order).
 */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors.trim() === '' ? undefined : errors;
  if (Array.isArray(errors)) {
    for (const e of errors) {
      const m = firstErrorMessage(e);
      if (m !== undefined) return m;
    }
    return undefined;
  }
  if (isRecord(errors)) {
    if ('message' in errors) {
      const m = firstErrorMessage(errors.message);
      if (m !== undefined) return m;
    }
    for (const value of Object.values(errors)) {
      const m = firstErrorMessage(value);
      if (m !== undefined) return m;
    }
  }
  return undefined;
}

/**
 * §8 error text. FETCH_ERROR → the spec's interruption sentence. TIMEOUT_ERROR and PARSING_ERROR → their
 * own fixed sentences: their `data` comes from the client (e.g. the codec's path report) and must never be
 * shown. Otherwise `data.detail` when it is a non-empty string, else the first message in `data.errors`
 * ({@link firstErrorMessage}), else a generic sentence. Never throws, never returns ''.
 */
export function errorText(e: ErrorLike): string {
  if (e.status === 'FETCH_ERROR') return FETCH_ERROR_TEXT;
  if (e.status === 'TIMEOUT_ERROR') return TIMEOUT_ERROR_TEXT;
  if (e.status === 'PARSING_ERROR') return PARSING_ERROR_TEXT;
  const data = e.data;
  if (isRecord(data)) {
    if (typeof data.detail === 'string' && data.detail.trim() !== '') return data.detail;
    const fromErrors = firstErrorMessage(data.errors);
    if (fromErrors !== undefined) return fromErrors;
  }
  return GENERIC_ERROR_TEXT;
}
