import { UnsecuredJWT } from 'jose';
import { VirtualTimeScheduler } from 'rxjs';
import type { Application, DealTeam, Profile } from '../../../src/contract/entities';
import type { Task } from '../../../src/contract/tasks';
import type { UserApplicationProfile } from '../../../src/contract/application';
import { createTestDeps, type TestDeps } from '../../support/fakeDeps';

/** The signed-in person (profile uuid = token `uuid` claim). */
export const USER_UUID = '11111111-1111-4111-8111-111111111111';
export const OTHER_USER_UUID = '22222222-2222-4222-8222-222222222222';
export const APP_UUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const OLDER_APP_UUID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const APP_PROFILE_UUID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const TASK_UUID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

/** An unsigned JWT with §3 claims; `expSeconds` is `exp` (seconds since the epoch). */
export function makeToken(opts: { uuid?: string; username?: string; expSeconds: number }): string {
  return new UnsecuredJWT({ username: opts.username ?? 'jane@example.com', uuid: opts.uuid ?? USER_UUID })
    .setExpirationTime(opts.expSeconds)
    .encode();
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: USER_UUID as Profile['uuid'],
    first_name: 'Jane',
    middle_name: null,
    last_name: 'Doe',
    phone: '2125550123',
    email: 'jane@example.com',
    user_external_id: null,
    social_security_number: null,
    birth_date: null,
    on_title: true,
    position: 1,
    profile_type: 'applicant',
    spouse_profile: null,
    login_method: 'password',
    has_password: true,
    ...overrides,
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    uuid: APP_UUID as Application['uuid'],
    external_id: 'HE-1001',
    tasks_version: 1,
    ie_acknowledged: false,
    is_expired: false,
    stage: 'pending-doc-upload',
    customer_stage: 'submitted-for-review',
    closed_lost: null,
    estimated_fico: 701,
    property: {
      address: { street: '12 Main St', city: 'Austin', state: 'TX', unit_number: '4B', zip_code: '78701', county: null },
      property_type: 'single-family-detached',
      property_usage: 'principal-residence',
      estimated_value: 650000,
      estimated_debt: 200000,
    },
    application_profiles: [
      { uuid: APP_PROFILE_UUID as Application['uuid'], position: 1, profile_type: 'applicant', profile: profile() },
    ],
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function task(overrides: Partial<Task> = {}): Task {
  return {
    uuid: TASK_UUID as Task['uuid'],
    task_type: 'property--home-owners-insurance',
    title: 'Upload your homeowners insurance',
    description: 'A copy of the current policy declarations page.',
    status: 'pending',
    profile_uuid: null,
    created_at: '2026-03-01T10:00:00.000Z',
    due_date: '2026-04-05',
    document_type: 'homeowners-insurance-policy',
    ...overrides,
  };
}

export function dealTeam(overrides: Partial<DealTeam> = {}): DealTeam {
  return {
    home_equity_officer: { first_name: 'Olivia', last_name: 'Officer', email: 'olivia@provider.example', phone: '5125550100', meeting_url: null },
    transaction_specialist: null,
    ...overrides,
  };
}

export function userAppProfile(overrides: Partial<UserApplicationProfile> = {}): UserApplicationProfile {
  return {
    uuid: APP_PROFILE_UUID as UserApplicationProfile['uuid'],
    application_uuid: APP_UUID as UserApplicationProfile['uuid'],
    position: 1,
    profile_type: 'applicant',
    stage: 'pending-doc-upload',
    ...overrides,
  };
}

/** Virtual "now" of the tests: 2026-03-10T00:00:00Z, in ms. */
export const NOW_MS = Date.UTC(2026, 2, 10);
/** An `exp` one hour after {@link NOW_MS}, in seconds. */
export const IN_ONE_HOUR_S = NOW_MS / 1000 + 3600;

/** A scheduler whose clock starts at {@link NOW_MS} (flush it to run timers). */
export class TestClockScheduler extends VirtualTimeScheduler {
  constructor() {
    super();
    this.frame = NOW_MS;
  }
}

/** Test deps on a virtual scheduler starting at {@link NOW_MS}. */
export function depsAtNow(): { deps: TestDeps; scheduler: TestClockScheduler } {
  const scheduler = new TestClockScheduler();
  return { deps: createTestDeps({ scheduler }), scheduler };
}
