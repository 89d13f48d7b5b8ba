import { NOT_ANSWERED, reviewSections } from '../../../src/client/features/declarations/review';
import { APP_PROFILE_UUID, coOwnerAp, fullAnswers, marriedCouple, modelOf, primaryAp, SPOUSE_AP } from './fixtures';

describe('the review of the declarations', () => {
  it('reads back every applicant’s answers in words, with the stage each Edit opens', () => {
    const model = modelOf(marriedCouple(), [
      fullAnswers(APP_PROFILE_UUID, { has_pending_lawsuits: true, pending_lawsuits_details: 'Boundary dispute' }),
      { application_profile_uuid: SPOUSE_AP, marital_status: 'married' },
    ]);
    const [jane, john] = reviewSections(model);
    expect(jane?.rows.map((r) => [r.label, r.value, r.stage])).toEqual([
      ['Marital status', 'Married', 'marital-status/0'],
      ['Spouse', 'John Doe, on the title', 'spouse-detail/0'],
      ['Who is on the title', 'Me and my spouse', 'another-person-on-title/0'],
      ['Co-owners and occupants', 'John Doe (Co-Owner)', 'co-owners/0'],
      ['Title vesting', 'Joint tenants', 'title-vesting/0'],
      ['Residency', 'It is my primary residence', 'residency/0'],
      ['Pending lawsuits', 'Yes: Boundary dispute', 'pending-lawsuits/0'],
      ['Other home equity agreements', 'No', 'stacking/0'],
    ]);
    expect(john?.rows.filter((r) => r.missing).map((r) => r.label)).toEqual(['Residency', 'Pending lawsuits', 'Other home equity agreements']);
    expect(john?.rows.find((r) => r.label === 'Residency')?.value).toBe(NOT_ANSWERED);
  });

  it('never asks the ownership questions of a co-owner', () => {
    const model = modelOf([primaryAp(), coOwnerAp()], []);
    expect(reviewSections(model)[1]?.rows.map((r) => r.label)).toEqual(['Marital status', 'Residency', 'Pending lawsuits', 'Other home equity agreements']);
  });
});
