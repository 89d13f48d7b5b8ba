import type { Profile } from '../../../src/contract/entities';
import { otherEmails } from '../../../src/client/features/declarations/model';
import { EMPTY_OVERLAY, withSpouse } from '../../../src/client/features/declarations/overlay';
import { ownershipIssues } from '../../../src/client/features/declarations/ownership';
import { profile } from '../app/fixtures';
import {
  APP_PROFILE_UUID, COOWNER_PROFILE, coOwnerAp, marriedCouple, modelOf, OCCUPANT_AP, occupantAp, primaryAp, SPOUSE_PROFILE,
  spouseAp, USER_UUID,
} from './fixtures';

describe('the people of the declarations (§2/§3 roles and visibility)', () => {
  it('labels roles with the domain rules and marks the signed-in person and the primary applicant', () => {
    const model = modelOf([...marriedCouple(), coOwnerAp()]);
    expect(model.applicants.map((a) => [a.name, a.role, a.isPrimary, a.isMe])).toEqual([
      ['Jane Doe', 'Primary Applicant', true, true],
      ['John Doe', 'Co-Owner', false, false],
      ['Sam Roe', 'Co-Owner', false, false],
    ]);
    expect(model.meIsPrimary).toBe(true);
  });

  it('links spouses both ways, whichever profile carries the link', () => {
    const linkedFromSpouseOnly = modelOf([primaryAp(), spouseAp()]);
    expect(linkedFromSpouseOnly.applicants[0]?.spouse?.profileUuid).toBe(SPOUSE_PROFILE);
    expect(linkedFromSpouseOnly.applicants[1]?.spouse?.profileUuid).toBe(USER_UUID);
    expect(linkedFromSpouseOnly.people.find((p) => p.profileUuid === SPOUSE_PROFILE)?.isPrimarySpouse).toBe(true);
  });

  it('lists occupants for the primary applicant who manages the people, but hides them from anyone else', () => {
    const asPrimary = modelOf([primaryAp(), coOwnerAp(), occupantAp()]);
    expect(asPrimary.people.map((p) => p.role)).toEqual(['Co-Owner', 'Non-Owning Occupant']);
    const asCoOwner = modelOf([primaryAp(), coOwnerAp(), occupantAp()], [], { userUuid: COOWNER_PROFILE });
    expect(asCoOwner.people.map((p) => p.role)).toEqual(['Co-Owner']);
    expect(asCoOwner.meIsPrimary).toBe(false);
    const asOccupant = modelOf([primaryAp(), coOwnerAp(), occupantAp()], [], { userUuid: OCCUPANT_AP });
    expect(asOccupant.people.map((p) => p.role)).toEqual(['Co-Owner', 'Non-Owning Occupant']);
  });

  it('shows a spouse saved a moment ago before the application is fetched again', () => {
    const spouse: Profile = profile({ uuid: SPOUSE_PROFILE as Profile['uuid'], first_name: 'John', email: 'john@example.com', spouse_profile: USER_UUID as Profile['uuid'] });
    const model = modelOf([primaryAp()], [], { overlay: withSpouse(EMPTY_OVERLAY, USER_UUID, spouse) });
    expect(model.applicants[0]?.spouse).toMatchObject({ profileUuid: SPOUSE_PROFILE, firstName: 'John' });
  });

  it('gives the emails a new person must differ from, without the person’s own', () => {
    const model = modelOf([...marriedCouple(), coOwnerAp()]);
    expect(otherEmails(model, null).sort()).toEqual(['jane@example.com', 'john@example.com', 'sam@example.com']);
    expect(otherEmails(model, COOWNER_PROFILE).sort()).toEqual(['jane@example.com', 'john@example.com']);
  });
});

describe('ownership answer against the people (same rule as the server at submit)', () => {
  it.each([
    ['me_and_spouse', null, 0, ['spouse-missing']],
    ['me_and_spouse', { onTitle: false }, 0, ['spouse-not-on-title']],
    ['me_and_spouse', { onTitle: true }, 0, []],
    ['me_and_another', null, 0, ['co-owner-missing']],
    ['me_and_another', null, 1, []],
    ['me_spouse_and_others', null, 0, ['spouse-missing', 'co-owner-missing']],
    ['only_me', null, 1, ['unexpected-owners']],
    ['only_me', { onTitle: true }, 0, ['unexpected-owners']],
    ['only_me', null, 0, []],
    ['complex', null, 3, []],
    [undefined, null, 3, []],
  ] as const)('%s with spouse %j and %i other owner(s) → %j', (ownership, spouse, otherOwners, issues) => {
    expect(ownershipIssues({ ownership, spouse, otherOwners })).toEqual(issues);
  });

  it('counts owners on title besides the spouse, not occupants', () => {
    const model = modelOf([primaryAp(), occupantAp()], [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'me_and_another' }]);
    expect(model.ownershipIssues).toEqual(['co-owner-missing']);
    expect(model.otherPeopleCount).toBe(1);
  });
});
