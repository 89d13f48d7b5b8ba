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

/** §7 `POST /v1/customer/profile/{uuid}/is-ssn-duplicate/` — only for the caller's own profile (403 otherwise). */
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

/** `GET …/application/{uuid}/consents/` — every consent recorded on the application, oldest first. */
export const listConsents = endpoint({
  name: 'listConsents', method: 'GET', route: 'v1/customer/application/:uuid/consents/',
  response: t.array(Consent),
});

/** `POST …/application/{uuid}/consents/` — records the caller's acceptance now; answers every consent on file. */
export const recordConsents = endpoint({
  name: 'recordConsents', method: 'POST', route: 'v1/customer/application/:uuid/consents/',
  body: closed('ConsentRequest', { documents: t.array(ConsentDocument) }),
  response: t.array(Consent),
});

/**
 * `POST …/application/{uuid}/credit-pull/` — starts the credit pull for the caller (a background task of type
 * `credit-pull`, §3). 400 when the credit consent or the SSN is missing. Poll background-tasks until it finishes;
 * its `result` is a CreditPullResult.
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

/** `GET …/application/{uuid}/credit-report/` — 404 until a pull has succeeded. */
export const getCreditReport = endpoint({
  name: 'getCreditReport', method: 'GET', route: 'v1/customer/application/:uuid/credit-report/',
  response: CreditReport,
});

/**
 * `POST …/application/{uuid}/qualification/complete/` — the wizard reached `completed`: needs consents, SSN, a
 * received credit report and answered mortgages (400 naming what is missing). Answers the form overview.
 */
export const completeQualification = endpoint({
  name: 'completeQualification', method: 'POST', route: 'v1/customer/application/:uuid/qualification/complete/',
  body: Empty,
  response: ApplicationForm,
});
