import {
  changePassword, createChangePasswordToken, SESSION_ENDED_DETAIL, signOutEverywhere, tokenRefresh, updateEmail,
} from '../../src/contract';
import { backOffice } from './support/closing';
import { expectCodec, login, signUp, staffLogin, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Issue 13 §1 "Old tokens outlive a password change": every token carries its person's token version (claim `ver`);
 * a password change, a login-email change and "sign out of all devices" bump it, so every earlier token is refused
 * (401 SESSION_ENDED_DETAIL) on the API, the back office and the token refresh, while the device that made the change
 * carries on with the new token it was answered. And the payload holds no email (issue 13 §1, JWT payload).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const ENDED = { status: 401, body: { detail: SESSION_ENDED_DETAIL } };
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
const me = (token: string) => server.api('GET', 'v1/customer/profile/', { token });
const answer = async (res: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await res;
  return { status, body };
};
/** A second device signing in a second later (so its token differs from the first one's byte for byte). */
const secondDevice = async (email: string, password: string) => {
  server.advance(1000);
  return login(server, email, password);
};
/** Sets a password through the change token (what the profile page does); answers the change-password answer. */
const changeMyPassword = async (token: string, password: string) => {
  const key = expectCodec(createChangePasswordToken.response, (await server.api('POST', createChangePasswordToken.route, { token, body: {} })).body);
  return server.api('POST', changePassword.route, { token, body: { password, ...key } });
};

describe('a password change', () => {
  it('ends every earlier session, the refresh too, and the device that changed it carries on with its new token', async () => {
    const { token: signup } = await signUp(server, 'sessions.password@example.com');
    const first = await changeMyPassword(signup, 'First-pass-1');
    const deviceA = await login(server, 'sessions.password@example.com', 'First-pass-1');
    const deviceB = await secondDevice('sessions.password@example.com', 'First-pass-1');
    expect((await me(deviceB)).status).toBe(200);

    const changed = await changeMyPassword(deviceA, 'Second-pass-2');
    const { token } = expectCodec(changePassword.response, changed.body);
    expect(token).toBeDefined();
    expect(await answer(me(deviceB))).toEqual(ENDED);
    expect(await answer(me(deviceA))).toEqual(ENDED);
    expect(await answer(server.api('POST', tokenRefresh.route, { body: { token: deviceB } }))).toEqual(ENDED);
    // The first change's token (answered before this one) is as old as the others.
    expect(await answer(me(String(first.body.token)))).toEqual(ENDED);

    expect((await me(token ?? '')).status).toBe(200);
    const refreshed = expectCodec(tokenRefresh.response, (await server.api('POST', tokenRefresh.route, { body: { token } })).body);
    expect((await me(refreshed.token)).status).toBe(200);
    expect(await login(server, 'sessions.password@example.com', 'Second-pass-2')).toBeTruthy();
  });

  it('by an emailed reset link ends every session and answers no token (the person signs in with the new password)', async () => {
    await signUp(server, 'sessions.reset@example.com');
    const { token: signup } = await signUp(server, 'sessions.reset2@example.com');
    await changeMyPassword(signup, 'Reset-pass-1');
    const device = await login(server, 'sessions.reset2@example.com', 'Reset-pass-1');
    await server.api('POST', 'v1/customer/password-retrieval/', { body: { email: 'sessions.reset2@example.com' } });
    const key = (await server.outbox('sessions.reset2@example.com')).find((m) => m.link?.includes('/password/'))?.link?.split('/').pop() ?? '';
    const reset = await server.api('POST', changePassword.route, { body: { password: 'Reset-pass-2', token_key: key, token_mode: 'reset' } });
    expect(reset.status).toBe(200);
    expect(expectCodec(changePassword.response, reset.body)).toEqual({ detail: 'Your password has been changed.' });
    expect(await answer(me(device))).toEqual(ENDED);
  });

  it('a wrong or used change key changes nothing: earlier sessions stay', async () => {
    const { token } = await signUp(server, 'sessions.wrongkey@example.com');
    const refused = await server.api('POST', changePassword.route, { body: { password: 'Whatever-1', token_key: 'not-a-key', token_mode: 'change' } });
    expect(refused.status).toBe(400);
    expect((await me(token)).status).toBe(200);
  });

  it('set-login-method cannot replace a password behind the sessions\' back; the same password again is fine', async () => {
    const { token: signup, profile_uuid } = await signUp(server, 'sessions.setmethod@example.com');
    const { token } = expectCodec(changePassword.response, (await changeMyPassword(signup, 'Method-pass-1')).body);
    const set = (password: string) =>
      server.api('POST', 'v1/customer/set-login-method/', { token, body: { uuid: profile_uuid, login_method: 'password', password } });
    expect((await set('Method-pass-1')).status).toBe(200);
    const other = await set('Another-pass-2');
    expect(other.status).toBe(400);
    expect(other.body.errors.password).toEqual(['You already have a password. To change it, use "Change password" on your profile page.']);
    expect(await login(server, 'sessions.setmethod@example.com', 'Method-pass-1')).toBeTruthy();
    expect((await me(token ?? '')).status).toBe(200);
  });
});

describe('a login-email change', () => {
  it('ends every other session; the token it answers works', async () => {
    const { token: signup } = await signUp(server, 'sessions.email@example.com');
    const { token: deviceA } = expectCodec(changePassword.response, (await changeMyPassword(signup, 'Email-pass-1')).body);
    const deviceB = await secondDevice('sessions.email@example.com', 'Email-pass-1');
    await server.api('POST', 'v1/customer/change-email/', { token: deviceA, body: { new_email: 'sessions.email.new@example.com' } });
    const code = (await server.outbox('sessions.email.new@example.com'))[0]?.code ?? '';
    const updated = await server.api('PATCH', updateEmail.route, { token: deviceA, body: { new_email: 'sessions.email.new@example.com', verification_code: code } });
    const { token } = expectCodec(updateEmail.response, updated.body);
    expect(await answer(me(deviceB))).toEqual(ENDED);
    expect(await answer(me(deviceA ?? ''))).toEqual(ENDED);
    expect((await me(token)).status).toBe(200);
  });

  it('a wrong code changes nothing: every session stays', async () => {
    const { token } = await signUp(server, 'sessions.email.wrong@example.com');
    await server.api('POST', 'v1/customer/change-email/', { token, body: { new_email: 'sessions.email.wrong.new@example.com' } });
    const wrong = await server.api('PATCH', updateEmail.route, { token, body: { new_email: 'sessions.email.wrong.new@example.com', verification_code: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await me(token)).status).toBe(200);
  });
});

describe('sign out of all devices', () => {
  it('ends every other session of a customer, refresh included, and answers the caller a working token', async () => {
    const deviceA = await login(server, DEMO.inProgress);
    const deviceB = await secondDevice('demo.inprogress@example.com', 'Demo-pass-1');
    const res = await server.api('POST', signOutEverywhere.route, { token: deviceA, body: {} });
    expect(res.status).toBe(200);
    const { token } = expectCodec(signOutEverywhere.response, res.body);
    expect(await answer(me(deviceA))).toEqual(ENDED);
    expect(await answer(me(deviceB))).toEqual(ENDED);
    expect(await answer(server.api('POST', tokenRefresh.route, { body: { token: deviceB } }))).toEqual(ENDED);
    expect(await answer(server.api('POST', signOutEverywhere.route, { token: deviceB, body: {} }))).toEqual(ENDED);
    expect((await me(token)).status).toBe(200);
    // Another person's sessions are untouched.
    expect((await me(await login(server, DEMO.closed))).status).toBe(200);
  });

  it('needs a session: 401 without one', async () => {
    expect((await server.api('POST', signOutEverywhere.route, { body: {} })).status).toBe(401);
  });

  it('ends a staff member\'s sessions on the API, the back office\'s JSON routes and its cookie page', async () => {
    const deviceA = await staffLogin(server);
    const deviceB = await (async () => {
      server.advance(1000);
      return staffLogin(server);
    })();
    const page = await fetch(`${server.url}/sandbox/back-office/sign-in`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'ops@example.com', password: 'Ops-pass-1' }).toString(),
    });
    const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
    const backOfficePage = async () => (await (await fetch(`${server.url}/sandbox/back-office`, { headers: { cookie } })).text());
    expect(await backOfficePage()).not.toContain('Back office sign-in');
    expect((await backOffice(server, deviceB, 'GET', 'applications')).status).toBe(200);

    const { token } = expectCodec(signOutEverywhere.response, (await server.api('POST', signOutEverywhere.route, { token: deviceA, body: {} })).body);
    expect(await answer(server.api('GET', 'v1/customer/application/', { token: deviceB }))).toEqual(ENDED);
    expect(await answer(backOffice(server, deviceB, 'GET', 'applications'))).toEqual(ENDED);
    expect(await backOfficePage()).toContain('Back office sign-in');
    expect((await backOffice(server, token, 'GET', 'applications')).status).toBe(200);
    expect((await server.api('GET', 'v1/customer/application/', { token })).status).toBe(200);
  });
});

describe('the JWT payload (issue 13 §1)', () => {
  it('holds no email or name: username is the profile uuid, with uuid, role, ver, iat and exp', async () => {
    const { token, profile_uuid } = await signUp(server, 'sessions.payload@example.com');
    const customer = payloadOf(token);
    expect(Object.keys(customer).sort()).toEqual(['exp', 'iat', 'role', 'username', 'uuid', 'ver']);
    expect(customer).toMatchObject({ username: profile_uuid, uuid: profile_uuid, role: 'customer', ver: 0 });
    const staff = await staffLogin(server, 'analyst@example.com', 'Analyst-pass-1');
    for (const t of [token, staff, await login(server, DEMO.closed)]) {
      expect(JSON.stringify(payloadOf(t))).not.toMatch(/@|example|Demo|Test/);
    }
  });
});
