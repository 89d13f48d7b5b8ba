import type { DiagnosticEntry } from '../../../contract/diagnostics';
import { capEntries, scrubRoutePattern, UNKNOWN_PAGE } from '../../../domain/diagnostics/entries';
import { DIAGNOSTIC_MAX_ELAPSED_MS } from '../../../domain/diagnostics/limits';
import { createPseudonyms, scrubPayload } from '../../../domain/diagnostics/scrub';
import type { RawDiagnosticEntry } from './recorder';

/*
 * What a shared diagnostic holds, made from what the page recorded (docs/diagnostics.md "The allow-list"), in the code
 * loaded when a person shares one. Each payload goes through the allow-list scrub (domain/diagnostics/scrub.ts); a page
 * becomes its route pattern; an API call keeps its method, route pattern, status and duration; times count from the
 * first entry. The last 2,000 entries that fit in 512 KiB are kept, oldest dropped first.
 */

/** An action type as the contract accepts it (`feature/name`); anything else is not the portal's and is left out. */
const ACTION_TYPE = /^[a-z][A-Za-z]{0,39}\/[A-Za-z]{1,60}$/;
const CLIENT_STATUSES: ReadonlySet<string> = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR']);
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'POST', 'PUT', 'PATCH', 'DELETE']);

const elapsed = (ms: number): number => Math.min(DIAGNOSTIC_MAX_ELAPSED_MS, Math.max(0, Math.round(ms)));

/** One recorded entry as sent, or null when it cannot be told safely (an unknown type, method or status). */
function entryOf(raw: RawDiagnosticEntry, t: number, scrub: (payload: unknown) => unknown, patternOf: (pathname: string) => string | null): DiagnosticEntry | null {
  switch (raw.k) {
    case 'command':
    case 'event': {
      if (!ACTION_TYPE.test(raw.type)) return null;
      const payload = scrub(raw.payload);
      return payload === undefined ? { t, k: raw.k, type: raw.type } : { t, k: raw.k, type: raw.type, payload };
    }
    case 'http': {
      const status = typeof raw.status === 'number' && Number.isInteger(raw.status) && raw.status >= 100 && raw.status <= 599 ? raw.status
        : typeof raw.status === 'string' && CLIENT_STATUSES.has(raw.status) ? (raw.status as 'FETCH_ERROR') : null;
      if (status === null || !METHODS.has(raw.method)) return null;
      return { t, k: 'http', method: raw.method as 'GET', route: raw.route ?? 'other', status, ms: elapsed(raw.ms) };
    }
    case 'page':
      return { t, k: 'page', route: scrubRoutePattern(patternOf(raw.pathname) ?? UNKNOWN_PAGE) };
  }
}

/**
 * The entries of a diagnostic from what was recorded (oldest first), with pages named by `patternOf` (the router's
 * table; an address it does not know becomes `/*`). Ids become stand-ins, the same id the same stand-in throughout.
 */
export function diagnosticEntries(raw: readonly RawDiagnosticEntry[], patternOf: (pathname: string) => string | null): DiagnosticEntry[] {
  const ids = createPseudonyms();
  const t0 = raw[0]?.at ?? 0;
  const entries: DiagnosticEntry[] = [];
  for (const r of raw) {
    const entry = entryOf(r, elapsed(r.at - t0), (payload) => scrubPayload(payload, ids), patternOf);
    if (entry) entries.push(entry);
  }
  return capEntries(entries);
}
