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
 * Decides from the answers so far; a rule whose answers are missing is skipped. Rules, in order (first failure is the
 * `reason`): state not supported → `state_not_supported`; property type manufactured-or-mobile-home,
 * 10-acre-property-or-greater or other → `atypical_property`; value above 3 000 000 → `home_value_too_high`; FICO
 * answer 499 ("No") → `fico_too_low`; min(20 % × value, 80 % × value − debt) below 30 000 USD →
 * `minimum_investment_guideline_reached`. Numbers and states: docs/sandbox.md.
 *
 * @designed
 */
export const qualify = endpoint({
  name: 'qualify', method: 'POST', route: 'v1/customer/qualification/', auth: false,
  body: QualificationRequest,
  response: QualificationDecision,
});

/**
 * The 50 states and DC in USPS order with the sandbox's supported flag (States data group).
 *
 * @designed
 */
export const listStates = endpoint({
  name: 'listStates', method: 'GET', route: 'v1/customer/states/', auth: false,
  response: t.array(StateInfo),
});

/**
 * One of the §3 outcomes: `email_address_match` (the email has an account with an application at this address),
 * `email_exists_no_address_match` (account, but not this address, or no address given), `address_exists_no_email_match`
 * (no account for the email, but an open application at the address), `prospect` (neither). Addresses match on street,
 * unit and 5-digit zip, ignoring case, punctuation and repeated spaces.
 */
export const checkUser = endpoint({
  name: 'checkUser', method: 'POST', route: 'v1/customer/check-user/', auth: false,
  body: closed('CheckUserRequest', { email: t.string, address: nullable(Address) }),
  response: closed('CheckUserResult', { outcome: CheckUserOutcome }),
});

/**
 * True when an application that is not closed-lost has this address (same matching as check-user).
 */
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

/**
 * Creates the person (email lower-cased, phone stored as 10 digits, `login_method: 'magicLink'`, no password), an
 * application at internal stage `pending-app-submit` (customer stage `in-progress`) with the person as position-1
 * applicant on title, a deal team (HEO and TS), the tasks "Complete your application", "Set a password" and "Verify
 * your identity", and a finished property-valuation background task; answers a token. The same address may be used by
 * more than one signup (the funnel asks check-duplicated-address first).
 *
 * @error 400 field errors (§5 name, email, phone, address rules; unknown IANA time zone); with
 *   `errors.non_field_errors: [reason]` when the lead does not qualify; `errors.verification_code` when the code was
 *   not confirmed for this email (or was already used by a signup)
 * @error 403 bot check (needs `Turnstile-Token`, see Conventions)
 * @error 409 when the email already has an account (checked after the code, so it cannot be probed without the mailbox)
 */
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

/**
 * Stores the lead who stopped early (with the §5 defaults the portal fills in).
 *
 * @designed
 * @error 400 invalid email
 */
export const signUpForLater = endpoint({
  name: 'signUpForLater', method: 'POST', route: 'v1/customer/sign-up-for-later/', auth: false,
  body: SignUpForLater,
  response: Detail,
});
