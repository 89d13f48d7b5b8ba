/** One query's answer: the rows, typed by the caller (column names as selected). */
export interface QueryResult<T> {
  rows: T[];
}

/** Anything that runs SQL: the database or an open transaction. */
export interface Queryable {
  /** One parameterised statement (`$1`, `$2`, …); rejects with the server's error. */
  query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** One or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/**
 * The sandbox database (issue 13 §3): the embedded PGlite (`db/pglite.ts`, one process) or a PostgreSQL server
 * (`db/postgres.ts`, shared by several processes). Both answer the same JS types per column type: timestamptz and
 * date → Date (date at UTC midnight), int8 and count(*) → number, numeric → string, jsonb → parsed JSON, bytea →
 * Uint8Array, boolean, integer, double precision → boolean/number.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED; rolled back if it throws) and answers its result. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the session-level advisory lock `key` (`pg_advisory_lock`), so start-up steps
   * (migrations, seeding, the shared secret) run once when several processes start on one database at once.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Closes the connection(s); safe to call twice. */
  close(): Promise<void>;
}

/** Advisory lock keys of start-up steps (any 64-bit numbers, fixed so every process agrees). */
export const LOCK_KEYS = { migrate: 0x4845_0001, seed: 0x4845_0002, secret: 0x4845_0003 } as const;
