import { signUp, startTestServer, type TestServer } from './support/server';

/**
 * Issue 13 §1 "one-time secret lifetimes": each kind of one-time secret lives as long as configured
 * (`codeTtlS`, `magicLinkTtlS`, `passwordLinkTtlS`; env SANDBOX_CODE_TTL_S, SANDBOX_MAGIC_LINK_TTL_S,
 * SANDBOX_PASSWORD_LINK_TTL_S). Three different lives, so a secret that followed another's would fail here.
 * The clock is the injected one: one second before expiry the secret works, one second after it is refused.
 */
const CODE_TTL_S = 120;
const MAGIC_LINK_TTL_S = 300;
const PASSWORD_LINK_TTL_S = 900;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { codeTtlS: CODE_TTL_S, magicLinkTtlS: MAGIC_LINK_TTL_S, passwordLinkTtlS: PASSWORD_LINK_TTL_S } });
});
afterAll(() => server.close());

const keyOf = (link: string | null | undefined): string => link?.split('/').pop() ?? '';
const seconds = (s: number) => s * 1000;

describe('verification codes live codeTtlS', () => {
  const sendCode = async (email: string) => {
    expect((await server.api('POST', 'v1/customer/email-verification/', { body: { email } })).status).toBe(200);
    const [mail] = await server.outbox(email);
    expect(mail?.text).toContain('It expires in 2 minutes');
    return mail?.code ?? '';
  };

  it('a code confirmed one second before its expiry works', async () => {
    const email = 'code.early@example.com';
    const code = await sendCode(email);
    server.advance(seconds(CODE_TTL_S - 1));
    expect((await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } })).status).toBe(200);
  });

  it('a code used one second after its expiry is refused with the wrong-or-expired message', async () => {
    const email = 'code.late@example.com';
    const code = await sendCode(email);
    server.advance(seconds(CODE_TTL_S + 1));
    const res = await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The code is wrong or has expired. Check the latest email or request a new code.');
  });
});

describe('magic links live magicLinkTtlS', () => {
  const email = 'magic.life@example.com';
  beforeAll(() => signUp(server, email));

  const requestLink = async () => {
    const res = await server.api('POST', 'v1/customer/magic-link/', { body: { email } });
    expect(res.body.detail).toContain('It works once, for 5 minutes.');
    const [mail] = await server.outbox(email);
    expect(mail?.text).toContain('expires in 5 minutes');
    return keyOf(mail?.link);
  };

  it('a link opened one second before its expiry signs in', async () => {
    const key = await requestLink();
    server.advance(seconds(MAGIC_LINK_TTL_S - 1));
    expect((await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } })).status).toBe(200);
  });

  it('a link opened one second after its expiry is refused as expired', async () => {
    const key = await requestLink();
    server.advance(seconds(MAGIC_LINK_TTL_S + 1));
    const res = await server.api('POST', 'v1/customer/magic-link/login/', { body: { key } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This sign-in link has expired or was already used. Please request a new one.');
  });
});

describe('password links live passwordLinkTtlS', () => {
  const email = 'password.life@example.com';
  beforeAll(() => signUp(server, email));

  const resetKey = async () => {
    const res = await server.api('POST', 'v1/customer/password-retrieval/', { body: { email } });
    expect(res.body.detail).toContain('It works once, for 15 minutes.');
    return keyOf((await server.outbox(email)).find((m) => m.subject === 'Set your password')?.link);
  };
  const setPassword = (token_key: string, token_mode: 'reset' | 'change') =>
    server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Long-enough-1', token_key, token_mode } });

  it('a reset link used one second before its expiry sets the password', async () => {
    const key = await resetKey();
    server.advance(seconds(PASSWORD_LINK_TTL_S - 1));
    expect((await server.api('POST', 'v1/customer/temporal-links/check-token/', { body: { token_key: key } })).body).toEqual({ valid: true, token_mode: 'reset' });
    expect((await setPassword(key, 'reset')).status).toBe(200);
  });

  it('a reset link used one second after its expiry is refused as expired', async () => {
    const key = await resetKey();
    server.advance(seconds(PASSWORD_LINK_TTL_S + 1));
    expect((await server.api('POST', 'v1/customer/temporal-links/check-token/', { body: { token_key: key } })).body).toEqual({ valid: false, token_mode: null });
    const res = await setPassword(key, 'reset');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This link has expired or was already used. Please request a new one.');
  });

  it('a signed-in change token lives as long: works a second before, refused a second after', async () => {
    // A person of their own: a password change signs out earlier sessions (issue 13 §1).
    const { token } = await signUp(server, 'change.life@example.com');
    const create = () => server.api('POST', 'v1/customer/temporal-links/create-change-password-token/', { token, body: {} });
    const early = (await create()).body.token_key as string;
    const late = (await create()).body.token_key as string;
    server.advance(seconds(PASSWORD_LINK_TTL_S - 1));
    expect((await setPassword(early, 'change')).status).toBe(200);
    server.advance(seconds(2));
    const res = await setPassword(late, 'change');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This link has expired or was already used. Please request a new one.');
  });
});
