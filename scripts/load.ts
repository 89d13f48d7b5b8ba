/**
 * `npm run load` (issue 13 §3): two sandbox processes on one PostgreSQL database, 50 polling clients and concurrent
 * writers, for a fixed time; prints requests/s, p50/p95/p99 latency (ms) and errors (non-2xx/304 answers and
 * exceptions), overall and per kind of request, and writes them to `.load/results.json`.
 *
 * Bounded and loopback only: it starts its own sandboxes on 127.0.0.1 and talks to nothing else. The database is
 * DATABASE_URL when set (the demo data is seeded into it and test customers are added), else a throwaway PostgreSQL
 * started by scripts/ci-postgres.sh and deleted afterwards.
 * Environment: LOAD_SECONDS (30, at most 600), LOAD_CLIENTS (50 pollers: 40 customers polling their application home,
 * 10 staff polling applications like the ops view, each a conditional GET with If-None-Match every LOAD_POLL_MS,
 * 250), LOAD_WRITERS (10 customers saving a section draft every LOAD_WRITE_MS, 200).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SECTION_NAME } from '../src/contract/sectionEnums';
import { startSandboxProcess, type SandboxProcess } from './load/sandboxes';
import { summarise, type Sample } from './load/stats';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const env = process.env;
const whole = (name: string, fallback: number, max: number): number => {
  const n = Number(env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    process.stderr.write(`${name} must be a whole number from 1 to ${max}, got ${env[name]}\n`);
    process.exit(2);
  }
  return n;
};
const SECONDS = whole('LOAD_SECONDS', 30, 600);
const CLIENTS = whole('LOAD_CLIENTS', 50, 500);
const WRITERS = whole('LOAD_WRITERS', 10, 100);
const POLL_MS = whole('LOAD_POLL_MS', 250, 60_000);
const WRITE_MS = whole('LOAD_WRITE_MS', 200, 60_000);
const STAFF = Math.max(1, Math.round(CLIENTS / 5));

const databaseUrl = env.DATABASE_URL || undefined;
if (!databaseUrl) {
  // No database given: run again inside a throwaway PostgreSQL (which sets DATABASE_URL).
  const run = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'ci-postgres.sh'), process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit', env: { ...env, SANDBOX_TEST_DATABASE_URL: '' },
  });
  process.exit(run.status ?? 1);
}

interface Customer { token: string; application: string }

/** One timed request; never throws (an exception is a sample with status 0). */
async function timed(samples: Sample[] | null, kind: string, url: string, init: RequestInit): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    samples?.push({ kind, ms: performance.now() - started, status: res.status });
    return res;
  } catch {
    samples?.push({ kind, ms: performance.now() - started, status: 0 });
    return undefined;
  }
}

const json = (token?: string): Record<string, string> => ({
  'content-type': 'application/json', ...(token && { authorization: `JWT ${token}` }),
});

/** Signs a fresh customer up through the email-code funnel (setup: not measured). */
async function signUpCustomer(base: string, i: number): Promise<Customer> {
  const email = `load.${Date.now()}.${i}@example.com`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: json(), body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`setup ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('v1/customer/email-verification/', { email });
  const outbox = (await (await fetch(`${base}/sandbox/outbox.json?email=${encodeURIComponent(email)}`)).json()) as { messages: { code: string | null }[] };
  const code = outbox.messages[0]?.code ?? '';
  await post('v1/customer/email-verification/confirm/', { email, code });
  const signed = await post('v1/customer/signup/', {
    first_name: 'Load', last_name: `Client${i}`, email, phone: '(415) 456-7890', estimated_fico: 701, estimated_value: 900_000,
    estimated_debt: 200_000, property_type: 'single-family-detached', property_usage: 'principal-residence',
    address: { street: '1 Dr Carlton B Goodlett Pl', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: 'San Francisco County' },
    verification_code: code, ownership: 'only_me', timezone: 'America/Los_Angeles',
  });
  return { token: String(signed.token), application: String(signed.application_uuid) };
}

async function staffToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/ops/token-auth/`, { method: 'POST', headers: json(), body: JSON.stringify({ email: 'ops@example.com', password: 'Ops-pass-1' }) });
  if (!res.ok) throw new Error(`setup staff sign-in: ${res.status}`);
  return String(((await res.json()) as { token: string }).token);
}

/** Polls one application with If-None-Match until `until` (ms since epoch). */
async function poller(samples: Sample[], kind: string, base: string, token: string, application: string, until: number): Promise<void> {
  let etag: string | null = null;
  while (Date.now() < until) {
    const res = await timed(samples, kind, `${base}/api/v1/customer/application/${application}/`, {
      headers: { authorization: `JWT ${token}`, ...(etag && { 'if-none-match': etag }) },
    });
    etag = res?.headers.get('etag') ?? etag;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Saves ever newer drafts of one section until `until`. */
async function writer(samples: Sample[], base: string, customer: Customer, section: string, until: number): Promise<void> {
  for (let revision = 1; Date.now() < until; revision += 1) {
    await timed(samples, 'section save (PUT)', `${base}/api/v1/customer/application/${customer.application}/sections/${section}/`, {
      method: 'PUT', headers: json(customer.token), body: JSON.stringify({ section, revision, values: {} }),
    });
    await new Promise((r) => setTimeout(r, WRITE_MS));
  }
}

const sandboxes: SandboxProcess[] = [];
try {
  process.stderr.write('load: starting two sandboxes on one PostgreSQL database…\n');
  sandboxes.push(...(await Promise.all([startSandboxProcess(databaseUrl, true), startSandboxProcess(databaseUrl, true)])));
  const at = (i: number) => (sandboxes[i % 2] as SandboxProcess).url;
  const people = CLIENTS - STAFF + WRITERS;
  process.stderr.write(`load: signing up ${people} customers…\n`);
  const customers: Customer[] = [];
  for (let i = 0; i < people; i += 1) customers.push(await signUpCustomer(at(i), i));
  const staff = await staffToken(at(0));

  process.stderr.write(`load: ${CLIENTS} pollers and ${WRITERS} writers for ${SECONDS} s…\n`);
  const samples: Sample[] = [];
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const sections = SECTION_NAME.values;
  await Promise.all([
    ...customers.slice(0, CLIENTS - STAFF).map((c, i) => poller(samples, 'application home (conditional GET)', at(i), c.token, c.application, until)),
    ...Array.from({ length: STAFF }, (_, i) => {
      const c = customers[i % customers.length] as Customer;
      return poller(samples, 'ops view of an application (conditional GET)', at(i + 1), staff, c.application, until);
    }),
    ...customers.slice(CLIENTS - STAFF).map((c, i) => writer(samples, at(i), c, sections[i % sections.length] as string, until)),
  ]);
  const seconds = (Date.now() - started) / 1000;

  const kinds = [...new Set(samples.map((s) => s.kind))];
  const result = {
    when: new Date().toISOString(),
    settings: { seconds: SECONDS, clients: CLIENTS, staffPollers: STAFF, writers: WRITERS, pollMs: POLL_MS, writeMs: WRITE_MS, sandboxes: 2 },
    overall: summarise(samples, seconds),
    byKind: Object.fromEntries(kinds.map((k) => [k, summarise(samples.filter((s) => s.kind === k), seconds)])),
  };
  await mkdir(join(REPO_ROOT, '.load'), { recursive: true });
  await writeFile(join(REPO_ROOT, '.load', 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  const line = (name: string, s: typeof result.overall) =>
    `${name.padEnd(48)} ${String(s.requests).padStart(7)} ${String(s.perSecond).padStart(8)} ${String(s.p50).padStart(7)} ${String(s.p95).padStart(7)} ${String(s.p99).padStart(7)} ${String(s.errors).padStart(6)}`;
  process.stdout.write(`${'kind'.padEnd(48)} ${'requests'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}\n`);
  for (const k of kinds) process.stdout.write(`${line(k, result.byKind[k] as typeof result.overall)}\n`);
  process.stdout.write(`${line('all', result.overall)}\nstatuses: ${JSON.stringify(result.overall.statuses)}\n(.load/results.json)\n`);
} finally {
  await Promise.all(sandboxes.map((s) => s.stop()));
}
