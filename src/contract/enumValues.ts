import { PRODUCT_APPRAISAL_STEP } from './servicing/product';

/**
 * Value lists of contract enumerations needed without io-ts at run time: on the public pages' first load (options,
 * the §5 address rules, the unable-to-offer reasons) and by the draft queue (servicing step kinds, on every form
 * page). The codec modules (`enums.ts`, `servicing/enums.ts`) build their codecs from these very tuples (issue 14 §3).
 */

/** §3 property types (codec: `enums.ts` `PropertyType`). */
export const PROPERTY_TYPE_VALUES = [
  'single-family-detached', 'condominium', 'townhouse', '2-4-unit', 'manufactured-or-mobile-home',
  '10-acre-property-or-greater', 'other',
] as const;

/** §3 property usage (occupancy) (codec: `PropertyUsage`). */
export const PROPERTY_USAGE_VALUES = ['principal-residence', 'second-home', 'investment'] as const;

/** §4 disqualification reasons at qualification (codec: `DisqualificationReason`). */
export const DISQUALIFICATION_REASON_VALUES = [
  'state_not_supported', 'home_value_too_high', 'fico_too_low', 'minimum_investment_guideline_reached', 'atypical_property',
] as const;

/** The 50 US states plus DC, by USPS code, addresses §5 (codec: `UsState`). */
export const US_STATE_VALUES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** §3 estimated FICO options: 701 is labelled Yes, 499 No (0 = unknown, sign-up-for-later default §5). */
export const ESTIMATED_FICO_OPTIONS = [
  { value: 701, label: 'Yes' },
  { value: 499, label: 'No' },
] as const;

/** §3 servicing step kinds, the 12 screens a servicing request can ask the homeowner (or the provider) to complete (codec: `servicing/enums.ts` `ServicingStepKind`). */
export const SERVICING_STEP_KIND_VALUES = [
  'buyout-request', PRODUCT_APPRAISAL_STEP, 'improvement-adjustment', 'acknowledge-payoff-and-accept-wire-details',
  'home-listing', 'document-upload', 'third-party-lender-info', 'subordination-request', 'name-of-trust', 'other-change',
  'hoi-upload', 'hoi-policy-details',
] as const;
