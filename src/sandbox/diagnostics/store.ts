import { randomInt, randomUUID } from 'node:crypto';
import { ENDPOINTS, type CustomerStage, type DiagnosticContext, type DiagnosticEntry, type DiagnosticReceipt, type Uuid } from '../../contract';
import { makeDiagnosticCode } from '../../domain/diagnostics/code';
import { isErrorEntry, scrubEntry } from '../../domain/diagnostics/entries';
import { DIAGNOSTIC_MAX_ENTRIES } from '../../domain/diagnostics/limits';
import { createPseudonyms } from '../../domain/diagnostics/scrub';
import { invalid } from '../http/errors';
import { iso } from '../repo/sql';
import type { Services } from '../services';
import { findByClientKey, insertDiagnostic } from './repo';
import { keptSince, sweepDiagnostics } from './retention';

/** The route patterns of the contract's endpoints: an API call entry naming anything else is stored as `other`. */
const ENDPOINT_ROUTES: ReadonlySet<string> = new Set(ENDPOINTS.map((e) => e.route));

/** Ids the browser missed get stand-ins numbered from here, far above any the browser gave (domain/diagnostics/scrub.ts). */
const SERVER_PSEUDONYMS_FROM = 0x1_0000_0000;

/** Codes drawn before giving up: with 595 million codes a second draw is already rare. */
const CODE_ATTEMPTS = 8;

/** What a share stores, decoded by the contract's closed codecs. */
export interface Shared {
  clientKey: string;
  profileUuid: Uuid | null;
  applicationUuid: Uuid | null;
  stage: CustomerStage | null;
  context: DiagnosticContext;
  entries: readonly DiagnosticEntry[];
}

/**
 * Stores a shared diagnostic and answers its receipt (docs/diagnostics.md "How it is stored"): refuses more than
 * {@link DIAGNOSTIC_MAX_ENTRIES} entries (400), scrubs every entry again with the browser's allow-list (a value the
 * browser let through that the list does not know is dropped), counts the errors, and draws a unique code. The same
 * sharer sending the same `client_key` again (a retry whose answer was lost) gets the first receipt back.
 */
export async function storeDiagnostic(s: Services, shared: Shared): Promise<DiagnosticReceipt> {
  if (shared.entries.length > DIAGNOSTIC_MAX_ENTRIES) {
    throw invalid({ entries: [`A diagnostic holds at most ${DIAGNOSTIC_MAX_ENTRIES.toLocaleString('en-US')} entries; this one has ${shared.entries.length.toLocaleString('en-US')}.`] });
  }
  await sweepDiagnostics(s);
  const ids = createPseudonyms(SERVER_PSEUDONYMS_FROM);
  const entries = shared.entries.map((e) => scrubEntry(e, ids, ENDPOINT_ROUTES));
  const errorCount = entries.filter(isErrorEntry).length;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const known = await findByClientKey(s.db, shared.clientKey, shared.profileUuid, keptSince(s));
    if (known) return { uuid: known.uuid, code: known.code, created_at: iso(known.created_at) };
    const uuid = randomUUID() as Uuid;
    const code = makeDiagnosticCode((n) => randomInt(n));
    const stored = await insertDiagnostic(s.db, {
      uuid, code, clientKey: shared.clientKey, profileUuid: shared.profileUuid, applicationUuid: shared.applicationUuid,
      stage: shared.stage, context: shared.context, entries, errorCount,
    }, s.now());
    if (stored) {
      s.log.info(`[diagnostics] ${code} shared (${entries.length} entries, ${errorCount} errors)`);
      return { uuid, code, created_at: new Date(s.now()).toISOString() };
    }
  }
  throw new Error('diagnostics: could not draw a free reference code');
}
