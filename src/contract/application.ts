import * as t from 'io-ts';
import { closed, Empty, nullable, SocialSecurityNumber } from './codec';
import { endpoint } from './endpoint';
import { EstimatedFico, InternalStage, ProfileType } from './enums';
import { Application, BackgroundTask, DealTeam, Profile, Property } from './entities';
import { Uuid } from './ids';

/**
 * The application; `stage` is the internal stage, `customer_stage` the §4 customer-facing one (mapping in
 * `src/domain/stages.ts`). Profiles show the SSN only as a mask (`***-**-1234`) or null.
 *
 * @error 404 not the caller's, unknown, not a UUID
 */
export const getApplication = endpoint({
  name: 'getApplication', method: 'GET', route: 'v1/customer/application/:uuid/',
  response: Application,
});

/**
 * The caller's applications, oldest first, each with all its `application_profiles` (by position; the portal hides
 * other non-owning occupants, §3). With `profile_uuid`: only those that person is on too (see Authorisation). Ops:
 * every application, or that person's.
 *
 * @error 400 `errors.profile_uuid` when it is not a UUID
 */
export const listApplications = endpoint({
  name: 'listApplications', method: 'GET', route: 'v1/customer/application/',
  query: t.partial({ profile_uuid: t.string }, 'ListApplicationsQuery'),
  response: t.array(Application),
});

/**
 * A new application for the signed-in customer as position-1 applicant, at `pending-app-submit`, with the starter tasks
 * (except "Set a password").
 *
 * @error 400 address rules; `non_field_errors: [reason]` when it does not qualify
 * @error 403 for ops
 */
export const createApplication = endpoint({
  name: 'createApplication', method: 'POST', route: 'v2/customer/application/',
  body: closed('NewApplication', { property: Property, estimated_fico: EstimatedFico }),
  response: Application,
});

/** Fields a customer may change on an application (§7 PATCH; `ie_acknowledged: true` acknowledges the Investment Estimate). */
export const ApplicationPatch = closed('ApplicationPatch', {}, { ie_acknowledged: t.literal(true), property: Property });
export type ApplicationPatch = t.TypeOf<typeof ApplicationPatch>;

/**
 * `ie_acknowledged: true` acknowledges the current Investment Estimate (completes the "Review your Investment Estimate"
 * task; acknowledging again changes nothing). `property` replaces the property while the application is still in
 * progress (before `pending-doc-upload`). Every change bumps the version customer-changed compares.
 *
 * @error 400 rule refusals
 * @error 403 non-owning occupant or ops
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `{ detail: 'There is no Investment Estimate to acknowledge yet.' }` before the back office issued one
 */
export const patchApplication = endpoint({
  name: 'patchApplication', method: 'PATCH', route: 'v1/customer/application/:uuid/',
  body: ApplicationPatch,
  response: Application,
});

/**
 * Background tasks (property valuation, credit pull) sorted by `created_at` ascending (§3).
 *
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listBackgroundTasks = endpoint({
  name: 'listBackgroundTasks', method: 'GET', route: 'v1/customer/application/:uuid/background-tasks/',
  response: t.array(BackgroundTask),
});

/**
 * Who looks after the application (fictional sandbox staff).
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getDealTeam = endpoint({
  name: 'getDealTeam', method: 'GET', route: 'v1/customer/application/:uuid/deal-team/',
  response: DealTeam,
});

/**
 * **Designed semantics** (§4 has_changes): every write a customer can see (application patch, profile patch of someone
 * on it, tasks completed, password set, stage moved by the back office; and a section draft written, a section
 * submitted, qualification completed, the application submitted, a party added / edited / removed, a spouse created or
 * updated) increases the application's version. Consents and credit pulls do not. This call answers `has_changes: true`
 * when the version differs from the one *this caller* saw at their previous call for this application (or on their
 * first call), then remembers the current version. So the portal calls it after a change and refreshes the §4 data
 * groups when true; a second call without further changes answers false.
 *
 * @error 404 an unknown id, or one that is not the caller's
 */
export const customerChanged = endpoint({
  name: 'customerChanged', method: 'POST', route: 'v1/customer/application/:uuid/customer-changed/',
  body: Empty,
  response: closed('CustomerChangedResult', { has_changes: t.boolean }),
});

/** One of the signed-in user's places on an application (ApplicationProfiles across applications). */
export const UserApplicationProfile = closed('UserApplicationProfile', {
  uuid: Uuid,
  application_uuid: Uuid,
  position: t.number,
  profile_type: ProfileType,
  stage: InternalStage,
});
export type UserApplicationProfile = t.TypeOf<typeof UserApplicationProfile>;

/**
 * The caller's places on applications: `{ uuid, application_uuid, position, profile_type, stage }`, oldest application
 * first.
 */
export const allApplicationProfilesFromUser = endpoint({
  name: 'allApplicationProfilesFromUser', method: 'POST', route: 'v1/customer/all-application-profiles-from-user/',
  body: Empty,
  response: closed('UserApplicationProfiles', { results: t.array(UserApplicationProfile) }),
});

/**
 * A profile the caller may see; `position`, `profile_type` and `on_title` are its place on the first application it
 * shares with the caller (its own first application when reading oneself; applicant position 1 when on none).
 *
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getProfile = endpoint({
  name: 'getProfile', method: 'GET', route: 'v1/customer/profile/:uuid/',
  response: Profile,
});

/**
 * The caller's own profile, placed on `application_uuid` when given.
 *
 * @error 404 when that application is not the caller's
 */
export const getOwnProfile = endpoint({
  name: 'getOwnProfile', method: 'GET', route: 'v1/customer/profile/',
  query: t.partial({ application_uuid: t.string }, 'OwnProfileQuery'),
  response: Profile,
});

/** Fields of a profile a person may change (§7 partial patch). */
export const ProfilePatch = closed('ProfilePatch', {}, {
  first_name: t.string,
  middle_name: nullable(t.string),
  last_name: t.string,
  phone: t.string,
  birth_date: nullable(t.string),
  /** 9 digits, body only (§2 SSN verification); responses carry only a mask. */
  social_security_number: SocialSecurityNumber,
});
export type ProfilePatch = t.TypeOf<typeof ProfilePatch>;

/**
 * Partial update of the caller's own profile with the §5 rules (names required if sent; phone; birth date `yyyy-MM-dd`,
 * age 18 to under 110). Marks the person's applications changed (§4: application and tasks are refreshed after a
 * profile patch). `social_security_number` (9 digits, §2 SSN verification) is stored only as a keyed HMAC-SHA256
 * fingerprint and its last four digits; every response shows the mask `***-**-1234`. It counts against the
 * is-ssn-duplicate limit.
 *
 * @error 400 field errors, including `errors.social_security_number: ['This Social Security number is already in
 *   use.']` when another person has it
 * @error 403 visible but not the caller's (or ops)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 429 too many SSN checks for this person in the rate window (shared with is-ssn-duplicate)
 */
export const patchProfile = endpoint({
  name: 'patchProfile', method: 'PATCH', route: 'v1/customer/profile/:uuid/',
  body: ProfilePatch,
  response: Profile,
});
