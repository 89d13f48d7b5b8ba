import { randomUUID } from 'node:crypto';
import type { InvestmentEstimate, Snapshot, Uuid } from '../../contract';
import { all, iso, one, type Sql } from './sql';

/** The application's current Investment Estimate, or undefined before one is issued. */
export async function estimateOf(sql: Sql, applicationUuid: string): Promise<InvestmentEstimate | undefined> {
  const row = await one<{ estimate: InvestmentEstimate }>(sql, 'SELECT estimate FROM investment_estimates WHERE application_uuid = $1', [applicationUuid]);
  return row?.estimate;
}

/** Stores the application's estimate, replacing the previous one (re-issue). */
export async function putEstimate(sql: Sql, applicationUuid: string, e: InvestmentEstimate): Promise<void> {
  await sql.query(
    `INSERT INTO investment_estimates (application_uuid, uuid, issued_at, estimate) VALUES ($1,$2,$3,$4)
     ON CONFLICT (application_uuid) DO UPDATE SET uuid = EXCLUDED.uuid, issued_at = EXCLUDED.issued_at, estimate = EXCLUDED.estimate`,
    [applicationUuid, e.uuid, new Date(e.issued_at), JSON.stringify(e)]);
}

/** Records the offer's key figures (Snapshots data group) at `nowMs`. */
export async function insertSnapshot(
  sql: Sql, applicationUuid: string, kind: Snapshot['kind'], figures: Pick<Snapshot, 'home_value' | 'investment_amount' | 'equity_share_percent'>, nowMs: number,
): Promise<void> {
  await sql.query(
    'INSERT INTO snapshots (uuid, application_uuid, kind, created_at, home_value, investment_amount, equity_share_percent) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [randomUUID() as Uuid, applicationUuid, kind, new Date(nowMs), figures.home_value, figures.investment_amount, figures.equity_share_percent]);
}

/** The application's snapshots, oldest first. */
export async function snapshotsOf(sql: Sql, applicationUuid: string): Promise<Snapshot[]> {
  const rows = await all<Omit<Snapshot, 'created_at'> & { created_at: Date }>(sql,
    `SELECT uuid, kind, created_at, home_value, investment_amount, equity_share_percent FROM snapshots
     WHERE application_uuid = $1 ORDER BY created_at, seq`, [applicationUuid]);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}
