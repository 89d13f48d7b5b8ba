/**
 * Value lists of the contract's enumerations that the public pages need on their first load (options, the §5
 * address rules, the unable-to-offer reasons), without io-ts at run time: `enums.ts` builds their codecs from these
 * very tuples, and the funnel's first load stays without the codec library (issue 14 §3).
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
