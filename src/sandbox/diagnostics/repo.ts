import type { CustomerStage, DiagnosticContext, DiagnosticEntry, DiagnosticSummary, OwnDiagnostic, Uuid } from '../../contract';
import { all, iso, one, type Sql } from '../repo/sql';

/** A diagnostic to store (see migration 014). */
export interface NewDiagnostic {
  uuid: Uuid;
  code: string;
  clientKey: string;
  profileUuid: Uuid | null;
  applicationUuid: Uuid | null;
  stage: CustomerStage | null;
  context: DiagnosticContext;
  entries: DiagnosticEntry[];
  errorCount: number;
}

/** A stored diagnostic's summary row, with its sharer's name and email when signed in. */
interface SummaryRow {
  uuid: Uuid;
  code: string;
  created_at: Date | string;
  profile_uuid: Uuid | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  application_uuid: Uuid | null;
  stage: CustomerStage | null;
  entry_count: number;
  error_count: number;
}

const SUMMARY = `SELECT d.uuid, d.code, d.created_at, d.profile_uuid, p.first_name, p.last_name, p.email, d.application_uuid, d.stage,
    d.entry_count, d.error_count FROM diagnostics d LEFT JOIN profiles p ON p.uuid = d.profile_uuid`;

/** The time a diagnostic stored at `created` is deleted, `retentionMs` later. */
const expiry = (created: Date | string, retentionMs: number): string => new Date(new Date(created).getTime() + retentionMs).toISOString();

function toSummary(r: SummaryRow, retentionMs: number): DiagnosticSummary {
  return {
    uuid: r.uuid, code: r.code, created_at: iso(r.created_at), expires_at: expiry(r.created_at, retentionMs),
    customer: r.profile_uuid ? { profile_uuid: r.profile_uuid, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' } : null,
    application_uuid: r.application_uuid, stage: r.stage, entry_count: r.entry_count, error_count: r.error_count,
  };
}

/**
 * Stores `d` unless its code is taken or the same sharer already sent this `clientKey` (both unique): answers true
 * when it was stored, false when nothing was (the caller looks the key up, or draws another code).
 */
export async function insertDiagnostic(sql: Sql, d: NewDiagnostic, nowMs: number): Promise<boolean> {
  const row = await one(sql,
    `INSERT INTO diagnostics (uuid, code, client_key, profile_uuid, application_uuid, stage, context, entries, entry_count, error_count, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING uuid`,
    [d.uuid, d.code, d.clientKey, d.profileUuid, d.applicationUuid, d.stage, JSON.stringify(d.context), JSON.stringify(d.entries),
      d.entries.length, d.errorCount, new Date(nowMs)]);
  return row !== undefined;
}

/** The diagnostic this sharer (null: signed out) sent with `clientKey`, kept since `since`, as uuid, code and time. */
export function findByClientKey(sql: Sql, clientKey: string, profileUuid: Uuid | null, since: Date) {
  return one<{ uuid: Uuid; code: string; created_at: Date | string }>(sql,
    `SELECT uuid, code, created_at FROM diagnostics WHERE client_key = $1 AND profile_uuid IS NOT DISTINCT FROM $2::uuid AND created_at >= $3`,
    [clientKey, profileUuid, since]);
}

/** The diagnostics `profileUuid` shared that are still kept, newest first. */
export async function ownDiagnostics(sql: Sql, profileUuid: Uuid, since: Date, retentionMs: number): Promise<OwnDiagnostic[]> {
  const rows = await all<{ uuid: Uuid; code: string; created_at: Date | string }>(sql,
    'SELECT uuid, code, created_at FROM diagnostics WHERE profile_uuid = $1 AND created_at >= $2 ORDER BY created_at DESC, code', [profileUuid, since]);
  return rows.map((r) => ({ uuid: r.uuid, code: r.code, created_at: iso(r.created_at), expires_at: expiry(r.created_at, retentionMs) }));
}

/** Deletes one of `profileUuid`'s own diagnostics; answers false when there is no such one (or it is someone else's). */
export async function deleteOwnDiagnostic(sql: Sql, uuid: string, profileUuid: Uuid): Promise<boolean> {
  return (await one(sql, 'DELETE FROM diagnostics WHERE uuid = $1 AND profile_uuid = $2 RETURNING uuid', [uuid, profileUuid])) !== undefined;
}

/** Every diagnostic still kept, newest first, for staff. */
export async function allDiagnostics(sql: Sql, since: Date, retentionMs: number): Promise<DiagnosticSummary[]> {
  const rows = await all<SummaryRow>(sql, `${SUMMARY} WHERE d.created_at >= $1 ORDER BY d.created_at DESC, d.code`, [since]);
  return rows.map((r) => toSummary(r, retentionMs));
}

/** One diagnostic still kept, with its context and entries, for staff; undefined when unknown or past its retention. */
export async function findDiagnostic(sql: Sql, uuid: string, since: Date, retentionMs: number) {
  const row = await one<SummaryRow & { context: DiagnosticContext; entries: DiagnosticEntry[] }>(sql,
    `${SUMMARY.replace('SELECT d.uuid', 'SELECT d.context, d.entries, d.uuid')} WHERE d.uuid = $1 AND d.created_at >= $2`, [uuid, since]);
  return row ? { ...toSummary(row, retentionMs), context: row.context, entries: row.entries } : undefined;
}

/** Deletes every diagnostic stored before `before`; answers how many. */
export async function deleteDiagnosticsBefore(sql: Sql, before: Date): Promise<number> {
  return (await all(sql, 'DELETE FROM diagnostics WHERE created_at < $1 RETURNING uuid', [before])).length;
}
