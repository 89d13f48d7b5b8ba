import * as t from 'io-ts';

/**
 * The error body every failing endpoint answers with (§8 error text reads `detail`, else the first of `errors`).
 * `errors` maps a field name (or `non_field_errors`) to its messages.
 */
export const ErrorBody = t.intersection(
  [t.partial({ detail: t.string }), t.partial({ errors: t.record(t.string, t.array(t.string)) })],
  'ErrorBody',
);
export type ErrorBody = t.TypeOf<typeof ErrorBody>;
