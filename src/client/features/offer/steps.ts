/** §3 client state "offer step": the steps of the offer page, in order (default property). */
export const OFFER_STEPS = ['property', 'estimate', 'summary'] as const;
/** One offer step. */
export type OfferStep = (typeof OFFER_STEPS)[number];

/** The step the offer page starts on (§3 "offer step (default property)"). */
export const DEFAULT_OFFER_STEP: OfferStep = 'property';

/** Each step's heading. */
export const OFFER_STEP_TITLES: Readonly<Record<OfferStep, string>> = {
  property: 'Your home',
  estimate: 'Your Investment Estimate',
  summary: 'Summary and acknowledgement',
};

/** 1-based position of `step` ("Step 1 of 3"). */
export function offerStepNumber(step: OfferStep): number {
  return OFFER_STEPS.indexOf(step) + 1;
}

/** The step after `step`, or null on the last. */
export function nextOfferStep(step: OfferStep): OfferStep | null {
  return OFFER_STEPS[OFFER_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first. */
export function previousOfferStep(step: OfferStep): OfferStep | null {
  const i = OFFER_STEPS.indexOf(step);
  return i > 0 ? (OFFER_STEPS[i - 1] ?? null) : null;
}

/** True when `v` names an offer step. */
export function isOfferStep(v: unknown): v is OfferStep {
  return typeof v === 'string' && (OFFER_STEPS as readonly string[]).includes(v);
}
