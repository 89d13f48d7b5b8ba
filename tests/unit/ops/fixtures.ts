import type { Application } from '../../../src/contract/entities';
import { application, APP_PROFILE_UUID, OTHER_USER_UUID, profile, USER_UUID } from '../app/fixtures';

/** The co-owner's application profile uuid on {@link coOwnedApplication}. */
export const CO_OWNER_APP_PROFILE_UUID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** The occupant's profile and application profile uuids. */
/** The staff member's profile uuid (token claim). */
export const OPS_UUID = '99999999-9999-4999-8999-999999999999';
export const OCCUPANT_UUID = '33333333-3333-4333-8333-333333333333';
export const OCCUPANT_APP_PROFILE_UUID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

/** An application with a primary applicant (Jane Doe), a co-owner (John Roe, position 2) and an occupant (position 3). */
export function coOwnedApplication(overrides: Partial<Application> = {}): Application {
  return application({
    application_profiles: [
      { uuid: OCCUPANT_APP_PROFILE_UUID as never, position: 3, profile_type: 'non_owning_occupant', profile: profile({ uuid: OCCUPANT_UUID as never, first_name: 'Olly', last_name: 'Occupant', on_title: false, position: 3, profile_type: 'non_owning_occupant' }) },
      { uuid: APP_PROFILE_UUID as never, position: 1, profile_type: 'applicant', profile: profile({ uuid: USER_UUID as never }) },
      { uuid: CO_OWNER_APP_PROFILE_UUID as never, position: 2, profile_type: 'co_owner', profile: profile({ uuid: OTHER_USER_UUID as never, first_name: 'John', last_name: 'Roe', position: 2, profile_type: 'co_owner' }) },
    ],
    ...overrides,
  });
}
