import fc from 'fast-check';
import {
  formatUsdInput, parseUsdInput, USD_ABOVE_ZERO_MESSAGE, USD_INPUT_MAX_LENGTH, USD_REQUIRED_MESSAGE, usdRule,
} from '../../../src/domain/money';

describe('dollar amounts as people type them (whole USD)', () => {
  it.each([
    ['650000', 650000],
    ['$650,000', 650000],
    ['$210,000', 210000],
    ['1,234,567.89', 1234567],
    ['1450.99', 1450],
    [' 12 345 ', 12345],
    ['-1,500', 1500],
    ['0', 0],
    ['', undefined],
    ['abc', undefined],
    ['.99', undefined],
  ])('reads %j as %j', (typed, usd) => {
    expect(parseUsdInput(typed)).toBe(usd);
  });

  it('reads nothing from what is not text', () => {
    for (const value of [undefined, null, 12, {}]) expect(parseUsdInput(value)).toBeUndefined();
  });

  it('shows thousands separators while typing and reads back what it shows', () => {
    expect(formatUsdInput(1234567)).toBe('1,234,567');
    expect(formatUsdInput(0)).toBe('0');
    expect(formatUsdInput(undefined)).toBe('');
    expect(formatUsdInput(Number.NaN)).toBe('');
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => parseUsdInput(formatUsdInput(n)) === n));
  });

  it('keeps a pasted number exact: at most 15 digits are read', () => {
    expect(parseUsdInput('12345678901234567890')).toBe(123456789012345);
  });

  it('fits the largest amount it reads, separators included, in the input', () => {
    expect(formatUsdInput(999_999_999_999_999)).toHaveLength(USD_INPUT_MAX_LENGTH);
  });

  it('never throws on anything typed or pasted', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const v = parseUsdInput(s);
        return v === undefined || (Number.isSafeInteger(v) && v >= 0);
      }),
    );
  });
});

describe('money field rules', () => {
  const required = usdRule({ missing: USD_REQUIRED_MESSAGE });
  const aboveZero = usdRule({ missing: USD_REQUIRED_MESSAGE, zero: USD_ABOVE_ZERO_MESSAGE });

  it('asks for an amount in whole dollars when none is typed, and takes $0 unless told otherwise', () => {
    expect(required(undefined)).toBe('Enter an amount in whole dollars.');
    expect(required('')).toBe('Enter an amount in whole dollars.');
    expect(required(0)).toBeUndefined();
    expect(required(250_000)).toBeUndefined();
  });

  it('refuses $0 where an amount above $0 is needed', () => {
    expect(aboveZero(0)).toBe('Enter an amount above $0.');
    expect(aboveZero(undefined)).toBe('Enter an amount in whole dollars.');
    expect(aboveZero(1)).toBeUndefined();
  });

  it('shows the caller\'s own words (the funnel\'s §5 required message)', () => {
    const homeValue = usdRule({ missing: 'This field is required', zero: 'This field is required' });
    expect(homeValue(undefined)).toBe('This field is required');
    expect(homeValue(0)).toBe('This field is required');
    expect(homeValue(650_000)).toBeUndefined();
  });
});
