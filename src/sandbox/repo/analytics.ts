import type { SegmentEvent, SignUpForLater } from '../../contract';
import { all, type Sql } from './sql';

/** An analytics call as received, with the verdict it got on arrival (tracking plan + personal data). */
export interface CheckedSegmentEvent {
  event: SegmentEvent;
  violations: readonly string[];
}

/**
 * Stores a batch of analytics calls with the time received (one statement: all or nothing); the session id is the
 * call's anonymous_id. A call whose `message_id` is already stored (a resent batch) is skipped, as Segment dedupes by
 * message id. Answers how many were newly stored.
 */
export async function insertSegmentEvents(sql: Sql, batch: readonly CheckedSegmentEvent[], nowMs: number): Promise<number> {
  if (batch.length === 0) return 0;
  const values: unknown[] = [];
  const rows = batch.map(({ event, violations }, i) => {
    const { anonymous_id, type, name, properties, timestamp, message_id, ...extra } = event;
    values.push(anonymous_id, type, name, JSON.stringify(properties), timestamp, message_id, JSON.stringify(violations), JSON.stringify(extra));
    const p = i * 8;
    return `($${p + 1},$${p + 2},$${p + 3},$${p + 4}::jsonb,$${p + 5},$${p + 6},$${p + 7}::jsonb,$${p + 8}::jsonb,$${batch.length * 8 + 1})`;
  });
  const inserted = await sql.query(
    `INSERT INTO segment_events (session_id, type, name, properties, client_timestamp, message_id, violations, extra, received_at)
     VALUES ${rows.join(',')}
     ON CONFLICT (message_id) DO NOTHING
     RETURNING id`,
    [...values, new Date(nowMs)],
  );
  return inserted.rows.length;
}

/** A stored analytics call as analysts read it (docs/sandbox.md "Analytics"). */
export interface StoredSegmentEvent {
  /** Arrival order; the cursor of `since`. */
  id: number;
  /** ISO-8601 UTC time the sandbox received it. */
  receivedAt: string;
  /** The call's anonymous_id (a random browser-session id). */
  sessionId: string;
  type: string;
  name: string;
  properties: Record<string, unknown>;
  /** The client's timestamp, as sent. */
  timestamp: string;
  messageId: string;
  /** Tracking-plan violations and personal-data findings; empty when the call conforms. */
  violations: string[];
  /** Any other fields of the call as sent (beyond the six above, e.g. a user id); usually `{}`. */
  extra: Record<string, unknown>;
}

/** Which stored calls to read. Absent fields do not filter. */
export interface SegmentEventFilter {
  /** The session id, or its first characters. */
  session?: string;
  type?: string;
  /** Exact event (or page) name. */
  name?: string;
  /** Only calls stored after this id (tailing cursor). */
  since?: number;
  /** Only calls with violations, or only calls without. */
  violations?: 'only' | 'none';
}

interface Row {
  id: number;
  session_id: string;
  type: string;
  name: string;
  properties: Record<string, unknown>;
  client_timestamp: string;
  message_id: string;
  violations: string[] | null;
  extra: Record<string, unknown>;
  received_at: Date;
}

const toStored = (r: Row): StoredSegmentEvent => ({
  id: r.id, receivedAt: r.received_at.toISOString(), sessionId: r.session_id, type: r.type, name: r.name,
  properties: r.properties, timestamp: r.client_timestamp, messageId: r.message_id, violations: r.violations ?? [],
  extra: r.extra,
});

/** The WHERE clause of a filter, its parameters starting at `$1`. */
function where(f: SegmentEventFilter): { clause: string; params: unknown[] } {
  return {
    clause: `($1::text IS NULL OR starts_with(session_id, $1)) AND ($2::text IS NULL OR type = $2)
      AND ($3::text IS NULL OR name = $3) AND ($4::integer IS NULL OR id > $4)
      AND ($5::text IS NULL OR ($5 = 'only') = (jsonb_array_length(coalesce(violations, '[]'::jsonb)) > 0))`,
    params: [f.session ?? null, f.type ?? null, f.name ?? null, f.since ?? null, f.violations ?? null],
  };
}

/** Stored calls matching `filter`: the first `limit` in arrival order, or with `newestFirst` the latest `limit`. */
export async function listSegmentEvents(sql: Sql, filter: SegmentEventFilter, limit: number, newestFirst = false): Promise<StoredSegmentEvent[]> {
  const { clause, params } = where(filter);
  const rows = await all<Row>(sql, `SELECT * FROM segment_events WHERE ${clause} ORDER BY id ${newestFirst ? 'DESC' : 'ASC'} LIMIT $6`, [...params, limit]);
  return rows.map(toStored);
}

/** How many stored calls match `filter`, and how many of them have violations. */
export async function countSegmentEvents(sql: Sql, filter: SegmentEventFilter): Promise<{ events: number; violating: number }> {
  const { clause, params } = where(filter);
  const [row] = await all<{ events: number; violating: number }>(sql,
    `SELECT count(*)::int AS events,
       count(*) FILTER (WHERE jsonb_array_length(coalesce(violations, '[]'::jsonb)) > 0)::int AS violating
     FROM segment_events WHERE ${clause}`, params);
  return row ?? { events: 0, violating: 0 };
}

/** Per event key (`type:name`): how many calls, how many with violations, and the latest violating ones (newest first). */
export interface EventKeySummary {
  key: string;
  type: string;
  name: string;
  events: number;
  violating: number;
  latest: StoredSegmentEvent[];
}

/** {@link EventKeySummary} of every event key matching `filter`, most violating first, `examples` per key. */
export async function summariseSegmentEvents(sql: Sql, filter: SegmentEventFilter, examples: number): Promise<EventKeySummary[]> {
  const { clause, params } = where(filter);
  const counts = await all<{ type: string; name: string; events: number; violating: number }>(sql,
    `SELECT type, name, count(*)::int AS events,
       count(*) FILTER (WHERE jsonb_array_length(coalesce(violations, '[]'::jsonb)) > 0)::int AS violating
     FROM segment_events WHERE ${clause} GROUP BY type, name ORDER BY violating DESC, events DESC, type, name`, params);
  const latest = await all<Row & { rank: number }>(sql,
    `SELECT * FROM (
       SELECT *, row_number() OVER (PARTITION BY type, name ORDER BY id DESC) AS rank FROM segment_events
       WHERE ${clause} AND jsonb_array_length(coalesce(violations, '[]'::jsonb)) > 0
     ) ranked WHERE rank <= $6 ORDER BY id DESC`, [...params, examples]);
  return counts.map((c) => ({
    key: `${c.type}:${c.name}`, type: c.type, name: c.name, events: c.events, violating: c.violating,
    latest: latest.filter((r) => r.type === c.type && r.name === c.name).map(toStored),
  }));
}

/** Stored calls that have no verdict yet (stored before the analysts' store existed), oldest first, at most `limit`. */
export async function uncheckedSegmentEvents(sql: Sql, limit: number): Promise<{ id: number; event: SegmentEvent }[]> {
  const rows = await all<Row>(sql, 'SELECT * FROM segment_events WHERE violations IS NULL ORDER BY id LIMIT $1', [limit]);
  return rows.map((r) => ({
    id: r.id,
    event: {
      ...r.extra, type: r.type as SegmentEvent['type'], name: r.name, properties: r.properties, anonymous_id: r.session_id,
      timestamp: r.client_timestamp, message_id: r.message_id,
    },
  }));
}

/** Records the verdict of one stored call. */
export async function setViolations(sql: Sql, id: number, violations: readonly string[]): Promise<void> {
  await sql.query('UPDATE segment_events SET violations = $2::jsonb WHERE id = $1', [id, JSON.stringify(violations)]);
}

/** Keeps a lead who stopped early (§3 sign-up-for-later payload). */
export async function insertSignUpForLater(sql: Sql, payload: SignUpForLater, nowMs: number): Promise<void> {
  await sql.query('INSERT INTO sign_up_for_later (email, payload, received_at) VALUES ($1,$2,$3)', [
    payload.email.trim().toLowerCase(), JSON.stringify(payload), new Date(nowMs),
  ]);
}
