import * as t from 'io-ts';
import {
  DISQUALIFICATION_REASON_VALUES, ESTIMATED_FICO_OPTIONS, PROPERTY_TYPE_VALUES, PROPERTY_USAGE_VALUES, US_STATE_VALUES,
} from './enumValues';
import { PRODUCT_REFINANCE } from './servicing/product';

/** Builds a `t.keyof` codec and the ordered list of its values from one tuple (`{ codec, values }`). */
export function enumeration<const V extends readonly string[]>(name: string, values: V) {
  const keys = Object.fromEntries(values.map((v) => [v, null])) as { [K in V[number]]: null };
  return { codec: t.keyof(keys, name), values };
}

/** §3 property types. */
export const PROPERTY_TYPE = enumeration('PropertyType', PROPERTY_TYPE_VALUES);
export const PropertyType = PROPERTY_TYPE.codec;
export type PropertyType = t.TypeOf<typeof PropertyType>;

/** §3 property usage (occupancy). */
export const PROPERTY_USAGE = enumeration('PropertyUsage', PROPERTY_USAGE_VALUES);
export const PropertyUsage = PROPERTY_USAGE.codec;
export type PropertyUsage = t.TypeOf<typeof PropertyUsage>;

/** §3 ownership/title types (title vesting). */
export const TITLE_TYPE = enumeration('TitleType', [
  'individual', 'joint-tenants', 'community-property', 'tenants-in-common', 'trust', 'corporation-llc', 'other',
  'community-property-with-right-of-survivorship', 'life-estate', 'corporation', 'llc', 'unknown',
] as const);
export const TitleType = TITLE_TYPE.codec;
export type TitleType = t.TypeOf<typeof TitleType>;

/** §3 ownership answers. */
export const OWNERSHIP_ANSWER = enumeration('OwnershipAnswer', [
  'only_me', 'me_and_spouse', 'me_and_another', 'me_spouse_and_others', 'complex',
] as const);
export const OwnershipAnswer = OWNERSHIP_ANSWER.codec;
export type OwnershipAnswer = t.TypeOf<typeof OwnershipAnswer>;

/** §3 check-user outcomes. */
export const CHECK_USER_OUTCOME = enumeration('CheckUserOutcome', [
  'prospect', 'email_exists_no_address_match', 'email_address_match', 'address_exists_no_email_match',
] as const);
export const CheckUserOutcome = CHECK_USER_OUTCOME.codec;
export type CheckUserOutcome = t.TypeOf<typeof CheckUserOutcome>;

/** §3 marital status. */
export const MARITAL_STATUS = enumeration('MaritalStatus', ['married', 'unmarried'] as const);
export const MaritalStatus = MARITAL_STATUS.codec;
export type MaritalStatus = t.TypeOf<typeof MaritalStatus>;

/** §3 estimated FICO options: 701 is labelled Yes, 499 No (0 = unknown, sign-up-for-later default §5). */
export { ESTIMATED_FICO_OPTIONS };
export const EstimatedFico = t.union([t.literal(701), t.literal(499), t.literal(0)], 'EstimatedFico');
export type EstimatedFico = t.TypeOf<typeof EstimatedFico>;

/** §3 login methods. */
export const LOGIN_METHOD = enumeration('LoginMethod', ['email', 'password', 'magicLink'] as const);
export const LoginMethod = LOGIN_METHOD.codec;
export type LoginMethod = t.TypeOf<typeof LoginMethod>;

/** §3 profile types. */
export const PROFILE_TYPE = enumeration('ProfileType', ['applicant', 'co_owner', 'non_owning_occupant'] as const);
export const ProfileType = PROFILE_TYPE.codec;
export type ProfileType = t.TypeOf<typeof ProfileType>;

/** §4 task status. */
export const TASK_STATUS = enumeration('TaskStatus', ['completed', 'pending', 'canceled', 'blocked'] as const);
export const TaskStatus = TASK_STATUS.codec;
export type TaskStatus = t.TypeOf<typeof TaskStatus>;

/** §4 request status (servicing requests). */
export const REQUEST_STATUS = enumeration('RequestStatus', [
  'pending', 'processing', 'completed', 'canceled', 'declined', 'blocked', 'transferred',
] as const);
export const RequestStatus = REQUEST_STATUS.codec;
export type RequestStatus = t.TypeOf<typeof RequestStatus>;

/** §4 approval status. */
export const APPROVAL_STATUS = enumeration('ApprovalStatus', ['waiting-manager-approval', 'accepted', 'declined'] as const);
export const ApprovalStatus = APPROVAL_STATUS.codec;
export type ApprovalStatus = t.TypeOf<typeof ApprovalStatus>;

/** §4 internal application stages, in order (compare by position). */
export const INTERNAL_STAGE = enumeration('InternalStage', [
  'pending-qualification', 'pending-app-submit', 'pending-doc-upload', 'pending-file-setup',
  'pending-condl-approval-uw', 'pending-ie-delivery', 'pending-intent-to-proceed', 'pending-order-outs',
  'pending-3rd-party-receipts', 'pending-final-approval-uw', 'pending-final-approval-uam', 'pending-ics-delivery',
  'pending-ics-signature', 'pending-doc-draw', 'pending-wire', 'pending-signature', 'pending-escrow-disbursement',
  'pending-recording', 'closed-won', 'closed-lost',
] as const);
export const InternalStage = INTERNAL_STAGE.codec;
export type InternalStage = t.TypeOf<typeof InternalStage>;

/** §4 customer-facing stages, in order, with their progress value (1–20). */
export const CUSTOMER_STAGE_PROGRESS = {
  'in-progress': 1,
  'submitted-for-review': 4,
  'under-review': 5,
  'consent-to-proceed': 8,
  'ordering-title-and-appraisal': 9,
  'reviewing-title-and-appraisal': 10,
  'preparing-closing-docs': 12,
  approved: 15,
  'sign-closing-docs': 17,
  'distributing-funds': 19,
  closed: 20,
} as const;
export const CustomerStage = t.keyof(CUSTOMER_STAGE_PROGRESS, 'CustomerStage');
export type CustomerStage = t.TypeOf<typeof CustomerStage>;

/** §4 closed-lost outcomes. */
export const CLOSED_LOST_OUTCOME = enumeration('ClosedLostOutcome', ['denied', 'withdrawn'] as const);
export const ClosedLostOutcome = CLOSED_LOST_OUTCOME.codec;
export type ClosedLostOutcome = t.TypeOf<typeof ClosedLostOutcome>;

/* The §4 denied and withdrawn reasons, further reason codes and denial factors: ./outcomes/enums.ts (issue 12). */

/**
 * §4 disqualification reasons at qualification. `fico_too_low`, `minimum_investment_guideline_reached` and the home
 * value one are the spec's; `state_not_supported` and `atypical_property` complete the set of unable-to-offer routes.
 */
export const DISQUALIFICATION_REASON = enumeration('DisqualificationReason', DISQUALIFICATION_REASON_VALUES);
export const DisqualificationReason = DISQUALIFICATION_REASON.codec;
export type DisqualificationReason = t.TypeOf<typeof DisqualificationReason>;

/** §3 servicing request types (`{product}` is the product's short name). */
export const SERVICING_REQUEST_TYPE = enumeration('ServicingRequestType', [
  'start-new-application', 'owner-buyout', 'home-sale', 'mortgage-refinance', PRODUCT_REFINANCE,
  'name-change-or-transfer-to-trust', 'other-change', 'hoi-update', 'hoi-update-flood', 'hoi-update-master',
] as const);
export const ServicingRequestType = SERVICING_REQUEST_TYPE.codec;
export type ServicingRequestType = t.TypeOf<typeof ServicingRequestType>;

/** Background task kinds the sandbox runs (§3 background task; other kinds not shown). */
export const BACKGROUND_TASK_STATUS = enumeration('BackgroundTaskStatus', ['pending', 'running', 'completed', 'failed'] as const);
export const BackgroundTaskStatus = BACKGROUND_TASK_STATUS.codec;

/** The 50 US states plus DC, by USPS code (addresses §5). */
export const US_STATE = enumeration('UsState', US_STATE_VALUES);
export const UsState = US_STATE.codec;
export type UsState = t.TypeOf<typeof UsState>;
