import fc from 'fast-check';
import { isValidRoutingNumber, ROUTING_NUMBER_MESSAGE, validateRoutingNumber } from '../../../src/domain/closingTasks';

describe('ABA routing number checksum (issue 12 §1, 3-7-1 weights)', () => {
  it.each([
    ['011000015', 'Federal Reserve Bank of Boston'],
    ['021000021', 'JPMorgan Chase, New York'],
    ['121000358', 'Bank of America, California'],
    ['026009593', 'Bank of America, New York'],
    ['322271627', 'Chase, California'],
    ['111000025', 'Bank of America, Texas'],
  ])('accepts %s (%s)', (number) => {
    expect(isValidRoutingNumber(number)).toBe(true);
    expect(validateRoutingNumber(` ${number} `)).toBeUndefined();
  });

  it.each([
    ['011000016', 'last digit off by one'],
    ['021000012', 'two digits swapped'],
    ['12100035', 'eight digits'],
    ['1210003580', 'ten digits'],
    ['12100035a', 'a letter'],
    ['121-000-358', 'dashes'],
    ['000000000', 'all zeros (sums to 0, but no bank)'],
    ['', 'empty'],
  ])('refuses %s (%s) with the clear message', (number) => {
    expect(isValidRoutingNumber(number)).toBe(false);
    expect(validateRoutingNumber(number)).toBe(ROUTING_NUMBER_MESSAGE);
  });

  it('the message says what is wanted', () => {
    expect(ROUTING_NUMBER_MESSAGE).toBe('Enter a valid 9-digit routing number');
    expect(validateRoutingNumber(undefined)).toBe(ROUTING_NUMBER_MESSAGE);
  });

  it('changing any one digit of a valid number makes it invalid (the checksum catches every single-digit error)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '121000358';
        const digit = (Number(valid[position]) + delta) % 10;
        const changed = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        return !isValidRoutingNumber(changed);
      }),
    );
  });
});
