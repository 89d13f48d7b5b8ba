import { createHash } from 'node:crypto';

/**
 * A strong entity tag for a response body: a quoted, truncated SHA-256 (base64url, 128 bits) of exactly the bytes
 * sent, so it changes whenever anything the response shows changes (issue #5 §1: conditional polling).
 */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** One entity tag of an `If-None-Match` list: `*`, `"opaque"` or `W/"opaque"` (an opaque tag may hold commas). */
const ENTITY_TAG = /\*|(?:W\/)?"[^"]*"/g;

/**
 * True when an `If-None-Match` header (a single value, a comma-separated list, or repeated headers) matches `etag`
 * by the weak comparison RFC 9110 §13.1.2 prescribes for it: `W/` is ignored on both sides, and `*` matches any
 * current representation. A missing or malformed header matches nothing.
 */
export function ifNoneMatchMatches(header: string | readonly string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = typeof header === 'string' ? header : header.join(',');
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const wanted = opaque(etag);
  return (text.match(ENTITY_TAG) ?? []).some((tag) => tag === '*' || opaque(tag) === wanted);
}
