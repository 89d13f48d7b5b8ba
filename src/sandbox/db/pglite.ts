import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seedClusterFromTemplate } from './template';
import type { Db } from './types';

/**
 * Opens (creating on first use) the embedded PGlite database in `<dataDir>/pg`. Single process: the caller holds
 * the data-folder lock (`db/lock.ts`). Throws when the folder cannot be created or opened.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = join(dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  await seedClusterFromTemplate(dir);
  return wrapPglite(await PGlite.create({ dataDir: dir }));
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
