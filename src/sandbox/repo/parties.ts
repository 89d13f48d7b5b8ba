import type { ProfileType, Uuid } from '../../contract';
import type { AppProfileRow } from './applications';
import { one, type Sql } from './sql';

/** The application profile `apUuid` if it is on application `applicationUuid`, else undefined. */
export function appProfileOn(sql: Sql, applicationUuid: string, apUuid: string): Promise<AppProfileRow | undefined> {
  return one<AppProfileRow>(sql, 'SELECT * FROM application_profiles WHERE application_uuid = $1 AND uuid = $2', [applicationUuid, apUuid]);
}

/**
 * The position after the last one on the application (positions are never reused, so order is stable). Locks the
 * application's row until the transaction ends (call it inside one), so two people added at once — in any process
 * on the database — get different positions instead of one failing on UNIQUE (application_uuid, position).
 */
export async function nextPosition(sql: Sql, applicationUuid: string): Promise<number> {
  await sql.query('SELECT 1 FROM applications WHERE uuid = $1 FOR UPDATE', [applicationUuid]);
  const row = await one<{ n: number }>(sql, 'SELECT COALESCE(max(position), 0)::int + 1 AS n FROM application_profiles WHERE application_uuid = $1', [applicationUuid]);
  return row?.n ?? 1;
}

/** Changes how someone sits on an application (co-owner on title, or non-owning occupant). */
export async function setPlacement(sql: Sql, apUuid: string, profileType: ProfileType, onTitle: boolean): Promise<void> {
  await sql.query('UPDATE application_profiles SET profile_type = $2, on_title = $3 WHERE uuid = $1', [apUuid, profileType, onTitle]);
}

/** Links two people as spouses, both ways (§3). */
export async function linkSpouses(sql: Sql, a: Uuid, b: Uuid, nowMs: number): Promise<void> {
  await sql.query('UPDATE profiles SET spouse_profile = $2, updated_at = $3 WHERE uuid = $1', [a, b, new Date(nowMs)]);
  await sql.query('UPDATE profiles SET spouse_profile = $2, updated_at = $3 WHERE uuid = $1', [b, a, new Date(nowMs)]);
}

/**
 * Takes a person off an application with what is theirs on it (their tasks, consents, credit pulls and report,
 * change cursor). A person who is then on no application and never set a password was only ever added by
 * someone else: they are forgotten entirely (links, spouse links to them, the profile), so the same email can be
 * added again later. Answers whether the profile was deleted.
 */
export async function removeFromApplication(sql: Sql, place: AppProfileRow): Promise<boolean> {
  const app = place.application_uuid;
  const who = place.profile_uuid;
  await sql.query('DELETE FROM application_profiles WHERE uuid = $1', [place.uuid]);
  for (const table of ['tasks', 'consents', 'credit_reports', 'background_tasks', 'change_cursors']) {
    await sql.query(`DELETE FROM ${table} WHERE application_uuid = $1 AND profile_uuid = $2`, [app, who]);
  }
  const elsewhere = await one(sql, 'SELECT 1 FROM application_profiles WHERE profile_uuid = $1 LIMIT 1', [who]);
  const hasPassword = await one(sql, 'SELECT 1 FROM profiles WHERE uuid = $1 AND password_hash IS NOT NULL', [who]);
  if (elsewhere || hasPassword) return false;
  for (const table of ['link_tokens', 'change_cursors', 'tasks', 'consents', 'credit_reports', 'background_tasks']) {
    await sql.query(`DELETE FROM ${table} WHERE profile_uuid = $1`, [who]);
  }
  await sql.query('UPDATE profiles SET spouse_profile = NULL WHERE spouse_profile = $1', [who]);
  await sql.query('DELETE FROM profiles WHERE uuid = $1', [who]);
  return true;
}
