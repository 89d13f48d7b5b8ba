import type { DenialFactor, DenialReason } from '../../contract/outcomes/enums';

/*
 * The adverse-action content of a denial (ECOA / Reg B §1002.9, FCRA §615(a) and §609(f)), in plain words: what a US
 * homeowner denied because of their credit report is told about the report, the score and their rights. The facts
 * (bureau, score, range, date, key factors) come from the server (`credit_disclosure`); the sentences are here.
 */

/** §4 denied reasons that rest on the credit report: the report itself, or a bankruptcy found in it. */
export const CREDIT_BASED_DENIAL_REASONS: ReadonlySet<DenialReason> = new Set<DenialReason>(['credit', 'bankruptcy']);

/**
 * §4 denial factors read from the credit report (in whole or in part: the debts of a debt-to-income ratio come from
 * it). Any one of them makes a denial credit-based, whatever its headline reason.
 */
export const CREDIT_BASED_DENIAL_FACTORS: ReadonlySet<DenialFactor> = new Set<DenialFactor>([
  'credit', 'fico-under-500', 'mortgage-delinquency-90-days', 'mortgage-delinquency-120-days',
  'mortgage-delinquency-150-plus-days', 'bankruptcy', 'dti-over-45-percent',
]);

/**
 * True when a denial was based in whole or in part on a credit report (FCRA §615(a)): its reason or any of its denial
 * factors is credit-based. Such a denial owes the homeowner the credit disclosure; the sandbox fills it by this rule.
 */
export function isCreditBasedDenial(d: { reason: DenialReason; denial_factors: readonly DenialFactor[] }): boolean {
  return CREDIT_BASED_DENIAL_REASONS.has(d.reason) || d.denial_factors.some((f) => CREDIT_BASED_DENIAL_FACTORS.has(f));
}

/** The sentences of the credit disclosure, each naming the bureau. */
export interface CreditNoticeWords {
  /** Why the page talks about a credit report at all. */
  usedReport: string;
  /** The bureau supplied the report only (FCRA §615(a)(2)(B)). */
  notTheirDecision: string;
  /** What the score is, how to read it against its range. */
  aboutScore: string;
  /** FCRA §615(a)(3)(A): a free copy within 60 days. */
  freeCopy: string;
  /** FCRA §615(a)(3)(B): dispute with the bureau. */
  dispute: string;
}

/** The credit disclosure's sentences for the bureau named `bureau` (e.g. "Experian"). */
export function creditNoticeWords(bureau: string): CreditNoticeWords {
  return {
    usedReport: `Our decision was based in whole or in part on information in a credit report from ${bureau}.`,
    notTheirDecision: `${bureau} did not make this decision and cannot tell you why it was made.`,
    aboutScore: 'A credit score sums up your credit history in one number. A higher score is better.',
    freeCopy: `You have the right to a free copy of your credit report from ${bureau} if you ask for it within 60 days of this decision.`,
    dispute: `If anything in your report is wrong or incomplete, you have the right to dispute it with ${bureau}. They must check it and correct or remove what they cannot verify.`,
  };
}

/** A score range in words, e.g. "300 to 850" (an en dash reads badly to some screen readers). */
export function scoreRangeWords(range: { min: number; max: number }): string {
  return `${range.min} to ${range.max}`;
}

/** A website address as people say it: without `https://` and a trailing slash ("www.experian.com"). */
export function websiteWords(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * The federal agency that enforces the Equal Credit Opportunity Act for a creditor that is not a bank (Reg B
 * Appendix A, "Creditors not listed above").
 */
export const ECOA_AGENCY = 'Federal Trade Commission, Consumer Response Center, Washington, DC 20580';

/**
 * The ECOA notice (Reg B §1002.9(b)(1)) in plain words: every denial carries it, whatever the reason.
 */
export const ECOA_NOTICE: readonly string[] = [
  'The Equal Credit Opportunity Act is a federal law. It says lenders must not treat you differently because of your race, color, religion, national origin, sex, marital status or age (as long as you are old enough to sign a contract), because some or all of your income comes from public assistance, or because you have used your rights under consumer credit laws in good faith.',
  `The agency that checks we follow this law is the ${ECOA_AGENCY}.`,
];
