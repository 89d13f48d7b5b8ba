import { addDays, addYears, differenceInCalendarDays, differenceInCalendarMonths, isValid } from 'date-fns';
import { dayOf as day, isoDayOf as iso } from '../calendarDay';

/*
 * Settling a Home Equity Investment (issue 11 §2; designed figures, docs/servicing.md "How settlement is computed").
 * The provider's settlement is its equity share of the home's value on the day it is settled, never more than the
 * investment grown by SETTLEMENT_ANNUAL_CAP_PERCENT a year (the cap protects homeowners when values soar). Dates are
 * `yyyy-MM-dd`; amounts whole USD unless named cents.
 */

/** The cap on the provider's return: the investment compounded at this rate a year (per cent). */
export const SETTLEMENT_ANNUAL_CAP_PERCENT = 18;
/** From this many months before the term ends the dashboard tells the homeowner how to settle. */
export const SETTLEMENT_NOTICE_MONTHS = 12;
/** How long settlement usually takes, in the homeowner's words. */
export const SETTLEMENT_DURATION_TEXT = 'Settlement usually takes 30 to 45 days from the day you start it.';
/** Home-value changes (per cent) the dashboard's settlement table shows, besides today's value. */
export const SETTLEMENT_SCENARIO_CHANGES = [-10, -5, 0, 5, 10] as const;

/** True for a real `yyyy-MM-dd` calendar date. */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(day(value)) && iso(day(value)) === value;
}

/** The date the term ends: `fundedOn` plus `termYears` years. */
export function termEndOn(fundedOn: string, termYears: number): string {
  return iso(addYears(day(fundedOn), termYears));
}

/** `today` plus `days` days (payoff good-through dates). */
export function addDaysTo(today: string, days: number): string {
  return iso(addDays(day(today), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(day(to), day(from));
}

/** "8 years and 3 months left", "3 months left", "Ends today", "Ended 2 months ago": the time left on the term. */
export function timeLeftText(today: string, termEnd: string): string {
  const months = differenceInCalendarMonths(day(termEnd), day(today));
  const days = daysBetween(today, termEnd);
  if (days === 0) return 'Ends today';
  const span = (m: number) => {
    const y = Math.floor(m / 12);
    const r = m % 12;
    const parts = [y > 0 ? `${y} year${y === 1 ? '' : 's'}` : '', r > 0 ? `${r} month${r === 1 ? '' : 's'}` : ''].filter(Boolean);
    return parts.length > 0 ? parts.join(' and ') : `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}`;
  };
  return days > 0 ? `${span(months)} left` : `Ended ${span(Math.abs(months))} ago`;
}

/** True from {@link SETTLEMENT_NOTICE_MONTHS} months before the term end (and after it): time to plan settlement. */
export function settlementNoticeDue(today: string, termEnd: string): boolean {
  return differenceInCalendarMonths(day(termEnd), day(today)) < SETTLEMENT_NOTICE_MONTHS;
}

/** What a settlement estimate is computed from. */
export interface SettlementInput {
  homeValue: number;
  equitySharePercent: number;
  investmentAmount: number;
  fundedOn: string;
  /** The day of the settlement (today for the dashboard). */
  on: string;
  /** The value accepted improvements added (USD); the provider's share of it is credited back to the homeowner. */
  improvementsUsd?: number;
}

/** A settlement estimate in whole cents, with the figures that explain it. */
export interface SettlementEstimate {
  /** What the homeowner would pay, cents. */
  amountCents: number;
  /** The provider's share of the home value, cents. */
  shareOfValueCents: number;
  /** The provider's share of the value the improvements added, credited back, cents (≥ 0, never above the share of value). */
  improvementCreditCents: number;
  /** The cap: the investment grown by the annual cap rate, cents. */
  capCents: number;
  /** True when the cap, not the share, set the amount. */
  capped: boolean;
}

/** Years (fractional) from `fundedOn` to `on`, never negative. */
function yearsHeld(fundedOn: string, on: string): number {
  return Math.max(0, daysBetween(fundedOn, on)) / 365.25;
}

/**
 * The settlement on `on` (issue 11 §2 "estimated settlement", and the payoff statement's base): equity share × home
 * value, minus the improvement credit (the same share of the value accepted improvements added), capped at the investment compounded at
 * {@link SETTLEMENT_ANNUAL_CAP_PERCENT} % a year. Never negative. Cents, rounded half up.
 */
export function estimateSettlement(input: SettlementInput): SettlementEstimate {
  const share = input.equitySharePercent / 100;
  const shareOfValueCents = Math.round(input.homeValue * 100 * share);
  // Never more than the share of the value itself: the credit cannot make the provider owe the homeowner.
  const improvementCreditCents = Math.min(shareOfValueCents, Math.round(Math.max(0, input.improvementsUsd ?? 0) * 100 * share));
  const capCents = Math.round(input.investmentAmount * 100 * (1 + SETTLEMENT_ANNUAL_CAP_PERCENT / 100) ** yearsHeld(input.fundedOn, input.on));
  const uncapped = Math.max(0, shareOfValueCents - improvementCreditCents);
  const capped = uncapped > capCents;
  return { amountCents: capped ? capCents : uncapped, shareOfValueCents, improvementCreditCents, capCents, capped };
}

/** One row of the dashboard's settlement table: a home value and what settling at it would cost (cents). */
export interface SettlementScenario {
  changePercent: number;
  homeValue: number;
  amountCents: number;
  capped: boolean;
}

/** The settlement today at the latest home value and at ±5 % and ±10 % of it ({@link SETTLEMENT_SCENARIO_CHANGES}). */
export function settlementScenarios(input: Omit<SettlementInput, 'improvementsUsd'>): SettlementScenario[] {
  return SETTLEMENT_SCENARIO_CHANGES.map((changePercent) => {
    const homeValue = Math.round(input.homeValue * (1 + changePercent / 100));
    const e = estimateSettlement({ ...input, homeValue });
    return { changePercent, homeValue, amountCents: e.amountCents, capped: e.capped };
  });
}

/** One plain sentence saying how the estimate is computed (shown under it on the dashboard). */
export function settlementExplanation(equitySharePercent: number): string {
  return `Estimate: ${equitySharePercent}% of your home’s value, never more than your investment grown by ${SETTLEMENT_ANNUAL_CAP_PERCENT}% a year. The final amount comes from a current valuation and your payoff statement.`;
}
