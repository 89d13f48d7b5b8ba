import { one, type Sql } from './sql';

/** A pending email change: a code sent to `new_email`. */
export interface EmailChangeRow {
  id: number;
  profile_uuid: string;
  new_email: string;
  code: string;
  expires_at: Date;
  used_at: Date | null;
}

/** Stores a code for changing a person's email to `newEmail`; answers its expiry (ms). */
export async function insertEmailChange(sql: Sql, profileUuid: string, newEmail: string, code: string, nowMs: number, ttlS: number): Promise<number> {
  const expires = nowMs + ttlS * 1000;
  await sql.query('INSERT INTO email_changes (profile_uuid, new_email, code, created_at, expires_at) VALUES ($1,$2,$3,$4,$5)',
    [profileUuid, newEmail, code, new Date(nowMs), new Date(expires)]);
  return expires;
}

/** The newest unused, unexpired change of this person to this address with this code, or undefined. */
export function findUsableEmailChange(sql: Sql, profileUuid: string, newEmail: string, code: string, nowMs: number): Promise<EmailChangeRow | undefined> {
  return one<EmailChangeRow>(sql,
    `SELECT * FROM email_changes WHERE profile_uuid = $1 AND new_email = $2 AND code = $3 AND used_at IS NULL AND expires_at > $4
     ORDER BY id DESC LIMIT 1`, [profileUuid, newEmail, code, new Date(nowMs)]);
}

/** Uses a change up and sets the person's email (the login name). */
export async function applyEmailChange(sql: Sql, row: EmailChangeRow, nowMs: number): Promise<void> {
  await sql.query('UPDATE email_changes SET used_at = $2 WHERE id = $1', [row.id, new Date(nowMs)]);
  await sql.query('UPDATE profiles SET email = $2, updated_at = $3 WHERE uuid = $1', [row.profile_uuid, row.new_email, new Date(nowMs)]);
}
