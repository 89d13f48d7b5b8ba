import { randomUUID } from 'node:crypto';
import { format, subYears } from 'date-fns';
import {
  CREDIT_PULL_TASK_TYPE, type BackgroundTask, type CreditPullResult, type CreditReport, type EstimatedFico, type Tradeline, type Uuid,
} from '../../contract';
import { simulatedScore } from './creditScore';
import { all, iso, one, type Sql } from './sql';

/** The lender name on every synthesised mortgage tradeline (fictional). */
export const SANDBOX_LENDER = 'Sandbox Home Loans';

/** Monthly payment (whole USD) of `balanceUsd` repaid over 25 years at 6.5 % a year: a plausible US first mortgage. */
export function plausibleMonthlyPayment(balanceUsd: number): number {
  const r = 0.065 / 12;
  const n = 25 * 12;
  return Math.round((balanceUsd * r) / (1 - (1 + r) ** -n));
}

/**
 * The mortgage tradelines a sandbox credit report shows: none when the application's estimated debt is 0 or
 * unknown, else one mortgage with that balance, opened 5 years before the pull (so the wizard's mortgage lien
 * identification has something real to offer).
 */
export function mortgageTradelines(estimatedDebtUsd: number | null, pulledAtMs: number): Tradeline[] {
  if (!estimatedDebtUsd || estimatedDebtUsd <= 0) return [];
  const balance = Math.round(estimatedDebtUsd);
  return [{
    id: 'sandbox-mortgage-1',
    creditor: SANDBOX_LENDER,
    balance,
    monthly_payment: plausibleMonthlyPayment(balance),
    opened_on: format(subYears(new Date(pulledAtMs), 5), 'yyyy-MM-dd'),
  }];
}

interface PullRow {
  uuid: Uuid;
  task_type: string;
  status: BackgroundTask['status'];
  result: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const toTask = (r: PullRow): BackgroundTask => ({
  uuid: r.uuid, task_type: r.task_type, status: r.status, result: r.result,
  created_at: iso(r.created_at), finished_at: r.finished_at ? iso(r.finished_at) : null,
});

/** The person's unfinished credit pull on the application, if any. */
export async function pendingPullOf(sql: Sql, applicationUuid: string, profileUuid: string): Promise<BackgroundTask | undefined> {
  const row = await one<PullRow>(sql,
    `SELECT uuid, task_type, status, result, created_at, finished_at FROM background_tasks
     WHERE application_uuid = $1 AND profile_uuid = $2 AND task_type = $3 AND status = 'pending' ORDER BY created_at LIMIT 1`,
    [applicationUuid, profileUuid, CREDIT_PULL_TASK_TYPE]);
  return row && toTask(row);
}

/** How many credit pulls the person has started on the application. */
export async function pullCountOf(sql: Sql, applicationUuid: string, profileUuid: string): Promise<number> {
  const row = await one<{ n: number }>(sql,
    'SELECT count(*)::int AS n FROM background_tasks WHERE application_uuid = $1 AND profile_uuid = $2 AND task_type = $3',
    [applicationUuid, profileUuid, CREDIT_PULL_TASK_TYPE]);
  return row?.n ?? 0;
}

/** Starts a credit pull whose `outcome` is revealed at `nowMs + delayMs`; answers the task as it is now (pending). */
export async function insertCreditPull(
  sql: Sql, applicationUuid: Uuid, profileUuid: Uuid, outcome: CreditPullResult, nowMs: number, delayMs: number,
): Promise<BackgroundTask> {
  const row = await one<PullRow>(sql,
    `INSERT INTO background_tasks (uuid, application_uuid, task_type, status, result, created_at, finished_at, profile_uuid, ready_at, outcome)
     VALUES ($1,$2,$3,'pending',NULL,$4,NULL,$5,$6,$7)
     RETURNING uuid, task_type, status, result, created_at, finished_at`,
    [randomUUID(), applicationUuid, CREDIT_PULL_TASK_TYPE, new Date(nowMs), profileUuid, new Date(nowMs + delayMs), outcome]);
  if (!row) throw new Error('insertCreditPull: no row');
  return toTask(row);
}

/** What settling a credit pull needs of its application. */
export interface PullApplication {
  uuid: string;
  estimated_debt: number | null;
  estimated_fico: EstimatedFico;
}

/**
 * Finishes the application's credit pulls whose time has come (`ready_at` ≤ now): status completed, `result` the
 * outcome decided at start, `finished_at` = ready_at; a received report is stored with its tradelines and its score
 * and key factors (simulated from the application's estimated score, repo/creditScore.ts). Runs on
 * every read of background tasks / credit report instead of a timer; the UPDATE … WHERE status = 'pending' claims
 * each task once, so concurrent readers cannot store a report twice.
 */
export async function settleCreditPulls(sql: Sql, app: PullApplication, nowMs: number): Promise<void> {
  const done = await all<{ profile_uuid: Uuid; outcome: CreditPullResult; ready_at: Date }>(sql,
    `UPDATE background_tasks SET status = 'completed', result = outcome, finished_at = ready_at
     WHERE application_uuid = $1 AND task_type = $2 AND status = 'pending' AND ready_at <= $3
     RETURNING profile_uuid, outcome, ready_at`,
    [app.uuid, CREDIT_PULL_TASK_TYPE, new Date(nowMs)]);
  for (const d of done) {
    if (d.outcome !== 'credit_report_received') continue;
    const pulledMs = d.ready_at.getTime();
    await storeCreditReport(sql, app.uuid, d.profile_uuid, {
      pulledMs, tradelines: mortgageTradelines(app.estimated_debt, pulledMs), ...simulatedScore(app.estimated_fico),
    });
  }
}

/** A credit report as the bureau returns it: when it was pulled, its mortgage tradelines, the score and its key factors. */
export interface StoredCreditReport {
  pulledMs: number;
  tradelines: Tradeline[];
  score: number;
  key_factors: readonly string[];
}

/** Stores (or replaces) the person's credit report on the application. */
export async function storeCreditReport(sql: Sql, applicationUuid: string, profileUuid: string, r: StoredCreditReport): Promise<void> {
  await sql.query(
    `INSERT INTO credit_reports (application_uuid, profile_uuid, pulled_at, mortgage_tradelines, score, key_factors) VALUES ($1,$2,$3,$4,$5,$6)
     ON CONFLICT (application_uuid, profile_uuid) DO UPDATE SET pulled_at = EXCLUDED.pulled_at,
       mortgage_tradelines = EXCLUDED.mortgage_tradelines, score = EXCLUDED.score, key_factors = EXCLUDED.key_factors`,
    [applicationUuid, profileUuid, new Date(r.pulledMs), JSON.stringify(r.tradelines), r.score, JSON.stringify(r.key_factors)]);
}

/** The score of the person's credit report on the application, or undefined (no report, or one stored without a score). */
export async function creditScoreOf(
  sql: Sql, applicationUuid: string, profileUuid: string,
): Promise<{ score: number; key_factors: string[]; pulled_at: string } | undefined> {
  const row = await one<{ score: number | null; key_factors: string[]; pulled_at: Date }>(sql,
    'SELECT score, key_factors, pulled_at FROM credit_reports WHERE application_uuid = $1 AND profile_uuid = $2',
    [applicationUuid, profileUuid]);
  return row && row.score !== null ? { score: row.score, key_factors: row.key_factors, pulled_at: iso(row.pulled_at) } : undefined;
}

/** The person's latest credit report on the application, or undefined before a successful pull. */
export async function creditReportOf(sql: Sql, applicationUuid: string, profileUuid: string): Promise<CreditReport | undefined> {
  const row = await one<{ profile_uuid: Uuid; pulled_at: Date; mortgage_tradelines: Tradeline[] }>(sql,
    'SELECT profile_uuid, pulled_at, mortgage_tradelines FROM credit_reports WHERE application_uuid = $1 AND profile_uuid = $2',
    [applicationUuid, profileUuid]);
  return row && { profile_uuid: row.profile_uuid, pulled_at: iso(row.pulled_at), mortgage_tradelines: row.mortgage_tradelines };
}
