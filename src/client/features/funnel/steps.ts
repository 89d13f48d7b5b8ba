/**
 * The public sign-up funnel's pages in order (§2 public and sign-up routes). A step's path is `/{step}`, so the
 * names are the spec's route names.
 */
export const FUNNEL_STEPS = [
  'property_address',
  'property_type',
  'property_usage',
  'property_value_debt',
  'personal_details_equity',
  'personal_details_name_contact',
  'email_verification',
  'personal_details_phone',
  'applicants',
] as const;

/** One page of the funnel. */
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** §2 route of a step, e.g. `'property_type'` → `'/property_type'`. */
export function stepPath(step: FunnelStep): string {
  return `/${step}`;
}

/** 0-based position of a step in the funnel. */
export function stepIndex(step: FunnelStep): number {
  return FUNNEL_STEPS.indexOf(step);
}

/** The page after `step` (the last step has none: signup leaves the funnel). */
export function nextStep(step: FunnelStep): FunnelStep | undefined {
  return FUNNEL_STEPS[stepIndex(step) + 1];
}

/** The page before `step`, for the back link (the first step has none). */
export function previousStep(step: FunnelStep): FunnelStep | undefined {
  const i = stepIndex(step);
  return i > 0 ? FUNNEL_STEPS[i - 1] : undefined;
}
