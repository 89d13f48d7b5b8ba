import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { openDatabase, type Db } from '../../src/sandbox/db';
import { MIGRATIONS } from '../../src/sandbox/db/migrations';
import { openPglite } from '../../src/sandbox/db/pglite';
import { openPostgres } from '../../src/sandbox/db/postgres';

/**
 * `SANDBOX_TEST_DATABASE_URL` (`postgres://user@host:port/postgres`, a role allowed to CREATE DATABASE): when set,
 * every test sandbox gets its own fresh PostgreSQL database on that server instead of PGlite (issue 13 §3,
 * `npm run test:postgres`). Unset = PGlite.
 */
export const TEST_DATABASE_URL = process.env.SANDBOX_TEST_DATABASE_URL || undefined;

/** True when the integration suite runs against PostgreSQL. */
export const onPostgres = TEST_DATABASE_URL !== undefined;

/** A test server's database name, derived from its temp data folder so a restart on the folder finds it again. */
const databaseName = (dataDir: string): string => basename(dataDir).toLowerCase().replace(/[^a-z0-9]/g, '_');

const urlFor = (name: string): string => {
  const u = new URL(TEST_DATABASE_URL ?? '');
  u.pathname = `/${name}`;
  return u.toString();
};

/** A short hash of the migrations: a migrated template is made again whenever they change. */
export const migrationsKey = (): string => createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 12);

/** The migrated, never-seeded template's name: changes whenever the migrations do. */
const templateName = (): string => `heportal_template_${migrationsKey()}`;

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** One admin connection (a pool of one, so advisory locks and the statements they guard share a session). */
async function withAdmin<T>(work: (client: Db) => Promise<T>): Promise<T> {
  const client = await openPostgres(TEST_DATABASE_URL ?? '', 1);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

const exists = async (client: Db, name: string): Promise<boolean> =>
  (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length === 1;

/**
 * The `databaseUrl` for a test sandbox in `dataDir` on PostgreSQL: its database when one exists (a restart), else
 * a fresh copy of the migrated template (CREATE DATABASE … TEMPLATE: far faster than migrating each one). The
 * template is made once per server under an advisory lock, since test files run in parallel workers.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string> {
  const name = databaseName(dataDir);
  const template = templateName();
  await withAdmin(async (client) => {
    if (await exists(client, name)) return;
    await client.query('SELECT pg_advisory_lock(72657)');
    try {
      if (!(await exists(client, template))) {
        await client.query(`CREATE DATABASE ${quoted(template)}`);
        const { db } = await openDatabase({ databaseUrl: urlFor(template) }, Date.now());
        await db.close();
      }
      await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(72657)');
    }
  });
  return urlFor(name);
}

/** Drops the test database of `dataDir` (connections closed by force). No-op on PGlite. */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!onPostgres) return;
  await withAdmin((client) => client.exec(`DROP DATABASE IF EXISTS ${quoted(databaseName(dataDir))} WITH (FORCE)`));
}

/**
 * Opens a stopped test sandbox's database directly (PGlite folder or PostgreSQL database), without migrating, for
 * tests that inspect or tamper with stored rows.
 */
export function openTestDatabase(dataDir: string): Promise<Db> {
  return onPostgres ? openPostgres(urlFor(databaseName(dataDir)), 1) : openPglite(dataDir);
}
