import { one, type Sql } from './sql';

/**
 * customer-changed (§4 has_changes): true when the application's `version` moved since this caller last asked
 * (or the caller never asked), then remembers the version. Every customer-visible write bumps `version`.
 */
export async function hasChangesSinceLastCall(sql: Sql, profileUuid: string, applicationUuid: string, version: number): Promise<boolean> {
  const seen = await one<{ seen_version: number }>(sql,
    'SELECT seen_version FROM change_cursors WHERE profile_uuid = $1 AND application_uuid = $2', [profileUuid, applicationUuid]);
  await sql.query(
    `INSERT INTO change_cursors (profile_uuid, application_uuid, seen_version) VALUES ($1,$2,$3)
     ON CONFLICT (profile_uuid, application_uuid) DO UPDATE SET seen_version = EXCLUDED.seen_version`,
    [profileUuid, applicationUuid, version]);
  return seen === undefined || seen.seen_version !== version;
}
