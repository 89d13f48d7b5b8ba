import type { Sql } from '../repo/sql';
import { all } from '../repo/sql';

/** One email as the outbox keeps it; `code`/`link` are what the person must read from it. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  /** ISO-8601 UTC. */
  sentAt: string;
}

/** Writes a message to the outbox table (the sandbox's stand-in for sending email). */
export async function insertMessage(sql: Sql, m: Omit<OutboxMessage, 'sentAt'>, nowMs: number): Promise<void> {
  await sql.query('INSERT INTO outbox (to_email, subject, body, code, link, sent_at) VALUES ($1,$2,$3,$4,$5,$6)', [
    m.to, m.subject, m.text, m.code, m.link, new Date(nowMs),
  ]);
}

/** Messages newest first, optionally only those to one address (compared lower-case), at most `limit`. */
export async function listMessages(sql: Sql, email: string | undefined, limit = 200): Promise<OutboxMessage[]> {
  const rows = await all<{ to_email: string; subject: string; body: string; code: string | null; link: string | null; sent_at: Date }>(
    sql,
    `SELECT to_email, subject, body, code, link, sent_at FROM outbox WHERE ($1::text IS NULL OR to_email = lower($1))
     ORDER BY id DESC LIMIT $2`,
    [email ?? null, limit],
  );
  return rows.map((r) => ({ to: r.to_email, subject: r.subject, text: r.body, code: r.code, link: r.link, sentAt: r.sent_at.toISOString() }));
}

/**
 * Hides most of an email's local part for console lines (`d***@example.com`): logs never carry personal data,
 * but a developer can still tell demo inboxes apart.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
