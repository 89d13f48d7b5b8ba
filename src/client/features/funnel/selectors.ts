import type { FunnelAnswers, FunnelRootState, FunnelState } from './reducer';
import { FUNNEL_STEPS, stepIndex, type FunnelStep } from './steps';

/**
 * A projection memoised on its one input (the funnel slice or its answers, replaced on every change by the reducer):
 * the same input gives the same object, so `useProjection` re-renders only on change. Not reselect's
 * `createSelector`: reselect is 1.2 KB gzip of every funnel page's first load (issue 14 §3, ≤ 130 KB).
 */
function memoOn<I, R>(input: (root: FunnelRootState) => I, project: (value: I) => R): (root: FunnelRootState) => R {
  let last: { input: I; result: R } | undefined;
  return (root) => {
    const value = input(root);
    if (!last || last.input !== value) last = { input: value, result: project(value) };
    return last.result;
  };
}

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
export const selectFirstIncompleteStep = memoOn(selectFunnel, firstIncompleteStep);

/** True when `step` may be shown: every earlier page is finished. */
export function canVisitStep(state: FunnelState, step: FunnelStep): boolean {
  return stepIndex(step) <= stepIndex(firstIncompleteStep(state));
}

// ── view projections (memoised so useProjection re-renders only on change) ──────────────────────────────────────

/** Address page: stage, the search line, and the manual form's initial values (saved address, else the draft). */
export const selectAddressPage = memoOn(selectFunnel, (f) => ({
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
export const selectContactPage = memoOn(selectFunnel, (f) => ({
  initial: {
    first_name: f.answers.first_name ?? '',
    last_name: f.answers.last_name ?? '',
    email: f.answers.email ?? '',
  },
  outcome: f.checkUserOutcome,
  email: f.answers.email,
}));

/** Verification page: where the code went, and whether it is already confirmed for the current email. */
export const selectVerificationPage = memoOn(selectFunnel, (f) => ({
  email: f.answers.email,
  sentTo: f.verification.sentTo,
  confirmed: f.answers.email !== null && f.verification.confirmed?.email === f.answers.email,
}));

/** The latest as-typed check of the verification code (issue 12 §3), or null before the first answer. */
export const selectCodeCheck = (state: FunnelRootState) => state.funnel.codeCheck;

/** The verification email's link as looked up (masked email, expiry), or null before it answered. */
export const selectVerificationLink = (state: FunnelRootState) => state.funnel.verificationLink;

/** Property value page initial values (whole USD). */
export const selectValueDebt = memoOn(selectAnswers, (a) => ({
  estimated_value: a.estimated_value ?? undefined,
  estimated_debt: a.estimated_debt ?? undefined,
}));

/** Dead-end page: names/email known so far (to prefill the sign-up-for-later form) and the confirmation state. */
export const selectUnableToOfferPage = memoOn(selectFunnel, (f) => ({
  initial: { first_name: f.answers.first_name ?? '', last_name: f.answers.last_name ?? '', email: f.answers.email ?? '' },
  laterSignup: f.laterSignup,
}));
