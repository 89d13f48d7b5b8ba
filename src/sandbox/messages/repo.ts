import { randomUUID } from 'node:crypto';
import type { Message, MessageAuthorRole, Uuid } from '../../contract';
import { all, iso, one, type Sql } from '../repo/sql';

/** One stored message with its author's name and the read time that applies to the reader (see {@link messagesOf}). */
interface MessageRow {
  uuid: Uuid;
  thread: Uuid;
  sender_role: MessageAuthorRole;
  first_name: string;
  last_name: string;
  subject: string;
  body: string;
  sent_at: Date | string;
  read_at: Date | string | null;
}

/** A stored message as the contract's Message. */
function toMessage(r: MessageRow): Message {
  return {
    uuid: r.uuid,
    thread: r.thread,
    from: { name: `${r.first_name} ${r.last_name}`.trim(), role: r.sender_role },
    subject: r.subject,
    body: r.body,
    sent_at: iso(r.sent_at),
    read_at: r.read_at === null ? null : iso(r.read_at),
  };
}

/**
 * The read time a reader sees (`$2` = a homeowner's profile uuid, or null for ops and the back office): a homeowner
 * reads a deal-team message at their own time and their side's messages from when they were sent; ops see a deal-team
 * message read when any homeowner first read it, and a homeowner's message when the deal team read it.
 */
const READ_AT = `CASE
    WHEN m.sender_role = 'homeowner' THEN (CASE WHEN $2::uuid IS NULL THEN m.team_read_at ELSE m.sent_at END)
    WHEN $2::uuid IS NULL THEN (SELECT min(r.read_at) FROM message_reads r WHERE r.message_uuid = m.uuid)
    ELSE (SELECT r.read_at FROM message_reads r WHERE r.message_uuid = m.uuid AND r.profile_uuid = $2::uuid) END`;

const SELECT = `SELECT m.uuid, COALESCE(m.thread_uuid, m.uuid) AS thread, m.sender_role,
    COALESCE(s.first_name, p.first_name, '') AS first_name, COALESCE(s.last_name, p.last_name, '') AS last_name,
    m.subject, m.body, m.sent_at, ${READ_AT} AS read_at
  FROM messages m LEFT JOIN staff s ON s.uuid = m.sender_uuid LEFT JOIN profiles p ON p.uuid = m.author_profile_uuid`;

/** The messages of an application, newest first (ties: the later stored first), as `reader` sees them. */
export async function messagesOf(sql: Sql, applicationUuid: string, reader: string | null): Promise<Message[]> {
  const rows = await all<MessageRow>(sql, `${SELECT} WHERE m.application_uuid = $1 ORDER BY m.sent_at DESC, m.seq DESC`, [applicationUuid, reader]);
  return rows.map(toMessage);
}

/** One message of an application as `reader` sees it, or undefined (unknown, or on another application). */
export async function findMessage(sql: Sql, applicationUuid: string, messageUuid: string, reader: string | null): Promise<Message | undefined> {
  const row = await one<MessageRow>(sql, `${SELECT} WHERE m.application_uuid = $1 AND m.uuid = $3`, [applicationUuid, reader, messageUuid]);
  return row ? toMessage(row) : undefined;
}

/** The messages of one thread of an application (`thread` = the uuid of its first message), oldest first. */
export async function threadMessages(sql: Sql, applicationUuid: string, thread: string, reader: string | null): Promise<Message[]> {
  const rows = await all<MessageRow>(sql,
    `${SELECT} WHERE m.application_uuid = $1 AND COALESCE(m.thread_uuid, m.uuid) = $3 ORDER BY m.sent_at, m.seq`, [applicationUuid, reader, thread]);
  return rows.map(toMessage);
}

/** Records that `reader` read the message at `nowMs`; reading again keeps the first time. */
export async function recordRead(sql: Sql, messageUuid: string, reader: string, nowMs: number): Promise<void> {
  await sql.query(
    'INSERT INTO message_reads (message_uuid, profile_uuid, read_at) VALUES ($1, $2, $3) ON CONFLICT (message_uuid, profile_uuid) DO NOTHING',
    [messageUuid, reader, new Date(nowMs)],
  );
}

/** The deal team read the homeowners' messages of a thread at `nowMs` (the first time is kept); answers how many were new. */
export async function recordTeamRead(sql: Sql, applicationUuid: string, thread: string, nowMs: number): Promise<number> {
  const rows = await all<{ uuid: string }>(sql,
    `UPDATE messages SET team_read_at = $3 WHERE application_uuid = $1 AND COALESCE(thread_uuid, uuid) = $2
       AND sender_role = 'homeowner' AND team_read_at IS NULL RETURNING uuid`,
    [applicationUuid, thread, new Date(nowMs)],
  );
  return rows.length;
}

/** How many homeowners' messages the deal team has not read, by application uuid (applications with none are absent). */
export async function unreadByTeam(sql: Sql): Promise<Map<string, number>> {
  const rows = await all<{ application_uuid: string; n: number | string }>(sql,
    `SELECT application_uuid, count(*) AS n FROM messages WHERE sender_role = 'homeowner' AND team_read_at IS NULL GROUP BY application_uuid`);
  return new Map(rows.map((r) => [r.application_uuid, Number(r.n)]));
}

/** Who wrote a new message: a deal-team member (staff uuid and role) or a homeowner (profile uuid). */
export type MessageAuthor = { staff_uuid: string; role: Exclude<MessageAuthorRole, 'homeowner'> } | { profile_uuid: string; role: 'homeowner' };

/** What a new message is made of (already checked by the rules of domain/messages). */
export interface NewMessageRow {
  application_uuid: string;
  author: MessageAuthor;
  /** The thread's first message, or null to start a thread. */
  thread_uuid: string | null;
  subject: string;
  body: string;
}

/** Stores a message sent at `nowMs`; answers its uuid. */
export async function insertMessage(sql: Sql, m: NewMessageRow, nowMs: number): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  const staff = 'staff_uuid' in m.author ? m.author.staff_uuid : null;
  const profile = 'profile_uuid' in m.author ? m.author.profile_uuid : null;
  await sql.query(
    `INSERT INTO messages (uuid, application_uuid, sender_uuid, author_profile_uuid, sender_role, thread_uuid, subject, body, sent_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [uuid, m.application_uuid, staff, profile, m.author.role, m.thread_uuid, m.subject, m.body, new Date(nowMs)],
  );
  return uuid;
}
