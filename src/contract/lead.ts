import * as t from 'io-ts';
import { closed, Detail, nullable, Usd } from './codec';
import { endpoint } from './endpoint';
import { CheckUserOutcome, DisqualificationReason, EstimatedFico, OwnershipAnswer, PropertyType, PropertyUsage } from './enums';
import { Address, StateInfo } from './entities';
import { Uuid } from './ids';

/** The funnel's answers so far (§3 lead fields); each page adds to it. Values in whole USD. */
export const QualificationRequest = closed('QualificationRequest', { address: Address }, {
  property_type: PropertyType,
  property_usage: PropertyUsage,
  estimated_value: Usd,
  estimated_debt: Usd,
  estimated_fico: EstimatedFico,
});
export type QualificationRequest = t.TypeOf<typeof QualificationRequest>;

/** A qualification decision: `reason` names the §4 disqualification reason when `qualified` is false. */
export const QualificationDecision = closed('QualificationDecision', {
  qualified: t.boolean,
  reason: nullable(DisqualificationReason),
});
export type QualificationDecision = t.TypeOf<typeof QualificationDecision>;

/**
 * `POST /v1/customer/qualification/` (designed; §4 disqualification): decides, from the answers given so far,
 * whether the product can be offered. Supported states and the equity rule are sandbox configuration.
 */
export const qualify = endpoint({
  name: 'qualify', method: 'POST', route: 'v1/customer/qualification/', auth: false,
  body: QualificationRequest,
  response: QualificationDecision,
});

/** `GET /v1/customer/states/` (designed; States data group): every US state and whether it is supported. */
export const listStates = endpoint({
  name: 'listStates', method: 'GET', route: 'v1/customer/states/', auth: false,
  response: t.array(StateInfo),
});

/** §7 `POST /v1/customer/check-user/` — one of the four §3 outcomes for this email and address. */
export const checkUser = endpoint({
  name: 'checkUser', method: 'POST', route: 'v1/customer/check-user/', auth: false,
  body: closed('CheckUserRequest', { email: t.string, address: nullable(Address) }),
  response: closed('CheckUserResult', { outcome: CheckUserOutcome }),
});

/** §7 `POST /v2/customer/applications/check-duplicated-address/`. */
export const checkDuplicatedAddress = endpoint({
  name: 'checkDuplicatedAddress', method: 'POST', route: 'v2/customer/applications/check-duplicated-address/', auth: false,
  body: closed('CheckDuplicatedAddressRequest', { address: Address }),
  response: closed('CheckDuplicatedAddressResult', { is_duplicated: t.boolean }),
});

/**
 * §7 `POST v1/customer/signup/` — "body plus timezone": the lead answers, the confirmed email code and the
 * ownership answer of the applicants page; creates the profile and its first application and returns a token.
 * 400 `{ detail }` when the code was not confirmed for this email; 409 when the email already has an account.
 */
export const SignupRequest = closed('SignupRequest', {
  first_name: t.string,
  last_name: t.string,
  email: t.string,
  phone: t.string,
  estimated_fico: EstimatedFico,
  estimated_value: Usd,
  estimated_debt: Usd,
  property_type: PropertyType,
  property_usage: PropertyUsage,
  address: Address,
  verification_code: t.string,
  ownership: OwnershipAnswer,
  /** IANA time zone of the browser, e.g. `America/New_York`. */
  timezone: t.string,
});
export type SignupRequest = t.TypeOf<typeof SignupRequest>;

export const signup = endpoint({
  name: 'signup', method: 'POST', route: 'v1/customer/signup/', auth: false,
  body: SignupRequest,
  response: closed('SignupResult', {
    token: t.string,
    profile_uuid: Uuid,
    application_uuid: Uuid,
    app_profile_uuid: Uuid,
  }),
});

/** §3 sign-up-for-later payload (with §5 defaults when the address is missing). */
export const SignUpForLater = closed('SignUpForLater', {
  email: t.string,
  first_name: t.string,
  last_name: t.string,
  phone: t.string,
  estimated_fico: t.number,
  property: closed('SignUpForLaterProperty', {
    address: closed('SignUpForLaterAddress', {
      unit_number: t.string, city: t.string, state: t.string, zip_code: t.string, street: t.string, county: t.string,
    }),
    property_type: t.string,
    property_usage: t.string,
    estimated_value: t.number,
  }),
  denial_reason: t.string,
  trusted_form_cert_url: t.string,
});
export type SignUpForLater = t.TypeOf<typeof SignUpForLater>;

/** `POST /v1/customer/sign-up-for-later/` (path designed; §3 payload): keep a lead who stops early. */
export const signUpForLater = endpoint({
  name: 'signUpForLater', method: 'POST', route: 'v1/customer/sign-up-for-later/', auth: false,
  body: SignUpForLater,
  response: Detail,
});
