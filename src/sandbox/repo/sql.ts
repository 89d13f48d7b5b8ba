import type { Db, Queryable } from '../db';

/** Anything that runs a parameterised query: the database or an open transaction. */
export type Sql = Queryable;

/**
 * Runs `work` in one transaction on `db` (rolled back if it throws). READ COMMITTED, and on PostgreSQL other
 * processes write at the same time: decide with atomic statements (`UPDATE … WHERE … RETURNING`, `INSERT … ON
 * CONFLICT`) or lock the rows first (`SELECT … FOR UPDATE`), never read-then-write.
 */
export function inTransaction<T>(db: Db, work: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** The first row of a query, or undefined. */
export async function one<T>(sql: Sql, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await sql.query<T>(text, params)).rows[0];
}

/** All rows of a query. */
export async function all<T>(sql: Sql, text: string, params: unknown[] = []): Promise<T[]> {
  return (await sql.query<T>(text, params)).rows;
}

/** A timestamptz column as ISO-8601 UTC text (`2026-11-21T01:43:20.000Z`). */
export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
