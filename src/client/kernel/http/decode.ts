import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { HttpError } from './types';

/** Kind of a JSON value, printed in place of the value itself. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * One line per io-ts error, like PathReporter's but compact and without the offending value, because response
 * bodies carry personal data and these lines may reach logs (house rule): `application_profiles.0.position: expected
 * number, got <string>`. Member indexes of unions/intersections appear as path segments. A codec's own message
 * (e.g. "unexpected field(s) x") is kept as it is.
 */
export function reportErrors(errors: t.Errors): string[] {
  return errors.map((e) => {
    if (e.message !== undefined) return e.message;
    const path = e.context
      .slice(1)
      .map(({ key }) => key)
      .join('.');
    const expected = e.context[e.context.length - 1]?.type.name ?? 'unknown';
    return `${path || '(body)'}: expected ${expected}, got <${kindOf(e.value)}>`;
  });
}

/** The failure of a body that is not JSON (§8 PARSING_ERROR); `data` is left out so raw text never travels on. */
export function notJson(httpStatus: number): HttpError {
  return { status: 'PARSING_ERROR', data: { errors: [`response body (HTTP ${httpStatus}) is not JSON`] }, error: 'SyntaxError' };
}

/**
 * Parses a response text: empty → `null` (e.g. 204), otherwise JSON. Returns `undefined` when it is not JSON.
 * Never throws.
 */
export function parseBody(text: string): { json: unknown } | undefined {
  if (text.trim() === '') return { json: null };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Decodes a parsed body with its codec (architecture: nothing sees a body before its codec). A failure is a §8
 * PARSING_ERROR with `data: { errors }` (redacted PathReporter lines). Never throws, even if a custom codec does.
 */
export function decodeBody<A>(codec: t.Decoder<unknown, A>, json: unknown): { ok: true; value: A } | { ok: false; error: HttpError } {
  try {
    const result = codec.decode(json);
    if (isLeft(result)) {
      return { ok: false, error: { status: 'PARSING_ERROR', data: { errors: reportErrors(result.left) }, error: `does not match ${codec.name.length <= 80 ? codec.name : 'its codec'}` } };
    }
    return { ok: true, value: result.right };
  } catch (thrown) {
    return { ok: false, error: { status: 'PARSING_ERROR', data: { errors: [`codec ${codec.name} threw`] }, error: String(thrown) } };
  }
}
