import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { seedClusterFromTemplate } from './template';

/** The sandbox database handle (PGlite: PostgreSQL compiled to WASM, persisted to a folder). */
export type Db = PGlite;

/**
 * Opens (creating on first use) the database in `<dataDir>/pg` and brings its schema up to date. Answers the
 * handle and the migration versions applied now. Throws when the folder cannot be created or opened.
 */
export async function openDatabase(dataDir: string, nowMs: number): Promise<{ db: Db; applied: number[] }> {
  const dir = join(dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  await seedClusterFromTemplate(dir);
  const db = await PGlite.create({ dataDir: dir });
  const applied = await migrate(db, MIGRATIONS, nowMs);
  return { db, applied };
}
