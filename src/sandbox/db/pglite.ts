import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seedClusterFromTemplate } from './template';
import type { Db } from './types';

/**
 * PostgreSQL's buffer cache for the embedded database: 16 MB instead of the 128 MB initdb writes into postgresql.conf.
 * The sandbox's database is a few MB, and PGlite sets the whole cache up inside its WebAssembly memory at every start:
 * with 128 MB a start took about 0.75 s of CPU on a 2-core machine, with 16 MB about 0.25 s (docs/sandbox.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens (creating on first use) the embedded PGlite database in `<dataDir>/pg`. Single process: the caller holds
 * the data-folder lock (`db/lock.ts`). Throws when the folder cannot be created or opened.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = join(dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  await seedClusterFromTemplate(dir);
  return wrapPglite(
    await PGlite.create({ dataDir: dir, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] }),
  );
}

/** Our {@link Db} over a PGlite handle (its own types already are the reference ones). */
export function wrapPglite(pg: PGlite): Db {
  let closed = false;
  return {
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => ({ rows: (await pg.query<T>(text, params)).rows }),
    exec: async (text) => {
      await pg.exec(text);
    },
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: async <T>(text: string, params: unknown[] = []) => ({ rows: (await tx.query<T>(text, params)).rows }),
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    // One process owns the folder (db/lock.ts), and PGlite runs one query at a time: nothing to exclude.
    withLock: (_key, work) => work(),
    close: async () => {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
