import type { ClosedLostOutcome } from '../../contract/enums';
import type { DenialFactor, DenialReason, WithdrawnReason } from '../../contract/outcomes/enums';
import { isCreditBasedDenial } from './adverseAction';

/** How a closed-lost outcome is named to the homeowner (the stage tracker's last milestone and the page heading). */
export const OUTCOME_TITLES: Readonly<Record<ClosedLostOutcome, string>> = {
  denied: 'Application denied',
  withdrawn: 'Application withdrawn',
};

/** The first sentence of the outcome page: what was decided, in plain words (issue 12 §1). */
export const OUTCOME_SUMMARIES: Readonly<Record<ClosedLostOutcome, string>> = {
  denied: 'We are sorry: we are not able to offer you a Home Equity Investment for this application.',
  withdrawn: 'This application was withdrawn and is now closed. Nothing more is needed from you for it.',
};

/**
 * §4 denied reasons (and further reason codes) after which a new application may succeed later, with when it may
 * make sense to reapply (issue 12 §1 "for some denial reasons, when it may make sense to reapply"). Reasons left out
 * are about the home itself, which a new application would not change.
 */
export const DENIAL_REAPPLY_ADVICE: Readonly<Partial<Record<DenialReason, string>>> = {
  'avm-data': 'Your Home Equity Officer may be able to order an appraisal instead of the automated valuation; ask them before you apply again.',
  bankruptcy: 'You may be able to apply again once the bankruptcy has been discharged.',
  credit: 'You may be able to apply again once your credit report has improved, for example after 12 months of payments on time.',
  'home-value': 'If your home’s value rises, or you ask for a smaller amount, a new application may succeed.',
  'improper-property-use': 'If the way the home is used changes (for example the rental gets its permits), you may apply again.',
  'ineligible-state': 'We are adding states over time: you may apply again once we offer investments in your state.',
  'not-enough-equity': 'Once you have paid down your mortgage or your home’s value has risen, you may have enough equity to apply again.',
  'property-condition': 'Once the repairs are done, you may apply again.',
  'unacceptable-vesting': 'If the owners change how they hold title, you may apply again.',
  'improper-title-vesting': 'If the title moves to the owners themselves, you may apply again.',
  'unresolved-subordinations': 'Once your lender agrees to the subordination, you may apply again.',
  'unresolved-lien-releases': 'Once the lien is released from the title, you may apply again.',
  'unresolved-payoffs': 'Once the debt is settled, you may apply again.',
  'insufficient-insurance': 'Once your homeowners insurance covers the home fully, you may apply again.',
};

/** §4 withdrawn reasons after which applying again is not the next step, with what to do instead. */
export const WITHDRAWN_REAPPLY_ADVICE: Readonly<Partial<Record<WithdrawnReason, string>>> = {
  duplicate: 'Your other application for this home is still open: continue there instead of starting a new one.',
};

/** What the homeowner can do after a closed-lost outcome (issue 12 §1). */
export interface OutcomeNextSteps {
  /** Whether to offer "Start a new application" (not for a duplicate: the other application is open). */
  offerNewApplication: boolean;
  /** When it may make sense to apply again (or what to do instead); null when there is nothing specific to say. */
  reapply: string | null;
  /** Why to contact the Home Equity Officer. */
  contact: string;
}

/**
 * What the homeowner can do next after being denied or withdrawn for `reason`. After a credit-based
 * denial the Home Equity Officer is also the one to go through the credit report with.
 */
export function outcomeNextSteps(
  c: { outcome: 'denied'; reason: DenialReason; denial_factors?: readonly DenialFactor[] } | { outcome: 'withdrawn'; reason: WithdrawnReason },
): OutcomeNextSteps {
  if (c.outcome === 'denied') {
    const credit = isCreditBasedDenial({ reason: c.reason, denial_factors: c.denial_factors ?? [] });
    return {
      offerNewApplication: true,
      reapply: DENIAL_REAPPLY_ADVICE[c.reason] ?? null,
      contact: credit
        ? 'Your Home Equity Officer can explain the decision, go through what your credit report showed, and tell you what could change the outcome.'
        : 'Your Home Equity Officer can explain the decision and answer your questions.',
    };
  }
  return {
    offerNewApplication: c.reason !== 'duplicate',
    reapply: WITHDRAWN_REAPPLY_ADVICE[c.reason] ?? 'You can start a new application whenever you are ready; we will not reuse this one.',
    contact: 'If this application was closed by mistake, or you have questions, contact your Home Equity Officer.',
  };
}
