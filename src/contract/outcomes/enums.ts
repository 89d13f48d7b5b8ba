import * as t from 'io-ts';
import { enumeration } from '../enums';

/*
 * §4 closed-lost reason enumerations (issue 12 §1): why an application ended denied or withdrawn, and the detailed
 * factors behind a denial. The §4 closed-lost outcomes themselves (`CLOSED_LOST_OUTCOME`) live in ../enums.ts.
 */

/** §4 denied reasons (19). */
export const DENIED_REASON = enumeration('DeniedReason', [
  'atypical-property', 'avm-data', 'bankruptcy', 'credit', 'home-value', 'home-value-above-guidelines',
  'home-value-below-guidelines', 'improper-property-use', 'ineligible-state', 'not-enough-equity',
  'property-condition', 'unacceptable-first-lien', 'unacceptable-vesting', 'unacceptable-cost-benefit-ratio',
  'unresolved-subordinations', 'unresolved-lien-releases', 'unresolved-payoffs', 'insufficient-insurance', 'other',
] as const);
export const DeniedReason = DENIED_REASON.codec;
export type DeniedReason = t.TypeOf<typeof DeniedReason>;

/** §4 withdrawn reasons (10). */
export const WITHDRAWN_REASON = enumeration('WithdrawnReason', [
  'different-hea', 'duplicate', 'incomplete-application', 'no-longer-interested', 'offer-too-small', 'too-complex',
  'too-expensive', 'traditional-financing', 'unresponsive', 'other',
] as const);
export const WithdrawnReason = WITHDRAWN_REASON.codec;
export type WithdrawnReason = t.TypeOf<typeof WithdrawnReason>;

/**
 * §4 "further reason codes" of a denial beside the 19 denied reasons. The spec also names "home value below or above
 * guidelines": those are the denied reasons `home-value-below-guidelines` and `home-value-above-guidelines`, so they
 * are not repeated here (one code, one label).
 */
export const FURTHER_DENIAL_REASON = enumeration('FurtherDenialReason', ['improper-title-vesting', 'unacceptable-property-type'] as const);
export const FurtherDenialReason = FURTHER_DENIAL_REASON.codec;
export type FurtherDenialReason = t.TypeOf<typeof FurtherDenialReason>;

/** The reason of a denial: one of the §4 denied reasons or a further reason code. */
export const DenialReason = t.union([DeniedReason, FurtherDenialReason], 'DenialReason');
export type DenialReason = t.TypeOf<typeof DenialReason>;

/** Every denial reason code, denied reasons first (labels, back-office pickers). */
export const DENIAL_REASONS: readonly DenialReason[] = [...DENIED_REASON.values, ...FURTHER_DENIAL_REASON.values];

/**
 * §4 detailed denial factors (the spec lists them in words; these slugs are this product's): property type, credit,
 * DTI over 45 %, DSCR below 1.25x, FICO under 500, mortgage delinquency of 90 / 120 / 150+ days, bankruptcy, title held
 * in an LLC / as a life estate / as tenants in common, an unpermitted rental, a non-primary residence in DC.
 */
export const DENIAL_FACTOR = enumeration('DenialFactor', [
  'property-type', 'credit', 'dti-over-45-percent', 'dscr-below-1-25x', 'fico-under-500',
  'mortgage-delinquency-90-days', 'mortgage-delinquency-120-days', 'mortgage-delinquency-150-plus-days', 'bankruptcy',
  'title-held-in-llc', 'title-held-in-life-estate', 'title-held-as-tenants-in-common', 'unpermitted-rental',
  'non-primary-residence-in-dc',
] as const);
export const DenialFactor = DENIAL_FACTOR.codec;
export type DenialFactor = t.TypeOf<typeof DenialFactor>;
