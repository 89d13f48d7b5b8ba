import type { AgreementSummary, InvestmentEstimate, PayoffsValues } from '../../contract';
import { isStageBefore } from '../../domain/stages';
import { HttpError, invalid } from '../http/errors';
import { updateApplication, type ApplicationRow } from '../repo/applications';
import { currentEnvelopeOf } from '../repo/envelopes';
import { estimateOf, insertSnapshot, putEstimate } from '../repo/estimates';
import { sectionOf } from '../repo/sections';
import type { Sql } from '../repo/sql';
import { ensureTaskStatus } from '../repo/tasks';
import type { Services } from '../services';
import { isEstimateProblem, priceEstimate, type EstimateOverrides } from './estimate';

/** The review task an estimate creates (issue #4 §3); the customer completes it by acknowledging. */
export const REVIEW_ESTIMATE_TASK = {
  task_type: 'review-investment-estimate',
  title: 'Review your Investment Estimate',
  description: 'Read the estimate and tell us whether you want to go ahead.',
} as const;

/** USD paid off at closing: the payoffs section's amounts (0 when it says there are none or is empty). */
export async function payoffsTotalOf(sql: Sql, applicationUuid: string): Promise<number> {
  const values = (await sectionOf(sql, applicationUuid, 'payoffs')).values as Partial<PayoffsValues>;
  if (values.has_payoffs === false) return 0;
  return (values.payoffs ?? []).reduce((sum, p) => sum + (typeof p.amount === 'number' ? p.amount : 0), 0);
}

/**
 * Issues (or re-issues) the Investment Estimate of an application (back office, issue #4 §6): prices it (see
 * `ESTIMATE_RULES`), replaces the current one, writes an `investment-estimate` snapshot, moves the stage to
 * pending-intent-to-proceed when earlier, reopens or creates the review task and clears `ie_acknowledged`.
 * 409 once closing documents are out (sent or signed); 400 `{ field: [message] }` when it cannot be priced.
 */
export async function issueEstimate(s: Services, tx: Sql, app: ApplicationRow, overrides: EstimateOverrides): Promise<InvestmentEstimate> {
  const envelope = await currentEnvelopeOf(tx, app.uuid);
  if (envelope && (envelope.status === 'sent' || envelope.status === 'completed')) {
    throw new HttpError(409, 'The closing documents are already out: the estimate can no longer change.');
  }
  const now = s.now();
  const priced = priceEstimate({ homeValue: app.estimated_value, debt: app.estimated_debt, overrides, nowMs: now }, s.config.equity);
  if (isEstimateProblem(priced)) throw invalid({ [priced.field]: [priced.message] });
  await putEstimate(tx, app.uuid, priced);
  await insertSnapshot(tx, app.uuid, 'investment-estimate', priced, now);
  await ensureTaskStatus(tx, app.uuid, { ...REVIEW_ESTIMATE_TASK, status: 'pending', profile_uuid: null }, now);
  await updateApplication(tx, app.uuid, {
    ...(isStageBefore(app.stage, 'pending-intent-to-proceed') && { stage: 'pending-intent-to-proceed' as const }),
    ie_acknowledged: false,
    tasksChanged: true,
  }, now);
  return priced;
}

/**
 * The agreement summary (issue #4 §3): null before an estimate; from the estimate (`estimate`) until an envelope is
 * opened, then `final` with the envelope's date as the effective date. Payoffs come from the payoffs section; cash
 * to the homeowner = investment − fees − payoffs (never below 0).
 */
export async function agreementSummaryOf(sql: Sql, applicationUuid: string): Promise<AgreementSummary | null> {
  const estimate = await estimateOf(sql, applicationUuid);
  if (!estimate) return null;
  const envelope = await currentEnvelopeOf(sql, applicationUuid);
  const final = envelope !== undefined && (envelope.status === 'sent' || envelope.status === 'completed');
  const totalFees = estimate.fees.reduce((sum, f) => sum + f.amount, 0);
  const payoffs = await payoffsTotalOf(sql, applicationUuid);
  return {
    status: final ? 'final' : 'estimate',
    investment_amount: estimate.investment_amount,
    equity_share_percent: estimate.equity_share_percent,
    term_years: estimate.term_years,
    starting_home_value: estimate.home_value,
    total_fees: totalFees,
    payoffs_total: payoffs,
    cash_to_homeowner: Math.max(0, estimate.investment_amount - totalFees - payoffs),
    effective_date: final && envelope ? envelope.created_at.toISOString().slice(0, 10) : null,
  };
}
