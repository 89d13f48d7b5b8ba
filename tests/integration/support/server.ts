import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/lib/PathReporter';
import type { RunningSandbox } from '../../../src/sandbox/server';
import type { Account } from '../../support/accounts';
import { startTestSandbox, type OutboxMessage, type TestSandboxOptions } from '../../support/sandbox';

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
  /** The outbox for one address, oldest first. */
  outbox(email: string): Promise<OutboxMessage[]>;
  /** Closes the server and deletes the data folder and its PostgreSQL database (unless `keepData`). */
  close(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * A test sandbox (tests/support/sandbox.ts: a fresh temp data folder, migrated unless `pristine`, or `dataDir`; seeded
 * unless `seed: false`) with an injected clock starting at the real now, which {@link TestServer.advance} moves.
 */
export async function startTestServer(opts: TestSandboxOptions = {}): Promise<TestServer> {
  let now = Date.now();
  const running = await startTestSandbox({ ...opts, config: { now: () => now, ...opts.config } });
  const url = running.baseUrl;
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
    return answerOf(await fetch(`${url}/api/${path.replace(/^\//, '')}`, { method, headers, body }));
  };
  return {
    url,
    sandbox: running.sandbox,
    dataDir: running.dataDir,
    advance: (ms) => {
      now += ms;
    },
    api,
    outbox: running.outbox,
    close: (o) => running.stop(o),
  };
}

/** The {@link Answer} of a response: its status, headers and body as JSON (undefined when empty or not JSON). */
export async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * Starts a seeded test server (options as {@link startTestServer}) and signs the staff member in at the staff sign-in:
 * the cast of most integration files is customers and ops.
 */
export async function startWithOps(opts: TestSandboxOptions = {}): Promise<{ server: TestServer; ops: string }> {
  const server = await startTestServer({ seed: true, ...opts });
  return { server, ops: await staffLogin(server) };
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

/** Logs in with a password (an account, e.g. `DEMO.closed`, or an email and password); answers the JWT. */
export async function login(server: TestServer, who: Account | string, password?: string): Promise<string> {
  const { email, password: pw } = typeof who === 'string' ? { email: who, password: password ?? '' } : who;
  const res = await server.api('POST', 'v1/token-auth/', { body: { email, password: pw } });
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
