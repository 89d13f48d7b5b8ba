import { randomUUID } from 'node:crypto';
import type { Message, MessageSenderRole, Uuid } from '../../contract';
import { all, iso, one, type Sql } from '../repo/sql';

/** One stored message with its sender's name and the read time that applies to the reader (see {@link messagesOf}). */
interface MessageRow {
  uuid: Uuid;
  application_uuid: Uuid;
  sender_role: MessageSenderRole;
  first_name: string;
  last_name: string;
  subject: string;
  body: string;
  sent_at: Date | string;
  read_at: Date | string | null;
}

/** A stored message as the contract's Message (issue 12 §1). */
function toMessage(r: MessageRow): Message {
  return {
    uuid: r.uuid,
    from: { name: `${r.first_name} ${r.last_name}`.trim(), role: r.sender_role },
    subject: r.subject,
    body: r.body,
    sent_at: iso(r.sent_at),
    read_at: r.read_at === null ? null : iso(r.read_at),
  };
}

/**
 * The read time a reader sees: their own for a customer (`reader` = their profile uuid); for ops (`reader` null) the
 * first time any homeowner read it, so the read-only view shows whether the customer has seen it.
 */
const READ_AT = `CASE WHEN $2::uuid IS NULL
    THEN (SELECT min(r.read_at) FROM message_reads r WHERE r.message_uuid = m.uuid)
    ELSE (SELECT r.read_at FROM message_reads r WHERE r.message_uuid = m.uuid AND r.profile_uuid = $2::uuid) END`;

const SELECT = `SELECT m.uuid, m.application_uuid, m.sender_role, s.first_name, s.last_name, m.subject, m.body, m.sent_at, ${READ_AT} AS read_at
  FROM messages m JOIN staff s ON s.uuid = m.sender_uuid`;

/** The messages of an application, newest first (ties: the later sent first), as `reader` sees them. */
export async function messagesOf(sql: Sql, applicationUuid: string, reader: string | null): Promise<Message[]> {
  const rows = await all<MessageRow>(sql, `${SELECT} WHERE m.application_uuid = $1 ORDER BY m.sent_at DESC, m.seq DESC`, [applicationUuid, reader]);
  return rows.map(toMessage);
}

/** One message of an application as `reader` sees it, or undefined (unknown, or on another application). */
export async function findMessage(sql: Sql, applicationUuid: string, messageUuid: string, reader: string | null): Promise<Message | undefined> {
  const row = await one<MessageRow>(sql, `${SELECT} WHERE m.application_uuid = $1 AND m.uuid = $3`, [applicationUuid, reader, messageUuid]);
  return row ? toMessage(row) : undefined;
}

/** Records that `reader` read the message at `nowMs`; reading again keeps the first time. */
export async function recordRead(sql: Sql, messageUuid: string, reader: string, nowMs: number): Promise<void> {
  await sql.query(
    'INSERT INTO message_reads (message_uuid, profile_uuid, read_at) VALUES ($1, $2, $3) ON CONFLICT (message_uuid, profile_uuid) DO NOTHING',
    [messageUuid, reader, new Date(nowMs)],
  );
}

/** What a new message is made of (already checked by `messageProblems`). */
export interface NewMessage {
  application_uuid: string;
  sender_uuid: string;
  sender_role: MessageSenderRole;
  subject: string;
  body: string;
}

/** Stores a message sent at `nowMs`; answers its uuid. */
export async function insertMessage(sql: Sql, m: NewMessage, nowMs: number): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  await sql.query(
    'INSERT INTO messages (uuid, application_uuid, sender_uuid, sender_role, subject, body, sent_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [uuid, m.application_uuid, m.sender_uuid, m.sender_role, m.subject, m.body, new Date(nowMs)],
  );
  return uuid;
}
