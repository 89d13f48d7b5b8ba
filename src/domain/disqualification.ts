import { DISQUALIFICATION_REASON_VALUES } from '../contract/enumValues';
import type { DisqualificationReason } from '../contract/enums';
import { HOME_VALUE_MAX_USD, HOME_VALUE_MIN_USD } from './constants';
import { formatCurrency } from './format';

/** §2/§8 the dead-end pages' slugs, i.e. `/unable-to-offer/{slug}`. */
export const UNABLE_TO_OFFER_SLUGS = [
  'state-not-supported',
  'home-value-too-high',
  'credit-score-too-low',
  'not-enough-equity',
  'atypical-property',
] as const;
export type UnableToOfferSlug = (typeof UNABLE_TO_OFFER_SLUGS)[number];

/** §4/§8 qualification disqualification reasons (contract enumeration). */
export const DISQUALIFICATION_REASONS: readonly DisqualificationReason[] = DISQUALIFICATION_REASON_VALUES;

/**
 * §4 "They lead to the matching unable-to-offer pages (mapping inferred from the routes)":
 * fico_too_low → credit-score-too-low, minimum_investment_guideline_reached (equity too low) →
 * not-enough-equity, and the other three by name.
 */
export const UNABLE_TO_OFFER_SLUG_OF: Readonly<Record<DisqualificationReason, UnableToOfferSlug>> = {
  state_not_supported: 'state-not-supported',
  home_value_too_high: 'home-value-too-high',
  fico_too_low: 'credit-score-too-low',
  minimum_investment_guideline_reached: 'not-enough-equity',
  atypical_property: 'atypical-property',
};

/** §4: the server's free-text home value reason, as it appears in the spec. */
export const HOME_VALUE_TOO_HIGH_TEXT = 'Home value is too high';

/**
 * The disqualification reason of a server value: a {@link DisqualificationReason}, or the §4 free text
 * 'Home value is too high' (→ home_value_too_high). Unknown values → `undefined` (the caller keeps the
 * person on the flow rather than guessing a dead end).
 */
export function parseDisqualificationReason(value: unknown): DisqualificationReason | undefined {
  if (value === HOME_VALUE_TOO_HIGH_TEXT) return 'home_value_too_high';
  return typeof value === 'string' && (DISQUALIFICATION_REASONS as readonly string[]).includes(value)
    ? (value as DisqualificationReason)
    : undefined;
}

/** True when `s` is one of the unable-to-offer slugs (use on the route parameter). */
export function isUnableToOfferSlug(s: unknown): s is UnableToOfferSlug {
  return typeof s === 'string' && (UNABLE_TO_OFFER_SLUGS as readonly string[]).includes(s);
}

/** §2 path of the dead-end page for a reason or slug, e.g. `'fico_too_low'` → `'/unable-to-offer/credit-score-too-low'`. */
export function unableToOfferPath(reason: DisqualificationReason | UnableToOfferSlug): string {
  const slug = isUnableToOfferSlug(reason) ? reason : UNABLE_TO_OFFER_SLUG_OF[reason];
  return `/unable-to-offer/${slug}`;
}

/**
 * §4/§9 home value check at qualification: above {@link HOME_VALUE_MAX_USD} → `'home_value_too_high'`.
 * Values under {@link HOME_VALUE_MIN_USD} are not a disqualification of their own in the spec (the
 * equity check decides), so they return `undefined` like valid ones; see {@link classifyHomeValue}.
 */
export function homeValueDisqualification(estimatedValueUsd: number): DisqualificationReason | undefined {
  return estimatedValueUsd > HOME_VALUE_MAX_USD ? 'home_value_too_high' : undefined;
}

/** §9 where a home value (USD) falls against the inclusive bounds 175 000 … 3 000 000. */
export function classifyHomeValue(estimatedValueUsd: number): 'below-minimum' | 'within' | 'above-maximum' {
  if (estimatedValueUsd < HOME_VALUE_MIN_USD) return 'below-minimum';
  if (estimatedValueUsd > HOME_VALUE_MAX_USD) return 'above-maximum';
  return 'within';
}

/** Copy of an unable-to-offer page. */
export interface UnableToOfferCopy {
  readonly title: string;
  readonly explanation: string;
}

/** §8 page copy for each unable-to-offer page (the spec names the pages, not the text; this is ours). */
export const UNABLE_TO_OFFER_COPY: Readonly<Record<UnableToOfferSlug, UnableToOfferCopy>> = {
  'state-not-supported': {
    title: 'We don’t offer our product in your state yet',
    explanation:
      'Thank you for your interest. We are not yet able to offer a home equity investment for homes in your state. We are expanding, and we will let you know if that changes.',
  },
  'home-value-too-high': {
    title: 'Your home’s value is above what we can invest in',
    explanation:
      `Thank you for your interest. Based on the estimated value you gave us, your home is above the ${formatCurrency(HOME_VALUE_MAX_USD)} maximum we can currently invest in, so we are unable to make you an offer.`,
  },
  'credit-score-too-low': {
    title: 'We’re unable to make you an offer right now',
    explanation:
      'Thank you for your interest. Based on your estimated credit score, we are unable to make you an offer at this time. If your credit changes, you are welcome to apply again.',
  },
  'not-enough-equity': {
    title: 'You don’t have enough equity in your home yet',
    explanation:
      'Thank you for your interest. Based on your home’s estimated value and the debt on it, there is not yet enough equity for the minimum investment we offer. As you pay down your mortgage or your home’s value grows, you are welcome to apply again.',
  },
  'atypical-property': {
    title: 'We can’t invest in this type of property',
    explanation:
      'Thank you for your interest. We are currently unable to offer a home equity investment for this type of property.',
  },
};
