import * as t from 'io-ts';
import { Application, opsTokenAuth } from '../../src/contract';
import { expectCodec, login, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Staff sign-in (issue #5 §1, §6 "ops sign-in details: not shown" — designed): staff accounts sign in at
 * `v1/ops/token-auth/` and get an ops JWT; customers cannot use it and staff cannot use the customer sign-in; both
 * share one throttle per account and client (issue 13 §1); the back office's cookie sign-in uses the same check.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const BAD = 'Unable to log in with provided credentials.';
const staff = (email: string, password: string) => server.api('POST', 'v1/ops/token-auth/', { body: { email, password } });
const customer = (email: string, password: string) => server.api('POST', 'v1/token-auth/', { body: { email, password } });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { role: string; username: string };

describe('staff sign-in', () => {
  it.each([['ops@example.com', 'Ops-pass-1'], ['analyst@example.com', 'Analyst-pass-1'], ['ANALYST@example.com', 'Analyst-pass-1']])(
    '%s signs in with role ops and reads every application',
    async (email, password) => {
      const res = await staff(email, password);
      expect(res.status).toBe(200);
      const { token } = expectCodec(opsTokenAuth.response, res.body);
      expect(claimsOf(token)).toMatchObject({ role: 'ops' });
      expect(claimsOf(token).username).not.toContain('@'); // issue 13 §1: no email in the JWT
      const apps = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
      expect(apps.length).toBeGreaterThan(10);
    },
  );

  it('answers a customer\'s right password exactly like a wrong one or an unknown email (staff accounts cannot be probed)', async () => {
    const answers = await Promise.all([
      staff('demo.inprogress@example.com', 'Demo-pass-1'), staff('ops@example.com', 'wrong-password'), staff('nobody@example.com', 'Ops-pass-1'),
    ]);
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 400, body: { detail: BAD } });
  });

  it('decodes its body like every endpoint: missing and undeclared fields are 400 per field', async () => {
    const missing = await server.api('POST', 'v1/ops/token-auth/', { body: { email: 'ops@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: ['This field is required'] });
    const extra = await server.api('POST', 'v1/ops/token-auth/', { body: { email: 'ops@example.com', password: 'Ops-pass-1', role: 'ops' } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ role: ['Unexpected field'] });
  });
});

describe('the customer sign-in refuses staff accounts', () => {
  it('tells staff with the right password to use the staff sign-in', async () => {
    const res = await customer('ops@example.com', 'Ops-pass-1');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/staff account.*staff sign-in/i);
  });

  it('does not reveal a staff account to a wrong password, and still signs customers in', async () => {
    expect((await customer('analyst@example.com', 'nope-nope-1')).body).toEqual({ detail: BAD });
    const token = await login(server, DEMO.closed);
    expect(claimsOf(token).role).toBe('customer');
  });

  it('sends staff no magic link, answering as for an unknown email', async () => {
    const res = await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'analyst@example.com' } });
    const unknown = await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'no.one@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(unknown.body);
    expect(await server.outbox('analyst@example.com')).toEqual([]);
  });
});

describe('throttle, not lock-out (issue 13 §1; tests/integration/throttle.test.ts has the rest)', () => {
  it('counts failures at both sign-ins (a customer at the staff one too) for one account, then delays that client a little', async () => {
    const email = 'demo.approved@example.com';
    for (let i = 0; i < 2; i++) expect((await staff(email, `wrong-${i}`)).status).toBe(400);
    // A customer's right password at the staff sign-in is refused like a wrong one, and counts like one.
    expect((await staff(email, 'Demo-pass-1')).status).toBe(400);
    expect((await customer(email, 'wrong-3')).status).toBe(400);
    const limited = await customer(email, 'Demo-pass-1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: 'Too many attempts. Try again in 1 second.', code: 'throttled', retry_after_s: 1 });
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await staff(email, 'Demo-pass-1')).status).toBe(429);
    server.advance(1000);
    expect((await customer(email, 'Demo-pass-1')).status).toBe(200);
  });
});

describe('the back-office cookie sign-in (same check)', () => {
  const signIn = (form: Record<string, string>) => fetch(`${server.url}/sandbox/back-office/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(),
  });

  it('signs the second staff account in and leads to the page it came from (only staff pages: no open redirect)', async () => {
    const toAnalytics = await signIn({ email: 'analyst@example.com', password: 'Analyst-pass-1', next: '/sandbox/analytics' });
    expect(toAnalytics.status).toBe(303);
    expect(toAnalytics.headers.get('location')).toBe('/sandbox/analytics');
    expect(toAnalytics.headers.get('set-cookie')).toMatch(/^sandbox_ops=.+HttpOnly; SameSite=Strict/);
    const elsewhere = await signIn({ email: 'analyst@example.com', password: 'Analyst-pass-1', next: 'https://evil.example.com/' });
    expect(elsewhere.headers.get('location')).toBe('/sandbox/back-office');
  });

  it('still refuses a wrong password (400) and a customer (403)', async () => {
    expect((await signIn({ email: 'ops@example.com', password: 'nope' })).status).toBe(400);
    expect((await signIn({ email: 'demo.closed@example.com', password: 'Demo-pass-1' })).status).toBe(403);
  });
});
