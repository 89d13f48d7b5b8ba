import { FORM_ERROR } from 'final-form';
import { passwordSubmissionErrors } from '../../../src/client/features/tasks/passwordErrors';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';

describe('password task errors (§8, at the field)', () => {
  it('shows a password rule the server refused at the New password field', () => {
    const error = { status: 400, data: { detail: 'Invalid request', errors: { password: ['Ensure this field has at least 8 characters.'] } } } as const;
    expect(passwordSubmissionErrors(error)).toEqual({ password: 'Ensure this field has at least 8 characters.' });
  });

  it('shows a spent token or another failure as the form’s sentence', () => {
    expect(passwordSubmissionErrors({ status: 400, data: { detail: 'This link has expired or was already used. Please request a new one.' } })).toEqual({
      [FORM_ERROR]: 'This link has expired or was already used. Please request a new one.',
    });
    expect(passwordSubmissionErrors({ status: 'FETCH_ERROR', data: undefined })).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
  });
});
