import * as t from 'io-ts';

/**
 * A closed object codec: like `t.type(required)` plus optional `t.partial(optional)` keys, but any key not
 * declared fails decoding ("unexpected field"). Used for every body of the contract so that client/sandbox
 * drift shows up as a PARSING_ERROR instead of silently ignored data (issue #2 §3, codec tests).
 */
export function closed<R extends t.Props, O extends t.Props = Record<never, t.Mixed>>(
  name: string,
  required: R,
  optional?: O,
): t.Type<t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.PartialC<O>>>, t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.PartialC<O>>>, unknown> {
  const base = optional
    ? t.intersection([t.type(required), t.partial(optional)])
    : t.intersection([t.type(required), t.partial({})]);
  const allowed = new Set([...Object.keys(required), ...Object.keys(optional ?? {})]);
  type A = t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.PartialC<O>>>;
  type Out = t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.PartialC<O>>>;
  return new t.Type<A, Out, unknown>(
    name,
    (u): u is A => base.is(u) && Object.keys(u as object).every((k) => allowed.has(k)),
    (u, c) => {
      if (typeof u === 'object' && u !== null && !Array.isArray(u)) {
        const extra = Object.keys(u).filter((k) => !allowed.has(k));
        if (extra.length > 0) return t.failure(u, c, `${name}: unexpected field(s) ${extra.join(', ')}`);
      }
      return base.validate(u, c) as t.Validation<A>;
    },
    (a) => base.encode(a as never) as Out,
  );
}

/** `A | null` — the API sends null (never omits) for an unknown value. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** An ISO-8601 timestamp string in UTC, e.g. `2026-11-21T01:43:20.000Z`. */
export const IsoDateTime = t.refinement(t.string, (s) => !Number.isNaN(Date.parse(s)), 'IsoDateTime');
export type IsoDateTime = t.TypeOf<typeof IsoDateTime>;

/** A calendar date `yyyy-MM-dd` (§9 display formats read it). */
export const IsoDate = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'IsoDate');
export type IsoDate = t.TypeOf<typeof IsoDate>;

/** A non-negative whole number of US dollars. */
export const Usd = t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0, 'Usd');

/** A US Social Security number: exactly 9 digits, no dashes (§2 SSN verification). Only ever sent in a body. */
export const SocialSecurityNumber = t.refinement(t.string, (s) => /^\d{9}$/.test(s), 'SocialSecurityNumber');

/** A body that carries nothing (`{}` on the wire). */
export const Empty = closed('Empty', {});
export type Empty = t.TypeOf<typeof Empty>;

/** Human-readable outcome `{ detail }` used by endpoints that only acknowledge. */
export const Detail = closed('Detail', { detail: t.string });
export type Detail = t.TypeOf<typeof Detail>;
