import { isUuid } from '../../contract/ids';
import { notFound } from '../http/errors';
import type { Sql } from '../repo/sql';
import { all } from '../repo/sql';

/** A thread of an application: the uuid of its first message, its subject, and the deal-team roles that wrote in it. */
export interface ThreadRef {
  uuid: string;
  subject: string;
  /** The deal-team role of the thread's latest deal-team message, or null when only homeowners wrote in it. */
  last_team_role: 'home-equity-officer' | 'transaction-specialist' | null;
}

/**
 * The thread of message `messageUuid` (any message of it) on application `applicationUuid`; 404 when the id is not a
 * UUID or names no message of this application (another application's message is 404 too: existence is not told).
 */
export async function threadOr404(sql: Sql, applicationUuid: string, messageUuid: unknown): Promise<ThreadRef> {
  if (typeof messageUuid !== 'string' || !isUuid(messageUuid)) throw notFound();
  const rows = await all<{ uuid: string; subject: string; sender_role: string }>(sql,
    `SELECT t.uuid, t.subject, m.sender_role FROM messages x
       JOIN messages t ON t.uuid = COALESCE(x.thread_uuid, x.uuid)
       JOIN messages m ON COALESCE(m.thread_uuid, m.uuid) = t.uuid
     WHERE x.application_uuid = $1 AND x.uuid = $2 ORDER BY m.sent_at DESC, m.seq DESC`,
    [applicationUuid, messageUuid]);
  const first = rows[0];
  if (!first) throw notFound();
  const team = rows.find((r) => r.sender_role !== 'homeowner')?.sender_role;
  return {
    uuid: first.uuid,
    subject: first.subject,
    last_team_role: team === 'home-equity-officer' || team === 'transaction-specialist' ? team : null,
  };
}
