import pg from 'pg';
import type { Db, Queryable } from './types';

/** PostgreSQL type OIDs whose default node-postgres parsing differs from PGlite's. */
const OID = { int8: 20, date: 1082, bytea: 17 } as const;

/**
 * Parsers that make node-postgres answer what PGlite answers (see {@link Db}): int8/count(*) as a number (our
 * counts and serial ids stay far below 2^53), date as UTC midnight (pg's default is local midnight) and bytea as a
 * plain Uint8Array. Other types already match.
 */
const byteaParser = pg.types.getTypeParser(OID.bytea);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID.int8) return (v: string) => Number(v);
    if (oid === OID.date) return (v: string) => new Date(`${v}T00:00:00.000Z`);
    if (oid === OID.bytea) return (v: string) => new Uint8Array(byteaParser(v) as Buffer);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

const onClient = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <T>(text: string, params: unknown[] = []) => ({
    rows: (await client.query({ text, values: params, types })).rows as T[],
  }),
  exec: async (text) => {
    await client.query({ text, types });
  },
});

/**
 * Connects to the PostgreSQL server at `url` (`postgres://user:pass@host:port/db`) with a pool of `max`
 * connections (default 10) and checks it answers. Several sandbox processes may share the database; they
 * coordinate through atomic SQL, row locks and advisory locks, never process memory. Throws the driver's error
 * (with the URL's password removed) when the server cannot be reached.
 */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${(e as Error).message}`);
  }
  let closed = false;
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    ...onClient(pool),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work(onClient(client));
          await client.query('COMMIT');
          return result;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw e;
        }
      }),
    withLock: (key, work) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** `url` with any password replaced by `***`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the given DATABASE_URL';
  }
}
