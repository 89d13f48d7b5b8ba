import { randomUUID } from 'node:crypto';
import type { PayoffComputation, PayoffLine, PayoffLineKind, PayoffStatement, Uuid, WireInstructions } from '../../contract';
import { explainPayoff, isPayoffExpired } from '../../domain/servicing';
import { iso, one, type Sql } from '../repo/sql';

/** A row of `payoff_statements` (cents; `good_through` `yyyy-MM-dd`). */
export interface PayoffRow {
  uuid: Uuid;
  request_uuid: Uuid;
  amount_cents: number;
  per_diem_cents: number;
  good_through: string;
  issued_at: Date;
  computation: PayoffComputation;
  acknowledged_at: Date | null;
}

/** The request's current payoff statement (the newest not superseded), or undefined. */
export function currentPayoff(sql: Sql, requestUuid: string): Promise<PayoffRow | undefined> {
  return one<PayoffRow>(sql,
    `SELECT uuid, request_uuid, amount_cents, per_diem_cents, to_char(good_through, 'YYYY-MM-DD') AS good_through, issued_at, computation, acknowledged_at
     FROM payoff_statements WHERE request_uuid = $1 AND superseded_at IS NULL ORDER BY seq DESC LIMIT 1`, [requestUuid]);
}

/** Issues a statement for a request, superseding the current one; answers its uuid. */
export async function insertPayoff(
  sql: Sql, requestUuid: string, p: { amountCents: number; perDiemCents: number; goodThrough: string; computation: PayoffComputation }, nowMs: number,
): Promise<Uuid> {
  await supersedePayoffs(sql, requestUuid, nowMs);
  const uuid = randomUUID() as Uuid;
  await sql.query(
    `INSERT INTO payoff_statements (uuid, request_uuid, amount_cents, per_diem_cents, good_through, issued_at, computation)
     VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [uuid, requestUuid, p.amountCents, p.perDiemCents, p.goodThrough, new Date(nowMs), JSON.stringify(p.computation)]);
  return uuid;
}

/** Marks every current statement of the request superseded (a renewal or a new issue). */
export async function supersedePayoffs(sql: Sql, requestUuid: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE payoff_statements SET superseded_at = $2 WHERE request_uuid = $1 AND superseded_at IS NULL', [requestUuid, new Date(nowMs)]);
}

/** Records that the homeowner acknowledged a statement (the first time only). */
export async function markAcknowledged(sql: Sql, uuid: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE payoff_statements SET acknowledged_at = COALESCE(acknowledged_at, $2) WHERE uuid = $1', [uuid, new Date(nowMs)]);
}

/** The kind of a line stored before lines carried one, read from its label (the labels computePayoff wrote). */
function kindOfLabel(label: string): PayoffLineKind {
  if (/improvement/i.test(label)) return 'improvement-credit';
  if (/^cap on our return/i.test(label)) return 'cap-credit';
  if (/^lien release/i.test(label)) return 'lien-release-fee';
  if (/^adjustment by/i.test(label)) return 'adjustment';
  return / fee$/i.test(label) ? 'valuation-fee' : 'share-of-value';
}

/**
 * A stored computation as it is answered: every line with its kind (statements stored before lines had one get it
 * from their label) and the explanation built again from the lines, so an older data folder never shows a sentence
 * that names a credit its lines lack.
 */
function currentComputation(c: PayoffComputation): PayoffComputation {
  const lines = (c.lines as (Omit<PayoffLine, 'kind'> & { kind?: PayoffLineKind })[]).map((l) => ({ ...l, kind: l.kind ?? kindOfLabel(l.label) }));
  return { ...c, lines, explanation: explainPayoff(lines, { equitySharePercent: c.equity_share_percent, valuationMethod: c.valuation_method }) };
}

/**
 * A statement as the homeowner sees it on `today`: `expired` after its good-through date, and the wire instructions
 * only when it is acknowledged and not expired (null otherwise, whatever `wire` is).
 */
export function toPayoffStatement(r: PayoffRow, today: string, wire: WireInstructions): PayoffStatement {
  const expired = isPayoffExpired(r.good_through, today);
  return {
    uuid: r.uuid, request_uuid: r.request_uuid, amount_cents: r.amount_cents, per_diem_cents: r.per_diem_cents, good_through: r.good_through,
    issued_at: iso(r.issued_at), computation: currentComputation(r.computation), acknowledged_at: r.acknowledged_at ? iso(r.acknowledged_at) : null,
    expired, wire_instructions: r.acknowledged_at !== null && !expired ? wire : null,
  };
}
