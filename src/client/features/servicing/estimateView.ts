import type { Investment } from '../../../contract/servicing/investment';
import { formatCurrency } from '../../../domain/format';
import { formatCents } from '../../../domain/servicing/payoff';
import { estimateSettlement, SETTLEMENT_ANNUAL_CAP_PERCENT, settlementExplanation, settlementScenarios } from '../../../domain/servicing/settlement';
import { scenarioCaps } from '../../../domain/servicing/settlementSeries';
import { settlementChartView, type SettlementChartView } from './chartView';

/** One row of the settlement table: a home value and what settling at it would cost today. */
export interface SettlementRowView {
  key: string;
  /** "Today’s value", "10% lower", "5% higher". */
  scenario: string;
  homeValue: string;
  /** §9 currency with cents ("$123,456.78"). */
  amount: string;
  amountCents: number;
  /** True when the cap, not the share, sets this amount. */
  capped: boolean;
  /** The row of the latest home value. */
  current: boolean;
}

/** The estimated settlement today (issue 11 §2), labelled as an estimate with how it was computed. */
export interface SettlementEstimateView {
  amount: string;
  explanation: string;
  /** True when the cap sets today's estimate. */
  capped: boolean;
  /**
   * Said once, above the table, when the cap sets the settlement in every scenario (the rows then carry no mark):
   * "In every scenario below, your settlement reaches the cap of $X today…". Null otherwise.
   */
  allCappedText: string | null;
  /** True when some scenarios are capped and some are not: the table marks which, in a column of its own. */
  markCapped: boolean;
  /** Under the table when {@link markCapped}: what the column's "Yes" means, with the cap's amount. */
  capNote: string | null;
  rows: SettlementRowView[];
  /** The home value and the settlement from funding to the term end. */
  chart: SettlementChartView;
}

/** The header of the column that marks capped rows (shown only when some rows are capped and some are not). */
export const CAPPED_COLUMN = 'At the cap';

const scenarioLabel = (changePercent: number): string =>
  changePercent === 0 ? 'Today’s value' : `${Math.abs(changePercent)}% ${changePercent < 0 ? 'lower' : 'higher'}`;

/** The sentence for a table whose every row is capped. */
export function allCappedText(cap: string): string {
  return `In every scenario below, your settlement reaches the cap of ${cap} today: your investment grown by ${SETTLEMENT_ANNUAL_CAP_PERCENT}% a year. A higher or lower home value would not change what you would pay now.`;
}

/** What "Yes" in the {@link CAPPED_COLUMN} column means. */
export function capNoteText(cap: string): string {
  return `“Yes”: the cap of ${cap} (your investment grown by ${SETTLEMENT_ANNUAL_CAP_PERCENT}% a year) sets the amount, not your share of the value.`;
}

/**
 * The settlement estimate today at the latest home value, with the table of home-value scenarios (the cap said once
 * when it sets them all, marked per row only when it sets some) and the chart over the term.
 */
export function settlementEstimateView(investment: Investment, today: string): SettlementEstimateView {
  const input = {
    homeValue: investment.latest_home_value,
    equitySharePercent: investment.equity_share_percent,
    investmentAmount: investment.investment_amount,
    fundedOn: investment.funded_on,
    on: today,
  };
  const now = estimateSettlement(input);
  const scenarios = settlementScenarios(input);
  const caps = scenarioCaps(scenarios, now.capCents);
  const cap = formatCents(caps.capCents);
  return {
    amount: formatCents(now.amountCents),
    explanation: settlementExplanation(investment.equity_share_percent),
    capped: now.capped,
    allCappedText: caps.all ? allCappedText(cap) : null,
    markCapped: caps.some,
    capNote: caps.some ? capNoteText(cap) : null,
    rows: scenarios.map((s) => ({
      key: String(s.changePercent),
      scenario: scenarioLabel(s.changePercent),
      homeValue: formatCurrency(s.homeValue),
      amount: formatCents(s.amountCents),
      amountCents: s.amountCents,
      capped: s.capped,
      current: s.changePercent === 0,
    })),
    chart: settlementChartView(investment, today),
  };
}
