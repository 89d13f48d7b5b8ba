import {
  answersByApplicant, mergeAnswers, readDeclarationsValues, sameValues, yesWithDetailsAnswered,
} from '../../../src/client/features/declarations/answers';
import type { Uuid } from '../../../src/contract/ids';
import { APP_PROFILE_UUID as APP_PROFILE, SPOUSE_AP } from './fixtures';

const APP_PROFILE_UUID = APP_PROFILE as Uuid;

describe('declarations values (the draft of section declarations)', () => {
  it('adds a new applicant’s answers at the end and changes an existing one in place', () => {
    const one = mergeAnswers({ applicants: [] }, APP_PROFILE_UUID, { marital_status: 'married' });
    const two = mergeAnswers(one, SPOUSE_AP, { residency: 'primary-residence' });
    const changed = mergeAnswers(two, APP_PROFILE_UUID, { ownership: 'me_and_spouse' });
    expect(changed.applicants).toEqual([
      { application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married', ownership: 'me_and_spouse' },
      { application_profile_uuid: SPOUSE_AP, residency: 'primary-residence' },
    ]);
    expect(one.applicants).toHaveLength(1); // inputs are not changed
  });

  it('removes an answer set to undefined or to blank details, and leaves keys the patch does not name', () => {
    const start = { applicants: [{ application_profile_uuid: APP_PROFILE_UUID, has_pending_lawsuits: true, pending_lawsuits_details: 'Smith v. Doe', residency: 'second-home' as const }] };
    const next = mergeAnswers(start, APP_PROFILE_UUID, { has_pending_lawsuits: false, pending_lawsuits_details: undefined });
    expect(next.applicants[0]).toEqual({ application_profile_uuid: APP_PROFILE_UUID, has_pending_lawsuits: false, residency: 'second-home' });
    expect(mergeAnswers(start, APP_PROFILE_UUID, { pending_lawsuits_details: '   ' }).applicants[0]).not.toHaveProperty('pending_lawsuits_details');
  });

  it('tells when nothing changed, so an unchanged form sends no draft edit', () => {
    const start = { applicants: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' as const }] };
    expect(sameValues(start, mergeAnswers(start, APP_PROFILE_UUID, { marital_status: 'married' }))).toBe(true);
    expect(sameValues(start, mergeAnswers(start, APP_PROFILE_UUID, { marital_status: 'unmarried' }))).toBe(false);
  });

  it('reads a damaged draft leniently: bad entries are skipped, good ones kept', () => {
    const read = readDeclarationsValues({
      applicants: [
        { application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' },
        { application_profile_uuid: 'not-a-uuid', marital_status: 'married' },
        { application_profile_uuid: SPOUSE_AP, marital_status: 'divorced' },
        'junk',
      ],
    });
    expect(read.applicants).toEqual([{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }]);
    expect(readDeclarationsValues(undefined)).toEqual({ applicants: [] });
    expect(answersByApplicant(read)).toEqual({ [APP_PROFILE_UUID]: { marital_status: 'married' } });
  });

  it.each([
    [undefined, undefined, false],
    [false, undefined, true],
    [true, '', false],
    [true, 'A claim about a fence', true],
  ])('yes/no %s with details %j is answered: %s', (flag, details, answered) => {
    expect(yesWithDetailsAnswered(flag, details)).toBe(answered);
  });
});
