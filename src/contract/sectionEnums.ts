import * as t from 'io-ts';
import { enumeration } from './enums';

/**
 * §2 application form sections, in the order a person fills them. `liens` is shown as "Property Financing".
 */
export const SECTION_NAME = enumeration('SectionName', [
  'personal-information', 'investment-information', 'property-information', 'housing-expense', 'mortgage-details',
  'liens', 'payoffs', 'declarations',
] as const);
export const SectionName = SECTION_NAME.codec;
export type SectionName = t.TypeOf<typeof SectionName>;

/** Where a section stands: nothing saved, a draft saved, or submitted complete (designed; §2 "progress"). */
export const SECTION_STATUS = enumeration('SectionStatus', ['not-started', 'in-progress', 'completed'] as const);
export const SectionStatus = SECTION_STATUS.codec;
export type SectionStatus = t.TypeOf<typeof SectionStatus>;

/** §2 qualification wizard stages (order of the flow is in src/client/features/qualification). */
export const WIZARD_STAGE = enumeration('WizardStage', [
  'authorize-credit', 'phone-request', 'ssn-request', 'wait-request', 'has-mortgages', 'mortgages',
  'mortgage-details', 'completed', 'user-consent-statements',
] as const);
export const WizardStage = WIZARD_STAGE.codec;
export type WizardStage = t.TypeOf<typeof WizardStage>;

/** What the proceeds of the investment will be used for (investment-information, designed). */
export const USE_OF_PROCEEDS = enumeration('UseOfProceeds', [
  'debt-consolidation', 'home-improvement', 'education', 'business', 'retirement', 'emergency-savings',
  'purchase-property', 'medical', 'other',
] as const);
export const UseOfProceeds = USE_OF_PROCEEDS.codec;
export type UseOfProceeds = t.TypeOf<typeof UseOfProceeds>;

/** Kinds of mortgage (mortgage-details, designed). */
export const MORTGAGE_TYPE = enumeration('MortgageType', [
  'conventional', 'fha', 'va', 'usda', 'reverse', 'other',
] as const);
export const MortgageType = MORTGAGE_TYPE.codec;
export type MortgageType = t.TypeOf<typeof MortgageType>;

/** Kinds of lien other than a first mortgage (liens / Property Financing, designed). */
export const LIEN_TYPE = enumeration('LienType', [
  'second-mortgage', 'heloc', 'home-equity-loan', 'tax-lien', 'judgment-lien', 'mechanics-lien', 'solar-lien',
  'hoa-lien', 'other',
] as const);
export const LienType = LIEN_TYPE.codec;
export type LienType = t.TypeOf<typeof LienType>;

/** Consent documents a person accepts in the wizard (§2 user-consent-statements; §3 consent (credit, telephone)). */
export const CONSENT_DOCUMENT = enumeration('ConsentDocument', ['credit', 'telephone'] as const);
export const ConsentDocument = CONSENT_DOCUMENT.codec;
export type ConsentDocument = t.TypeOf<typeof ConsentDocument>;

/** Result of a finished credit pull background task (§2 frozen credit, credit error pages). */
export const CREDIT_PULL_RESULT = enumeration('CreditPullResult', [
  'credit_report_received', 'credit_frozen', 'credit_error',
] as const);
export const CreditPullResult = CREDIT_PULL_RESULT.codec;
export type CreditPullResult = t.TypeOf<typeof CreditPullResult>;

/** The background task type of a credit pull. */
export const CREDIT_PULL_TASK_TYPE = 'credit-pull';

/** Whether the applicant lives in the home (residency declaration, designed). */
export const RESIDENCY = enumeration('Residency', ['primary-residence', 'second-home', 'investment', 'does-not-live-here'] as const);
export const Residency = RESIDENCY.codec;
export type Residency = t.TypeOf<typeof Residency>;
