import fc from 'fast-check';
import { isTokenExpired } from '../../../src/domain/token';

describe('§5 token expiry', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0);

  it('treats a missing or unreadable exp as expired', () => {
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(Number.NaN, now)).toBe(true);
  });

  it('compares exp (seconds) with now (ms): expired at and after exp, valid before', () => {
    expect(isTokenExpired(now / 1000 + 1, now)).toBe(false);
    expect(isTokenExpired(now / 1000, now)).toBe(true);
    expect(isTokenExpired(now / 1000 - 1, now)).toBe(true);
  });

  it('is valid at any time before exp and expired at any time from exp on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4_102_444_800 }), fc.integer({ min: 1, max: 10 ** 9 }), (exp, deltaMs) => {
        expect(isTokenExpired(exp, exp * 1000 - deltaMs)).toBe(false);
        expect(isTokenExpired(exp, exp * 1000 + deltaMs - 1)).toBe(true);
      }),
    );
  });
});
