import * as t from 'io-ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

interface UuidBrand {
  readonly Uuid: unique symbol;
}

/** A branded RFC 4122 UUID string (§5 "Application id must be a UUID"). */
export const Uuid = t.brand(t.string, (s): s is t.Branded<string, UuidBrand> => UUID_RE.test(s), 'Uuid');
export type Uuid = t.TypeOf<typeof Uuid>;

/** True when `s` is a UUID (§5). Usable before any decoding, e.g. on a route parameter. */
export const isUuid = (s: unknown): s is Uuid => Uuid.is(s);
