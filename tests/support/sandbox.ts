import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../src/sandbox/server';
import { copyCluster, migratedCluster, seededCluster } from './clusters';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from './database';

const OutboxMessageCodec = t.intersection([
  t.type({ to: t.string, subject: t.string, text: t.string, sentAt: t.string }),
  // docs/sandbox.md: `code` and `link` are `string | null` (a code email has no link and the other way round).
  t.partial({ code: t.union([t.string, t.null]), link: t.union([t.string, t.null]) }),
]);
const OutboxCodec = t.type({ messages: t.array(OutboxMessageCodec) });

/** One email the sandbox "sent": `code` is a verification code, `link` a magic/password link (null when none); `sentAt` ISO 8601. */
export type OutboxMessage = t.TypeOf<typeof OutboxMessageCodec>;

/**
 * Emails the sandbox at `baseUrl` sent to `email`, oldest first (`GET /sandbox/outbox.json?email=`).
 * @throws Error on a non-2xx answer or a body of another shape.
 */
export async function readOutbox(baseUrl: string, email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/sandbox/outbox.json?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox.json answered HTTP ${response.status}`);
  const decoded = OutboxCodec.decode(await response.json());
  if (!isRight(decoded)) throw new Error(`outbox.json has an unexpected shape:\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right.messages;
}

/**
 * Options of {@link startTestSandbox}: the sandbox's own (`dataDir` defaults to a fresh temporary folder), and
 * `pristine` to start from an empty database the sandbox migrates itself (tests of the migrations); otherwise a new
 * embedded database starts as a copy of a seeded cluster (support/clusters.ts `seededCluster`), or of a migrated one
 * with `seed: false` or a config that cannot be compared.
 */
export type TestSandboxOptions = Partial<StartSandboxOptions> & { pristine?: boolean };

/** A sandbox a test file runs against: its own database, on a random localhost port. */
export interface TestSandbox {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  readonly baseUrl: string;
  /** The running server (its database handle, its Fastify app); replaced by {@link TestSandbox.restart}. */
  readonly sandbox: RunningSandbox;
  /** Its data folder (the PGlite database and the JWT secret). */
  readonly dataDir: string;
  /** Emails sent to `email`, oldest first. */
  outbox(email: string): Promise<OutboxMessage[]>;
  /**
   * Stops the server as if the backend went down (requests are refused) but keeps its data, so
   * {@link TestSandbox.restart} brings the same data back. Safe to call twice.
   */
  halt(): Promise<void>;
  /** Starts the server again after {@link TestSandbox.halt}, on the same port and data (no-op when running). */
  restart(): Promise<void>;
  /** Closes the server and deletes its data folder and database, unless `keepData` (to start again on `dataDir`). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts a sandbox for a test file: seeded demo data (unless `seed: false`), quiet, port 0 (random) on 127.0.0.1, a
 * fresh temporary data folder (its database already migrated, unless `pristine`) unless `dataDir` names one (a
 * restart on the same data). With
 * `SANDBOX_TEST_DATABASE_URL` the database is a fresh one of its own on that PostgreSQL server (support/database.ts),
 * found again by `dataDir`.
 * @throws Error when the server fails to start (the temporary folder is removed).
 */
export async function startTestSandbox(opts: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { pristine, ...options } = opts;
  const ownFolder = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'hei-test-')));
  const databaseUrl = onPostgres && !options.databaseUrl ? await testDatabaseUrl(dataDir) : options.databaseUrl;
  if (ownFolder && !databaseUrl && !pristine) {
    const seeded = options.seed === false ? null : await seededCluster(options);
    copyCluster(seeded ?? (await migratedCluster()), dataDir);
  }
  const start = (port: number) =>
    startSandbox({ host: '127.0.0.1', seed: true, quiet: true, ...options, port, dataDir, ...(databaseUrl && { databaseUrl }) });
  let server: RunningSandbox;
  try {
    server = await start(options.port ?? 0);
  } catch (error) {
    if (ownFolder) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = server.url.replace(/\/+$/, '');
  let stopped = false;
  let halted = false;
  return {
    baseUrl,
    get sandbox() {
      return server;
    },
    dataDir,
    outbox: (email) => readOutbox(baseUrl, email),
    async halt() {
      if (halted || stopped) return;
      halted = true;
      await server.close();
    },
    async restart() {
      if (!halted || stopped) return;
      // The same port, so an open tab's requests reach it again; the same folder, so it holds the same data.
      server = await start(Number(new URL(baseUrl).port));
      halted = false;
    },
    async stop(o = {}) {
      if (stopped) return;
      stopped = true;
      if (!halted) await server.close();
      if (o.keepData) return;
      await rm(dataDir, { recursive: true, force: true });
      if (!options.databaseUrl) await dropTestDatabase(dataDir);
    },
  };
}
