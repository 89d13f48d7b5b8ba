import { addMonths, addYears, differenceInCalendarMonths } from 'date-fns';
import { dayOf as day, isoDayOf as iso } from '../calendarDay';
import { daysBetween, estimateSettlement, type SettlementScenario } from './settlement';

/*
 * The investment dashboard's chart (docs/servicing.md "The chart"): how the home's value and the estimated
 * settlement move from funding to the term end, with the cap. Pure; dates `yyyy-MM-dd`, amounts whole USD unless named
 * cents. Only the latest valuation is known; the value is not forecast: it is carried forward by
 * {@link HOME_VALUE_CARRY_PERCENT} a year (0: unchanged), as the dashboard's "Today’s value" scenario does.
 */

/** Per cent a year by which the chart carries the latest valuation forward (0: the value stays as last valued). */
export const HOME_VALUE_CARRY_PERCENT = 0;
/** A valuation older than this many months is stale: the dashboard offers a new one. */
export const VALUATION_STALE_MONTHS = 12;
/** The chart has one point a month: the cap compounds, so yearly points would draw it as straight segments. */
export const SERIES_STEP_MONTHS = 1;

/** What the series is computed from (the dashboard's Investment, and the day it is drawn for). */
export interface SeriesInput {
  fundedOn: string;
  termEndOn: string;
  investmentAmount: number;
  equitySharePercent: number;
  /** The value at funding. */
  startingHomeValue: number;
  latestHomeValue: number;
  latestHomeValueOn: string;
  /** The day the dashboard is drawn for (marks "today"). */
  today: string;
  /** Per cent a year after the latest valuation; default {@link HOME_VALUE_CARRY_PERCENT}. */
  carryPercent?: number;
}

/** One point of the chart: a day, the home's value then, and the settlement and cap on that day. */
export interface SeriesPoint {
  on: string;
  /** Whole USD. */
  homeValue: number;
  settlementCents: number;
  capCents: number;
  /** True when the cap, not the share, sets the settlement on this day. */
  capped: boolean;
  /** True after the latest valuation: the value is carried forward, not recorded. */
  carried: boolean;
}

/**
 * The home's value on `on`: the starting value at (and before) funding; between funding and the latest valuation the
 * straight line between the two (the only values recorded); after it, the latest value grown by `carryPercent` a
 * year, compounded. A valuation made on or before the funding day (the appraisal for it) is the value from funding on.
 * Whole USD.
 */
export function homeValueOn(input: SeriesInput, on: string): number {
  const sinceFunding = daysBetween(input.fundedOn, on);
  const valuedAfter = daysBetween(input.fundedOn, input.latestHomeValueOn);
  // A valuation made on or before the funding day is the latest value known from funding on.
  if (sinceFunding <= 0 && valuedAfter > 0) return input.startingHomeValue;
  if (sinceFunding < valuedAfter) {
    const t = sinceFunding / valuedAfter;
    return Math.round(input.startingHomeValue + (input.latestHomeValue - input.startingHomeValue) * t);
  }
  const years = Math.max(0, daysBetween(input.latestHomeValueOn, on)) / 365.25;
  return Math.round(input.latestHomeValue * (1 + (input.carryPercent ?? HOME_VALUE_CARRY_PERCENT) / 100) ** years);
}

/** The chart's point on `on` (see {@link SeriesPoint}). */
export function seriesPointOn(input: SeriesInput, on: string): SeriesPoint {
  const homeValue = homeValueOn(input, on);
  const e = estimateSettlement({
    homeValue, equitySharePercent: input.equitySharePercent, investmentAmount: input.investmentAmount, fundedOn: input.fundedOn, on,
  });
  return { on, homeValue, settlementCents: e.amountCents, capCents: e.capCents, capped: e.capped, carried: daysBetween(input.latestHomeValueOn, on) > 0 };
}

/**
 * The chart's points from funding to the term end: every {@link SERIES_STEP_MONTHS} month(s) from the funding date,
 * the term end, and the days of the latest valuation and `today` when they fall within the term; in date order, each
 * day once. Empty when the term ends before it starts.
 */
export function settlementSeries(input: SeriesInput): SeriesPoint[] {
  if (daysBetween(input.fundedOn, input.termEndOn) < 0) return [];
  const days = new Set<string>();
  for (let m = 0; ; m += SERIES_STEP_MONTHS) {
    const on = iso(addMonths(day(input.fundedOn), m));
    if (daysBetween(on, input.termEndOn) <= 0) break;
    days.add(on);
  }
  days.add(input.termEndOn);
  for (const extra of [input.latestHomeValueOn, input.today]) {
    if (daysBetween(input.fundedOn, extra) >= 0 && daysBetween(extra, input.termEndOn) >= 0) days.add(extra);
  }
  return [...days].sort().map((on) => seriesPointOn(input, on));
}

/** The points on each anniversary of the funding within the term (funding day first), for the chart's table of figures. */
export function anniversaryPoints(input: SeriesInput): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (let y = 0; ; y += 1) {
    const on = iso(addYears(day(input.fundedOn), y));
    if (daysBetween(on, input.termEndOn) < 0) break;
    points.push(seriesPointOn(input, on));
  }
  return points;
}

/**
 * The first point from which the settlement stays below the cap to the term end (the share sets it from then on), or
 * null when it is capped at the term end or never capped at all.
 */
export function capReleasedAt(points: readonly SeriesPoint[]): SeriesPoint | null {
  const last = points.at(-1);
  if (!last || last.capped || !points.some((p) => p.capped)) return null;
  let i = points.length - 1;
  while (i > 0 && !points[i - 1]!.capped) i -= 1;
  return points[i] ?? null;
}

/** How many of the scenarios the cap sets, and whether it is all, some or none of them. */
export interface ScenarioCaps {
  /** The cap today, cents (the same for every scenario: it depends on the investment and the time held only). */
  capCents: number;
  cappedCount: number;
  /** Every scenario is capped: say it once, not per row. */
  all: boolean;
  /** Some are and some are not: mark the capped rows. */
  some: boolean;
}

/** Which of the dashboard's scenarios ({@link SettlementScenario}) the cap `capCents` sets. */
export function scenarioCaps(scenarios: readonly SettlementScenario[], capCents: number): ScenarioCaps {
  const cappedCount = scenarios.filter((s) => s.capped).length;
  const all = scenarios.length > 0 && cappedCount === scenarios.length;
  return { capCents, cappedCount, all, some: cappedCount > 0 && !all };
}

/** Whole months from the valuation on `valuedOn` to `today` (0 for a valuation in the current month or later). */
export function valuationAgeMonths(valuedOn: string, today: string): number {
  return Math.max(0, differenceInCalendarMonths(day(today), day(valuedOn)));
}

/**
 * True when the latest valuation is stale: `today` is later than {@link VALUATION_STALE_MONTHS} months after the day it
 * was made (a valuation of 03/15/2025 is stale from 03/16/2026).
 */
export function isValuationStale(valuedOn: string, today: string): boolean {
  return daysBetween(iso(addMonths(day(valuedOn), VALUATION_STALE_MONTHS)), today) > 0;
}
