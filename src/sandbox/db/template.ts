import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Bump when the way the pristine cluster is made changes (the PGlite version is part of the key too). */
const TEMPLATE_FORMAT = 1;

/** The pristine-cluster cache folder for this PGlite build, e.g. `/tmp/heportal-pglite-template-0.5.16-1`. */
function templateDir(): string {
  let version = 'unknown';
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    version = (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // An unknown build still gets a template; it is only keyed less precisely.
  }
  return join(tmpdir(), `heportal-pglite-template-${String(version).replace(/[^\w.-]/g, '')}-${TEMPLATE_FORMAT}`);
}

/**
 * Fills an empty `dir` with a copy of a pristine, cleanly shut down PGlite cluster (initdb only, no schema), made
 * once per machine under the OS temp folder. initdb is most of a first start (3–10 s on a busy 2-core box); a
 * copy takes well under a second, which keeps every fresh test sandbox cheap. Concurrent first uses race safely
 * (each builds in its own folder, one atomic rename wins). Answers false when it could not help — the caller then
 * lets PGlite run initdb itself.
 */
export async function seedClusterFromTemplate(dir: string): Promise<boolean> {
  if (existsSync(join(dir, 'PG_VERSION'))) return false;
  try {
    const template = templateDir();
    if (!existsSync(join(template, 'PG_VERSION'))) {
      const building = `${template}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
      const db = await PGlite.create({ dataDir: building });
      await db.close();
      await rename(building, template).catch(async () => rm(building, { recursive: true, force: true }));
    }
    // Synchronous: Node 20's promise-based cp takes about twice the CPU for the cluster's 1,200 files, and a start
    // serves nothing until its database is open.
    cpSync(template, dir, { recursive: true });
    return true;
  } catch {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    return false;
  }
}
