import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { LOCK_KEYS, type Db } from './types';

export type { Db, Queryable, QueryResult } from './types';
export { LOCK_KEYS } from './types';

/** Where the data lives: the embedded PGlite in `<dataDir>/pg`, or a PostgreSQL server (issue 13 §3). */
export type DatabaseTarget = { dataDir: string; databaseUrl?: undefined } | { dataDir?: undefined; databaseUrl: string };

/**
 * Opens the database — PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pg` — and brings its schema
 * up to date (under an advisory lock, so several processes starting at once migrate once). Answers the handle and
 * the migration versions applied now. Throws when the folder or server cannot be opened or a migration fails.
 */
export async function openDatabase(target: DatabaseTarget, nowMs: number): Promise<{ db: Db; applied: number[] }> {
  const db = target.databaseUrl !== undefined ? await openPostgres(target.databaseUrl) : await openPglite(target.dataDir);
  try {
    const applied = await db.withLock(LOCK_KEYS.migrate, () => migrate(db, MIGRATIONS, nowMs));
    return { db, applied };
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
