import { BotCheckRejection, BOT_CHECK_FAILED_DETAIL } from '../../src/contract/botCheck';
import { SITEVERIFY_URL } from '../../src/sandbox/botCheck/siteverify';
import { createFakeFetch, jsonResponse } from '../support/fakeFetch';
import { expectCodec, startTestServer, type TestServer } from './support/server';

const CUSTOMER = { email: 'demo.married@example.com', password: 'Demo-pass-1' };
const OPS = { email: 'ops@example.com', password: 'Ops-pass-1' };

/** A JSON call to the sandbox with optional headers; never throws on HTTP errors. */
async function call(server: TestServer, method: string, path: string, o: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(o.body !== undefined && { 'content-type': 'application/json' }), ...o.headers },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/** A token from the stand-in widget's challenge (pass mode). */
async function widgetToken(server: TestServer): Promise<string> {
  const answer = await call(server, 'POST', '/sandbox/turnstile/v0/challenge', { body: { sitekey: 'sandbox-site-key' } });
  expect(answer.body).toMatchObject({ outcome: 'pass', expires_in_s: 300 });
  return answer.body.token as string;
}

const signIn = (server: TestServer, token?: string) =>
  call(server, 'POST', '/api/v1/token-auth/', { body: CUSTOMER, headers: token === undefined ? {} : { 'Turnstile-Token': token } });

/** The 403 of a refused bot check, with its reason. */
function expectRefused(answer: { status: number; body: unknown }, reason: string) {
  expect(answer.status).toBe(403);
  expect(expectCodec(BotCheckRejection, answer.body)).toEqual({ detail: BOT_CHECK_FAILED_DETAIL, code: 'bot_check_failed', reason });
}

/** An ops JWT from the staff sign-in, which is behind the bot check too (issue 13 §1): a widget token with it. */
async function opsToken(server: TestServer): Promise<string> {
  const answer = await call(server, 'POST', '/api/v1/ops/token-auth/', { body: OPS, headers: { 'Turnstile-Token': await widgetToken(server) } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe('bot check: the stand-in widget and siteverify-like verification (pass mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { botCheckMode: 'pass' } });
  });
  afterAll(() => server.close());

  it('serves the stand-in script with the Turnstile API', async () => {
    const res = await fetch(`${server.url}/sandbox/turnstile/v0/api.js?render=explicit`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await res.text();
    for (const name of ['render:', 'reset:', 'remove:', 'getResponse:', "'error-callback'", "'expired-callback'", "'timeout-callback'"]) {
      expect(script).toContain(name);
    }
  });

  it('lets a sign-in with a fresh token through, and refuses the same token the second time (single use)', async () => {
    const token = await widgetToken(server);
    const first = await signIn(server, token);
    expect(first.status).toBe(200);
    expect(typeof first.body.token).toBe('string');
    expectRefused(await signIn(server, token), 'spent');
  });

  it('refuses a call without a token, or with one it never issued', async () => {
    expectRefused(await signIn(server), 'missing');
    expectRefused(await signIn(server, 'made-up-token'), 'invalid');
  });

  it('refuses a token older than 300 s', async () => {
    const token = await widgetToken(server);
    server.advance(301_000);
    expectRefused(await signIn(server, token), 'expired');
  });

  it('protects sign-up and the magic-link request too, before reading the body; a refused or failed call spends the token', async () => {
    expectRefused(await call(server, 'POST', '/api/v1/customer/signup/', { body: {} }), 'missing');
    expectRefused(await call(server, 'POST', '/api/v1/customer/magic-link/', { body: { email: CUSTOMER.email } }), 'missing');
    const token = await widgetToken(server);
    // The token is checked first: the (empty) sign-up then fails its validation, and the token is used up.
    const invalidSignup = await call(server, 'POST', '/api/v1/customer/signup/', { body: {}, headers: { 'Turnstile-Token': token } });
    expect(invalidSignup.status).toBe(400);
    expectRefused(await call(server, 'POST', '/api/v1/customer/magic-link/', { body: { email: CUSTOMER.email }, headers: { 'Turnstile-Token': token } }), 'spent');
    const fresh = await widgetToken(server);
    const link = await call(server, 'POST', '/api/v1/customer/magic-link/', { body: { email: CUSTOMER.email }, headers: { 'Turnstile-Token': fresh } });
    expect(link.status).toBe(200);
  });

  it('does not ask for a token on other calls (the emailed link, token refresh)', async () => {
    const login = await call(server, 'POST', '/api/v1/customer/magic-link/login/', { body: { key: 'no-such-key' } });
    expect(login.status).toBe(400);
    const refresh = await call(server, 'POST', '/api/v1/token-refresh/', { body: { token: 'not-a-jwt' } });
    expect(refresh.status).toBe(401);
  });

  it('protects the staff sign-in too (issue 13 §1): no token is refused, a fresh one lets the right password in', async () => {
    expectRefused(await call(server, 'POST', '/api/v1/ops/token-auth/', { body: OPS }), 'missing');
    expectRefused(await call(server, 'POST', '/api/v1/ops/token-auth/', { body: OPS, headers: { 'Turnstile-Token': 'made-up' } }), 'invalid');
    const token = await widgetToken(server);
    expect((await call(server, 'POST', '/api/v1/ops/token-auth/', { body: OPS, headers: { 'Turnstile-Token': token } })).status).toBe(200);
    expectRefused(await call(server, 'POST', '/api/v1/ops/token-auth/', { body: OPS, headers: { 'Turnstile-Token': token } }), 'spent');
  });
});

describe('bot check modes, switched by ops at run time', () => {
  let server: TestServer;
  let ops = '';
  beforeAll(async () => {
    server = await startTestServer({ config: { botCheckMode: 'pass' } });
    ops = await opsToken(server);
  });
  afterAll(() => server.close());
  const setMode = (mode: string, token = ops) =>
    call(server, 'POST', '/sandbox/bot-check', { body: { mode }, headers: { authorization: `JWT ${token}` } });

  it('only ops may read or switch the mode; an unknown mode is refused', async () => {
    expect((await call(server, 'GET', '/sandbox/bot-check')).status).toBe(401);
    const customer = await signIn(server, await widgetToken(server));
    expect((await setMode('off', customer.body.token as string)).status).toBe(403);
    expect((await setMode('sometimes')).status).toBe(400);
    const status = await call(server, 'GET', '/sandbox/bot-check', { headers: { authorization: `JWT ${ops}` } });
    expect(status.body).toEqual({ mode: 'pass', verifier: 'sandbox', token_ttl_s: 300 });
  });

  it('fail: the widget gets an error code; timeout: it never gets an answer', async () => {
    expect((await setMode('fail')).body).toMatchObject({ mode: 'fail' });
    const failed = await call(server, 'POST', '/sandbox/turnstile/v0/challenge', { body: {} });
    expect(failed.body).toEqual({ outcome: 'fail', error_code: '600010' });
    await setMode('timeout');
    expect((await call(server, 'POST', '/sandbox/turnstile/v0/challenge', { body: {} })).body).toEqual({ outcome: 'timeout' });
  });

  it('interactive: the ticked checkbox gets a working token, once', async () => {
    await setMode('interactive');
    const challenge = await call(server, 'POST', '/sandbox/turnstile/v0/challenge', { body: {} });
    expect(challenge.body).toMatchObject({ outcome: 'interactive' });
    const solved = await call(server, 'POST', '/sandbox/turnstile/v0/solve', { body: { challenge_id: challenge.body.challenge_id } });
    expect(solved.body).toMatchObject({ outcome: 'pass' });
    expect((await signIn(server, solved.body.token as string)).status).toBe(200);
    const again = await call(server, 'POST', '/sandbox/turnstile/v0/solve', { body: { challenge_id: challenge.body.challenge_id } });
    expect(again.body).toMatchObject({ outcome: 'fail' });
  });

  it('off: nothing is checked', async () => {
    await setMode('off');
    expect((await signIn(server)).status).toBe(200);
    const status = await call(server, 'GET', '/sandbox/bot-check', { headers: { authorization: `JWT ${ops}` } });
    expect(status.body).toMatchObject({ mode: 'off', verifier: 'none' });
  });

  it('the back-office page shows the mode and its form switches it', async () => {
    const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() });
    const signedIn = await fetch(`${server.url}/sandbox/back-office/sign-in`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(OPS).body,
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sandbox_ops=/);
    const switched = await fetch(`${server.url}/sandbox/back-office/bot-check`, {
      method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: form({ mode: 'fail' }).body,
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/sandbox/back-office?done=bot-check');
    const page = await (await fetch(`${server.url}/sandbox/back-office?done=bot-check`, { headers: { cookie } })).text();
    expect(page).toContain('Bot-check mode set to fail.');
    expect(page).toContain('<option value="fail" selected>');
    expect((await call(server, 'POST', '/sandbox/turnstile/v0/challenge', { body: {} })).body).toMatchObject({ outcome: 'fail' });
  });
});

describe('bot check off by default (tests and API clients sign in without a widget)', () => {
  it('accepts a sign-in without a token', async () => {
    const server = await startTestServer();
    try {
      expect((await signIn(server)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('bot check with real keys: Cloudflare’s siteverify (fetch injected)', () => {
  it('sends the secret and the token to siteverify and follows its answer', async () => {
    let answer = { success: true, 'error-codes': [] as string[] };
    const cloudflare = createFakeFetch(() => jsonResponse(answer));
    const server = await startTestServer({ config: { botCheckMode: 'pass', turnstileSecretKey: 'cf-secret', siteverifyFetch: cloudflare.fetch } });
    try {
      const ok = await signIn(server, 'cf-token-1');
      expect(ok.status).toBe(200);
      expect(cloudflare.calls).toHaveLength(1);
      expect(cloudflare.calls[0]?.url).toBe(SITEVERIFY_URL);
      expect(JSON.parse(String(cloudflare.calls[0]?.init.body))).toMatchObject({ secret: 'cf-secret', response: 'cf-token-1' });
      answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
      expectRefused(await signIn(server, 'cf-token-1'), 'spent');
      // No token: refused without asking Cloudflare.
      expectRefused(await signIn(server), 'missing');
      expect(cloudflare.calls).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
