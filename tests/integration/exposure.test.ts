import { randomUUID } from 'node:crypto';
import { EXPOSED_SIGN_IN_DETAIL, PUBLIC_SANDBOX_ROUTES, sandboxRoutesOf, type SandboxRoute } from '../../src/sandbox/exposure/gate';
import { OPS_COOKIE } from '../../src/sandbox/backoffice/auth';
import { login, staffLogin, startTestServer, type TestServer } from './support/server';

/**
 * Issue 13 §1 "The outbox is open": a sandbox reachable from other machines keeps every /sandbox page and JSON route
 * behind the staff sign-in; a loopback-only one stays open. The exposed sandbox listens on 0.0.0.0, but every request
 * here goes to 127.0.0.1 (the sandbox's url).
 */
/** An exposed sandbox refuses to start without its own staff password (the demo one is public). */
const STAFF_PASSWORD = 'Staging-staff-pass-1';
let exposed: TestServer;
let ops = '';
let customer = '';
let cookie = '';
beforeAll(async () => {
  exposed = await startTestServer({ seed: true, host: '0.0.0.0', config: { staffPassword: STAFF_PASSWORD } });
  [ops, customer] = await Promise.all([staffLogin(exposed, 'ops@example.com', STAFF_PASSWORD), login(exposed, 'demo.inprogress@example.com', 'Demo-pass-1')]);
  cookie = await pageSignIn(exposed, '/sandbox/back-office');
});
afterAll(() => exposed.close());

/** A request to the sandbox (never following redirects), with optional ops JWT, cookie and Accept. */
async function send(server: TestServer, method: string, path: string, o: { token?: string; cookie?: string; accept?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { accept: o.accept ?? 'application/json' };
  if (o.token) headers.authorization = `JWT ${o.token}`;
  if (o.cookie) headers.cookie = o.cookie;
  if (o.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(`${server.url}${path}`, { method, headers, redirect: 'manual', ...(o.form && { body: new URLSearchParams(o.form).toString() }) });
  const text = method === 'HEAD' ? '' : await res.text();
  return { status: res.status, text, headers: res.headers };
}

/** Signs in on the back office's form with `next`; answers the cookie header value and checks the redirect. */
async function pageSignIn(server: TestServer, next: string): Promise<string> {
  const res = await send(server, 'POST', '/sandbox/back-office/sign-in', { form: { email: 'ops@example.com', password: STAFF_PASSWORD, next } });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(next);
  const set = res.headers.get('set-cookie') ?? '';
  expect(set).toContain(`${OPS_COOKIE}=`);
  return set.split(';')[0] ?? '';
}

const isPublic = (method: string, url: string) =>
  PUBLIC_SANDBOX_ROUTES.some((r) => (r.endsWith('/') ? url.startsWith(r) : r === `${method} ${url}`));

/** Every (method, concrete path) of the registered /sandbox routes, path parameters filled with a made-up id. */
function everyGatedRequest(routes: readonly SandboxRoute[]): [string, string][] {
  return routes.flatMap((r) => r.methods.filter((m) => !isPublic(m, r.url))
    .map((m): [string, string] => [m, r.url.replace(/:action\b/g, 'advance').replace(/:[A-Za-z_]+/g, randomUUID())]));
}

describe('an exposed sandbox (listening on 0.0.0.0)', () => {
  it('registers the sandbox pages the gate must cover (the list below comes from the routes themselves)', () => {
    const urls = sandboxRoutesOf(exposed.sandbox.app).map((r) => r.url);
    for (const known of ['/sandbox/outbox', '/sandbox/outbox.json', '/sandbox/applications', '/sandbox/analytics', '/sandbox/analytics/events.json',
      '/sandbox/bot-check', '/sandbox/back-office/applications/:uuid', '/sandbox/documents/:uuid/file', '/sandbox/turnstile/v0/api.js']) {
      expect(urls).toContain(known);
    }
    expect(everyGatedRequest(sandboxRoutesOf(exposed.sandbox.app)).length).toBeGreaterThan(30);
  });

  it('refuses every /sandbox route without the staff sign-in: 401 with a reason, nothing of the page', async () => {
    for (const [method, path] of everyGatedRequest(sandboxRoutesOf(exposed.sandbox.app))) {
      const res = await send(exposed, method, path);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
      if (method !== 'HEAD') expect(JSON.parse(res.text)).toEqual({ detail: EXPOSED_SIGN_IN_DETAIL });
    }
  });

  it("refuses a customer's token (403) and a forged or lapsed one (401)", async () => {
    const res = await send(exposed, 'GET', '/sandbox/outbox.json', { token: customer });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('@example.com');
    expect((await send(exposed, 'GET', '/sandbox/outbox.json', { token: `${ops}x` })).status).toBe(401);
    expect((await send(exposed, 'GET', '/sandbox/outbox.json', { cookie: `${OPS_COOKIE}=${customer}` })).status).toBe(401);
  });

  it('serves every /sandbox route to staff (their JWT and the page cookie): none is refused by the gate', async () => {
    for (const [method, path] of everyGatedRequest(sandboxRoutesOf(exposed.sandbox.app))) {
      const res = await send(exposed, method, path, { token: ops, cookie });
      expect({ method, path, refused: res.status === 401 || res.status === 403 }).toEqual({ method, path, refused: false });
    }
  });

  it('serves the outbox JSON to staff by JWT or by the cookie', async () => {
    await exposed.api('POST', 'v1/customer/magic-link/', { body: { email: 'demo.inprogress@example.com' } });
    for (const auth of [{ token: ops }, { cookie }]) {
      const res = await send(exposed, 'GET', '/sandbox/outbox.json?email=demo.inprogress@example.com', auth);
      expect(res.status).toBe(200);
      expect((JSON.parse(res.text) as { messages: { subject: string }[] }).messages[0]?.subject).toBe('Your sign-in link');
    }
  });

  it('shows a signed-out browser the staff sign-in form instead of the outbox, and comes back to the outbox after it', async () => {
    const page = await send(exposed, 'GET', '/sandbox/outbox', { accept: 'text/html' });
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<h1>Outbox sign-in</h1>');
    expect(page.text).toMatch(/role="alert"><p>This sandbox is reachable from other machines/);
    expect(page.text).toContain('name="next" value="/sandbox/outbox"');
    expect(page.text).not.toContain('Your sign-in link');
    const back = await pageSignIn(exposed, '/sandbox/outbox');
    const outbox = await send(exposed, 'GET', '/sandbox/outbox', { accept: 'text/html', cookie: back });
    expect(outbox.status).toBe(200);
    expect(outbox.text).toContain('Your sign-in link');
  });

  it('keeps what a signed-out customer needs public: the stand-in Turnstile widget, and the staff sign-in itself', async () => {
    expect((await send(exposed, 'GET', '/sandbox/turnstile/v0/api.js')).status).toBe(200);
    const challenge = await fetch(`${exposed.url}/sandbox/turnstile/v0/challenge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(challenge.status).toBe(200);
    const signIn = await send(exposed, 'GET', '/sandbox/back-office', { accept: 'text/html' });
    expect(signIn.status).toBe(200);
    expect(signIn.text).toContain('Back office sign-in');
    expect(signIn.text).not.toContain('Applications table');
  });

  it('cannot be walked around with an encoded path, a trailing slash or an unknown page', async () => {
    for (const path of ['/%73andbox/outbox.json', '/sandbox/outbox%2Ejson', '/sandbox/outbox.json/', '/sandbox/nothing-here', '/sandbox']) {
      const res = await send(exposed, 'GET', path);
      expect({ path, leaked: res.status === 200 || res.text.includes('messages') }).toEqual({ path, leaked: false });
    }
  });
});

describe('the staff password of an exposed sandbox', () => {
  it('is required: the public demo staff passwords would open the outbox to anyone', async () => {
    await expect(startTestServer({ seed: false, host: '0.0.0.0' })).rejects.toThrow(/set SANDBOX_STAFF_PASSWORD/);
    await expect(startTestServer({ seed: false, config: { exposed: true } })).rejects.toThrow(/set SANDBOX_STAFF_PASSWORD/);
  });

  it('replaces the demo one: Ops-pass-1 no longer signs in, the configured password does', async () => {
    const bad = await exposed.api('POST', 'v1/ops/token-auth/', { body: { email: 'analyst@example.com', password: 'Analyst-pass-1' } });
    expect(bad.status).toBe(400);
    expect(typeof (await staffLogin(exposed, 'analyst@example.com', STAFF_PASSWORD))).toBe('string');
  });
});

describe('a loopback-only sandbox', () => {
  it('serves the outbox page and JSON without credentials (one developer on their machine)', async () => {
    const local = await startTestServer({ seed: false });
    try {
      await local.api('POST', 'v1/customer/email-verification/', { body: { email: 'dev@example.com' } });
      const json = await send(local, 'GET', '/sandbox/outbox.json?email=dev@example.com');
      expect(json.status).toBe(200);
      expect((JSON.parse(json.text) as { messages: unknown[] }).messages).toHaveLength(1);
      expect((await send(local, 'GET', '/sandbox/outbox', { accept: 'text/html' })).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('is gated too when told it is exposed (SANDBOX_EXPOSED=1: behind a reverse proxy)', async () => {
    const proxied = await startTestServer({ seed: false, config: { exposed: true, staffPassword: STAFF_PASSWORD } });
    try {
      expect((await send(proxied, 'GET', '/sandbox/outbox.json')).status).toBe(401);
      expect((await send(proxied, 'GET', '/sandbox/turnstile/v0/api.js')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is gated when it trusts X-Forwarded-For (SANDBOX_TRUST_PROXY=1: a load balancer forwards others’ requests)', async () => {
    const balanced = await startTestServer({ seed: false, config: { trustProxy: true, staffPassword: STAFF_PASSWORD } });
    try {
      expect((await send(balanced, 'GET', '/sandbox/outbox.json')).status).toBe(401);
    } finally {
      await balanced.close();
    }
  });
});

/** The public demo staff logins, which a stranger must never read on an exposed sandbox's sign-in forms. */
const DEMO_LOGINS = ['ops@example.com', 'Ops-pass-1', 'analyst@example.com', 'Analyst-pass-1'];
const SIGN_IN_PAGES = ['/sandbox/back-office', '/sandbox/analytics', '/sandbox/outbox'];

describe('the staff sign-in form names the demo staff logins only on a loopback-only sandbox', () => {
  it.each([
    ['on a non-loopback HOST', '0.0.0.0', {}],
    ['with SANDBOX_EXPOSED=1', '127.0.0.1', { exposed: true }],
    ['with SANDBOX_TRUST_PROXY=1', '127.0.0.1', { trustProxy: true }],
  ] as const)('names none %s, on every sign-in page and after a failed sign-in', async (_how, host, config) => {
    const server = await startTestServer({ seed: false, host, config: { ...config, staffPassword: STAFF_PASSWORD } });
    try {
      for (const path of SIGN_IN_PAGES) {
        const page = await send(server, 'GET', path, { accept: 'text/html' });
        expect(page.text).toMatch(/sign-in<\/h1>/);
        for (const secret of DEMO_LOGINS) expect({ path, leaked: page.text.includes(secret) }).toEqual({ path, leaked: false });
      }
      const failed = await send(server, 'POST', '/sandbox/back-office/sign-in', { accept: 'text/html', form: { email: 'someone@example.net', password: 'wrong-password', next: '/sandbox/back-office' } });
      expect(failed.status).toBe(400);
      for (const secret of DEMO_LOGINS) expect(failed.text).not.toContain(secret);
    } finally {
      await server.close();
    }
  });

  it('names them on a loopback-only sandbox (one developer on their machine)', async () => {
    const local = await startTestServer({ seed: false });
    try {
      const page = await send(local, 'GET', '/sandbox/back-office', { accept: 'text/html' });
      for (const login of DEMO_LOGINS) expect(page.text).toContain(login);
    } finally {
      await local.close();
    }
  });
});
