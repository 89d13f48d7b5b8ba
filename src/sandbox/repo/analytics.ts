import type { SegmentEvent, SignUpForLater } from '../../contract';
import { all, type Sql } from './sql';

/** Stores a batch of analytics calls with the time received; the session id is the call's anonymous_id. */
export async function insertSegmentEvents(sql: Sql, events: readonly SegmentEvent[], nowMs: number): Promise<number> {
  for (const e of events) {
    await sql.query(
      `INSERT INTO segment_events (session_id, type, name, properties, client_timestamp, message_id, received_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [e.anonymous_id, e.type, e.name, JSON.stringify(e.properties), e.timestamp, e.message_id, new Date(nowMs)],
    );
  }
  return events.length;
}

/** A stored analytics call as the export shows it. */
export interface StoredSegmentEvent {
  sessionId: string;
  type: string;
  name: string;
  properties: Record<string, unknown>;
  timestamp: string;
  messageId: string;
  receivedAt: string;
}

/** Stored analytics calls in arrival order, optionally for one session (anonymous_id). */
export async function listSegmentEvents(sql: Sql, sessionId: string | undefined): Promise<StoredSegmentEvent[]> {
  const rows = await all<{ session_id: string; type: string; name: string; properties: Record<string, unknown>; client_timestamp: string; message_id: string; received_at: Date }>(
    sql,
    'SELECT * FROM segment_events WHERE ($1::text IS NULL OR session_id = $1) ORDER BY id',
    [sessionId ?? null],
  );
  return rows.map((r) => ({
    sessionId: r.session_id, type: r.type, name: r.name, properties: r.properties, timestamp: r.client_timestamp,
    messageId: r.message_id, receivedAt: r.received_at.toISOString(),
  }));
}

/** Keeps a lead who stopped early (§3 sign-up-for-later payload). */
export async function insertSignUpForLater(sql: Sql, payload: SignUpForLater, nowMs: number): Promise<void> {
  await sql.query('INSERT INTO sign_up_for_later (email, payload, received_at) VALUES ($1,$2,$3)', [
    payload.email.trim().toLowerCase(), JSON.stringify(payload), new Date(nowMs),
  ]);
}
