import { SignJWT } from 'jose';
import { ENDPOINTS, pathOf } from '../../src/contract';
import { loadJwtSecret } from '../../src/sandbox/auth/secret';
import { TOKEN_FUTURE_DETAIL, TOKEN_TOO_LONG_DETAIL } from '../../src/sandbox/sessions/verify';
import { login, startTestServer, type TestServer } from './support/server';

/**
 * A token signed with the sandbox's real key is still refused when the sandbox could never have issued it: its `iat`
 * lies ahead of the clock by more than a minute, or it lives longer than the configured token lifetime. Every
 * signed-in endpoint answers 401 with the reason.
 */
const TTL_S = 3600;
let server: TestServer;
let secret: Uint8Array;
let claims: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { tokenTtlS: TTL_S } });
  secret = await loadJwtSecret(server.dataDir, process.env.SANDBOX_JWT_SECRET, server.sandbox.db);
  const real = await login(server, 'demo.inprogress@example.com', 'Demo-pass-1');
  claims = JSON.parse(Buffer.from(real.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
});
afterAll(() => server.close());

/**
 * A token with the real key and the signed-in customer's claims, issued `iatOffsetS` after the sandbox's clock (the
 * `iat` of the real token: the test clock does not move here) and living `lifeS`.
 */
async function forge(iatOffsetS: number, lifeS: number): Promise<string> {
  const iat = (claims.iat as number) + iatOffsetS;
  const { username, uuid, role, ver } = claims;
  return new SignJWT({ username, uuid, role, ver }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat).setExpirationTime(iat + lifeS).sign(secret);
}

const every = () => ENDPOINTS.filter((e) => e.auth);
const pathFor = (e: (typeof ENDPOINTS)[number]) =>
  pathOf(e, { uuid: claims.uuid, section: 'liens', party: claims.uuid, field: claims.uuid, kind: 'other-change', message: claims.uuid } as never);

describe('token lifetime', () => {
  it('refuses a token issued a day in the future that expires in 25 hours, on every signed-in endpoint, with why', async () => {
    const token = await forge(24 * 3600, 3600);
    for (const e of every()) {
      const res = await server.api(e.method, pathFor(e), { token, body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} });
      expect({ name: e.name, status: res.status, body: res.body }).toEqual({ name: e.name, status: 401, body: { detail: TOKEN_FUTURE_DETAIL } });
    }
    expect(every().length).toBeGreaterThan(60);
  });

  it('refuses a token issued now that lives longer than the configured lifetime', async () => {
    const token = await forge(0, TTL_S + 1);
    const res = await server.api('GET', 'v1/customer/application/', { token });
    expect(res).toMatchObject({ status: 401, body: { detail: TOKEN_TOO_LONG_DETAIL } });
    expect((await server.api('POST', 'v1/token-refresh/', { body: { token } })).body).toEqual({ detail: TOKEN_TOO_LONG_DETAIL });
  });

  it('accepts a token whose iat is within a minute of clock skew and that lives exactly the lifetime', async () => {
    expect((await server.api('GET', 'v1/customer/application/', { token: await forge(50, TTL_S) })).status).toBe(200);
    expect((await server.api('GET', 'v1/customer/application/', { token: await forge(90, TTL_S) })).status).toBe(401);
  });
});
