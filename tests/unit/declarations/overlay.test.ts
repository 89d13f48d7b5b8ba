import type { Profile } from '../../../src/contract/entities';
import {
  applyOverlay, EMPTY_OVERLAY, reconcileOverlay, withRemovedParty, withSavedParty, withSpouse,
} from '../../../src/client/features/declarations/overlay';
import { profile } from '../app/fixtures';
import { COOWNER_AP, coOwnerAp, primaryAp, SPOUSE_AP, SPOUSE_PROFILE, spouseAp, USER_UUID } from './fixtures';

describe('party changes shown until the application is fetched again', () => {
  it('adds, updates and removes people over the fetched list', () => {
    const renamed = coOwnerAp({ first_name: 'Samantha' });
    const added = applyOverlay([primaryAp()], withSavedParty(EMPTY_OVERLAY, coOwnerAp()));
    expect(added.map((p) => p.uuid)).toContain(COOWNER_AP);
    const updated = applyOverlay([primaryAp(), coOwnerAp()], withSavedParty(EMPTY_OVERLAY, renamed));
    expect(updated.find((p) => p.uuid === COOWNER_AP)?.profile.first_name).toBe('Samantha');
    const removed = applyOverlay([primaryAp(), coOwnerAp()], withRemovedParty(EMPTY_OVERLAY, COOWNER_AP));
    expect(removed.map((p) => p.uuid)).not.toContain(COOWNER_AP);
  });

  it('links a saved spouse both ways', () => {
    const spouse: Profile = profile({ uuid: SPOUSE_PROFILE as Profile['uuid'], first_name: 'Johnny', on_title: true });
    const out = applyOverlay([primaryAp(), spouseAp({ spouse_profile: null })], withSpouse(EMPTY_OVERLAY, USER_UUID, spouse));
    expect(out[0]?.profile.spouse_profile).toBe(SPOUSE_PROFILE);
    expect(out[1]?.profile).toMatchObject({ first_name: 'Johnny', spouse_profile: USER_UUID, position: 2 });
  });

  it('forgets each change once a fetch shows it, and keeps it while a fetch does not', () => {
    const overlay = withRemovedParty(withSavedParty(EMPTY_OVERLAY, coOwnerAp({ first_name: 'Samantha' })), SPOUSE_AP);
    // A fetch from before the changes: old name, the removed spouse still there.
    expect(reconcileOverlay(overlay, [primaryAp(), spouseAp(), coOwnerAp()])).toEqual(overlay);
    const settled = reconcileOverlay(overlay, [primaryAp(), coOwnerAp({ first_name: 'Samantha' })]);
    expect(settled).toEqual(EMPTY_OVERLAY);
    expect(reconcileOverlay(EMPTY_OVERLAY, [primaryAp()])).toBe(EMPTY_OVERLAY);
  });
});
