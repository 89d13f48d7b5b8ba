import * as t from 'io-ts';
import { closed, IsoDate, IsoDateTime, nullable, Usd } from './codec';
import { endpoint } from './endpoint';
import { Uuid } from './ids';

/**
 * What the homeowner would repay under one stated appreciation scenario (issue #4 §3). Percentages are per cent
 * per year (−2 means the home loses 2 % a year); amounts are whole USD at the end of `term_years`.
 */
export const AppreciationScenario = closed('AppreciationScenario', {
  label: t.string,
  annual_appreciation_percent: t.number,
  term_years: t.number,
  home_value_at_settlement: Usd,
  repayment: Usd,
});
export type AppreciationScenario = t.TypeOf<typeof AppreciationScenario>;

/** One fee deducted from the investment amount (whole USD). */
export const EstimateFee = closed('EstimateFee', { label: t.string, amount: Usd });
export type EstimateFee = t.TypeOf<typeof EstimateFee>;

/**
 * The Investment Estimate (OfferCalc data group, designed): the provider's offer for the home. `equity_share_percent`
 * is the share of the home's future value the provider receives (e.g. 17.5); `cash_to_homeowner` is
 * `investment_amount` minus fees (payoffs not yet deducted). `expires_on` is the last day it can be accepted.
 */
export const InvestmentEstimate = closed('InvestmentEstimate', {
  uuid: Uuid,
  issued_at: IsoDateTime,
  expires_on: IsoDate,
  home_value: Usd,
  investment_amount: Usd,
  equity_share_percent: t.number,
  term_years: t.number,
  fees: t.array(EstimateFee),
  cash_to_homeowner: Usd,
  scenarios: t.array(AppreciationScenario),
});
export type InvestmentEstimate = t.TypeOf<typeof InvestmentEstimate>;

/**
 * The current estimate (a re-issue replaces it), or null before one.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getInvestmentEstimate = endpoint({
  name: 'getInvestmentEstimate', method: 'GET', route: 'v1/customer/application/:uuid/investment-estimate/',
  response: closed('InvestmentEstimateResult', { estimate: nullable(InvestmentEstimate) }),
});

/**
 * The agreement summary (AgreementSummary data group, designed): the terms as they stand — from the estimate until
 * closing documents are prepared (`status: 'estimate'`), then final. Payoffs are the liens paid from the investment.
 */
export const AgreementSummary = closed('AgreementSummary', {
  status: t.keyof({ estimate: null, final: null }, 'AgreementSummaryStatus'),
  investment_amount: Usd,
  equity_share_percent: t.number,
  term_years: t.number,
  starting_home_value: Usd,
  total_fees: Usd,
  payoffs_total: Usd,
  cash_to_homeowner: Usd,
  effective_date: nullable(IsoDate),
});
export type AgreementSummary = t.TypeOf<typeof AgreementSummary>;

/**
 * `{uuid}` is the application. Null before an estimate; `status: 'estimate'` from the estimate until the closing
 * documents are sent, then `final` with `effective_date` (the day the envelope opened). `payoffs_total` sums the
 * payoffs section's amounts (0 when it has none); `cash_to_homeowner` = investment − fees − payoffs (never below 0).
 *
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getAgreementSummary = endpoint({
  name: 'getAgreementSummary', method: 'GET', route: 'v1/customer/agreement-summary/:uuid/',
  response: closed('AgreementSummaryResult', { summary: nullable(AgreementSummary) }),
});

/**
 * A snapshot (Snapshots data group, designed): the offer's key figures each time they changed (an estimate issued
 * or re-issued, the final terms), oldest first.
 */
export const Snapshot = closed('Snapshot', {
  uuid: Uuid,
  kind: t.keyof({ 'investment-estimate': null, 'final-terms': null }, 'SnapshotKind'),
  created_at: IsoDateTime,
  home_value: Usd,
  investment_amount: Usd,
  equity_share_percent: t.number,
});
export type Snapshot = t.TypeOf<typeof Snapshot>;

/**
 * The offer's key figures each time they changed, oldest first: `investment-estimate` per issue or re-issue,
 * `final-terms` when an envelope opens.
 *
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listSnapshots = endpoint({
  name: 'listSnapshots', method: 'GET', route: 'v1/customer/application/:uuid/snapshots/',
  response: t.array(Snapshot),
});
