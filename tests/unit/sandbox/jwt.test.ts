import { SignJWT } from 'jose';
import { signToken, verifyToken } from '../../../src/sandbox/auth/jwt';

/** Issue 13 §1: the sandbox's JWTs carry the token version and no personal data. */
const SECRET = new TextEncoder().encode('a-test-secret-of-enough-length-32b');
const UUID = '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const NOW = Date.UTC(2026, 10, 26, 12);

describe('sandbox JWTs', () => {
  it('sign the profile uuid as username, with the token version, and read them back', async () => {
    const token = await signToken(SECRET, { uuid: UUID as never, role: 'customer', ver: 3 }, NOW, 3600);
    expect(await verifyToken(SECRET, token, NOW, 3600)).toEqual({ username: UUID, uuid: UUID, role: 'customer', ver: 3, exp: NOW / 1000 + 3600 });
  });

  it.each([['no ver', {}], ['a text ver', { ver: '1' }], ['a negative ver', { ver: -1 }], ['a fractional ver', { ver: 1.5 }]])(
    'refuse a correctly signed token with %s as invalid (a token from before versions cannot slip through)',
    async (_name, extra) => {
      const token = await new SignJWT({ username: UUID, uuid: UUID, role: 'customer', ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(NOW / 1000)
        .setExpirationTime(NOW / 1000 + 60)
        .sign(SECRET);
      expect(await verifyToken(SECRET, token, NOW, 3600)).toBe('invalid');
    },
  );
});

describe('the lifetime of a sandbox JWT', () => {
  const forge = (iat: number, exp: number) => new SignJWT({ username: UUID, uuid: UUID, role: 'customer', ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(iat).setExpirationTime(exp).sign(SECRET);
  const nowS = NOW / 1000;

  it('refuses one issued more than a minute ahead of the clock as future, and accepts one within the skew', async () => {
    expect(await verifyToken(SECRET, await forge(nowS + 86_400, nowS + 90_000), NOW, 3600)).toBe('future');
    expect(await verifyToken(SECRET, await forge(nowS + 61, nowS + 61 + 3600), NOW, 3600)).toBe('future');
    expect(await verifyToken(SECRET, await forge(nowS + 60, nowS + 60 + 3600), NOW, 3600)).toMatchObject({ uuid: UUID });
  });

  it('refuses one living longer than the configured lifetime as too-long', async () => {
    expect(await verifyToken(SECRET, await forge(nowS, nowS + 3601), NOW, 3600)).toBe('too-long');
    expect(await verifyToken(SECRET, await forge(nowS, nowS + 3600), NOW, 3600)).toMatchObject({ uuid: UUID });
  });

  it('refuses one without iat as invalid (its lifetime cannot be told)', async () => {
    const token = await new SignJWT({ username: UUID, uuid: UUID, role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(nowS + 60).sign(SECRET);
    expect(await verifyToken(SECRET, token, NOW, 3600)).toBe('invalid');
  });
});
