import * as t from 'io-ts';
import { closed, Empty, IsoDate, IsoDateTime, nullable, Usd } from './codec';
import { endpoint } from './endpoint';
import { Application } from './entities';
import { MaritalStatus, OwnershipAnswer, TitleType } from './enums';
import { Uuid } from './ids';
import {
  LienType, MortgageType, Residency, SectionName, SectionStatus, UseOfProceeds,
} from './sectionEnums';

/*
 * The application form sections of §2, designed (the spec shows their names only). Every section is stored as one
 * record `{ section, status, revision, values }`. A draft is saved whole with PUT (idempotent: resending the same
 * revision changes nothing, an older revision never overwrites a newer one), so a retried save can never create a
 * duplicate. Values are partial while a draft; submit checks that the required ones are there. List items carry
 * client-generated uuids for the same reason. See docs/application.md.
 */

// ---- Values of each section (all optional: a draft may be partly filled) ----

/** personal-information: the signed-in applicant's own details (§2). */
export const PersonalInformationValues = closed('PersonalInformationValues', {}, {
  first_name: t.string,
  middle_name: t.string,
  last_name: t.string,
  /** yyyy-MM-dd; §5 birth date rule. */
  birth_date: IsoDate,
  /** 10 digits; §5 phone rule. */
  phone: t.string,
  marital_status: MaritalStatus,
});
export type PersonalInformationValues = t.TypeOf<typeof PersonalInformationValues>;

/** investment-information: the amount wanted (USD) and the use of proceeds (§2). */
export const InvestmentInformationValues = closed('InvestmentInformationValues', {}, {
  requested_amount: Usd,
  use_of_proceeds: t.array(UseOfProceeds),
  use_of_proceeds_other: t.string,
});
export type InvestmentInformationValues = t.TypeOf<typeof InvestmentInformationValues>;

/** property-information: facts about the home (§2). Money in USD, area in square feet. */
export const PropertyInformationValues = closed('PropertyInformationValues', {}, {
  year_purchased: t.number,
  purchase_price: Usd,
  living_area_sqft: t.number,
  bedrooms: t.number,
  bathrooms: t.number,
  is_listed_for_sale: t.boolean,
  has_major_damage: t.boolean,
  major_damage_details: t.string,
});
export type PropertyInformationValues = t.TypeOf<typeof PropertyInformationValues>;

/** housing-expense: the HOA question and HOA details, taxes and insurance (§2). Amounts in USD. */
export const HousingExpenseValues = closed('HousingExpenseValues', {}, {
  has_hoa: t.boolean,
  hoa_name: t.string,
  hoa_monthly_dues: Usd,
  annual_property_tax: Usd,
  annual_homeowners_insurance: Usd,
});
export type HousingExpenseValues = t.TypeOf<typeof HousingExpenseValues>;

/** A mortgage on the home (qualification wizard mortgage-details and the mortgage-details section). USD. */
export const Mortgage = closed('Mortgage', { id: Uuid }, {
  lender: t.string,
  balance: Usd,
  monthly_payment: Usd,
  mortgage_type: MortgageType,
  /** The credit report tradeline it was identified from (§2 mortgage lien identification), if any. */
  tradeline_id: t.string,
});
export type Mortgage = t.TypeOf<typeof Mortgage>;

/** mortgage-details: whether the home has mortgages and each one's details (§2 has-mortgages, mortgage-details). */
export const MortgageDetailsValues = closed('MortgageDetailsValues', {}, {
  has_mortgages: t.boolean,
  mortgages: t.array(Mortgage),
  /** §2 mortgage lien verification: the person confirmed the list is the full set of mortgages. */
  mortgages_verified: t.boolean,
});
export type MortgageDetailsValues = t.TypeOf<typeof MortgageDetailsValues>;

/** A lien other than the mortgages (liens section, shown as Property Financing). USD. */
export const Lien = closed('Lien', { id: Uuid }, {
  lien_type: LienType,
  holder: t.string,
  balance: Usd,
});
export type Lien = t.TypeOf<typeof Lien>;

/** liens (Property Financing): additional liens; §3 `additionalLiensSubmitted`, `finishedLiens`. */
export const LiensValues = closed('LiensValues', {}, {
  has_additional_liens: t.boolean,
  liens: t.array(Lien),
  additional_liens_submitted: t.boolean,
  finished_liens: t.boolean,
});
export type LiensValues = t.TypeOf<typeof LiensValues>;

/** A debt to pay off at closing from the proceeds (payoffs section). `lien_id` names a mortgage or lien. USD. */
export const Payoff = closed('Payoff', { id: Uuid }, {
  lien_id: t.string,
  creditor: t.string,
  amount: Usd,
});
export type Payoff = t.TypeOf<typeof Payoff>;

/** payoffs: whether debts will be paid off at closing, and which. */
export const PayoffsValues = closed('PayoffsValues', {}, {
  has_payoffs: t.boolean,
  payoffs: t.array(Payoff),
});
export type PayoffsValues = t.TypeOf<typeof PayoffsValues>;

/**
 * One applicant's declarations (§2/§3: marital status, spouse detail, another person on title, title vesting,
 * residency, pending lawsuits, stacking). `ownership` and `title_vesting` are asked of the primary applicant only.
 */
export const ApplicantDeclarations = closed('ApplicantDeclarations', { application_profile_uuid: Uuid }, {
  marital_status: MaritalStatus,
  ownership: OwnershipAnswer,
  title_vesting: TitleType,
  residency: Residency,
  has_pending_lawsuits: t.boolean,
  pending_lawsuits_details: t.string,
  /** Stacking declaration: another home equity investment or agreement on this home. */
  has_other_equity_agreement: t.boolean,
  other_equity_agreement_details: t.string,
});
export type ApplicantDeclarations = t.TypeOf<typeof ApplicantDeclarations>;

/** declarations: every applicant's answers, in applicant order (§3 currentDeclarationApplicantIndex). */
export const DeclarationsValues = closed('DeclarationsValues', {}, {
  applicants: t.array(ApplicantDeclarations),
});
export type DeclarationsValues = t.TypeOf<typeof DeclarationsValues>;

/** The values codec of each section. */
export const SECTION_VALUES = {
  'personal-information': PersonalInformationValues,
  'investment-information': InvestmentInformationValues,
  'property-information': PropertyInformationValues,
  'housing-expense': HousingExpenseValues,
  'mortgage-details': MortgageDetailsValues,
  liens: LiensValues,
  payoffs: PayoffsValues,
  declarations: DeclarationsValues,
} as const;

/** The values type of section `S`. */
export type SectionValues<S extends SectionName> = t.TypeOf<(typeof SECTION_VALUES)[S]>;

// ---- Records, drafts ----

function recordOf<S extends SectionName, V extends t.Mixed>(section: S, values: V) {
  return closed(`SectionRecord:${section}`, {
    section: t.literal(section),
    status: SectionStatus,
    /** Last revision saved; 0 when nothing was saved. */
    revision: t.number,
    values,
    updated_at: nullable(IsoDateTime),
    submitted_at: nullable(IsoDateTime),
  });
}

function draftOf<S extends SectionName, V extends t.Mixed>(section: S, values: V) {
  return closed(`SectionDraft:${section}`, {
    section: t.literal(section),
    /** Client revision, increasing per section; the server keeps the highest it has seen. */
    revision: t.number,
    values,
  });
}

/** A saved section (any section, discriminated by `section`). */
export const SectionRecord = t.union([
  recordOf('personal-information', PersonalInformationValues),
  recordOf('investment-information', InvestmentInformationValues),
  recordOf('property-information', PropertyInformationValues),
  recordOf('housing-expense', HousingExpenseValues),
  recordOf('mortgage-details', MortgageDetailsValues),
  recordOf('liens', LiensValues),
  recordOf('payoffs', PayoffsValues),
  recordOf('declarations', DeclarationsValues),
], 'SectionRecord');
export type SectionRecord = t.TypeOf<typeof SectionRecord>;
/** The saved record of section `S`. */
export type SectionRecordOf<S extends SectionName> = Extract<SectionRecord, { section: S }>;

/** A draft save of one section (body of PUT; `section` must equal the path's). */
export const SectionDraft = t.union([
  draftOf('personal-information', PersonalInformationValues),
  draftOf('investment-information', InvestmentInformationValues),
  draftOf('property-information', PropertyInformationValues),
  draftOf('housing-expense', HousingExpenseValues),
  draftOf('mortgage-details', MortgageDetailsValues),
  draftOf('liens', LiensValues),
  draftOf('payoffs', PayoffsValues),
  draftOf('declarations', DeclarationsValues),
], 'SectionDraft');
export type SectionDraft = t.TypeOf<typeof SectionDraft>;

/** One line of the form overview: a section and where it stands. */
export const SectionSummary = closed('SectionSummary', {
  section: SectionName,
  status: SectionStatus,
  updated_at: nullable(IsoDateTime),
});
export type SectionSummary = t.TypeOf<typeof SectionSummary>;

/** The form overview of an application: wizard done?, each section's status, submitted? (§2 progress). */
export const ApplicationForm = closed('ApplicationForm', {
  qualification_completed_at: nullable(IsoDateTime),
  sections: t.array(SectionSummary),
  submitted_at: nullable(IsoDateTime),
});
export type ApplicationForm = t.TypeOf<typeof ApplicationForm>;

// ---- Endpoints (designed; docs/api.md) ----

/**
 * All eight sections in §2 order (`not-started` when never saved), when the qualification wizard was completed and when
 * the application was submitted (null = not yet).
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getApplicationForm = endpoint({
  name: 'getApplicationForm', method: 'GET', route: 'v1/customer/application/:uuid/sections/',
  response: ApplicationForm,
});

/**
 * The saved record, or `{ section, status: 'not-started', revision: 0, values: {}, updated_at: null, submitted_at: null
 * }`.
 *
 * @designed
 * @error 404 application not the caller's, or an unknown section name
 */
export const getSection = endpoint({
  name: 'getSection', method: 'GET', route: 'v1/customer/application/:uuid/sections/:section/',
  response: SectionRecord,
});

/**
 * Saves the draft whole. **Idempotent by revision**: the record keeps the highest revision it has seen; a save whose
 * `revision` is equal to or lower than the stored one changes nothing and answers the stored record (so a retried or
 * late save can never duplicate or overwrite newer typing). A written save sets `status: 'in-progress'` — also for a
 * completed section (Make Changes), clearing `submitted_at` — and bumps the application version (customer-changed).
 * Applicants and co-owners may save.
 *
 * @designed
 * @error 400 `errors.section` when `section` differs from the path or the path names no section; `errors.revision`
 *   unless a whole number ≥ 1; field errors from the codec
 * @error 403 occupant, ops, or form closed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const saveSectionDraft = endpoint({
  name: 'saveSectionDraft', method: 'PUT', route: 'v1/customer/application/:uuid/sections/:section/',
  body: SectionDraft,
  response: SectionRecord,
});

/**
 * Checks the saved values against the section's required answers; on success `status: 'completed'` with `submitted_at`,
 * and the application version is bumped (declarations also store the primary's ownership answer on the application). A
 * section already completed answers its record unchanged (a retried submit never fails).
 *
 * @designed
 * @error 400 `{ detail, errors: { 'field.path': [message] } }` (paths inside `values`, e.g. `mortgages.0.lender`,
 *   `applicants.1.residency`; §5 messages for phone, birth date, email)
 * @error 403 a non-owning occupant or ops, or the form is closed (the application was submitted)
 * @error 404 an unknown id or section, or an application that is not the caller's
 */
export const submitSection = endpoint({
  name: 'submitSection', method: 'POST', route: 'v1/customer/application/:uuid/sections/:section/submit/',
  body: Empty,
  response: SectionRecord,
});

/**
 * Submits the whole application: needs the qualification wizard completed and all eight sections completed. Moves the
 * stage `pending-app-submit` → `pending-doc-upload` (customer stage submitted-for-review), sets `submitted_at`,
 * completes the "Complete your application" task (tasks_version +1) and bumps the version. Once submitted (stage at or
 * past `pending-doc-upload`) it answers the application unchanged (idempotent).
 *
 * @designed
 * @error 400 `{ detail: 'Before you submit, finish: the qualification questions, Payoffs, …', errors: { qualification?,
 *   'sections.<name>'? } }`
 * @error 403 occupant or ops
 * @error 404 an unknown id, or one that is not the caller's
 */
export const submitApplication = endpoint({
  name: 'submitApplication', method: 'POST', route: 'v1/customer/application/:uuid/submit/',
  body: Empty,
  response: Application,
});
