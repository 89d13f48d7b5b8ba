import type { Uuid } from '../../contract';
import { one, type Sql } from '../repo/sql';

/**
 * Issue 13 §1: ends every session of `uuid` by adding one to its token version in one atomic `UPDATE … RETURNING`
 * (two processes bumping at once each get their own new version; no read-then-write). Answers the new version, to
 * sign the caller's fresh token with, or undefined when no such profile exists. Run it in the transaction of the
 * change it goes with, so a change that rolls back ends no session.
 */
export async function bumpTokenVersion(sql: Sql, uuid: Uuid): Promise<number | undefined> {
  const row = await one<{ token_version: number }>(
    sql, 'UPDATE profiles SET token_version = token_version + 1 WHERE uuid = $1 RETURNING token_version', [uuid],
  );
  return row?.token_version;
}
