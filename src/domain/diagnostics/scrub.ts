import { isUuid } from '../../contract/uuid';
import { DIAGNOSTIC_MAX_ARRAY_ITEMS, DIAGNOSTIC_MAX_PAYLOAD_DEPTH } from './limits';
import {
  DIAGNOSTIC_FIELD_KEYS, DIAGNOSTIC_KEPT_VALUES, DIAGNOSTIC_NUMBER_KEYS, DIAGNOSTIC_PROVIDER_TEXT_KEYS, DIAGNOSTIC_QUERY_NAMES,
} from './values';

/*
 * The allow-list scrub of an event's payload (docs/diagnostics.md "The allow-list"). It keeps the payload's shape, so
 * staff can replay the scrubbed events through the portal's own reducers, and keeps a value only when the allow-list
 * knows it: booleans and nulls; the product's own words (values.ts); a form field's name under `field`; the client's
 * own numbering under `id` (`upload-3`); a session token as an unsigned stand-in naming only a stand-in id; whole numbers
 * under the counter keys; ids, each replaced by a stand-in (the same id always by the same stand-in, so a document's
 * events still meet); the cache keys of queries with their arguments scrubbed alike; the deal team's rejection reason.
 * Every other string becomes '' and every other number 0; object keys that are not names of code are dropped.
 * The browser runs it when a person shares a diagnostic; the sandbox runs it again on what it receives.
 */

/** Gives each id in a diagnostic its stand-in. */
export interface Pseudonyms {
  /** The stand-in of `id` (a UUID); a stand-in is its own. */
  of(id: string): string;
}

const PSEUDONYM = /^00000000-0000-4000-8000-[0-9a-f]{12}$/;

/** True for a stand-in id (`00000000-0000-4000-8000-00000000000n`), which is a valid UUID and carries nothing. */
export const isPseudonym = (s: string): boolean => PSEUDONYM.test(s);

/**
 * Stand-ins numbered from `first + 1` in the order ids are met: `00000000-0000-4000-8000-000000000001`, … The sandbox
 * starts far above the browser's numbers, so an id the browser missed can never take a stand-in the browser gave.
 */
export function createPseudonyms(first = 0): Pseudonyms {
  const given = new Map<string, string>();
  let next = first;
  return {
    of: (id) => {
      const key = id.toLowerCase();
      if (isPseudonym(key)) return key;
      let p = given.get(key);
      if (p === undefined) {
        next += 1;
        p = `00000000-0000-4000-8000-${next.toString(16).padStart(12, '0')}`;
        given.set(key, p);
      }
      return p;
    },
  };
}

/**
 * A name of code used as an object key (`applicationId`, `first_name`): kept. Starts lower-case, as the portal's
 * property names do; capitalised words (a name typed as a key) are dropped unless they are the product's own
 * (`ApplicationList`, values.ts).
 */
const CODE_KEY = /^[a-z_][A-Za-z0-9_]{0,63}$/;
/** A form field's name: `middle_name`, `address.zip_code`, `liens[0].balance`, `co-owner-email`. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.\-[\]]{0,99}$/;
/** A query's cache key: `documents({"applicationId":"…"})`, `section:liens({…})` (kernel/queryCache/key.ts). */
const QUERY_KEY = /^([A-Za-z][A-Za-z0-9:-]{0,63})\(([\s\S]*)\)$/;
const QUERY_NAMES: ReadonlySet<string> = new Set(DIAGNOSTIC_QUERY_NAMES);
/** A local id the client numbers itself (`upload-3`), kept under `id`: it only tells one upload from another. */
const LOCAL_ID = /^[a-z]{1,20}-\d{1,9}$/;
/** A JSON Web Token: three base64url parts. */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const base64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A session token's stand-in: an unsigned token (`alg: none`, signature `scrubbed`) that keeps only who it spoke for,
 * as a stand-in id, the role and the expiry, so the replay knows the person was signed in — never the credential, nor
 * any other claim (an email in an old `username`). '' for anything that does not decode to the §3 claims.
 */
function standInToken(token: string, ids: Pseudonyms): string {
  if (!JWT.test(token)) return '';
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    if (!isUuid(claims.uuid) || typeof claims.exp !== 'number') return '';
    const who = ids.of(claims.uuid);
    const role = claims.role === 'ops' ? 'ops' : 'customer';
    return `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify({ username: who, uuid: who, role, exp: Math.floor(claims.exp) }))}.scrubbed`;
  } catch {
    return '';
  }
}

/** Longest provider text kept (the back office accepts 500 characters). */
const MAX_PROVIDER_TEXT = 500;

/** JSON with object keys sorted, as the query cache builds its keys (kernel/queryCache/key.ts `stableStringify`). */
function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A query's cache key with its arguments scrubbed, or undefined when `s` is not the key of a known query. */
function scrubQueryKey(s: string, ids: Pseudonyms): string | undefined {
  const m = QUERY_KEY.exec(s);
  if (!m || !QUERY_NAMES.has(m[1] ?? '')) return undefined;
  const inner = m[2] ?? '';
  if (inner === '') return `${m[1]}()`;
  let args: unknown;
  try {
    args = JSON.parse(inner);
  } catch {
    return `${m[1]}()`;
  }
  return `${m[1]}(${stableStringify(scrubValue(args, '', ids, 1))})`;
}

/** A string kept as an object key: a name of code, a stand-in for an id, a scrubbed query key, or one of the product's words. */
function scrubKey(key: string, ids: Pseudonyms): string | undefined {
  if (isUuid(key)) return ids.of(key);
  if (CODE_KEY.test(key) || DIAGNOSTIC_KEPT_VALUES.has(key)) return key;
  return scrubQueryKey(key, ids);
}

function scrubString(s: string, key: string, ids: Pseudonyms): string {
  if (isUuid(s)) return ids.of(s);
  if (DIAGNOSTIC_KEPT_VALUES.has(s)) return s;
  if (DIAGNOSTIC_FIELD_KEYS.has(key) && FIELD_NAME.test(s)) return s;
  if (key === 'id' && LOCAL_ID.test(s)) return s;
  if (key === 'token') return standInToken(s, ids);
  if (DIAGNOSTIC_PROVIDER_TEXT_KEYS.has(key)) return s.slice(0, MAX_PROVIDER_TEXT);
  return scrubQueryKey(s, ids) ?? '';
}

function scrubNumber(n: number, key: string): number {
  return DIAGNOSTIC_NUMBER_KEYS.has(key) && Number.isSafeInteger(n) && Math.abs(n) < 1_000_000 ? n : 0;
}

/**
 * The allow-listed copy of `value` found under `key` (the name of the member it is in; '' at the top), with ids replaced
 * through `ids`. Functions, symbols and anything deeper than {@link DIAGNOSTIC_MAX_PAYLOAD_DEPTH} are dropped
 * (undefined); arrays keep their first {@link DIAGNOSTIC_MAX_ARRAY_ITEMS} items; `File`s and other non-plain objects
 * become `{}` (only their own plain members would be read, and a File has none).
 */
export function scrubValue(value: unknown, key: string, ids: Pseudonyms, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return scrubNumber(value, key);
  if (typeof value === 'string') return scrubString(value, key, ids);
  if (typeof value !== 'object' || depth >= DIAGNOSTIC_MAX_PAYLOAD_DEPTH) return undefined;
  if (Array.isArray(value)) {
    // Items of an array inherit its key: `fields: ['a', 'b']` keeps field names, `keys: [...]` query keys.
    return value.slice(0, DIAGNOSTIC_MAX_ARRAY_ITEMS).map((item) => scrubValue(item, key, ids, depth + 1) ?? null);
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const name = scrubKey(k, ids);
    if (name === undefined) continue;
    const kept = scrubValue(v, k, ids, depth + 1);
    if (kept !== undefined) out[name] = kept;
  }
  return out;
}

/** The allow-listed copy of an event's payload (see {@link scrubValue}); undefined stays undefined. */
export function scrubPayload(payload: unknown, ids: Pseudonyms): unknown {
  return payload === undefined ? undefined : scrubValue(payload, '', ids);
}
