import { FORM_ERROR } from 'final-form';
import { coOwnerSaveFailed, coOwnerSaved, spouseSaveFailed } from '../../../src/client/features/declarations/actions';
import { submissionErrorsOf } from '../../../src/client/features/declarations/formErrors';
import { submitProblems } from '../../../src/client/features/declarations/submitErrors';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { APP_PROFILE_UUID, APP_UUID, coOwnerAp, fullAnswers, marriedCouple, modelOf, SPOUSE_AP } from './fixtures';

const ref = { applicationId: APP_UUID };
const FIELDS = ['first_name', 'email', 'phone'];

describe('server errors on the people forms (§8)', () => {
  it('puts each field message at its field and the rest form-wide', () => {
    const outcome = coOwnerSaveFailed({
      ...ref,
      error: { status: 400, data: { detail: 'Invalid request', errors: { email: ['Already used by another account.'], profile_type: ['Bad type'] } } },
    });
    expect(submissionErrorsOf(outcome, FIELDS)).toEqual({ email: 'Already used by another account.', [FORM_ERROR]: 'Bad type' });
  });

  it('shows the §8 sentence when no field is named (network down)', () => {
    expect(submissionErrorsOf(spouseSaveFailed({ ...ref, error: { status: 'FETCH_ERROR', data: undefined } }), FIELDS)).toEqual({
      [FORM_ERROR]: FETCH_ERROR_TEXT,
    });
  });

  it('is nothing for a success', () => {
    expect(submissionErrorsOf(coOwnerSaved({ ...ref, party: coOwnerAp(), added: true }), FIELDS)).toBeUndefined();
  });
});

describe('problems of a failed declarations submit, with where to fix them', () => {
  const model = modelOf(marriedCouple(), [fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)]);
  const problemsOf = (errors: Record<string, string[]>) =>
    submitProblems({ status: 400, data: { detail: 'Invalid request', errors } }, model.applicants, model.values.applicants);

  it.each([
    ['ownership', 'another-person-on-title/0', 'Jane Doe'],
    ['applicants.1.marital_status', 'marital-status/1', 'John Doe'],
    ['applicants[0].pending_lawsuits_details', 'pending-lawsuits/0', 'Jane Doe'],
    [`applicants.${SPOUSE_AP}.has_other_equity_agreement`, 'stacking/1', 'John Doe'],
    ['applicants.1.title_vesting', 'title-vesting/0', 'Jane Doe'],
    ['spouse', 'spouse-detail/0', 'Jane Doe'],
    ['co_owners', 'co-owners/0', 'Jane Doe'],
  ])('%s → %s (%s)', (field, stage, applicantName) => {
    expect(problemsOf({ [field]: ['Problem'] })).toEqual([{ message: 'Problem', fix: { stage, applicantName } }]);
  });

  it('keeps a message about the whole section without a fix, and falls back to the §8 sentence', () => {
    expect(problemsOf({ non_field_errors: ['Something is off'] })).toEqual([{ message: 'Something is off', fix: null }]);
    expect(submitProblems({ status: 500, data: { detail: 'Server error' } }, model.applicants, [])).toEqual([{ message: 'Server error', fix: null }]);
  });
});
