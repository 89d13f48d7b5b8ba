import {
  changeLoginMethod, checkTemporalToken, createChangePasswordToken, magicLinkLogin, Profile, requestMagicLink, tokenAuth,
  tokenRefresh,
} from '../../src/contract';
import { expectCodec, login, magicLogin, signUp, startTestServer, type TestServer } from './support/server';

const TEN_MINUTES_MS = 10 * 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const keyOf = (link: string | null | undefined): string => link?.split('/').pop() ?? '';

describe('verification codes', () => {
  it('are single use: a confirmed code cannot be confirmed again', async () => {
    const email = 'single@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await server.outbox(email))[0]?.code;
    expect((await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } })).status).toBe(200);
    const again = await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } });
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toHaveLength(1);
    expect((await server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code } })).body).toEqual({ valid: false });
  });

  it('expire after 10 minutes (injected clock)', async () => {
    const email = 'expiry@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await server.outbox(email))[0]?.code ?? '';
    server.advance(TEN_MINUTES_MS - 1000);
    expect((await server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code } })).body).toEqual({ valid: true });
    server.advance(2000);
    expect((await server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code } })).body).toEqual({ valid: false });
    expect((await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } })).status).toBe(400);
    expect((await server.api('GET', `v1/customer/email-verification/verification-code-data/${code}/`)).status).toBe(404);
  });

  it('are not valid for another email', async () => {
    await server.api('POST', 'v1/customer/email-verification/', { body: { email: 'a.owner@example.com' } });
    const code = (await server.outbox('a.owner@example.com'))[0]?.code;
    expect((await server.api('POST', 'v1/customer/email-verification/check/', { body: { email: 'b.other@example.com', code } })).body).toEqual({ valid: false });
  });

  it('are rate limited: 5 per email per 10 minutes, then 429 with Retry-After; other emails unaffected', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) expect((await server.api('POST', 'v1/customer/email-verification/', { body: { email } })).status).toBe(200);
    const limited = await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/Too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.outbox(email)).toHaveLength(5);
    expect((await server.api('POST', 'v1/customer/email-verification/', { body: { email: 'calm@example.com' } })).status).toBe(200);
    server.advance(TEN_MINUTES_MS + 1000);
    expect((await server.api('POST', 'v1/customer/email-verification/', { body: { email } })).status).toBe(200);
  });

  it('stop accepting guesses after 10 wrong ones (429), even the right code', async () => {
    const email = 'guesser@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await server.outbox(email))[0]?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i++) expect((await server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code: wrong } })).status).toBe(200);
    expect((await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } })).status).toBe(429);
  });
});

describe('magic links', () => {
  let email: string;
  beforeAll(async () => {
    email = 'magic@example.com';
    await signUp(server, email);
  });

  it('sign in once: a second use of the same link is refused', async () => {
    const res = await server.api('POST', 'v1/customer/magic-link/', { body: { email } });
    expect(res.status).toBe(200);
    expectCodec(requestMagicLink.response, res.body);
    const [mail] = await server.outbox(email);
    expect(mail?.link).toMatch(new RegExp(`^${server.url}/login/[A-Za-z0-9_-]{43}$`));
    const key = keyOf(mail?.link);
    const first = await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } });
    expect(first.status).toBe(200);
    const { token } = expectCodec(magicLinkLogin.response, first.body);
    expect((await server.api('GET', 'v1/customer/profile/', { token })).body.email).toBe(email);
    expect((await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } })).status).toBe(400);
  });

  it('expire after 10 minutes', async () => {
    await server.api('POST', 'v1/customer/magic-link/', { body: { email } });
    const key = keyOf((await server.outbox(email))[0]?.link);
    server.advance(TEN_MINUTES_MS + 1);
    const res = await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/expired/);
  });

  it('answer the same for an unknown email, without sending anything', async () => {
    const known = await server.api('POST', 'v1/customer/magic-link/', { body: { email } });
    const unknown = await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await server.outbox('nobody@example.com')).toEqual([]);
  });

  it('are rate limited per email (429 after 5 in 10 minutes)', async () => {
    server.advance(TEN_MINUTES_MS + 1);
    const target = 'magic.flood@example.com';
    for (let i = 0; i < 5; i++) expect((await server.api('POST', 'v1/customer/magic-link/', { body: { email: target } })).status).toBe(200);
    expect((await server.api('POST', 'v1/customer/magic-link/', { body: { email: target } })).status).toBe(429);
  });

  it('refuse an unknown key', async () => {
    expect((await server.api('POST', 'v1/customer/magic-link/login/', { body: { key: 'x'.repeat(43) } })).status).toBe(400);
  });
});

describe('passwords, login methods and tokens', () => {
  it('a reset link from the email sets a password once; the new password then signs in', async () => {
    const email = 'reset@example.com';
    const { profile_uuid } = await signUp(server, email);
    expect((await server.api('POST', 'v1/customer/password-retrieval/', { body: { email } })).status).toBe(200);
    const [mail] = await server.outbox(email);
    expect(mail?.link).toMatch(new RegExp(`^${server.url}/password/`));
    const token_key = keyOf(mail?.link);
    const check = await server.api('POST', 'v1/customer/temporal-links/check-token/', { body: { token_key } });
    expect(expectCodec(checkTemporalToken.response, check.body)).toEqual({ valid: true, token_mode: 'reset' });
    const short = await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'short', token_key, token_mode: 'reset' } });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['Ensure this field has at least 8 characters.']);
    const wrongMode = await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Long-enough-1', token_key, token_mode: 'change' } });
    expect(wrongMode.status).toBe(400);
    const ok = await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Long-enough-1', token_key, token_mode: 'reset' } });
    expect(ok.status).toBe(200);
    expect((await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Other-pass-2', token_key, token_mode: 'reset' } })).status).toBe(400);
    const token = await login(server, email, 'Long-enough-1');
    const profile = expectCodec(Profile, (await server.api('GET', `v1/customer/profile/${profile_uuid}/`, { token })).body);
    expect(profile.has_password).toBe(true);
    expect(profile.login_method).toBe('password');
    expect((await server.api('POST', 'v1/token-auth/', { body: { email, password: 'Other-pass-2' } })).status).toBe(400);
  });

  it('a signed-in person gets a change token; setting a password completes the "Set a password" task', async () => {
    const { token, application_uuid, profile_uuid } = await signUp(server, 'change@example.com');
    const created = await server.api('POST', 'v1/customer/temporal-links/create-change-password-token/', { token, body: {} });
    const { token_key } = expectCodec(createChangePasswordToken.response, created.body);
    await server.api('POST', `v1/customer/application/${application_uuid}/customer-changed/`, { token, body: {} });
    const changedPassword = await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Brand-new-pass', token_key, token_mode: 'change' } });
    expect(changedPassword.status).toBe(200);
    // Issue 13 §1: the change ended the signup token's session; the device that changed it goes on with this one.
    expect((await server.api('GET', 'v1/customer/profile/', { token })).status).toBe(401);
    const token2 = String(changedPassword.body.token);
    const tasks = (await server.api('GET', `v1/customer/application/${application_uuid}/tasks/`, { token: token2 })).body as { task_type: string; status: string; profile_uuid: string }[];
    expect(tasks.find((x) => x.task_type === 'set-password')).toMatchObject({ status: 'completed', profile_uuid });
    const changed = await server.api('POST', `v1/customer/application/${application_uuid}/customer-changed/`, { token: token2, body: {} });
    expect(changed.body).toEqual({ has_changes: true });
    const unchanged = await server.api('POST', `v1/customer/application/${application_uuid}/customer-changed/`, { token: token2, body: {} });
    expect(unchanged.body).toEqual({ has_changes: false });
  });

  it('set-login-method needs a password of 8+ characters for "password"; change-login-method needs one already set', async () => {
    const { token, profile_uuid } = await signUp(server, 'method@example.com');
    const noPw = await server.api('POST', 'v1/customer/change-login-method/', { token, body: { login_method: 'password' } });
    expect(noPw.status).toBe(400);
    const missing = await server.api('POST', 'v1/customer/set-login-method/', { token, body: { uuid: profile_uuid, login_method: 'password' } });
    expect(missing.body.errors.password).toEqual(['This field is required']);
    const set = await server.api('POST', 'v1/customer/set-login-method/', { token, body: { uuid: profile_uuid, login_method: 'password', password: 'Pass-word-9' } });
    expect(set.status).toBe(200);
    expect(expectCodec(Profile, set.body)).toMatchObject({ login_method: 'password', has_password: true });
    const back = await server.api('POST', 'v1/customer/change-login-method/', { token, body: { login_method: 'magicLink' } });
    expect(expectCodec(changeLoginMethod.response, back.body).login_method).toBe('magicLink');
    expect(await login(server, 'method@example.com', 'Pass-word-9')).toBeTruthy();
  });

  it('JWTs carry { username (the uuid), uuid, role, ver, exp } for 60 minutes; refresh extends a live one; expired → 401', async () => {
    const { profile_uuid } = await signUp(server, 'jwt@example.com');
    const magic = await magicLogin(server, 'jwt@example.com');
    await server.api('POST', 'v1/customer/set-login-method/', { token: magic, body: { uuid: profile_uuid, login_method: 'password', password: 'Jwt-pass-123' } });
    const res = await server.api('POST', 'v1/token-auth/', { body: { email: 'JWT@example.com', password: 'Jwt-pass-123' } });
    const { token } = expectCodec(tokenAuth.response, res.body);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ username: profile_uuid, uuid: profile_uuid, role: 'customer', ver: 0 });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    server.advance(59 * 60_000);
    const refreshed = expectCodec(tokenRefresh.response, (await server.api('POST', 'v1/token-refresh/', { body: { token } })).body).token;
    server.advance(2 * 60_000);
    const expired = await server.api('GET', 'v1/customer/profile/', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Token has expired.' });
    expect((await server.api('POST', 'v1/token-refresh/', { body: { token } })).status).toBe(401);
    expect((await server.api('GET', 'v1/customer/profile/', { token: refreshed })).status).toBe(200);
  });

  it('bad credentials get one message whether the email exists or not; repeated failures are limited', async () => {
    const a = await server.api('POST', 'v1/token-auth/', { body: { email: 'jwt@example.com', password: 'wrong-password' } });
    const b = await server.api('POST', 'v1/token-auth/', { body: { email: 'ghost@example.com', password: 'wrong-password' } });
    expect(a.status).toBe(400);
    expect(b.body).toEqual(a.body);
    for (let i = 0; i < 9; i++) await server.api('POST', 'v1/token-auth/', { body: { email: 'ghost@example.com', password: 'x' } });
    expect((await server.api('POST', 'v1/token-auth/', { body: { email: 'ghost@example.com', password: 'x' } })).status).toBe(429);
  });
});
