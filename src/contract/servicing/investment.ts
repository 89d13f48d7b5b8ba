import * as t from 'io-ts';
import { closed, IsoDate, nullable, Usd } from '../codec';
import { TaskStatus } from '../enums';
import { Uuid } from '../ids';
import { Cents } from './money';

/** Where a funded investment stands (designed): running, being settled by a request, or settled. */
export const INVESTMENT_STATUS = ['active', 'settling', 'settled'] as const;
export const InvestmentStatus = t.keyof({ active: null, settling: null, settled: null }, 'InvestmentStatus');
export type InvestmentStatus = t.TypeOf<typeof InvestmentStatus>;

/**
 * A funded Home Equity Investment as the dashboard shows it (designed). Amounts in whole USD unless named `_cents`.
 * `latest_home_value` is the most recent valuation the provider holds (`latest_home_value_source` says which, e.g.
 * "Appraisal at funding"). `settled_on`/`settlement_amount_cents` are set once settled.
 */
export const Investment = closed('Investment', {
  application_uuid: Uuid,
  status: InvestmentStatus,
  investment_amount: Usd,
  funded_on: IsoDate,
  equity_share_percent: t.number,
  term_years: t.number,
  term_end_on: IsoDate,
  starting_home_value: Usd,
  latest_home_value: Usd,
  latest_home_value_on: IsoDate,
  latest_home_value_source: t.string,
  settled_on: nullable(IsoDate),
  settlement_amount_cents: nullable(Cents),
  settlement_request_uuid: nullable(Uuid),
});
export type Investment = t.TypeOf<typeof Investment>;

/** The answer of the investment call: null before the application is funded. */
export const InvestmentResult = closed('InvestmentResult', { investment: nullable(Investment) });
export type InvestmentResult = t.TypeOf<typeof InvestmentResult>;

/**
 * The `{product}RefinanceTask` data group (designed): the state of a {product}-refinance request in one record — the
 * new lender and loan as given, and the payoff statement once issued. Null for requests of other types.
 */
export const ProductRefinanceTask = closed('ProductRefinanceTask', {
  request_uuid: Uuid,
  status: TaskStatus,
  title: t.string,
  description: t.string,
  lender_name: nullable(t.string),
  loan_amount: nullable(Usd),
  expected_closing_date: nullable(IsoDate),
  payoff_statement_uuid: nullable(Uuid),
});
export type ProductRefinanceTask = t.TypeOf<typeof ProductRefinanceTask>;

/** The answer of the refinance-task call. */
export const ProductRefinanceTaskResult = closed('ProductRefinanceTaskResult', { task: nullable(ProductRefinanceTask) });
export type ProductRefinanceTaskResult = t.TypeOf<typeof ProductRefinanceTaskResult>;
