import type { Investment } from '../../../contract/servicing/investment';
import { formatCurrency, formatDate } from '../../../domain/format';
import {
  anniversaryPoints, capReleasedAt, HOME_VALUE_CARRY_PERCENT, settlementSeries, type SeriesInput, type SeriesPoint,
} from '../../../domain/servicing/settlementSeries';
import { SETTLEMENT_ANNUAL_CAP_PERCENT } from '../../../domain/servicing/settlement';

/**
 * The chart's data, column by column as the chart library takes it: `days` in seconds since 1970 (UTC midnight of each
 * point's day), the amounts in whole USD. A value is null where that line has no point (the recorded value ends at the
 * latest valuation, the carried one starts there; the valuation is one point).
 */
export interface ChartSeriesView {
  days: number[];
  recordedValue: (number | null)[];
  carriedValue: (number | null)[];
  settlement: number[];
  cap: number[];
  valuation: (number | null)[];
}

/** One row of the table of figures by year (the chart's figures, for reading rather than looking). */
export interface ChartYearRowView {
  key: string;
  on: string;
  homeValue: string;
  settlement: string;
  cap: string;
}

/** The dashboard's chart of the home value and the settlement over the term (docs/servicing.md "The chart"). */
export interface SettlementChartView {
  /** The chart's accessible name. */
  label: string;
  /** What it shows, in sentences (the figure's caption). */
  summary: string[];
  /** "Latest valuation: $900,000 on 01/15/2024 (Appraisal at funding)." */
  latestValuation: string;
  /** The legend's label of the valuation's point. */
  valuationLegend: string;
  series: ChartSeriesView;
  /** Today (seconds, as `days`), when within the term: a line marks it. */
  todayAt: number | null;
  years: ChartYearRowView[];
}

/** The table of figures by year's caption. */
export const CHART_YEARS_CAPTION = 'Home value, estimated settlement and cap on each anniversary of your funding';

/** Seconds since 1970 of the UTC midnight of a `yyyy-MM-dd` day. */
export const daySeconds = (on: string): number => Date.UTC(Number(on.slice(0, 4)), Number(on.slice(5, 7)) - 1, Number(on.slice(8, 10))) / 1000;

const usd = (cents: number): number => Math.round(cents / 100);

function seriesInput(investment: Investment, today: string): SeriesInput {
  return {
    fundedOn: investment.funded_on,
    termEndOn: investment.term_end_on,
    investmentAmount: investment.investment_amount,
    equitySharePercent: investment.equity_share_percent,
    startingHomeValue: investment.starting_home_value,
    latestHomeValue: investment.latest_home_value,
    latestHomeValueOn: investment.latest_home_value_on,
    today,
  };
}

/** How the value is carried forward, in words. */
function carryText(): string {
  return HOME_VALUE_CARRY_PERCENT === 0
    ? 'After its latest valuation, the chart keeps your home’s value unchanged: we do not forecast it.'
    : `After its latest valuation, the chart grows your home’s value by ${HOME_VALUE_CARRY_PERCENT}% a year.`;
}

/** What the settlement line does, in words: capped, then the share; capped throughout; or the share throughout. */
function settlementText(points: readonly SeriesPoint[], sharePercent: number): string {
  const last = points.at(-1);
  if (!last) return '';
  const end = `${formatCurrency(usd(last.settlementCents))} at the term end (${formatDate(last.on)})`;
  const released = capReleasedAt(points);
  if (released) {
    return `At that value, the cap sets your settlement until ${formatDate(released.on)}; from then on your ${sharePercent}% share does: ${end}.`;
  }
  if (last.capped) return `At that value, the cap sets your settlement to the end of the term: ${end}.`;
  return `At that value, your ${sharePercent}% share sets your settlement, below the cap, throughout: ${end}.`;
}

/**
 * The chart of `investment` drawn for `today`: the home's value (recorded up to the latest valuation, carried forward
 * after it), the estimated settlement and the cap, monthly from funding to the term end; the latest valuation marked
 * with its date and source; a line at today; its name, a caption in words and a table of figures by year.
 */
export function settlementChartView(investment: Investment, today: string): SettlementChartView {
  const input = seriesInput(investment, today);
  const points = settlementSeries(input);
  const valuedOn = investment.latest_home_value_on;
  const valuation = `${formatCurrency(investment.latest_home_value)} on ${formatDate(valuedOn)} (${investment.latest_home_value_source})`;
  const within = (on: string) => on >= investment.funded_on && on <= investment.term_end_on;
  // A valuation made before funding (the appraisal for it) is marked on the funding day, where the line starts.
  const markedOn = within(valuedOn) ? valuedOn : valuedOn < investment.funded_on ? points[0]?.on : points.at(-1)?.on;
  return {
    label: `Chart: your home’s value, the estimated settlement and the cap, from your funding on ${formatDate(investment.funded_on)} to the term end on ${formatDate(investment.term_end_on)}`,
    summary: [
      carryText(),
      settlementText(points, investment.equity_share_percent),
      `The cap is your investment of ${formatCurrency(investment.investment_amount)} grown by ${SETTLEMENT_ANNUAL_CAP_PERCENT}% a year.`,
    ],
    latestValuation: `Latest valuation: ${valuation}.`,
    valuationLegend: `Latest valuation (${formatDate(valuedOn)}, ${investment.latest_home_value_source})`,
    series: {
      days: points.map((p) => daySeconds(p.on)),
      recordedValue: points.map((p) => (p.carried ? null : p.homeValue)),
      carriedValue: points.map((p) => (p.carried || p.on === markedOn ? p.homeValue : null)),
      settlement: points.map((p) => usd(p.settlementCents)),
      cap: points.map((p) => usd(p.capCents)),
      valuation: points.map((p) => (p.on === markedOn ? p.homeValue : null)),
    },
    todayAt: within(today) ? daySeconds(today) : null,
    years: anniversaryPoints(input).map((p) => ({
      key: p.on,
      on: formatDate(p.on),
      homeValue: formatCurrency(p.homeValue),
      settlement: formatCurrency(usd(p.settlementCents)),
      cap: formatCurrency(usd(p.capCents)),
    })),
  };
}
