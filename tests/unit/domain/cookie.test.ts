import fc from 'fast-check';
import { sanitizeCookieValue } from '../../../src/domain/cookie';

describe('§5 cookie values are letters, digits and hyphens only', () => {
  it.each(['abc-123', 'ABC', '0', '6f1c2d3e-aaaa-4bbb-8ccc-123456789abc'])('keeps %j', (v) => {
    expect(sanitizeCookieValue(v)).toBe(v);
  });

  it.each(['', 'a b', 'a;b', 'a=b', '<script>', 'é', 'a_b', 'a.b', 'token%20'])('empties %j', (v) => {
    expect(sanitizeCookieValue(v)).toBe('');
  });

  it('keeps any string over the allowed alphabet unchanged', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9-]+$/), (v) => {
      expect(sanitizeCookieValue(v)).toBe(v);
    }));
  });

  it('empties any string with a character outside the alphabet', () => {
    fc.assert(
      fc.property(fc.string(), fc.string().filter((c) => /[^A-Za-z0-9-]/.test(c)), fc.string(), (a, bad, b) => {
        expect(sanitizeCookieValue(a + bad + b)).toBe('');
      }),
    );
  });
});
