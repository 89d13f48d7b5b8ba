import { opsTokenAuth, tokenAuth, tokenRefresh } from '../../src/contract';
import { expectCodec, startTestServer, type TestServer } from './support/server';

/**
 * Issue 12 §2: the token lifetime is configurable (`tokenTtlS`, env SANDBOX_TOKEN_TTL_S) so a browser test can watch
 * the portal refresh it, and `v1/token-refresh/` renews customer and ops (`v1/ops/token-auth/`) tokens alike.
 */
const TTL_S = 20;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { tokenTtlS: TTL_S } });
});
afterAll(() => server.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { role: string; username: string; exp: number; iat: number };

describe('token refresh with a short token lifetime', () => {
  it.each([
    ['a customer', 'v1/token-auth/', { email: 'demo.inprogress@example.com', password: 'Demo-pass-1' }, 'customer'],
    ['an ops user', 'v1/ops/token-auth/', { email: 'ops@example.com', password: 'Ops-pass-1' }, 'ops'],
  ] as const)('renews %s’s token before exp; the old one expires after tokenTtlS, the new one goes on', async (_who, route, body, role) => {
    const res = await server.api('POST', route, { body });
    expect(res.status).toBe(200);
    const { token } = expectCodec(role === 'ops' ? opsTokenAuth.response : tokenAuth.response, res.body);
    expect(claimsOf(token).exp - claimsOf(token).iat).toBe(TTL_S);

    server.advance(10_000);
    const renewed = await server.api('POST', 'v1/token-refresh/', { body: { token } });
    expect(renewed.status).toBe(200);
    const fresh = expectCodec(tokenRefresh.response, renewed.body).token;
    // Issue 13 §1: the same person (username = uuid, no email in the payload) at the same token version.
    expect(claimsOf(fresh)).toMatchObject({ role, username: claimsOf(token).username });
    expect(JSON.stringify(claimsOf(fresh))).not.toContain('@');
    expect(claimsOf(fresh).exp).toBe(claimsOf(token).exp + 10);

    server.advance(11_000);
    expect((await server.api('GET', 'v1/customer/application/', { token })).status).toBe(401);
    expect((await server.api('POST', 'v1/token-refresh/', { body: { token } })).body).toEqual({ detail: 'Token has expired.' });
    expect((await server.api('GET', 'v1/customer/application/', { token: fresh })).status).toBe(200);
  });
});
