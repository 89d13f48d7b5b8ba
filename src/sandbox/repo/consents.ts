import type { Consent, ConsentDocument, Uuid } from '../../contract';
import { all, iso, type Sql } from './sql';

/** Records that `profileUuid` accepted each document at `nowMs` (a repeat adds a new row: the history is kept). */
export async function insertConsents(
  sql: Sql, applicationUuid: Uuid, profileUuid: Uuid, documents: readonly ConsentDocument[], nowMs: number,
): Promise<void> {
  for (const document of documents) {
    await sql.query('INSERT INTO consents (application_uuid, profile_uuid, document, consented_at) VALUES ($1,$2,$3,$4)',
      [applicationUuid, profileUuid, document, new Date(nowMs)]);
  }
}

/** Every consent on an application, oldest first. */
export async function consentsOf(sql: Sql, applicationUuid: string): Promise<Consent[]> {
  const rows = await all<{ document: ConsentDocument; profile_uuid: Uuid; consented_at: Date }>(sql,
    'SELECT document, profile_uuid, consented_at FROM consents WHERE application_uuid = $1 ORDER BY consented_at, id',
    [applicationUuid]);
  return rows.map((r) => ({ document: r.document, profile_uuid: r.profile_uuid, consented_at: iso(r.consented_at) }));
}

/** The documents one person has accepted on an application. */
export async function consentedDocuments(sql: Sql, applicationUuid: string, profileUuid: string): Promise<Set<ConsentDocument>> {
  const rows = await all<{ document: ConsentDocument }>(sql,
    'SELECT DISTINCT document FROM consents WHERE application_uuid = $1 AND profile_uuid = $2', [applicationUuid, profileUuid]);
  return new Set(rows.map((r) => r.document));
}
