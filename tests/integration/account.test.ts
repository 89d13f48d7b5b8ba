import { Profile } from '../../src/contract';
import { opsLogin } from './support/closing';
import { expectCodec, login, signUp, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/** Changing the sign-in email (§7 change-email / update-email; issue #4 §5): a code to the new address, then the swap. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const change = (token: string, new_email: string) => server.api('POST', 'v1/customer/change-email/', { token, body: { new_email } });
const update = (token: string, new_email: string, verification_code: string) =>
  server.api('PATCH', 'v1/customer/update-email/', { token, body: { new_email, verification_code } });

describe('change-email', () => {
  it('refuses an invalid address, the current one and one in use, at new_email', async () => {
    const { token } = await signUp(server, 'change.rules@example.com');
    expect((await change(token, 'not an email')).body.errors.new_email).toHaveLength(1);
    expect((await change(token, 'Change.Rules@example.com')).body.errors).toEqual({ new_email: ['This is already your email address.'] });
    expect((await change(token, 'demo.closed@example.com')).body.errors).toEqual({ new_email: ['This email address is already in use.'] });
    expect((await change(token, 'x@example.com'))).toMatchObject({ status: 200 });
    expect((await server.api('POST', 'v1/customer/change-email/', { body: { new_email: 'y@example.com' } })).status).toBe(401);
  });

  it('sends a 6-digit code to the new address only, and is rate-limited per address', async () => {
    const { token } = await signUp(server, 'change.limit@example.com');
    const sent = await change(token, 'Limit.New@Example.com');
    expect(sent.status).toBe(200);
    expect(sent.body.detail).toContain('limit.new@example.com');
    const [mail] = await server.outbox('limit.new@example.com');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect((await server.outbox('change.limit@example.com')).some((m) => m.code === mail?.code)).toBe(false);
    for (let i = 0; i < 4; i++) await change(token, 'limit.new@example.com');
    const limited = await change(token, 'limit.new@example.com');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('is not for ops users', async () => {
    expect((await change(await opsLogin(server), 'ops2@example.com')).status).toBe(403);
  });
});

describe('update-email', () => {
  it('a wrong or expired code is refused; the right one changes the email, answers a token for it, and tells the old address', async () => {
    const { token, profile_uuid } = await signUp(server, 'change.flow@example.com');
    await change(token, 'flow.new@example.com');
    const code = (await server.outbox('flow.new@example.com'))[0]?.code ?? '';
    const wrong = await update(token, 'flow.new@example.com', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.verification_code[0]).toMatch(/^That code is not right/);
    expect((await update(token, 'other.new@example.com', code)).status).toBe(400);

    const ok = await update(token, ' Flow.New@example.com ', code);
    expect(ok.status).toBe(200);
    expect(expectCodec(Profile, ok.body.profile)).toMatchObject({ uuid: profile_uuid, email: 'flow.new@example.com' });
    const claims = JSON.parse(Buffer.from(String(ok.body.token).split('.')[1] ?? '', 'base64url').toString()) as { username: string; uuid: string };
    expect(claims).toMatchObject({ username: profile_uuid, uuid: profile_uuid }); // issue 13 §1: no email in the JWT
    expect((await server.api('GET', 'v1/customer/profile/', { token: ok.body.token })).body.email).toBe('flow.new@example.com');
    expect((await server.outbox('change.flow@example.com'))[0]?.subject).toBe('Your sign-in email was changed');
    // Single use.
    expect((await update(ok.body.token, 'flow.new@example.com', code)).status).toBe(400);
    // Magic links now go to the new address only.
    await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'change.flow@example.com' } });
    await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'flow.new@example.com' } });
    expect((await server.outbox('change.flow@example.com')).some((m) => m.link)).toBe(false);
    expect((await server.outbox('flow.new@example.com')).some((m) => m.link)).toBe(true);
  });

  it('codes expire after codeTtlS', async () => {
    const { token } = await signUp(server, 'change.late@example.com');
    await change(token, 'late.new@example.com');
    const code = (await server.outbox('late.new@example.com'))[0]?.code ?? '';
    server.advance(11 * 60 * 1000);
    const res = await update(token, 'late.new@example.com', code);
    expect(res.status).toBe(400);
  });

  it('a demo customer changes theirs and signs in with the new address and the same password', async () => {
    const token = await login(server, DEMO.closingStatement);
    await change(token, 'approved.renamed@example.com');
    const code = (await server.outbox('approved.renamed@example.com'))[0]?.code ?? '';
    expect((await update(token, 'approved.renamed@example.com', code)).status).toBe(200);
    expect(await login(server, 'approved.renamed@example.com', 'Demo-pass-1')).toMatch(/\./);
  });
});
