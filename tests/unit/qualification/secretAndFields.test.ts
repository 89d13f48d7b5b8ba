import { isoBirthDate, ssnDigits, SSN_INVALID_MESSAGE, SSN_LENGTH_MESSAGE, SSN_REQUIRED_MESSAGE, validateSsn } from '../../../src/client/features/qualification/fields';
import { redact, seal, unseal } from '../../../src/client/features/qualification/secret';

describe('sealed SSN handle (§2: the number never leaves the HTTP body)', () => {
  it('prints as an empty object and gives the value back exactly once', () => {
    const handle = seal('123456789');
    expect(JSON.stringify({ payload: { ssn: handle } })).toBe('{"payload":{"ssn":{}}}');
    expect(Object.keys(handle)).toEqual([]);
    expect(unseal(handle)).toBe('123456789');
    expect(unseal(handle)).toBeUndefined();
  });

  it('an unknown or missing handle gives nothing', () => {
    expect(unseal({} as never)).toBeUndefined();
    expect(unseal(null)).toBeUndefined();
  });

  it('redacts the number in every form from an error body, keys and nested values included', () => {
    const body = {
      detail: 'Invalid value "123456789" supplied',
      errors: { social_security_number: ['123-45-6789 is not allowed'], '123456789': 'x' },
      status: 400,
    };
    const out = redact(body, '123456789');
    expect(JSON.stringify(out)).not.toMatch(/123456789|123-45-6789/);
    expect(out.detail).toBe('Invalid value "•••" supplied');
    expect(out.status).toBe(400);
  });
});

describe('SSN field rule', () => {
  it.each([
    ['', false, SSN_REQUIRED_MESSAGE],
    ['', true, undefined],
    ['123-45-678', false, SSN_LENGTH_MESSAGE],
    ['123-45-67890', false, SSN_LENGTH_MESSAGE],
    ['12a-45-6789', false, SSN_LENGTH_MESSAGE],
    ['123-45-6789', false, undefined],
    ['123 45 6789', false, undefined],
    ['000-12-3456', false, SSN_INVALID_MESSAGE],
    ['666-12-3456', false, SSN_INVALID_MESSAGE],
    ['912-12-3456', false, SSN_INVALID_MESSAGE],
    ['123-00-4567', false, SSN_INVALID_MESSAGE],
    ['123-45-0000', false, SSN_INVALID_MESSAGE],
  ])('%j (on file: %s) → %s', (text, onFile, message) => {
    expect(validateSsn(text, onFile)).toBe(message);
  });

  it('dashes and spaces typed are stripped', () => {
    expect(ssnDigits(' 123-45 6789 ')).toBe('123456789');
  });
});

describe('other inputs', () => {
  it.each([
    ['03/05/1970', '1970-03-05'],
    ['1970-03-05', '1970-03-05'],
    ['02/30/1970', undefined],
    ['', undefined],
  ])('birth date %j → %s', (text, iso) => {
    expect(isoBirthDate(text)).toBe(iso);
  });
});
