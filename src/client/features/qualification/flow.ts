import { CREDIT_PULL_RESULT, CREDIT_PULL_TASK_TYPE, type CreditPullResult, type WizardStage } from '../../../contract/sectionEnums';
import type { BackgroundTask } from '../../../contract/entities';
import type { Mortgage, MortgageDetailsValues } from '../../../contract/sections';
import type { ConsentDocument } from '../../../contract/sectionEnums';

/*
 * The qualification wizard's stage machine rules (§2 wizard stages, designed order): pure functions the epic uses to
 * decide where the wizard goes, and to rebuild the history from what the server already holds (resume).
 */

/** The designed order of the §2 wizard stages (mortgages and mortgage-details only when the home has mortgages). */
export const QUALIFICATION_STAGES: readonly WizardStage[] = [
  'authorize-credit',
  'user-consent-statements',
  'phone-request',
  'ssn-request',
  'wait-request',
  'has-mortgages',
  'mortgages',
  'mortgage-details',
  'completed',
];

/** The consent documents the wizard asks for (§2 user-consent-statements; §3 consent credit, telephone). */
export const REQUIRED_CONSENTS: readonly ConsentDocument[] = ['credit', 'telephone'];

/**
 * The stage after `stage` once it is answered. Only has-mortgages branches: "No" goes straight to completed.
 * mortgage-details moves to completed after the last mortgage (the epic steps `currentLienIndex` before that).
 */
export function stageAfter(stage: WizardStage, answers: { hasMortgages?: boolean } = {}): WizardStage {
  if (stage === 'has-mortgages') return answers.hasMortgages ? 'mortgages' : 'completed';
  if (stage === 'user-consent-statements') return 'phone-request';
  const at = QUALIFICATION_STAGES.indexOf(stage);
  return QUALIFICATION_STAGES[Math.min(at + 1, QUALIFICATION_STAGES.length - 1)] ?? 'completed';
}

/** Where a credit pull stands, read from its background task (§2 wait-request, frozen credit, credit error). */
export type CreditPullState = { kind: 'none' } | { kind: 'running' } | { kind: 'finished'; result: CreditPullResult };

/**
 * The newest `credit-pull` task among an application's background tasks (§3: read them sorted by `created_at`;
 * pass them through `byCreatedAt`), as a {@link CreditPullState}. A finished task whose result is missing or unknown,
 * or that failed, counts as `credit_error` (the person can try again).
 */
export function latestCreditPull(sortedTasks: readonly BackgroundTask[]): CreditPullState {
  const pulls = sortedTasks.filter((t) => t.task_type === CREDIT_PULL_TASK_TYPE);
  const latest = pulls[pulls.length - 1];
  if (!latest) return { kind: 'none' };
  if (latest.status === 'pending' || latest.status === 'running') return { kind: 'running' };
  const result = latest.status === 'completed' && CREDIT_PULL_RESULT.values.includes(latest.result as CreditPullResult);
  return { kind: 'finished', result: result ? (latest.result as CreditPullResult) : 'credit_error' };
}

/** True when a mortgage has every detail the mortgage-details stage asks for (lender, balance, payment, type). */
export function isMortgageComplete(m: Partial<Mortgage>): boolean {
  return (
    typeof m.lender === 'string' &&
    m.lender.trim() !== '' &&
    typeof m.balance === 'number' &&
    typeof m.monthly_payment === 'number' &&
    typeof m.mortgage_type === 'string'
  );
}

/** What the server (and a pending draft) already holds about the person's qualification, for {@link resumeHistory}. */
export interface ResumeFacts {
  /** Consent documents on file for the signed-in person on this application. */
  consents: readonly ConsentDocument[];
  /** The profile's phone is present and passes the §5 phone rule. */
  hasValidPhone: boolean;
  /** The profile holds an SSN (the API answers a mask). */
  hasSsn: boolean;
  /** The profile's birth date is present and passes the §5 birth date rule. */
  hasValidBirthDate: boolean;
  /** The newest credit pull of the application. */
  creditPull: CreditPullState;
  /** The mortgage-details answers (section record, or a newer pending draft). */
  mortgages: MortgageDetailsValues;
  /** The form overview's `qualification_completed_at` (null until the wizard was completed). */
  qualificationCompletedAt: string | null;
}

/**
 * The wizard history to show when the page opens (§4 "the history can be replaced wholesale"), so that leaving and
 * coming back never loses an answer: every stage already passed, ending at the first one still to answer.
 * - authorize-credit is passed once any consent is on file; user-consent-statements once both are.
 * - phone-request is passed once the phone is valid and the SSN is on file (the SSN comes after the phone, so the
 *   person who left before the SSN sees their saved phone again rather than skipping its confirmation).
 * - ssn-request once the SSN and a valid birth date are on file; wait-request once the credit report was received.
 * - has-mortgages once answered; mortgages once the list is confirmed complete with at least one mortgage.
 * - completed only when the server says so; with everything answered but not completed, the person lands on the
 *   last answering stage (has-mortgages "No", or the last mortgage's details) and presses Next once more.
 * A completed qualification shows its whole path ending at completed, whatever the other facts say.
 */
export function resumeHistory(facts: ResumeFacts): WizardStage[] {
  const m = facts.mortgages;
  if (facts.qualificationCompletedAt !== null) {
    const withMortgages = m.has_mortgages === true && (m.mortgages?.length ?? 0) > 0;
    return QUALIFICATION_STAGES.filter((s) => withMortgages || (s !== 'mortgages' && s !== 'mortgage-details'));
  }
  const history: WizardStage[] = ['authorize-credit'];
  const consentsOnFile = REQUIRED_CONSENTS.filter((d) => facts.consents.includes(d));
  if (consentsOnFile.length === 0) return history;
  history.push('user-consent-statements');
  if (consentsOnFile.length < REQUIRED_CONSENTS.length) return history;
  history.push('phone-request');
  if (!(facts.hasValidPhone && facts.hasSsn)) return history;
  history.push('ssn-request');
  if (!facts.hasValidBirthDate) return history;
  history.push('wait-request');
  const pull = facts.creditPull;
  if (!(pull.kind === 'finished' && pull.result === 'credit_report_received')) return history;
  history.push('has-mortgages');
  if (m.has_mortgages !== true) return history;
  history.push('mortgages');
  if (m.mortgages_verified !== true || (m.mortgages?.length ?? 0) === 0) return history;
  history.push('mortgage-details');
  return history;
}

/**
 * The mortgage to show when the history ends at mortgage-details (§3 `currentLienIndex`, from 0): the first one with
 * details missing, else the last one. 0 when there are none.
 */
export function resumeLienIndex(mortgages: MortgageDetailsValues): number {
  const list = mortgages.mortgages ?? [];
  const incomplete = list.findIndex((mortgage) => !isMortgageComplete(mortgage));
  return incomplete >= 0 ? incomplete : Math.max(0, list.length - 1);
}
