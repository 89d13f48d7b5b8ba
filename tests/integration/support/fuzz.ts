import fc from 'fast-check';
import { isLeft } from 'fp-ts/lib/Either';
import { ENDPOINTS, type AnyEndpoint } from '../../../src/contract';
import type { Db } from '../../../src/sandbox/db';
import { ioTsErrors } from '../../../src/sandbox/http/errors';
import { login, type TestServer } from './server';

/**
 * Issue 13 §2 "Bad input, always": the properties the server fuzz test (tests/integration/fuzz.test.ts) and
 * `npm run fuzz` (scripts/fuzz.ts) run against a sandbox, for every endpoint row of the contract:
 * - refused inputs — malformed bodies (deep nesting, huge strings, wrong types, unicode, NUL, extra fields, arrays for
 *   objects, not JSON), garbage path parameters, Authorization / Content-Type garbage — must answer a 4xx within 2 s
 *   and change no table (a digest of every table's rows before and after, {@link BOOKKEEPING_TABLES} left out);
 * - reads of the caller's own records with garbage queries and If-None-Match must answer, not 5xx, within 2 s;
 * - afterwards `/api/health` still answers.
 */

/** The slowest answer allowed (ms). */
export const MAX_ANSWER_MS = 2000;

/**
 * Tables a refused request may change, and why: `throttle_counters` holds @fastify/rate-limit's per-address request
 * counts (issue 13 §1), which count refused requests on purpose — that is their job. (A run of every table found it
 * the only one that changes.)
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['throttle_counters']);

/** A seeded customer whose own ids the fuzzer mixes into paths (tests/e2e/support/api.ts DEMO.married). */
const CUSTOMER = { email: 'demo.married@example.com', password: 'Demo-pass-1' };

/** One generated request. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What one run found. */
export interface FuzzReport {
  /** Requests sent. */
  tried: number;
  /** Answers by status class, e.g. `{ '4xx': 900, '2xx': 40 }`. */
  statuses: Record<string, number>;
  /** One line per failed property: endpoint, counterexample request and what was wrong. */
  failures: string[];
  /** Tables whose rows changed although every request of the refused phase was refused. */
  tablesChanged: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every UUID-looking string anywhere in `value` (iterative: answers may be large). */
function uuidsIn(value: unknown, into: Set<string>): void {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string' && UUID.test(v)) into.add(v);
    else if (typeof v === 'object' && v !== null) stack.push(...Object.values(v));
  }
}

/** Signs the demo customer in and gathers the ids of its own records, so handlers (not only routing) are reached. */
async function ownIds(server: TestServer): Promise<{ token: string; ids: string[] }> {
  const token = await login(server, CUSTOMER.email, CUSTOMER.password);
  const ids = new Set<string>();
  const apps = await server.api('GET', 'v1/customer/application/', { token });
  uuidsIn(apps.body, ids);
  for (const path of ['v1/customer/profile/', ...[...ids].slice(0, 1).flatMap((a) => [`v1/customer/application/${a}/tasks/`, `v1/customer/application/${a}/documents/`])]) {
    uuidsIn((await server.api('GET', path, { token })).body, ids);
  }
  return { token, ids: [...ids].slice(0, 12) };
}

/** A path value: percent-encoded, or a raw invalid-UTF-8 escape when the text has a lone surrogate. */
function encodeParam(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** Strings that break naive code: unicode of every kind, NUL, huge, number-like and path-like. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\u202Eevil\u202C', 'مرحبا', '😀👨‍👩‍👧', 'NaN', 'Infinity',
    '-Infinity', '-1', '0', '1e309', '-1e309', '9007199254740993', '0x1F', 'null', 'undefined', 'true', '../../etc/passwd',
    '%00', '%', '<script>alert(1)</script>', "' OR 1=1 --", '__proto__', 'constructor', '{}', '[]',
  ),
  fc.integer({ min: 257, max: 8000 }).map((n) => 'a'.repeat(n)),
);

/** JSON scalars of every kind, including numbers a database column may not hold. */
const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(-1, 0, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63), 1.5, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null), // 1e400 and NaN have no JSON form: the not-JSON texts below send them as literals
);

/** Nested `[[[…]]]` or `{"a":{"a":…}}` text, deeper than any parser should walk recursively. */
const deepText: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fc.constantFrom(65, 5000, 20_000), fc.integer({ min: 65, max: 6000 })), fc.boolean())
  .map(([n, array]) => (array ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`));

/** Text that is not (valid) JSON at all. */
const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '[1,', '{"a":}', 'NaN', '1e400', '-1e400', "{'a':1}", '<!doctype html><p>hi', 'a=1&b=2', '\uFEFF{}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
  fc.json().map((j) => j.slice(0, Math.max(1, Math.floor(j.length / 2)))),
  fc.integer({ min: 300_000, max: 1_200_000 }).map((n) => `"${'x'.repeat(n)}"`),
);

/** The required field names of a body codec (closed codecs hide their props; a decode of `{}` names them). */
function requiredFields(endpoint: AnyEndpoint): string[] {
  const decoded = endpoint.body.decode({});
  return isLeft(decoded) ? Object.keys(ioTsErrors(decoded.left)).filter((k) => k !== 'non_field_errors') : [];
}

/**
 * A body the endpoint must refuse: every arm carries at least one defect (an undeclared field, a NUL, a missing
 * field, the wrong JSON type at the top, too deep, not JSON), so no generated body is a valid request by chance.
 */
function badBody(endpoint: AnyEndpoint): fc.Arbitrary<string> {
  const fields = requiredFields(endpoint);
  const value = fc.oneof({ depthSize: 'small' }, nastyScalar, fc.jsonValue({ maxDepth: 3 }), fc.array(nastyScalar, { maxLength: 4 }));
  const wrongFields = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  const defective = fc.oneof(
    // an undeclared field (closed codecs refuse it), alongside wrong-typed declared ones
    fc.tuple(wrongFields, nastyString.filter((k) => k !== '' && !fields.includes(k)), value).map(([o, k, v]) => ({ ...o, [k]: v })),
    // a NUL in a value the codec may otherwise accept
    wrongFields.map((o) => ({ ...o, [fields[0] ?? 'x']: 'nul\u0000here' })),
    // an array or a scalar where an object belongs
    fc.tuple(wrongFields).map((a) => a),
    nastyScalar,
  );
  const withFieldMissing = fields.length > 0 ? [wrongFields.map((o) => ({ ...o, [fields[0]!]: undefined }))] : [];
  return fc.oneof(defective.map((b) => JSON.stringify(b) ?? 'null'), ...withFieldMissing.map((a) => a.map((b) => JSON.stringify(b))), deepText, notJson);
}

/** Header values fetch can send (latin-1, no CR/LF) that are not what the server expects. */
const garbageHeader: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('JWT', 'JWT ', 'Bearer x', 'JWT a.b.c', 'JWT eyJhbGciOiJub25lIn0.eyJ1dWlkIjoieCJ9.', 'Basic Zm9vOmJhcg==', '*', 'W/"x"', '""'),
  fc.integer({ min: 1000, max: 12_000 }).map((n) => `JWT ${'a'.repeat(n)}`),
);

const contentTypes = fc.constantFrom(
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/*', '',
);

/** The route with each `:param` replaced. */
const fill = (route: string, values: string[]) => {
  let i = 0;
  return route.replace(/:([A-Za-z_]+)/g, () => values[i++] ?? 'x');
};

const paramCount = (route: string) => (route.match(/:[A-Za-z_]+/g) ?? []).length;

/**
 * Requests an endpoint must refuse (4xx): a bad body (methods with bodies), or for bodiless methods garbage path
 * values, or garbage/absent credentials. Sent with the valid token in a third of the cases, so handlers are reached.
 * Null for public reads without parameters: nothing about them can be refused (they are fuzzed as reads).
 */
function refusedRequests(endpoint: AnyEndpoint, token: string, ids: string[]): fc.Arbitrary<FuzzRequest> | null {
  const n = paramCount(endpoint.route);
  const garbageParam = nastyString.filter((s) => s !== '' && !ids.includes(s)).map(encodeParam);
  const anyParam = ids.length > 0 ? fc.oneof(garbageParam, fc.constantFrom(...ids)) : garbageParam;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const auth = fc.oneof(fc.constant(`JWT ${token}`), fc.constant(undefined), garbageHeader);
  const extra = fc.record({ 'if-none-match': garbageHeader, 'turnstile-token': garbageHeader }, { requiredKeys: [] });
  const build = (params: string[], authorization: string | undefined, more: Record<string, string>, body?: string, type?: string): FuzzRequest => ({
    method: endpoint.method,
    path: fill(endpoint.route, params),
    headers: { ...more, ...(authorization !== undefined && { authorization }), ...(body !== undefined && type !== '' && { 'content-type': type ?? 'application/json' }) },
    ...(body !== undefined && { body }),
  });
  if (hasBody) {
    return fc.tuple(fc.array(anyParam, { minLength: n, maxLength: n }), auth, extra, badBody(endpoint), contentTypes).map(([p, a, h, b, ct]) => build(p, a, h, b, ct));
  }
  // Bodiless: either every parameter is garbage (→ 404/400) or the credentials are (→ 401); public reads without
  // parameters have nothing to refuse and are fuzzed as reads instead.
  const garbageParams = fc.array(garbageParam, { minLength: n, maxLength: n });
  const arms: fc.Arbitrary<FuzzRequest>[] = [];
  if (n > 0) arms.push(fc.tuple(garbageParams, auth, extra).map(([p, a, h]) => build(p, a, h)));
  if (endpoint.auth) arms.push(fc.tuple(fc.array(anyParam, { minLength: n, maxLength: n }), fc.oneof(fc.constant(undefined), garbageHeader), extra).map(([p, a, h]) => build(p, a, h)));
  return arms.length > 0 ? fc.oneof(...arms) : null;
}

/** Reads with the valid token of the caller's own records, with garbage query strings and If-None-Match. */
function reads(endpoint: AnyEndpoint, token: string, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const n = paramCount(endpoint.route);
  const query = fc.array(fc.tuple(nastyString, nastyString), { maxLength: 4 }).map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeParam(k)}=${encodeParam(v)}`).join('&')}`);
  return fc
    .tuple(fc.array(ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('x'), { minLength: n, maxLength: n }), query, fc.option(garbageHeader, { nil: undefined }))
    .map(([params, q, inm]) => ({
      method: 'GET',
      path: `${fill(endpoint.route, params)}${q}`,
      headers: { authorization: `JWT ${token}`, ...(inm !== undefined && { 'if-none-match': inm }) },
    }));
}

/** Sends one request; answers status and time, or `null` status when it did not answer within {@link MAX_ANSWER_MS}. */
async function send(server: TestServer, req: FuzzRequest): Promise<{ status: number | null; ms: number; text: string }> {
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/api/${req.path}`, {
      method: req.method, headers: req.headers, ...(req.body !== undefined && { body: req.body }), signal: AbortSignal.timeout(MAX_ANSWER_MS),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, text };
  } catch (e) {
    return { status: null, ms: performance.now() - started, text: (e as Error).name };
  }
}

/** Short, printable form of a request for a failure line (bodies cut to 300 characters). */
export function describeRequest(req: FuzzRequest): string {
  const body = req.body === undefined ? '' : ` body(${req.body.length} chars)=${JSON.stringify(req.body.slice(0, 300))}`;
  return `${req.method} /api/${req.path.length > 300 ? `${req.path.slice(0, 300)}…(${req.path.length} chars)` : req.path} headers=${JSON.stringify(req.headers).slice(0, 300)}${body}`;
}

/** md5 of each table's rows (sorted), {@link BOOKKEEPING_TABLES} excluded. */
export async function tableDigest(db: Db): Promise<Map<string, string>> {
  const tables = (await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  )).rows.map((r) => r.t).filter((t) => !BOOKKEEPING_TABLES.has(t));
  const union = tables.map((t, i) => `SELECT ${i} AS i, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS d FROM "${t}" x`).join(' UNION ALL ');
  const rows = (await db.query<{ i: number; d: string }>(union)).rows;
  return new Map(rows.map((r) => [tables[r.i]!, r.d]));
}

/**
 * Runs the properties against `server` (a sandbox with the demo data): `runs` generated requests per endpoint in each
 * of the two phases, fast-check `seed`. Never throws on a finding: the report lists them.
 */
export async function runServerFuzz(server: TestServer, opts: { runs: number; seed: number; onEndpoint?: (name: string) => void }): Promise<FuzzReport> {
  const { token, ids } = await ownIds(server);
  const report: FuzzReport = { tried: 0, statuses: {}, failures: [], tablesChanged: [] };
  const record = (status: number | null) => {
    const key = status === null ? 'no answer' : `${String(status)[0]}xx`;
    report.statuses[key] = (report.statuses[key] ?? 0) + 1;
    report.tried++;
  };
  const check = async (name: string, arb: fc.Arbitrary<FuzzRequest>, mustRefuse: boolean) => {
    const result = await fc.check(
      fc.asyncProperty(arb, async (req) => {
        const { status, ms, text } = await send(server, req);
        record(status);
        if (status === null) throw new Error(`no answer within ${MAX_ANSWER_MS} ms (${text})`);
        if (status >= 500) throw new Error(`answered ${status} ${text.slice(0, 200)}`);
        if (ms > MAX_ANSWER_MS) throw new Error(`answered ${status} after ${Math.round(ms)} ms`);
        if (mustRefuse && (status < 400 || status >= 500)) throw new Error(`accepted a malformed request: ${status} ${text.slice(0, 200)}`);
      }),
      { numRuns: opts.runs, seed: opts.seed, endOnFailure: true },
    );
    if (result.failed) {
      const example = result.counterexample?.[0];
      report.failures.push(`${name}: ${example ? describeRequest(example) : '(no example)'} → ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`);
    }
  };

  const before = await tableDigest(server.sandbox.db);
  for (const endpoint of ENDPOINTS) {
    opts.onEndpoint?.(endpoint.name);
    const refused = refusedRequests(endpoint, token, ids);
    if (refused) await check(`${endpoint.name} (${endpoint.method} ${endpoint.route}) refused`, refused, true);
  }
  const after = await tableDigest(server.sandbox.db);
  report.tablesChanged = [...after].filter(([t, d]) => before.get(t) !== d).map(([t]) => t);

  for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
    await check(`${endpoint.name} (GET ${endpoint.route}) read`, reads(endpoint, token, ids), false);
  }
  const health = await send(server, { method: 'GET', path: 'health', headers: {} });
  if (health.status !== 200) report.failures.push(`/api/health answered ${health.status} after the fuzz`);
  return report;
}
