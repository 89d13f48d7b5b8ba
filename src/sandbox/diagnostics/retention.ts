import type { Services } from '../services';
import { deleteDiagnosticsBefore } from './repo';

const DAY_MS = 24 * 3600 * 1000;

/** How long a diagnostic is kept, ms (`config.diagnosticRetentionDays`, read each time: tests and operators change it). */
export const retentionMs = (s: Services): number => s.config.diagnosticRetentionDays * DAY_MS;

/** The oldest creation time still kept now: every read answers only diagnostics stored at or after it. */
export const keptSince = (s: Services): Date => new Date(s.now() - retentionMs(s));

/**
 * The retention sweep (docs/diagnostics.md "Retention"): deletes the diagnostics past their retention. Run when the
 * sandbox starts and whenever a diagnostic is shared; reads never answer an expired one even before a sweep.
 */
export async function sweepDiagnostics(s: Services): Promise<number> {
  const removed = await deleteDiagnosticsBefore(s.db, keptSince(s));
  if (removed > 0) s.log.info(`[diagnostics] deleted ${removed} past the ${s.config.diagnosticRetentionDays}-day retention`);
  return removed;
}
