import { FORM_ERROR } from 'final-form';
import { accountChangeSaved, emailChangeCancelled, emailCodeSent, profileOpened, startEmailChange } from '../../../src/client/features/account/actions';
import { submissionErrorsOf } from '../../../src/client/features/account/formErrors';
import { sameNames } from '../../../src/client/kernel/forms/serverErrors';
import { accountReducer, initialAccountState } from '../../../src/client/features/account/reducer';
import { profileView } from '../../../src/client/features/account/selectors';
import { validateCode } from '../../../src/client/features/account/views/EmailSection';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { APP_UUID, profile } from '../app/fixtures';

describe('account reducer', () => {
  const fold = (...actions: Parameters<typeof accountReducer>[1][]) => actions.reduce(accountReducer, initialAccountState);

  it('holds the address a code was sent to until the change is confirmed or left', () => {
    expect(fold(emailCodeSent({ newEmail: 'new@example.com' })).pendingEmail).toBe('new@example.com');
    expect(fold(emailCodeSent({ newEmail: 'new@example.com' }), emailChangeCancelled()).pendingEmail).toBeNull();
    expect(fold(emailCodeSent({ newEmail: 'new@example.com' }), accountChangeSaved({ applicationId: APP_UUID, change: 'email' }))).toEqual({
      pendingEmail: null,
      lastSaved: 'email',
      shared: initialAccountState.shared,
    });
  });

  it('keeps a pending email change when something else is saved', () => {
    expect(fold(emailCodeSent({ newEmail: 'new@example.com' }), accountChangeSaved({ applicationId: APP_UUID, change: 'phone' })).pendingEmail).toBe('new@example.com');
  });

  it('forgets the last announcement when the page opens again, and everything when the session ends', () => {
    const saved = fold(accountChangeSaved({ applicationId: APP_UUID, change: 'name' }));
    expect(accountReducer(saved, profileOpened({ applicationId: APP_UUID })).lastSaved).toBeNull();
    expect(fold(emailCodeSent({ newEmail: 'x@example.com' }), sessionEnded({ reason: null }))).toEqual(initialAccountState);
  });

  it('ignores commands', () => {
    expect(accountReducer(initialAccountState, startEmailChange({ newEmail: 'x@example.com' }))).toBe(initialAccountState);
  });
});

describe('account form errors (§8)', () => {
  it('puts field errors of a 400 at their fields, without the generic detail', () => {
    const error = { status: 400, data: { detail: 'Invalid request', errors: { first_name: ['This field is required'] } } };
    expect(submissionErrorsOf(error, sameNames('first_name', 'last_name'))).toEqual({ first_name: 'This field is required' });
  });

  it('shows messages for fields the form lacks form-wide, so nothing the server said is hidden', () => {
    const error = { status: 400, data: { detail: 'Invalid request', errors: { phone: ['Bad phone'], birth_date: ['Bad date'] } } };
    expect(submissionErrorsOf(error, sameNames('phone'))).toEqual({ phone: 'Bad phone', [FORM_ERROR]: 'Bad date' });
  });

  it('a refusal without field errors goes to the fallback field; a network failure is form-wide', () => {
    const refused = { status: 400, data: { detail: 'That code has expired.' } };
    expect(submissionErrorsOf(refused, () => null, 'code')).toEqual({ code: 'That code has expired.' });
    expect(submissionErrorsOf({ status: 'FETCH_ERROR', data: undefined }, () => null, 'code')).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
  });
});

describe('profile as shown', () => {
  it('formats the phone (§9) and names the login method, offering the other one when there is a password', () => {
    expect(profileView(profile({ middle_name: 'Q', phone: '2125550123', login_method: 'password', has_password: true }))).toMatchObject({
      fullName: 'Jane Q Doe',
      phone: '(212) 555-0123',
      loginMethodLabel: 'Password',
      switchTo: 'magicLink',
    });
    expect(profileView(profile({ login_method: 'magicLink', has_password: true }))).toMatchObject({ loginMethodLabel: 'Email link', switchTo: 'password' });
    expect(profileView(profile({ login_method: 'email', has_password: false, phone: null }))).toMatchObject({ loginMethodLabel: 'Email link', switchTo: null, phone: '' });
  });

  it('asks for exactly 6 digits in the email code', () => {
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode(' 123456 ')).toBeUndefined();
    expect(validateCode('12345')).toBe('Enter the 6-digit code');
    expect(validateCode('12345a')).toBe('Enter the 6-digit code');
    expect(validateCode(undefined)).toBe('Enter the 6-digit code');
  });
});
