import { SignJWT } from 'jose';
import { signToken, verifyToken } from '../../../src/sandbox/auth/jwt';

/** Issue 13 §1: the sandbox's JWTs carry the token version and no personal data. */
const SECRET = new TextEncoder().encode('a-test-secret-of-enough-length-32b');
const UUID = '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const NOW = Date.UTC(2026, 10, 26, 12);

describe('sandbox JWTs', () => {
  it('sign the profile uuid as username, with the token version, and read them back', async () => {
    const token = await signToken(SECRET, { uuid: UUID as never, role: 'customer', ver: 3 }, NOW, 3600);
    expect(await verifyToken(SECRET, token, NOW)).toEqual({ username: UUID, uuid: UUID, role: 'customer', ver: 3, exp: NOW / 1000 + 3600 });
  });

  it.each([['no ver', {}], ['a text ver', { ver: '1' }], ['a negative ver', { ver: -1 }], ['a fractional ver', { ver: 1.5 }]])(
    'refuse a correctly signed token with %s as invalid (a token from before versions cannot slip through)',
    async (_name, extra) => {
      const token = await new SignJWT({ username: UUID, uuid: UUID, role: 'customer', ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(NOW / 1000)
        .setExpirationTime(NOW / 1000 + 60)
        .sign(SECRET);
      expect(await verifyToken(SECRET, token, NOW)).toBe('invalid');
    },
  );
});
