import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/sandbox/db';
import { openPglite } from '../../src/sandbox/db/pglite';
import { openPostgres } from '../../src/sandbox/db/postgres';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from '../support/database';

/**
 * Issue 13 §3: the same SQL must answer the same JS values on the embedded PGlite and on a PostgreSQL server, for
 * every column type the schema uses (code reads `row.at.getTime()`, adds counts, compares bytes).
 */
const ONE_OF_EACH = `SELECT '2026-11-21T01:43:20.5Z'::timestamptz AS at, '2026-01-02'::date AS day, 9007199254740991::int8 AS big,
  count(*) AS n, 1234.50::numeric AS amount, '{"a":[1,"x",null]}'::jsonb AS doc, '\\x00ff10'::bytea AS bytes, true AS yes,
  2.5::double precision AS ratio, 7::integer AS whole, '6f1d6c1e-0b5c-4d8e-9a9e-2d7f3c1b0a11'::uuid AS id,
  'text'::text AS words, ARRAY['a','b']::text[] AS list, NULL::timestamptz AS nothing
  FROM (VALUES (1)) AS v`;

async function oneRow(db: Db): Promise<Record<string, unknown>> {
  return (await db.query<Record<string, unknown>>(ONE_OF_EACH)).rows[0] ?? {};
}

function expectReferenceTypes(row: Record<string, unknown>): void {
  expect(row.at).toBeInstanceOf(Date);
  expect((row.at as Date).toISOString()).toBe('2026-11-21T01:43:20.500Z');
  expect(row.day).toBeInstanceOf(Date);
  expect((row.day as Date).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  expect(row.big).toBe(9007199254740991);
  expect(row.n).toBe(1);
  expect(row.amount).toBe('1234.50');
  expect(row.doc).toEqual({ a: [1, 'x', null] });
  expect(row.bytes).toBeInstanceOf(Uint8Array);
  expect([...(row.bytes as Uint8Array)]).toEqual([0, 255, 16]);
  expect(row.yes).toBe(true);
  expect(row.ratio).toBe(2.5);
  expect(row.whole).toBe(7);
  expect(row.id).toBe('6f1d6c1e-0b5c-4d8e-9a9e-2d7f3c1b0a11');
  expect(row.words).toBe('text');
  expect(row.list).toEqual(['a', 'b']);
  expect(row.nothing).toBeNull();
}

describe('one row of every column type', () => {
  it('PGlite answers the reference JS types', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hei-types-'));
    const db = await openPglite(dir);
    try {
      expectReferenceTypes(await oneRow(db));
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Needs a server: runs under `npm run test:postgres` (SANDBOX_TEST_DATABASE_URL), skipped otherwise.
  it.skipIf(!onPostgres)('PostgreSQL through node-postgres answers exactly what PGlite answers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hei-types-'));
    const pglite = await openPglite(dir);
    const server = await openPostgres(await testDatabaseUrl(dir), 1);
    try {
      const [reference, row] = [await oneRow(pglite), await oneRow(server)];
      expectReferenceTypes(row);
      expect(row).toEqual(reference);
      const params = await server.query<{ at: Date; doc: unknown }>('SELECT $1::timestamptz AS at, $2::jsonb AS doc', [
        new Date('2026-11-21T01:43:20.500Z'), JSON.stringify({ b: 2 }),
      ]);
      expect(params.rows[0]).toEqual({ at: new Date('2026-11-21T01:43:20.500Z'), doc: { b: 2 } });
    } finally {
      await server.close();
      await pglite.close();
      await dropTestDatabase(dir);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
