import * as t from 'io-ts';
import { closed, Empty, IsoDate, IsoDateTime, nullable, SocialSecurityNumber, Usd } from './codec';
import { endpoint } from './endpoint';
import { BackgroundTask } from './entities';
import { Uuid } from './ids';
import { ApplicationForm } from './sections';
import { ConsentDocument } from './sectionEnums';

/*
 * The qualification wizard's calls (§2 wizard stages, §7 is-ssn-duplicate). SSN verification, consents, the credit
 * pull as a background task and the credit report it produces are designed here and documented in docs/api.md.
 */

/** Body of §7 `POST /v1/customer/profile/{uuid}/is-ssn-duplicate/`. */
export const SsnCheck = closed('SsnCheck', { social_security_number: SocialSecurityNumber });

/**
 * Designed response of is-ssn-duplicate: `is_duplicate` is true when another person already uses this number; the
 * number itself is never echoed.
 */
export const SsnCheckResult = closed('SsnCheckResult', { is_duplicate: t.boolean });
export type SsnCheckResult = t.TypeOf<typeof SsnCheckResult>;

/**
 * **Designed response**: `is_duplicate` is true when another person's profile has this SSN (compared by keyed
 * fingerprint; the number is never stored, logged or echoed). Own profile only. Each check (and each SSN patch) counts
 * against a per-person limit of `maxCodeAttempts` (10) per rate window, since the answer tells whether a number is in
 * use.
 *
 * @error 400 not 9 digits (the value is not quoted)
 * @error 403 a visible profile that is not the caller's, or ops
 * @error 404 an unknown id, or one that is not the caller's
 * @error 429 over the limit
 */
export const isSsnDuplicate = endpoint({
  name: 'isSsnDuplicate', method: 'POST', route: 'v1/customer/profile/:uuid/is-ssn-duplicate/',
  body: SsnCheck,
  response: SsnCheckResult,
});

/** A consent document a person accepted, with when and who (§2 user-consent-statements). */
export const Consent = closed('Consent', {
  document: ConsentDocument,
  profile_uuid: Uuid,
  consented_at: IsoDateTime,
});
export type Consent = t.TypeOf<typeof Consent>;

/**
 * Every consent statement recorded on the application, oldest first.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listConsents = endpoint({
  name: 'listConsents', method: 'GET', route: 'v1/customer/application/:uuid/consents/',
  response: t.array(Consent),
});

/**
 * Records that the caller accepted each document (duplicates in the list count once) at the sandbox's time; a repeat
 * adds a new row (the history is kept). Answers every consent on the application.
 *
 * @designed
 * @error 400 `errors.documents` for an empty list
 * @error 403 occupant or ops
 * @error 404 an unknown id, or one that is not the caller's
 */
export const recordConsents = endpoint({
  name: 'recordConsents', method: 'POST', route: 'v1/customer/application/:uuid/consents/',
  body: closed('ConsentRequest', { documents: t.array(ConsentDocument) }),
  response: t.array(Consent),
});

/**
 * Starts the caller's credit pull (`status: 'pending'`, `result: null`; with a delay of 0 it is already completed).
 * While one is pending, starting again answers that same task (a double click or retry never pulls twice).
 *
 * @designed
 * @error 400 `{ detail, errors: { consents?, social_security_number? } }` naming what is missing (the caller's `credit`
 *   consent on this application, an SSN on file)
 * @error 403 occupant, ops, or application submitted
 * @error 404 an unknown id, or one that is not the caller's
 */
export const startCreditPull = endpoint({
  name: 'startCreditPull', method: 'POST', route: 'v1/customer/application/:uuid/credit-pull/',
  body: Empty,
  response: BackgroundTask,
});

/** A mortgage-like account found on the credit report (§2 mortgage lien identification). USD. */
export const Tradeline = closed('Tradeline', {
  id: t.string,
  creditor: t.string,
  balance: Usd,
  monthly_payment: Usd,
  opened_on: nullable(IsoDate),
});
export type Tradeline = t.TypeOf<typeof Tradeline>;

/** The CreditReports data group (§3): the latest report of the caller on this application. */
export const CreditReport = closed('CreditReport', {
  profile_uuid: Uuid,
  pulled_at: IsoDateTime,
  mortgage_tradelines: t.array(Tradeline),
});
export type CreditReport = t.TypeOf<typeof CreditReport>;

/**
 * The caller's latest report on this application (ops: the primary applicant's). Tradelines are synthesised from the
 * application's `estimated_debt`: none when 0 or unknown, else one `Sandbox Home Loans` mortgage with that balance, a
 * monthly payment of that balance over 25 years at 6.5 % (whole USD) and opened 5 years before the pull.
 *
 * @designed
 * @error 404 until a pull has succeeded (also after a frozen or error pull), and for an application not the caller's
 */
export const getCreditReport = endpoint({
  name: 'getCreditReport', method: 'GET', route: 'v1/customer/application/:uuid/credit-report/',
  response: CreditReport,
});

/**
 * The wizard reached `completed`: needs the caller's `credit` and `telephone` consents, an SSN, a received credit
 * report, and the mortgage-details section (draft or completed) with `has_mortgages` answered. Sets
 * `qualification_completed_at` (once; a repeat answers the form unchanged) and bumps the version.
 *
 * @designed
 * @error 400 `{ detail: 'To finish, we still need …', errors: { consents?, social_security_number?, credit_report?,
 *   'mortgage-details.has_mortgages'? } }`
 * @error 403 occupant, ops, or application submitted
 * @error 404 an unknown id, or one that is not the caller's
 */
export const completeQualification = endpoint({
  name: 'completeQualification', method: 'POST', route: 'v1/customer/application/:uuid/qualification/complete/',
  body: Empty,
  response: ApplicationForm,
});
