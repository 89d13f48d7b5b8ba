import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/lib/PathReporter';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../../src/sandbox/server';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from './database';

/** A JSON answer: status, parsed body (undefined when not JSON) and headers. */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  headers: Headers;
}

/** A sandbox for one test file, with a clock the test moves and a tiny HTTP client. */
export interface TestServer {
  url: string;
  sandbox: RunningSandbox;
  dataDir: string;
  /** Moves the injected clock forward (ms). */
  advance(ms: number): void;
  /** `fetch` of `/api/<path>` with optional JSON body and JWT; never throws on HTTP errors. */
  api(method: string, path: string, opts?: { body?: unknown; token?: string; rawBody?: string; contentType?: string }): Promise<Answer>;
  /** The outbox for one address, newest first. */
  outbox(email: string): Promise<{ to: string; subject: string; text: string; code: string | null; link: string | null; sentAt: string }[]>;
  /** Closes the server and deletes the data folder and its PostgreSQL database (unless `keepData`). */
  close(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts a sandbox on a random port with a fresh temp data folder (or `dataDir`), quiet, with an injected clock
 * starting at the real now. Pass `seed: false` for an empty database. With `SANDBOX_TEST_DATABASE_URL` the database
 * is a fresh one of its own on that PostgreSQL server (support/database.ts), found again by `dataDir` on a restart.
 */
export async function startTestServer(opts: Partial<StartSandboxOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'hei-int-')));
  let now = Date.now();
  const databaseUrl = onPostgres && !opts.databaseUrl ? await testDatabaseUrl(dataDir) : opts.databaseUrl;
  const sandbox = await startSandbox({ port: 0, quiet: true, ...opts, dataDir, ...(databaseUrl && { databaseUrl }), config: { now: () => now, ...opts.config } });
  const api: TestServer['api'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `JWT ${o.token}`;
    let body: string | undefined;
    if (o.rawBody !== undefined) {
      body = o.rawBody;
      headers['content-type'] = o.contentType ?? 'application/json';
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${sandbox.url}/api/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    url: sandbox.url,
    sandbox,
    dataDir,
    advance: (ms) => {
      now += ms;
    },
    api,
    outbox: async (email) => {
      const res = await fetch(`${sandbox.url}/sandbox/outbox.json?email=${encodeURIComponent(email)}`);
      return ((await res.json()) as { messages: Awaited<ReturnType<TestServer['outbox']>> }).messages;
    },
    close: async (o = {}) => {
      await sandbox.close();
      if (o.keepData) return;
      await rm(dataDir, { recursive: true, force: true });
      if (!opts.databaseUrl) await dropTestDatabase(dataDir);
    },
  };
}

/** Decodes `value` with a contract codec and fails the test with io-ts's path report when it does not fit. */
export function expectCodec<A>(codec: t.Type<A, unknown, unknown>, value: unknown): A {
  const result = codec.decode(value);
  if (isLeft(result)) throw new Error(`${codec.name} rejected the response:\n${PathReporter.report(result).join('\n')}`);
  return result.right;
}

/** A signup body that qualifies (CA, single-family, 701, plenty of equity). */
export function signupBody(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Test', last_name: 'Person', email, phone: '(415) 456-7890', estimated_fico: 701,
    estimated_value: 900_000, estimated_debt: 200_000, property_type: 'single-family-detached',
    property_usage: 'principal-residence',
    address: { street: '1 Dr Carlton B Goodlett Pl', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: 'San Francisco County' },
    verification_code: code, ownership: 'only_me', timezone: 'America/Los_Angeles', ...overrides,
  };
}

/** Runs the email-code part of the funnel (send → read outbox → confirm) and answers the confirmed code. */
export async function confirmedCode(server: TestServer, email: string): Promise<string> {
  const sent = await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = (await server.outbox(email))[0]?.code;
  if (!code) throw new Error('no code in the outbox');
  const confirmed = await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return code;
}

/** Signs up a new customer through the funnel; answers the signup result (token, uuids). */
export async function signUp(server: TestServer, email: string, overrides: Record<string, unknown> = {}) {
  const code = await confirmedCode(server, email);
  const res = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code, overrides) });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { token: string; profile_uuid: string; application_uuid: string; app_profile_uuid: string };
}

/** Logs in with a password; answers the JWT. */
export async function login(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.api('POST', 'v1/token-auth/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/** Signs a staff account (role ops) in at the staff sign-in `v1/ops/token-auth/`; answers the JWT. */
export async function staffLogin(server: TestServer, email = 'ops@example.com', password = 'Ops-pass-1'): Promise<string> {
  const res = await server.api('POST', 'v1/ops/token-auth/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`staff login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/** Signs in through a magic link read from the outbox; answers the JWT. */
export async function magicLogin(server: TestServer, email: string): Promise<string> {
  await server.api('POST', 'v1/customer/magic-link/', { body: { email } });
  const key = (await server.outbox(email)).find((m) => m.link)?.link?.split('/').pop() ?? '';
  const res = await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } });
  if (res.status !== 200) throw new Error(`magic link login ${email}: ${res.status}`);
  return (res.body as { token: string }).token;
}
