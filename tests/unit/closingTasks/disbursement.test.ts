import {
  ACCOUNT_NUMBER_MESSAGE, ACCOUNT_NUMBER_MISMATCH_MESSAGE, isValidAccountNumber, lastFour, maskAccountNumber, ROUTING_NUMBER_MESSAGE,
  validateAccountNumberConfirmation, validateDisbursement,
} from '../../../src/domain/closingTasks';
import { personalDataFindings } from '../../../src/domain/personalData';

const GOOD = {
  bank_name: 'First Sandbox Bank', account_holder: 'Dmitri Volkov', account_type: 'checking', routing_number: '011000015',
  account_number: '000123456789', account_number_confirmation: '000123456789',
};

describe('account numbers and masking (issue 12 §1)', () => {
  it('accepts 4 to 17 digits (leading zeros kept), nothing else', () => {
    expect(['1234', '000123456789', '12345678901234567'].every(isValidAccountNumber)).toBe(true);
    expect(['123', '123456789012345678', '1234-5678', '12a4', ''].some(isValidAccountNumber)).toBe(false);
  });

  it('masks to the last four digits behind ••••, whether given the whole number or the last four', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••6789');
    expect(maskAccountNumber('6789')).toBe('••••6789');
    expect(lastFour(' 000123456789 ')).toBe('6789');
  });

  it('the confirmation must be typed and match', () => {
    expect(validateAccountNumberConfirmation('', '1234')).toBe('Type your account number again');
    expect(validateAccountNumberConfirmation('1235', '1234')).toBe(ACCOUNT_NUMBER_MISMATCH_MESSAGE);
    expect(validateAccountNumberConfirmation(' 1234 ', '1234')).toBeUndefined();
  });
});

describe('validateDisbursement (the rules the form and the sandbox share)', () => {
  it('passes good details', () => {
    expect(validateDisbursement(GOOD)).toEqual({});
  });

  it('says what is wrong with each field, and nothing about the confirmation while the number itself is wrong', () => {
    expect(validateDisbursement({})).toEqual({
      bank_name: 'Enter the name of your bank',
      account_holder: 'Enter the name on the account',
      account_type: 'Choose checking or savings',
      routing_number: ROUTING_NUMBER_MESSAGE,
      account_number: ACCOUNT_NUMBER_MESSAGE,
    });
    expect(validateDisbursement({ ...GOOD, account_type: 'brokerage', account_number_confirmation: '000123456780' })).toEqual({
      account_type: 'Choose checking or savings',
      account_number_confirmation: ACCOUNT_NUMBER_MISMATCH_MESSAGE,
    });
    expect(validateDisbursement({ ...GOOD, bank_name: 'B'.repeat(101) })).toEqual({ bank_name: 'Use at most 100 characters' });
  });

  it('never quotes the account number in a message', () => {
    const messages = Object.values(validateDisbursement({ ...GOOD, account_number_confirmation: '999999999999' }));
    expect(messages.join(' ')).not.toMatch(/\d{4}/);
  });

  it('the analytics personal-data scan flags bank details by their field names', () => {
    const findings = personalDataFindings({ properties: { account_number: '000123456789', routing_number: '011000015' } });
    expect(findings).toContain('properties.account_number (personal field)');
    expect(findings).toContain('properties.routing_number (personal field)');
    expect(personalDataFindings({ properties: { accountNumber: '4321', bank_name: 'First Sandbox Bank' } })).toEqual([
      'properties.accountNumber (personal field)',
      'properties.bank_name (personal field)',
    ]);
  });
});
