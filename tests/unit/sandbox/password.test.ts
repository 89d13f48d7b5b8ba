import { hashPassword, verifyPassword } from '../../../src/sandbox/auth/password';

// The stored hash names the real work factor (the integration and browser tests run the sandbox at a cheaper one,
// tests/support/fastPasswords.ts): OWASP's minimum for scrypt, N = 2^14, r = 8, p = 1.
describe('password hashing (scrypt)', () => {
  it('stores scrypt$16384$8$1$<salt>$<key> with a fresh salt, and checks the password against it', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo-pass-1'), hashPassword('Demo-pass-1')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Demo-pass-1', first)).toBe(true);
    expect(await verifyPassword('Demo-pass-2', first)).toBe(false);
    expect(await verifyPassword('Demo-pass-1', 'bcrypt$x')).toBe(false);
    expect(await verifyPassword('Demo-pass-1', null)).toBe(false);
  });
});
