import type * as t from 'io-ts';

/** RFC 4122 UUID, any letter case (§5 "Application id must be a UUID"). */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The brand of {@link Uuid}. */
export interface UuidBrand {
  readonly Uuid: unique symbol;
}

/** A branded RFC 4122 UUID string (§5). Its codec is `ids.ts` `Uuid`. */
export type Uuid = t.Branded<string, UuidBrand>;

/**
 * True when `s` is a UUID (§5). Usable before any decoding, e.g. on a route parameter. In a module of its own without
 * io-ts at run time, so the browser's first load can check ids without carrying the codec library (issue 14 §3).
 */
export const isUuid = (s: unknown): s is Uuid => typeof s === 'string' && UUID_RE.test(s);
