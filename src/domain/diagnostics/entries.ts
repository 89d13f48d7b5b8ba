import type { DiagnosticEntry } from '../../contract/diagnostics';
import { DIAGNOSTIC_MAX_BYTES, DIAGNOSTIC_MAX_ENTRIES } from './limits';
import { scrubPayload, type Pseudonyms } from './scrub';

/*
 * A diagnostic's entries, as the browser sends them and the sandbox stores them (contract/diagnostics.ts): each says
 * when (ms after the first entry) and one of four things — an event the portal logged or a command it received (its
 * type and scrubbed payload), an API call (method, the endpoint's route pattern, status, duration) or a page shown (its route pattern).
 */

/** The route pattern's stand-in for a page the portal has no route for (its address is never sent). */
export const UNKNOWN_PAGE = '/*';

/** A literal segment of a route pattern: lower-case letters, `_` and `-` (the portal's routes have no digits). */
const LITERAL = /^[a-z][a-z_-]{0,39}$/;
/** A parameter segment: `:applicationId`, `:stepKind?`. */
const PARAM = /^:[A-Za-z]{1,40}\??$/;

/**
 * `pattern` with every segment that is not a route literal or a `:parameter` replaced by `:param`: a page's address
 * that slipped through (an id, a key, a word with digits) leaves only its shape. Patterns start with `/`.
 */
export function scrubRoutePattern(pattern: string): string {
  if (pattern === UNKNOWN_PAGE) return pattern;
  const segments = pattern.split('?')[0]?.split('#')[0]?.split('/').filter((s) => s !== '') ?? [];
  return `/${segments.slice(0, 12).map((s) => (LITERAL.test(s) || PARAM.test(s) ? s : ':param')).join('/')}`;
}

/** The entry with its payload or route scrubbed again (the sandbox's pass; see scrub.ts). */
export function scrubEntry(entry: DiagnosticEntry, ids: Pseudonyms, knownRoutes: ReadonlySet<string>): DiagnosticEntry {
  switch (entry.k) {
    case 'event':
    case 'command': {
      const payload = scrubPayload(entry.payload, ids);
      return payload === undefined ? { t: entry.t, k: entry.k, type: entry.type } : { t: entry.t, k: entry.k, type: entry.type, payload };
    }
    case 'http':
      return { ...entry, route: knownRoutes.has(entry.route) ? entry.route : 'other' };
    case 'page':
      return { ...entry, route: scrubRoutePattern(entry.route) };
  }
}

/**
 * The last entries that fit the caps: at most {@link DIAGNOSTIC_MAX_ENTRIES} and {@link DIAGNOSTIC_MAX_BYTES} of JSON
 * (UTF-8), oldest dropped first; times are then counted again from the first entry kept.
 */
export function capEntries(entries: readonly DiagnosticEntry[], maxEntries = DIAGNOSTIC_MAX_ENTRIES, maxBytes = DIAGNOSTIC_MAX_BYTES): DiagnosticEntry[] {
  const kept: DiagnosticEntry[] = [];
  let bytes = 2; // the array's brackets
  for (let i = entries.length - 1; i >= 0 && kept.length < maxEntries; i--) {
    const entry = entries[i];
    if (!entry) continue;
    const size = utf8Length(JSON.stringify(entry)) + 1;
    if (bytes + size > maxBytes) break;
    bytes += size;
    kept.push(entry);
  }
  kept.reverse();
  const t0 = kept[0]?.t ?? 0;
  return kept.map((e) => ({ ...e, t: e.t - t0 }));
}

/** Bytes of `s` in UTF-8. */
function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** True for an entry that shows something went wrong: a failed call, or an event reporting a failure or a field error. */
export function isErrorEntry(entry: DiagnosticEntry): boolean {
  if (entry.k === 'http') return typeof entry.status !== 'number' || entry.status >= 400;
  if (entry.k !== 'event') return false;
  return /(?:Failed|Rejected|rejected|Refused|Error|ErrorShown|failed)$/.test(entry.type);
}
