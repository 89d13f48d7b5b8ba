import fc from 'fast-check';
import { formatUsdInput, parseUsdInput } from '../../../src/client/features/funnel/money';

describe('dollar input of the property value page', () => {
  it.each([
    ['650000', 650000],
    ['$650,000', 650000],
    ['1,234,567.89', 1234567],
    [' 12 345 ', 12345],
    ['0', 0],
    ['', undefined],
    ['abc', undefined],
  ])('reads %j as %j', (typed, usd) => {
    expect(parseUsdInput(typed)).toBe(usd);
  });

  it('shows thousands separators while typing and reads back what it shows', () => {
    expect(formatUsdInput(1234567)).toBe('1,234,567');
    expect(formatUsdInput(undefined)).toBe('');
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => parseUsdInput(formatUsdInput(n)) === n));
  });

  it('never throws on anything typed or pasted', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const v = parseUsdInput(s);
      return v === undefined || (Number.isSafeInteger(v) && v >= 0);
    }));
  });
});
