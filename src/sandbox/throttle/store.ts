import type { Queryable } from '../db';

/** What @fastify/rate-limit asks of a store's `incr`: the count in the current window and the ms until it ends. */
export interface RateCount {
  current: number;
  ttl: number;
}

/** The callback style @fastify/rate-limit's stores answer in. */
type Done = (error: Error | null, result?: RateCount) => void;

/** How often a counting request also deletes the counters whose window has ended (1 in N), so the table stays small. */
const SWEEP_ONE_IN = 200;

/**
 * Counts one request for `key` in a fixed window of `windowMs` by the clock `nowMs`, atomically (issue 13 §1: several
 * sandbox processes on one PostgreSQL share the counts; no read-then-write): a window that has ended starts again at 1.
 * Answers the count and the ms left in the window.
 */
export async function countHit(db: Queryable, key: string, nowMs: number, windowMs: number): Promise<RateCount> {
  const now = new Date(nowMs);
  const { rows } = await db.query<{ hits: number; reset_at: Date }>(
    `INSERT INTO throttle_counters AS c (key, hits, reset_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.reset_at <= $2 THEN 1 ELSE c.hits + 1 END,
       reset_at = CASE WHEN c.reset_at <= $2 THEN $3 ELSE c.reset_at END
     RETURNING hits, reset_at`,
    [key, now, new Date(nowMs + windowMs)],
  );
  const row = rows[0];
  if (!row) throw new Error('throttle_counters: the upsert answered no row');
  if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) await db.query('DELETE FROM throttle_counters WHERE reset_at <= $1', [now]);
  return { current: row.hits, ttl: Math.max(0, new Date(row.reset_at).getTime() - nowMs) };
}

/** The part of @fastify/rate-limit's route options a child store reads: the route, and its group when it has one. */
interface ChildOptions {
  groupId?: string;
  routeInfo?: { url?: string; method?: string | string[] };
}

/**
 * A @fastify/rate-limit store class whose counts live in the database ({@link countHit}, table `throttle_counters`),
 * so every sandbox process on one database sees the same counts and a restart keeps them. Each limited route (or
 * `groupId`, for routes that share a limit) counts under its own prefix; the key the plugin passes is the client's
 * address. Uses the injected clock, so tests move time instead of waiting.
 */
export function databaseRateLimitStore(db: Queryable, now: () => number) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(options: ChildOptions = {}) {
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method ?? '')} ${options.routeInfo.url}` : 'global';
      this.prefix = options.groupId ? `group:${options.groupId}` : `route:${route}`;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      countHit(db, `${this.prefix}|${key}`, now(), timeWindow).then((count) => done(null, count), (e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    }

    child(options: ChildOptions): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
