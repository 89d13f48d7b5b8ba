import fc from 'fast-check';
import { formatGroupedInput, formatPlainInput, parseWholeInput } from '../../../src/domain/numberInput';
import { formatNumberOption, parseNumberOption } from '../../../src/domain/numberOption';

describe('whole numbers typed into a field (years, square feet, counts)', () => {
  it('shows years and counts as typed, areas with separators', () => {
    expect(formatPlainInput(2012)).toBe('2012');
    expect(formatGroupedInput(12500)).toBe('12,500');
    expect(formatPlainInput(undefined)).toBe('');
    expect(formatGroupedInput('12')).toBe('');
  });

  it('reads back what it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => parseWholeInput(formatPlainInput(n)) === n && parseWholeInput(formatGroupedInput(n)) === n),
    );
  });

  it('ignores what is not a digit and drops a fraction', () => {
    expect(parseWholeInput('2,150 sq ft')).toBe(2150);
    expect(parseWholeInput('3.5')).toBe(3);
    expect(parseWholeInput('none')).toBeUndefined();
  });
});

describe('a select of numbers (bathrooms in halves)', () => {
  it.each([
    ['2.5', 2.5],
    ['0', 0],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
  ])('reads the option %j as %j', (option, value) => {
    expect(parseNumberOption(option)).toBe(value);
  });

  it('shows a number as its option and nothing chosen as the placeholder', () => {
    expect(formatNumberOption(1.5)).toBe('1.5');
    expect(formatNumberOption(undefined)).toBe('');
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), (halves) => parseNumberOption(formatNumberOption(halves / 2)) === halves / 2));
  });
});
