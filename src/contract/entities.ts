import * as t from 'io-ts';
import { closed, IsoDate, IsoDateTime, nullable, Usd } from './codec';
import {
  BackgroundTaskStatus, CustomerStage, EstimatedFico, InternalStage, LoginMethod, ProfileType, PropertyType,
  PropertyUsage,
} from './enums';
import { Uuid } from './ids';
import { ClosedLost } from './outcomes/closedLost';

/** §3 Address. `state` is a USPS code; `unit_number` and `county` may be unknown. */
export const Address = closed('Address', {
  street: t.string,
  city: t.string,
  state: t.string,
  unit_number: nullable(t.string),
  zip_code: t.string,
  county: nullable(t.string),
});
export type Address = t.TypeOf<typeof Address>;

/**
 * §3 Profile. `social_security_number` is never sent back in full: the API returns only a mask such as
 * `***-**-1234` (or null), so the number cannot leak from a response into logs or storage.
 */
export const Profile = closed('Profile', {
  uuid: Uuid,
  first_name: t.string,
  middle_name: nullable(t.string),
  last_name: t.string,
  phone: nullable(t.string),
  email: t.string,
  user_external_id: nullable(t.string),
  social_security_number: nullable(t.string),
  birth_date: nullable(IsoDate),
  on_title: t.boolean,
  position: t.number,
  profile_type: ProfileType,
  /** uuid of the spouse's profile, linked both ways (§3). */
  spouse_profile: nullable(Uuid),
  login_method: LoginMethod,
  has_password: t.boolean,
});
export type Profile = t.TypeOf<typeof Profile>;

/** §3 Application profile: a person's place on one application. Position 1 is the primary applicant. */
export const ApplicationProfile = closed('ApplicationProfile', {
  uuid: Uuid,
  position: t.number,
  profile_type: ProfileType,
  profile: Profile,
});
export type ApplicationProfile = t.TypeOf<typeof ApplicationProfile>;

/** The property on an application (§3 lead fields; values in whole USD). */
export const Property = closed('Property', {
  address: Address,
  property_type: nullable(PropertyType),
  property_usage: nullable(PropertyUsage),
  estimated_value: nullable(Usd),
  estimated_debt: nullable(Usd),
});
export type Property = t.TypeOf<typeof Property>;

/**
 * §3 Application. `stage` is the internal stage (§4); the customer-facing stage is derived in `src/domain`
 * and also sent as `customer_stage` so that a real backend stays the authority. `closed_lost` is the §4 closed-lost
 * outcome (denied or withdrawn, with its reason): non-null exactly when `stage` is closed-lost (issue 12 §1).
 */
export const Application = closed('Application', {
  uuid: Uuid,
  external_id: t.string,
  tasks_version: t.number,
  ie_acknowledged: t.boolean,
  is_expired: t.boolean,
  stage: InternalStage,
  customer_stage: CustomerStage,
  closed_lost: nullable(ClosedLost),
  estimated_fico: EstimatedFico,
  property: Property,
  application_profiles: t.array(ApplicationProfile),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Application = t.TypeOf<typeof Application>;

/** A member of the deal team: the Home Equity Officer or the Transaction Specialist (§1). */
export const DealTeamMember = closed('DealTeamMember', {
  first_name: t.string,
  last_name: t.string,
  email: t.string,
  phone: t.string,
  /** Scheduling link for a call, if the member offers one. */
  meeting_url: nullable(t.string),
});
export type DealTeamMember = t.TypeOf<typeof DealTeamMember>;

/** The DealTeam data group (§3): who looks after this application. */
export const DealTeam = closed('DealTeam', {
  home_equity_officer: nullable(DealTeamMember),
  transaction_specialist: nullable(DealTeamMember),
});
export type DealTeam = t.TypeOf<typeof DealTeam>;


/** §3 Background task (sorted by `created_at` ascending), e.g. the credit pull. */
export const BackgroundTask = closed('BackgroundTask', {
  uuid: Uuid,
  task_type: t.string,
  status: BackgroundTaskStatus,
  created_at: IsoDateTime,
  finished_at: nullable(IsoDateTime),
  /** Machine-readable outcome once finished, e.g. `credit_frozen`; null while running. */
  result: nullable(t.string),
});
export type BackgroundTask = t.TypeOf<typeof BackgroundTask>;

/** §3 token claims (JWT payload). `exp` is seconds since the epoch. */
export const TokenClaims = t.type({ username: t.string, uuid: Uuid, exp: t.number }, 'TokenClaims');
export type TokenClaims = t.TypeOf<typeof TokenClaims>;

/** A US state and whether the product is offered there (States data group, §3). */
export const StateInfo = closed('StateInfo', { code: t.string, name: t.string, supported: t.boolean });
export type StateInfo = t.TypeOf<typeof StateInfo>;
