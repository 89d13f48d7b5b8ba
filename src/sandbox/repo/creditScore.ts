import type { CreditBureau, EstimatedFico, ScoreRange } from '../../contract';

/**
 * The bureau every sandbox credit pull comes from. Fictional, like the sandbox's lender: its phone number is in the
 * 555-01xx block kept for fiction and its website is under example.com, so nobody calls or visits a real bureau
 * about a made-up report. A real backend sends the bureau that supplied the report.
 */
export const SANDBOX_CREDIT_BUREAU: CreditBureau = {
  name: 'Sandbox Credit Bureau',
  address: 'P.O. Box 0100, Allen, TX 75013',
  phone: '(800) 555-0199',
  website: 'https://www.sandbox-credit-bureau.example.com',
};

/** The range of the sandbox's scoring model (the common FICO range). */
export const SANDBOX_SCORE_RANGE: ScoreRange = { min: 300, max: 850 };

/** A credit score and the key factors (plain words, at most four) that hurt it most. */
export interface SimulatedScore {
  score: number;
  key_factors: string[];
}

/**
 * The score a sandbox credit pull reports for the applicant's own estimate (§3 `estimated_fico`: 701 = "701 or more",
 * 499 = "under 500", 0 = "not sure"), with key factors that fit it, so a credit denial of a sandbox application has a
 * score to disclose.
 */
export function simulatedScore(estimatedFico: EstimatedFico): SimulatedScore {
  if (estimatedFico === 701) {
    return { score: 742, key_factors: ['Your credit card balances are high compared with your credit limits', 'Your oldest account was opened fairly recently'] };
  }
  if (estimatedFico === 499) {
    return {
      score: 487,
      key_factors: [
        'A payment on an account was 90 or more days late',
        'Your credit card balances are high compared with your credit limits',
        'An account was sent to a collection agency',
        'Several lenders checked your credit in the last 12 months',
      ],
    };
  }
  return {
    score: 638,
    key_factors: ['A payment on an account was 30 or more days late', 'Your credit card balances are high compared with your credit limits', 'You have few accounts that are paid as agreed'],
  };
}
