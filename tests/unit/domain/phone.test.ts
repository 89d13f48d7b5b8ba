import fc from 'fast-check';
import {
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  validatePhone,
} from '../../../src/domain/validation/phone';

describe('§5 phone rule', () => {
  it('uses the spec messages verbatim', () => {
    expect(PHONE_REQUIRED_MESSAGE).toBe('Telephone is required');
    expect(PHONE_INVALID_MESSAGE).toBe('Enter a valid US number');
    expect(PHONE_LENGTH_MESSAGE).toBe('Enter 10 digits');
  });

  it.each(['', '   ', null, undefined])('asks for a phone when it is missing (%j)', (value) => {
    expect(validatePhone(value)).toBe(PHONE_REQUIRED_MESSAGE);
  });

  it.each(['212456789', '21245678901', '+1 212 456 7890', '212-456-ABCD', '212 456 789x'])(
    'asks for 10 digits when %j does not have exactly ten',
    (value) => expect(validatePhone(value)).toBe(PHONE_LENGTH_MESSAGE),
  );

  it.each(['2124567890', '4154567890', '(212) 456-7890', '415.456.7890', ' 202 456 7890 '])(
    'accepts the US number %j whatever its formatting',
    (value) => expect(validatePhone(value)).toBeUndefined(),
  );

  it.each([
    ['0994567890', 'area code 099 does not exist'],
    ['1234567890', 'area code 123 does not exist'],
    ['9114567890', 'N11 is a service code'],
    ['4164567890', 'Toronto is not in the US'],
    ['8004567890', 'toll-free is not a personal line'],
    ['2125551234', '555 exchange'],
    ['(415) 555-0123', '555 exchange, formatted'],
  ])('rejects %j as not a valid US number (%s)', (value) => {
    expect(validatePhone(value)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects every 10-digit number whose exchange is 555, however it is formatted', () => {
    const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
    fc.assert(
      fc.property(digits(3), digits(4), fc.constantFrom('', ' ', '-', '.'), (area, line, sep) => {
        expect(validatePhone(`${area}${sep}555${sep}${line}`)).toBe(PHONE_INVALID_MESSAGE);
      }),
    );
  });

  it('asks for 10 digits for any digit string of another length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/).filter((s) => s.length !== 10), (s) => {
        expect(validatePhone(s)).toBe(PHONE_LENGTH_MESSAGE);
      }),
    );
  });

  it('never accepts an area code starting with 0 or 1 (NANP)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]\d{9}$/), (s) => {
        expect(validatePhone(s)).toBe(PHONE_INVALID_MESSAGE);
      }),
    );
  });

  it('gives the same verdict for a number with or without formatting', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (d) => {
        const formatted = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
        expect(validatePhone(formatted)).toBe(validatePhone(d));
      }),
    );
  });
});
