import {
  applicableStages, applicantIndexOf, isEditingFromReview, nextStage, parseStage, rebuildHistory,
} from '../../../src/client/features/declarations/flow';
import {
  APP_PROFILE_UUID, COOWNER_AP, coOwnerAp, fullAnswers, marriedCouple, modelOf, occupantAp, primaryAp, SPOUSE_AP,
} from './fixtures';

describe('declarations stages (history keys)', () => {
  it.each([
    ['declarations', { kind: 'intro' }],
    ['review', { kind: 'review' }],
    ['residency/1', { kind: 'applicant', stage: 'residency', applicant: 1 }],
    ['co-owner/0', { kind: 'applicant', stage: 'co-owner', applicant: 0 }],
    ['nonsense/0', { kind: 'intro' }],
    ['residency', { kind: 'intro' }],
  ])('reads %s', (key, parsed) => {
    expect(parseStage(key)).toEqual(parsed);
  });

  it('keeps currentDeclarationApplicantIndex on the applicant of the stage (review: the last applicant)', () => {
    const model = modelOf(marriedCouple());
    expect(applicantIndexOf(model, 'stacking/1')).toBe(1);
    expect(applicantIndexOf(model, 'declarations')).toBe(0);
    expect(applicantIndexOf(model, 'review')).toBe(1);
  });
});

describe('who is asked what (applicants in order, primary-only questions)', () => {
  it('asks the primary applicant first, then each owner on title by position; never an occupant', () => {
    const model = modelOf([occupantAp(), coOwnerAp(), primaryAp()]);
    expect(model.applicants.map((a) => a.name)).toEqual(['Jane Doe', 'Sam Roe']);
    expect(applicableStages(model)).toEqual([
      'marital-status/0', 'another-person-on-title/0', 'co-owners/0', 'title-vesting/0', 'residency/0', 'pending-lawsuits/0',
      'stacking/0', 'marital-status/1', 'residency/1', 'pending-lawsuits/1', 'stacking/1',
    ]);
  });

  it('asks for the spouse only of someone married without a linked spouse', () => {
    const single = modelOf([primaryAp()], [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }]);
    expect(applicableStages(single)).toContain('spouse-detail/0');
    const linked = modelOf(marriedCouple(), [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }]);
    expect(applicableStages(linked)).not.toContain('spouse-detail/0');
    const unmarried = modelOf([primaryAp()], [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried' }]);
    expect(applicableStages(unmarried)).not.toContain('spouse-detail/0');
  });

  it('shows the co-owners list when the ownership answer names other people, or others are already listed', () => {
    const onlyMe = modelOf([primaryAp()], [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'only_me' }]);
    expect(applicableStages(onlyMe)).not.toContain('co-owners/0');
    const another = modelOf([primaryAp()], [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'me_and_another' }]);
    expect(applicableStages(another)).toContain('co-owners/0');
    const couple = modelOf(marriedCouple(), [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'me_and_spouse' }]);
    expect(applicableStages(couple)).not.toContain('co-owners/0');
  });
});

describe('Next (designed order)', () => {
  const couple = (answers: Array<Record<string, unknown>>) => modelOf(marriedCouple(), answers);

  it('goes from the intro to the primary applicant’s marital status', () => {
    expect(nextStage(couple([]), 'declarations')).toBe('marital-status/0');
  });

  it('asks a married person without a linked spouse for the spouse next', () => {
    const model = modelOf([primaryAp()], [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }]);
    expect(nextStage(model, 'marital-status/0')).toBe('spouse-detail/0');
    expect(nextStage(model, 'spouse-detail/0')).toBe('another-person-on-title/0');
  });

  it('moves to the next applicant after the last question, and to the review after the last applicant', () => {
    const model = couple([fullAnswers(APP_PROFILE_UUID)]);
    expect(nextStage(model, 'stacking/0')).toBe('marital-status/1');
    expect(nextStage(model, 'stacking/1')).toBe('review');
  });

  it('returns from the co-owner form to the question after the list', () => {
    const model = modelOf([primaryAp(), coOwnerAp()], [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'me_and_another' }]);
    expect(nextStage(model, 'co-owners/0')).toBe('title-vesting/0');
  });

  it('when changing an answer from the review, skips what is answered and returns to the review', () => {
    const model = couple([fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)]);
    expect(nextStage(model, 'residency/0', true)).toBe('review');
  });

  it('when a change from the review raises a new question, asks it', () => {
    const model = modelOf(
      [primaryAp()],
      [fullAnswers(APP_PROFILE_UUID, { ownership: 'me_and_another' })],
    );
    expect(nextStage(model, 'another-person-on-title/0', true)).toBe('co-owners/0');
  });

  it('knows the review is in the history when editing from it', () => {
    expect(isEditingFromReview(['declarations', 'stacking/0', 'review', 'residency/0'])).toBe(true);
    expect(isEditingFromReview(['declarations', 'review'])).toBe(false);
  });
});

describe('resuming (history rebuilt from the saved answers)', () => {
  it('starts at the intro when nothing is answered', () => {
    expect(rebuildHistory(modelOf(marriedCouple()))).toEqual(['declarations']);
  });

  it('lands on the first unanswered question with every answered one behind it', () => {
    const model = modelOf(marriedCouple(), [
      { application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married', ownership: 'me_and_spouse' },
    ]);
    expect(rebuildHistory(model)).toEqual(['declarations', 'marital-status/0', 'another-person-on-title/0', 'title-vesting/0']);
  });

  it('lands on the second applicant once the first has answered everything', () => {
    const model = modelOf(marriedCouple(), [fullAnswers(APP_PROFILE_UUID)]);
    const history = rebuildHistory(model);
    expect(history[history.length - 1]).toBe('marital-status/1');
    expect(history).toContain('stacking/0');
  });

  it('ends at the review when everything is answered', () => {
    const model = modelOf(marriedCouple(), [fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)]);
    expect(rebuildHistory(model).slice(-2)).toEqual(['stacking/1', 'review']);
  });

  it('stops at the co-owners list while the answer names someone not added', () => {
    const model = modelOf([primaryAp()], [fullAnswers(APP_PROFILE_UUID, { marital_status: 'unmarried', ownership: 'me_and_another' })]);
    expect(rebuildHistory(model).at(-1)).toBe('co-owners/0');
    const added = modelOf([primaryAp(), coOwnerAp()], [fullAnswers(APP_PROFILE_UUID, { marital_status: 'unmarried', ownership: 'me_and_another' })]);
    expect(rebuildHistory(added).at(-1)).toBe('marital-status/1');
    expect(added.applicants[1]?.uuid).toBe(COOWNER_AP);
  });

  it('treats a "yes" without details as unanswered', () => {
    const model = modelOf([primaryAp()], [
      fullAnswers(APP_PROFILE_UUID, { marital_status: 'unmarried', ownership: 'only_me', has_pending_lawsuits: true }),
    ]);
    expect(rebuildHistory(model).at(-1)).toBe('pending-lawsuits/0');
  });
});
