import * as t from 'io-ts';
import { closed } from '../codec';
import type { ServicingStepKind } from './enums';
import { PRODUCT_APPRAISAL_STEP } from './product';

/*
 * What each step screen saves (designed; §3 step kinds). Values are kept as the homeowner typed them (strings for
 * dates `yyyy-MM-dd`, amounts as typed such as "12,500"), so a draft with a half-typed amount is saved, restored after
 * a reload and shown again unchanged. Every field is optional in a draft; `src/domain/servicing/stepRules.ts` says
 * which are required and checks formats when the step is submitted (client and sandbox run the same rules).
 */

const text = t.string;

/** buyout-request: the homeowner buys out the investment. */
export const BuyoutRequestValues = closed('BuyoutRequestValues', {}, {
  intended_date: text, funding_source: text, funding_notes: text,
});
/** authorize-{product}-appraisal: which valuation, and the homeowner's authorisation after seeing its fee. */
export const AppraisalValues = closed('AppraisalValues', {}, { method: text, authorized: t.boolean });
/** One home improvement claimed for an improvement adjustment (cost in USD as typed). */
export const ImprovementValues = closed('ImprovementValues', {}, { description: text, cost: text, completed_on: text });
/** improvement-adjustment: the improvements claimed, or none. */
export const ImprovementAdjustmentValues = closed('ImprovementAdjustmentValues', {}, {
  none_to_claim: t.boolean, improvements: t.array(ImprovementValues),
});
/** acknowledge-payoff-and-accept-wire-details: the homeowner confirmed the wire details by phone. */
export const PayoffStepValues = closed('PayoffStepValues', {}, { wire_confirmed_by_phone: t.boolean });
/** home-listing: the listing and the agent. */
export const HomeListingValues = closed('HomeListingValues', {}, {
  listing_date: text, list_price: text, agent_name: text, agent_phone: text, agent_email: text, expected_closing_date: text,
});
/** document-upload, hoi-upload: nothing to type; the documents checklist is the screen. */
export const DocumentStepValues = closed('DocumentStepValues', {}, { note: text });
/** third-party-lender-info: the new lender and loan. */
export const LenderInfoValues = closed('LenderInfoValues', {}, {
  lender_name: text, loan_officer_name: text, loan_officer_phone: text, loan_officer_email: text, loan_amount: text,
  loan_type: text, expected_closing_date: text,
});
/** subordination-request: by when the new lender needs the subordination. */
export const SubordinationValues = closed('SubordinationValues', {}, { requested_by: text, note: text });
/** name-of-trust: a transfer to a trust (name, date, trustees) or a change of name. */
export const NameOfTrustValues = closed('NameOfTrustValues', {}, {
  change_kind: text, trust_name: text, trust_date: text, trustees: text, new_legal_name: text,
});
/** other-change: the change in the homeowner's words. */
export const OtherChangeValues = closed('OtherChangeValues', {}, { description: text });
/** hoi-policy-details: the policy (homeowners, flood or master, by request type). Dwelling coverage in USD as typed. */
export const PolicyDetailsValues = closed('PolicyDetailsValues', {}, {
  carrier: text, policy_number: text, dwelling_coverage: text, effective_date: text, expiration_date: text,
  insured_interest: text,
});

/** The values codec of each step kind (the sandbox decodes a saved draft with it; the client decodes answers). */
export const STEP_VALUES = {
  'buyout-request': BuyoutRequestValues,
  [PRODUCT_APPRAISAL_STEP]: AppraisalValues,
  'improvement-adjustment': ImprovementAdjustmentValues,
  'acknowledge-payoff-and-accept-wire-details': PayoffStepValues,
  'home-listing': HomeListingValues,
  'document-upload': DocumentStepValues,
  'third-party-lender-info': LenderInfoValues,
  'subordination-request': SubordinationValues,
  'name-of-trust': NameOfTrustValues,
  'other-change': OtherChangeValues,
  'hoi-upload': DocumentStepValues,
  'hoi-policy-details': PolicyDetailsValues,
} as const satisfies Record<ServicingStepKind, t.Mixed>;

/** The values of step kind `K`. */
export type StepValuesOf<K extends ServicingStepKind> = t.TypeOf<(typeof STEP_VALUES)[K]>;
/** The values of any step. */
export type StepValues = StepValuesOf<ServicingStepKind>;
