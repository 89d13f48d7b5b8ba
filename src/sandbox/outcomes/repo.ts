import type { ClosedLost, ClosedLostOutcome, DenialFactor, InternalStage } from '../../contract';
import { customerStageOf } from '../../domain/stages';
import { iso, one, type Sql } from '../repo/sql';
import { creditDisclosureOf, type OutcomeViewer } from './creditDisclosure';

/** A row of `application_outcomes` (migration 006): the closed-lost outcome of one application. */
export interface OutcomeRow {
  application_uuid: string;
  outcome: ClosedLostOutcome;
  reason: string;
  denial_factors: DenialFactor[];
  decided_at: Date;
  /** The internal stage the application was at when it closed. */
  stage_before: InternalStage;
}

/** The closed-lost outcome row of an application, or undefined (not closed-lost). */
export function outcomeRowOf(sql: Sql, applicationUuid: string): Promise<OutcomeRow | undefined> {
  return one<OutcomeRow>(sql, 'SELECT * FROM application_outcomes WHERE application_uuid = $1', [applicationUuid]);
}

/**
 * The Application's `closed_lost` (issue 12 §1) of a closed-lost application. A closed-lost row without an outcome
 * row cannot be made by the sandbox (closing writes both in one transaction); should one appear anyway it reads as
 * withdrawn for another reason, so the API never breaks its "non-null when closed-lost" promise. A denial carries the
 * `viewer`'s credit disclosure (null unless credit-based and their report has a score); a withdrawal null.
 */
export async function closedLostOf(sql: Sql, a: { uuid: string; updated_at: Date }, viewer: OutcomeViewer): Promise<ClosedLost> {
  const row = await outcomeRowOf(sql, a.uuid);
  if (!row) return { outcome: 'withdrawn', reason: 'other', denial_factors: [], decided_at: iso(a.updated_at), stage_reached: 'in-progress', credit_disclosure: null };
  const common = { decided_at: iso(row.decided_at), stage_reached: customerStageOf(row.stage_before) };
  if (row.outcome === 'withdrawn') {
    return { outcome: 'withdrawn', reason: row.reason as Extract<ClosedLost, { outcome: 'withdrawn' }>['reason'], denial_factors: [], ...common, credit_disclosure: null };
  }
  const denial = { reason: row.reason as Extract<ClosedLost, { outcome: 'denied' }>['reason'], denial_factors: row.denial_factors };
  return { outcome: 'denied', ...denial, ...common, credit_disclosure: await creditDisclosureOf(sql, a.uuid, denial, viewer) };
}

/** Records (or replaces) the closed-lost outcome of an application. */
export async function saveOutcome(sql: Sql, row: OutcomeRow): Promise<void> {
  await sql.query(
    `INSERT INTO application_outcomes (application_uuid, outcome, reason, denial_factors, decided_at, stage_before)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (application_uuid) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason,
       denial_factors = EXCLUDED.denial_factors, decided_at = EXCLUDED.decided_at, stage_before = EXCLUDED.stage_before`,
    [row.application_uuid, row.outcome, row.reason, JSON.stringify(row.denial_factors), row.decided_at, row.stage_before]);
}

/** Forgets the outcome of an application that leaves closed-lost (the back office reopened it). */
export async function deleteOutcome(sql: Sql, applicationUuid: string): Promise<void> {
  await sql.query('DELETE FROM application_outcomes WHERE application_uuid = $1', [applicationUuid]);
}
