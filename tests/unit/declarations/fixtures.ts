import type { ApplicationProfile, Profile } from '../../../src/contract/entities';
import type { SectionRecordOf } from '../../../src/contract/sections';
import type { DeclarationsModel } from '../../../src/client/features/declarations/model';
import { buildDeclarationsModel } from '../../../src/client/features/declarations/model';
import { EMPTY_OVERLAY, type PartyOverlay } from '../../../src/client/features/declarations/overlay';
import { APP_PROFILE_UUID, APP_UUID, profile, USER_UUID } from '../app/fixtures';

export { APP_PROFILE_UUID, APP_UUID, USER_UUID };

/** Profile and application profile uuids of the people of these tests. */
export const SPOUSE_PROFILE = '33333333-3333-4333-8333-333333333333';
export const SPOUSE_AP = '44444444-4444-4444-8444-444444444444';
export const COOWNER_PROFILE = '55555555-5555-4555-8555-555555555555';
export const COOWNER_AP = '66666666-6666-4666-8666-666666666666';
export const OCCUPANT_PROFILE = '77777777-7777-4777-8777-777777777777';
export const OCCUPANT_AP = '88888888-8888-4888-8888-888888888888';

type U = ApplicationProfile['uuid'];

/** The signed-in primary applicant Jane Doe (position 1, on title). */
export function primaryAp(overrides: Partial<Profile> = {}): ApplicationProfile {
  return { uuid: APP_PROFILE_UUID as U, position: 1, profile_type: 'applicant', profile: profile(overrides) };
}

/** John Doe, Jane's spouse, a co-owner on title at position 2, linked both ways. */
export function spouseAp(overrides: Partial<Profile> = {}): ApplicationProfile {
  return {
    uuid: SPOUSE_AP as U,
    position: 2,
    profile_type: 'co_owner',
    profile: profile({
      uuid: SPOUSE_PROFILE as U,
      first_name: 'John',
      last_name: 'Doe',
      email: 'john@example.com',
      position: 2,
      profile_type: 'co_owner',
      spouse_profile: USER_UUID as U,
      has_password: false,
      login_method: 'email',
      ...overrides,
    }),
  };
}

/** Sam Roe, a co-owner on title who is not a spouse, position 3. */
export function coOwnerAp(overrides: Partial<Profile> = {}): ApplicationProfile {
  return {
    uuid: COOWNER_AP as U,
    position: 3,
    profile_type: 'co_owner',
    profile: profile({
      uuid: COOWNER_PROFILE as U,
      first_name: 'Sam',
      last_name: 'Roe',
      email: 'sam@example.com',
      position: 3,
      profile_type: 'co_owner',
      has_password: false,
      login_method: 'email',
      ...overrides,
    }),
  };
}

/** Pat Poe, a non-owning occupant (not on title), position 4. */
export function occupantAp(overrides: Partial<Profile> = {}): ApplicationProfile {
  return {
    uuid: OCCUPANT_AP as U,
    position: 4,
    profile_type: 'non_owning_occupant',
    profile: profile({
      uuid: OCCUPANT_PROFILE as U,
      first_name: 'Pat',
      last_name: 'Poe',
      email: 'pat@example.com',
      on_title: false,
      position: 4,
      profile_type: 'non_owning_occupant',
      has_password: false,
      login_method: 'email',
      ...overrides,
    }),
  };
}

/** Jane married to John (both on title). */
export function marriedCouple(): ApplicationProfile[] {
  return [primaryAp({ spouse_profile: SPOUSE_PROFILE as U }), spouseAp()];
}

/** A model from profiles and answers (signed in as Jane unless `userUuid` says otherwise). */
export function modelOf(
  profiles: readonly ApplicationProfile[],
  applicants: Array<Record<string, unknown>> = [],
  opts: { overlay?: PartyOverlay; userUuid?: string | null } = {},
): DeclarationsModel {
  return buildDeclarationsModel({
    profiles,
    values: { applicants },
    overlay: opts.overlay ?? EMPTY_OVERLAY,
    userUuid: opts.userUuid === undefined ? USER_UUID : opts.userUuid,
  });
}

/** Every answer of one applicant, `married` or not (primary-only answers included). */
export function fullAnswers(uuid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    application_profile_uuid: uuid,
    marital_status: 'married',
    ownership: 'me_and_spouse',
    title_vesting: 'joint-tenants',
    residency: 'primary-residence',
    has_pending_lawsuits: false,
    has_other_equity_agreement: false,
    ...overrides,
  };
}

/** A saved declarations record (GET …/sections/declarations/). */
export function declarationsRecord(
  applicants: Array<Record<string, unknown>> = [],
  overrides: Partial<SectionRecordOf<'declarations'>> = {},
): Record<string, unknown> {
  return {
    section: 'declarations',
    status: applicants.length > 0 ? 'in-progress' : 'not-started',
    revision: applicants.length > 0 ? 1 : 0,
    values: { applicants },
    updated_at: null,
    submitted_at: null,
    ...overrides,
  };
}
