import {
  expiryWarningText,
  logoutReasonText,
  SESSION_EXPIRED_TEXT,
  SIGNED_OUT_TEXT,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../../src/client/features/auth/messages';

describe('login page notices', () => {
  it('explains an expired or refused session', () => {
    expect(logoutReasonText('expired')).toBe('Your session has expired. Please sign in again.');
    expect(logoutReasonText('unauthorized')).toBe(SESSION_EXPIRED_TEXT);
    expect(logoutReasonText('signed-out')).toBe(SIGNED_OUT_TEXT);
  });

  it('asks a person who never signed in in this tab to sign in, without claiming a session expired (issue 12 §2)', () => {
    expect(logoutReasonText('sign-in')).toBe('Please sign in to continue.');
  });

  it('says in whole minutes when an inactive person will be signed out (issue 12 §2)', () => {
    expect(expiryWarningText(2)).toBe('You will be signed out in 2 minutes.');
    expect(expiryWarningText(1)).toBe('You will be signed out in 1 minute.');
    expect(expiryWarningText(0)).toBe('You will be signed out in 1 minute.');
  });

  it('never echoes an unknown ?q= value onto the page', () => {
    expect(logoutReasonText('Call 555-0100 to verify your account')).toBeNull();
    expect(logoutReasonText('toString')).toBeNull();
    expect(logoutReasonText(null)).toBeNull();
  });
});

describe('create-user password rules', () => {
  it('asks for at least 8 characters', () => {
    expect(validateNewPassword(undefined)).toBe('Enter a password');
    expect(validateNewPassword('1234567')).toBe('Use at least 8 characters');
    expect(validateNewPassword('12345678')).toBeUndefined();
  });

  it('asks for the same password twice', () => {
    expect(validatePasswordConfirmation('12345678', '12345679')).toBe('The passwords do not match');
    expect(validatePasswordConfirmation('12345678', '12345678')).toBeUndefined();
  });
});
