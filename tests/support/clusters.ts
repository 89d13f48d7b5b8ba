import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/sandbox/db/migrate';
import { MIGRATIONS } from '../../src/sandbox/db/migrations';
import { openPglite } from '../../src/sandbox/db/pglite';
import { startSandbox, type StartSandboxOptions } from '../../src/sandbox/server';
import { migrationsKey } from './database';

/**
 * Ready-made embedded database folders ("clusters") that test sandboxes start as copies of, made under the OS temp
 * folder. Concurrent first uses race safely: each worker builds in a folder of its own, and one rename wins.
 */

/**
 * How long a seeded cluster serves new sandboxes (ms). The demo data's dates are relative to the moment it was
 * seeded (funded two years ago, created four days ago), so a copy is at most this much older than a fresh seed.
 */
export const SEEDED_CLUSTER_LIFETIME_MS = 10 * 60_000;

/** Builds `template` with `build(folder)` unless it exists; answers `template`. */
async function ensureCluster(template: string, build: (folder: string) => Promise<void>): Promise<string> {
  if (existsSync(join(template, 'pg', 'PG_VERSION'))) return template;
  const building = `${template}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await build(building);
    await rename(building, template);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Another worker's rename won the race: its cluster is as good as ours.
    if (!existsSync(join(template, 'pg', 'PG_VERSION'))) throw error;
  }
  return template;
}

/**
 * Copies a cluster's database into `dataDir` (its `pg` folder). Synchronous on purpose: Node 20's promise-based cp
 * copies the cluster's 1,200 files in about 1.3 s of CPU, cpSync in about 0.6 s (docs/testing.md "Keeping the run
 * short"); nothing else of a test worker runs while its sandbox starts.
 */
export function copyCluster(cluster: string, dataDir: string): void {
  cpSync(join(cluster, 'pg'), join(dataDir, 'pg'), { recursive: true });
}

/**
 * The folder of a cluster with every migration applied and nothing seeded, made once per machine and set of
 * migrations. Migrating took a second or more of every sandbox start; copying the folder takes a fraction. The
 * PostgreSQL test databases are copies of a migrated template in the same way (support/database.ts).
 */
export function migratedCluster(): Promise<string> {
  return ensureCluster(join(tmpdir(), `heportal-test-migrated-${migrationsKey()}`), async (folder) => {
    const db = await openPglite(folder);
    try {
      await migrate(db, MIGRATIONS, Date.now());
    } finally {
      await db.close();
    }
  });
}

/** Every file the sandbox's code is made of, hashed: a seeded cluster is made again when any of them changes. */
let sourceHash: string | undefined;
function sandboxSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  for (const part of ['sandbox', 'domain', 'contract']) {
    // From this file, not the working directory: a test run may start anywhere.
    const dir = fileURLToPath(new URL(`../../src/${part}`, import.meta.url));
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    // Paths relative to src/, so every checkout of the same code makes the same key.
    for (const file of files) hash.update(`${part}/${relative(dir, file)}`).update(readFileSync(file));
  }
  sourceHash = hash.digest('hex').slice(0, 12);
  return sourceHash;
}

/** How far (ms) an injected clock may be from the real one for the seed to be the real clock's. */
const REAL_TIME_SLACK_MS = 1_000;

/**
 * The key of the seeded cluster for a sandbox `config`, or null when the config cannot be compared: a function in it
 * (a fake `fetch`, a clock set to another time: two of them would look alike). A clock that tells the real time now
 * (the integration tests' `startTestServer` starts theirs there) seeds what the real one would. The key holds the
 * migrations, the sandbox's code, the config, the local and UTC dates and the {@link SEEDED_CLUSTER_LIFETIME_MS}
 * period of now.
 */
export function seededClusterKey(config: StartSandboxOptions['config'], now = Date.now()): string | null {
  let comparable = true;
  const json = JSON.stringify(config ?? {}, (key, value: unknown) => {
    if (typeof value !== 'function') return value;
    // Left out: the same cluster as the sandbox's own clock.
    if (key === 'now' && Math.abs(Number((value as () => unknown)()) - now) < REAL_TIME_SLACK_MS) return undefined;
    comparable = false;
    return undefined;
  });
  if (!comparable) return null;
  const day = new Date(now);
  return createHash('sha256')
    .update(JSON.stringify([migrationsKey(), sandboxSourceHash(), json, day.toDateString(), day.toISOString().slice(0, 10), Math.floor(now / SEEDED_CLUSTER_LIFETIME_MS)]))
    .digest('hex')
    .slice(0, 16);
}

const SEEDED_PREFIX = 'heportal-test-seeded-';

/** Removes seeded clusters made more than two lifetimes ago: nothing copies them any more. */
async function removeStaleSeededClusters(now: number): Promise<void> {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(SEEDED_PREFIX))) {
    const folder = join(tmpdir(), name);
    const made = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - made > 2 * SEEDED_CLUSTER_LIFETIME_MS) await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The folder of a cluster seeded with the demo data by a sandbox started with `options` (its config, static folder
 * and so on), made at most once per {@link SEEDED_CLUSTER_LIFETIME_MS} per config; null when the config has no key
 * ({@link seededClusterKey}). Seeding took about 0.8 s of every sandbox start; a sandbox started on a copy finds the
 * demo data there and seeds nothing. The JWT secret is not copied: each sandbox makes its own.
 */
export async function seededCluster(options: Omit<StartSandboxOptions, 'dataDir'>): Promise<string | null> {
  const now = Date.now();
  const key = seededClusterKey(options.config, now);
  if (key === null) return null;
  const template = join(tmpdir(), `${SEEDED_PREFIX}${key}`);
  if (!existsSync(template)) await removeStaleSeededClusters(now);
  return ensureCluster(template, async (folder) => {
    copyCluster(await migratedCluster(), folder);
    const server = await startSandbox({ host: '127.0.0.1', quiet: true, ...options, port: 0, seed: true, dataDir: folder });
    await server.close();
    await rm(join(folder, 'jwt-secret'), { force: true });
  });
}
