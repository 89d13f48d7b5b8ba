import { FIELD_ERROR_KIND } from '../../../src/contract/trackingPlan';
import { validateSsn } from '../../../src/client/features/qualification/fields';
import { USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE } from '../../../src/domain/money';
import { PASSWORD_MISMATCH_TEXT, PASSWORD_REQUIRED_TEXT, PASSWORD_TOO_SHORT_TEXT } from '../../../src/domain/password';
import * as validation from '../../../src/domain/validation';
import {
  BIRTH_DATE_MESSAGE,
  CO_OWNER_EMAIL_DUPLICATE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_SPACES_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  STREET_AT_SIGN_MESSAGE,
  testAccountEmailMessage,
  TEST_ACCOUNT_EMAIL_SITE,
  validateAddress,
  validateBirthDate,
  validateEmail,
  validatePhone,
  validationKindOf,
  ZIP_FORMAT_MESSAGE,
} from '../../../src/domain/validation';

/** Every §5 message the validation rules show, and the analytics event kind it stands for. */
const SECTION_5: ReadonlyArray<readonly [string, string]> = [
  [FIELD_REQUIRED_MESSAGE, 'required'],
  [PHONE_REQUIRED_MESSAGE, 'required'],
  [EMAIL_REQUIRED_MESSAGE, 'required'],
  [ZIP_FORMAT_MESSAGE, 'format'],
  [PHONE_LENGTH_MESSAGE, 'format'],
  [STREET_AT_SIGN_MESSAGE, 'format'],
  [PHONE_INVALID_MESSAGE, 'value'],
  [BIRTH_DATE_MESSAGE, 'value'],
  [CO_OWNER_EMAIL_DUPLICATE_MESSAGE, 'value'],
  [EMAIL_INVALID_MESSAGE, 'invalid_email'],
  [EMAIL_SPACES_MESSAGE, 'invalid_email'],
  [testAccountEmailMessage(TEST_ACCOUNT_EMAIL_SITE), 'unsupported_email'],
];

describe('validationKindOf (§5 analytics events: which kind of error a field shows)', () => {
  it.each(SECTION_5)('classifies %j as %s', (message, kind) => {
    expect(validationKindOf(message)).toBe(kind);
  });

  it('covers every message constant the §5 validation module exports', () => {
    const exported = Object.entries(validation)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    expect(exported.length).toBeGreaterThanOrEqual(11);
    for (const message of exported) expect(validationKindOf(message), message).not.toBeNull();
  });

  it('classifies what the rules really answer, including the test-account rule for any site', () => {
    expect(validationKindOf(validatePhone('') ?? '')).toBe('required');
    expect(validationKindOf(validatePhone('512555') ?? '')).toBe('format');
    expect(validationKindOf(validateEmail('sam@', {}) ?? '')).toBe('invalid_email');
    expect(validationKindOf(validateEmail('sam@homes.example-test.test', { site: 'homes.example-test.test' }) ?? '')).toBe('unsupported_email');
    expect(validationKindOf(validateAddress({ street: 'a@b', city: 'x', state: 'TX', zip_code: '1' }).street ?? '')).toBe('format');
    expect(validationKindOf(validateBirthDate('2020-01-01', new Date(2026, 0, 1)) ?? '')).toBe('value');
  });

  it('also classifies the password and money fields’ messages', () => {
    expect(validationKindOf(PASSWORD_REQUIRED_TEXT)).toBe('required');
    expect(validationKindOf(PASSWORD_TOO_SHORT_TEXT)).toBe('format');
    expect(validationKindOf(PASSWORD_MISMATCH_TEXT)).toBe('value');
    expect(validationKindOf(USD_REQUIRED_MESSAGE)).toBe('required');
    expect(validationKindOf(USD_ABOVE_ZERO_MESSAGE)).toBe('value');
  });

  it('classifies what the qualification wizard’s SSN rule answers (never the digits themselves)', () => {
    expect(validationKindOf(validateSsn('') ?? '')).toBe('required');
    expect(validationKindOf(validateSsn('123-45-67') ?? '')).toBe('format');
    expect(validationKindOf(validateSsn('666-12-3456') ?? '')).toBe('value');
    expect(validationKindOf('123-45-6789')).toBeNull();
  });

  it('answers null for a blank message, a server sentence or anything a person could have typed', () => {
    for (const message of ['', 'This sign-in link has expired or was already used.', 'sam@example.com', 'this field is required']) {
      expect(validationKindOf(message), message).toBeNull();
    }
  });

  it('only ever answers a kind of the tracking plan', () => {
    const kinds = new Set(SECTION_5.map(([message]) => validationKindOf(message)));
    expect([...kinds].sort()).toEqual([...FIELD_ERROR_KIND.values].sort());
  });
});
