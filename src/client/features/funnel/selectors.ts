// reselect itself (RTK re-exports it): the funnel is in the first load, which must not carry the toolkit.
import { createSelector } from 'reselect';
import type { FunnelAnswers, FunnelRootState, FunnelState } from './reducer';
import { FUNNEL_STEPS, stepIndex, type FunnelStep } from './steps';

/** The funnel slice. */
export const selectFunnel = (root: FunnelRootState): FunnelState => root.funnel;
/** The answers so far. */
export const selectAnswers = (root: FunnelRootState): FunnelAnswers => root.funnel.answers;

/** Whether the person has finished `step`: answered it and (for qualification pages) was not refused on it. */
export function isStepComplete(state: FunnelState, step: FunnelStep): boolean {
  if (state.disqualification?.step === step) return false;
  const a = state.answers;
  switch (step) {
    case 'property_address':
      return a.address !== null;
    case 'property_type':
      return a.property_type !== null;
    case 'property_usage':
      return a.property_usage !== null;
    case 'property_value_debt':
      return a.estimated_value !== null && a.estimated_debt !== null;
    case 'personal_details_equity':
      return a.estimated_fico !== null;
    case 'personal_details_name_contact':
      // Existing accounts stop here (§3 check-user outcomes): they sign in instead.
      return a.email !== null && a.first_name !== null && a.last_name !== null && state.checkUserOutcome === 'prospect';
    case 'email_verification':
      return a.email !== null && state.verification.confirmed?.email === a.email;
    case 'personal_details_phone':
      return a.phone !== null;
    case 'applicants':
      return state.signup !== null;
  }
}

/**
 * The first page not yet finished — where a person who opens a later page is sent ("a page visited without the
 * earlier answers sends the person to the first unanswered page"). `applicants` once everything before it is done.
 */
export function firstIncompleteStep(state: FunnelState): FunnelStep {
  return FUNNEL_STEPS.find((s) => !isStepComplete(state, s)) ?? 'applicants';
}

/** Memoised {@link firstIncompleteStep} for views. */
export const selectFirstIncompleteStep = createSelector([selectFunnel], firstIncompleteStep);

/** True when `step` may be shown: every earlier page is finished. */
export function canVisitStep(state: FunnelState, step: FunnelStep): boolean {
  return stepIndex(step) <= stepIndex(firstIncompleteStep(state));
}

// ── view projections (memoised so useProjection re-renders only on change) ──────────────────────────────────────

/** Address page: stage, the search line, and the manual form's initial values (saved address, else the draft). */
export const selectAddressPage = createSelector([selectFunnel], (f) => ({
  stage: f.addressStage,
  line: f.addressLine,
  initial: f.answers.address
    ? {
        street: f.answers.address.street,
        unit_number: f.answers.address.unit_number ?? '',
        city: f.answers.address.city,
        state: f.answers.address.state,
        zip_code: f.answers.address.zip_code,
        county: f.answers.address.county ?? '',
      }
    : f.addressDraft
      ? { ...f.addressDraft, county: '' }
      : undefined,
}));

/** Contact page: saved names/email and the check-user outcome. */
export const selectContactPage = createSelector([selectFunnel], (f) => ({
  initial: {
    first_name: f.answers.first_name ?? '',
    last_name: f.answers.last_name ?? '',
    email: f.answers.email ?? '',
  },
  outcome: f.checkUserOutcome,
  email: f.answers.email,
}));

/** Verification page: where the code went, and whether it is already confirmed for the current email. */
export const selectVerificationPage = createSelector([selectFunnel], (f) => ({
  email: f.answers.email,
  sentTo: f.verification.sentTo,
  confirmed: f.answers.email !== null && f.verification.confirmed?.email === f.answers.email,
}));

/** The latest as-typed check of the verification code (issue 12 §3), or null before the first answer. */
export const selectCodeCheck = (state: FunnelRootState) => state.funnel.codeCheck;

/** The verification email's link as looked up (masked email, expiry), or null before it answered. */
export const selectVerificationLink = (state: FunnelRootState) => state.funnel.verificationLink;

/** Property value page initial values (whole USD). */
export const selectValueDebt = createSelector([selectAnswers], (a) => ({
  estimated_value: a.estimated_value ?? undefined,
  estimated_debt: a.estimated_debt ?? undefined,
}));

/** Dead-end page: names/email known so far (to prefill the sign-up-for-later form) and the confirmation state. */
export const selectUnableToOfferPage = createSelector([selectFunnel], (f) => ({
  initial: { first_name: f.answers.first_name ?? '', last_name: f.answers.last_name ?? '', email: f.answers.email ?? '' },
  laterSignup: f.laterSignup,
}));
