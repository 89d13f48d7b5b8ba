import type { Db } from './types';

/** One versioned schema change: applied once, in `version` order, recorded in `schema_migrations`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** SQL run in one transaction with the bookkeeping row. */
  readonly sql: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction, and answers the
 * versions it applied (empty when the schema is current). Throws if the list is not strictly increasing. The caller
 * holds the migration advisory lock when several processes share the database (`openDatabase`).
 */
export async function migrate(db: Db, migrations: readonly Migration[], nowMs: number): Promise<number[]> {
  migrations.forEach((m, i) => {
    const prev = migrations[i - 1];
    if (prev && prev.version >= m.version) throw new Error(`migrations out of order at version ${m.version}`);
  });
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`);
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version, m.name, new Date(nowMs),
      ]);
    });
    applied.push(m.version);
  }
  return applied;
}
