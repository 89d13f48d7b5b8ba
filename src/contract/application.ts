import * as t from 'io-ts';
import { closed, Empty, nullable, SocialSecurityNumber } from './codec';
import { endpoint } from './endpoint';
import { EstimatedFico, InternalStage, ProfileType } from './enums';
import { Application, BackgroundTask, DealTeam, Profile, Property } from './entities';
import { Uuid } from './ids';

/** §7 `GET /v1/customer/application/{uuid}/` — 404 when the caller is not on the application. */
export const getApplication = endpoint({
  name: 'getApplication', method: 'GET', route: 'v1/customer/application/:uuid/',
  response: Application,
});

/** §7 `GET /v1/customer/application/?profile_uuid=` — the caller's applications (items carry application_profiles). */
export const listApplications = endpoint({
  name: 'listApplications', method: 'GET', route: 'v1/customer/application/',
  query: t.partial({ profile_uuid: t.string }, 'ListApplicationsQuery'),
  response: t.array(Application),
});

/** §7 `POST v2/customer/application/` — a new application for the signed-in person (primary applicant). */
export const createApplication = endpoint({
  name: 'createApplication', method: 'POST', route: 'v2/customer/application/',
  body: closed('NewApplication', { property: Property, estimated_fico: EstimatedFico }),
  response: Application,
});

/** Fields a customer may change on an application (§7 PATCH; `ie_acknowledged: true` acknowledges the Investment Estimate). */
export const ApplicationPatch = closed('ApplicationPatch', {}, { ie_acknowledged: t.literal(true), property: Property });
export type ApplicationPatch = t.TypeOf<typeof ApplicationPatch>;

/** §7 `PATCH /v1/customer/application/{uuid}/`. */
export const patchApplication = endpoint({
  name: 'patchApplication', method: 'PATCH', route: 'v1/customer/application/:uuid/',
  body: ApplicationPatch,
  response: Application,
});

/** §7 `GET …/background-tasks/` — sorted by created_at ascending. */
export const listBackgroundTasks = endpoint({
  name: 'listBackgroundTasks', method: 'GET', route: 'v1/customer/application/:uuid/background-tasks/',
  response: t.array(BackgroundTask),
});

/** `GET /v1/customer/application/{uuid}/deal-team/` (designed; DealTeam data group). */
export const getDealTeam = endpoint({
  name: 'getDealTeam', method: 'GET', route: 'v1/customer/application/:uuid/deal-team/',
  response: DealTeam,
});

/** §7 `POST …/customer-changed/` — tells whether cached data must be refreshed (§4 has_changes). */
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

/** §7 `POST /v1/customer/all-application-profiles-from-user/`. */
export const allApplicationProfilesFromUser = endpoint({
  name: 'allApplicationProfilesFromUser', method: 'POST', route: 'v1/customer/all-application-profiles-from-user/',
  body: Empty,
  response: closed('UserApplicationProfiles', { results: t.array(UserApplicationProfile) }),
});

/** §7 `GET /v1/customer/profile/{uuid}/` — 404 unless it is the caller's own profile or one on a shared application. */
export const getProfile = endpoint({
  name: 'getProfile', method: 'GET', route: 'v1/customer/profile/:uuid/',
  response: Profile,
});

/** §7 `GET /v1/customer/profile/?application_uuid=` — the caller's own profile (as on that application). */
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

/** §7 `PATCH /v1/customer/profile/{uuid}/` — only the caller's own profile (403 otherwise). */
export const patchProfile = endpoint({
  name: 'patchProfile', method: 'PATCH', route: 'v1/customer/profile/:uuid/',
  body: ProfilePatch,
  response: Profile,
});
