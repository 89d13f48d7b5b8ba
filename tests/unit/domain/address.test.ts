import fc from 'fast-check';
import {
  FIELD_REQUIRED_MESSAGE,
  STREET_AT_SIGN_MESSAGE,
  US_STATE_CODES,
  ZIP_FORMAT_MESSAGE,
  normaliseZip,
  validateAddress,
  validateCity,
  validateState,
  validateStreet,
  validateZip,
} from '../../../src/domain/validation/address';

const good = { street: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' };

describe('§5 address rules', () => {
  it('uses the spec messages verbatim', () => {
    expect(FIELD_REQUIRED_MESSAGE).toBe('This field is required');
    expect(STREET_AT_SIGN_MESSAGE).toBe('You cannot enter an @ symbol for your street address');
    expect(ZIP_FORMAT_MESSAGE).toBe('Must be exactly 5 or 9 digits');
  });

  it.each([
    ['street', validateStreet],
    ['city', validateCity],
    ['state', validateState],
    ['zip_code', validateZip],
  ] as const)('requires %s', (_field, validate) => {
    for (const missing of ['', '  ', null, undefined]) expect(validate(missing)).toBe(FIELD_REQUIRED_MESSAGE);
  });

  it('refuses an @ anywhere in the street', () => {
    expect(validateStreet('1 Main St @ 2nd')).toBe(STREET_AT_SIGN_MESSAGE);
    expect(validateStreet('me@example.com')).toBe(STREET_AT_SIGN_MESSAGE);
    expect(validateStreet('1 Main St, Apt #2')).toBeUndefined();
  });

  it('accepts every 50-state + DC code and blanks anything else (§5 blanked oneOf)', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    for (const code of US_STATE_CODES) expect(validateState(code)).toBeUndefined();
    expect(validateState('XX')).toBe('');
    expect(validateState('ny')).toBe('');
    expect(validateState('PR')).toBe('');
  });

  it('accepts 5 digits, 9 digits and ZIP+4 with a hyphen', () => {
    expect(validateZip('62701')).toBeUndefined();
    expect(validateZip('627011234')).toBeUndefined();
    expect(validateZip('62701-1234')).toBeUndefined();
    expect(normaliseZip(' 62701-1234 ')).toBe('627011234');
  });

  it.each(['6270', '627011', '6270-11234', '62701-123', 'ABCDE', '62 701', '62701-'])('refuses the zip %j', (zip) => {
    expect(validateZip(zip)).toBe(ZIP_FORMAT_MESSAGE);
  });

  it('refuses any digit string whose length is not 5 or 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/).filter((s) => s.length !== 5 && s.length !== 9), (zip) => {
        expect(validateZip(zip)).toBe(ZIP_FORMAT_MESSAGE);
      }),
    );
  });

  it('accepts any digit string of length 5 or 9', () => {
    fc.assert(fc.property(fc.stringMatching(/^(\d{5}|\d{9})$/), (zip) => {
      expect(validateZip(zip)).toBeUndefined();
    }));
  });

  it('refuses a 5-digit zip with any non-digit mixed in', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.nat(5), fc.constantFrom('a', 'O', '.', '/', '_', '#'), (zip, at, ch) => {
        expect(validateZip(zip.slice(0, at) + ch + zip.slice(at))).toBe(ZIP_FORMAT_MESSAGE);
      }),
    );
  });

  it('reports only the failing fields of a whole address', () => {
    expect(validateAddress(good)).toEqual({});
    expect(validateAddress({ ...good, street: 'a@b', zip_code: '123' })).toEqual({
      street: STREET_AT_SIGN_MESSAGE,
      zip_code: ZIP_FORMAT_MESSAGE,
    });
    expect(validateAddress(null)).toEqual({
      street: FIELD_REQUIRED_MESSAGE,
      city: FIELD_REQUIRED_MESSAGE,
      state: FIELD_REQUIRED_MESSAGE,
      zip_code: FIELD_REQUIRED_MESSAGE,
    });
  });
});
