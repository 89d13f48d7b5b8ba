import type { ValuationMethod } from '../../contract/servicing/enums';
import type { PayoffComputation } from '../../contract/servicing/payoff';
import { VALUATION_OPTIONS } from './appraisal';
import { addDaysTo, daysBetween, estimateSettlement } from './settlement';

/** Days a payoff statement is good through from the day it is issued (designed). */
export const PAYOFF_GOOD_FOR_DAYS = 30;
/** The per-diem after the good-through date, as an annual rate on the payoff amount (per cent; designed). */
export const PAYOFF_PER_DIEM_ANNUAL_PERCENT = 5;
/** Recording the release of the investment's lien (whole USD; designed). */
export const LIEN_RELEASE_FEE_USD = 150;

/** The highest home value a valuation may record (whole USD): anything above is a typing slip, refused with a reason. */
export const MAX_VALUATION_USD = 1_000_000_000;

/** What a payoff statement is computed from (USD; dates `yyyy-MM-dd`). */
export interface PayoffInput {
  investmentAmount: number;
  equitySharePercent: number;
  fundedOn: string;
  homeValue: number;
  valuationMethod: ValuationMethod;
  improvementsUsd: number;
  /** The day it is issued. */
  on: string;
}

/** A computed payoff: amount and per diem in cents, its good-through date and how it was computed. */
export interface PayoffFigures {
  amountCents: number;
  perDiemCents: number;
  goodThrough: string;
  computation: PayoffComputation;
}

/**
 * A payoff statement's figures (issue 11 §1): the settlement on the day of issue ({@link estimateSettlement}), the
 * valuation fee when the homeowner pays it, and the lien-release recording fee. Good for {@link PAYOFF_GOOD_FOR_DAYS}
 * days; each day after adds {@link PAYOFF_PER_DIEM_ANNUAL_PERCENT} % a year of the amount.
 */
export function computePayoff(input: PayoffInput): PayoffFigures {
  const settlement = estimateSettlement({ ...input, improvementsUsd: input.improvementsUsd });
  const valuation = VALUATION_OPTIONS[input.valuationMethod];
  const lines = [
    { label: `${input.equitySharePercent}% of the home value of $${input.homeValue.toLocaleString('en-US')}`, amount_cents: settlement.shareOfValueCents },
    ...(settlement.improvementCreditCents > 0 ? [{ label: 'Improvement adjustment (credit)', amount_cents: -settlement.improvementCreditCents }] : []),
    ...(settlement.capped ? [{ label: 'Cap on our return (credit)', amount_cents: settlement.capCents - (settlement.shareOfValueCents - settlement.improvementCreditCents) }] : []),
    ...(valuation.paidBy === 'homeowner' && valuation.feeUsd > 0 ? [{ label: `${valuation.label} fee`, amount_cents: valuation.feeUsd * 100 }] : []),
    { label: 'Lien release recording fee', amount_cents: LIEN_RELEASE_FEE_USD * 100 },
  ];
  const amountCents = lines.reduce((sum, l) => sum + l.amount_cents, 0);
  return {
    amountCents,
    perDiemCents: Math.round((amountCents * PAYOFF_PER_DIEM_ANNUAL_PERCENT) / 100 / 365),
    goodThrough: addDaysTo(input.on, PAYOFF_GOOD_FOR_DAYS),
    computation: {
      valuation_method: input.valuationMethod,
      home_value: input.homeValue,
      equity_share_percent: input.equitySharePercent,
      investment_amount: input.investmentAmount,
      lines,
      explanation: settlement.capped
        ? 'The cap on our return set this amount: your investment grown by the annual cap, plus fees.'
        : `Our ${input.equitySharePercent}% share of your home’s value by ${valuation.label.toLowerCase()}, less the share of your improvements, plus fees.`,
    },
  };
}

/** True once `today` is after the statement's good-through date. */
export function isPayoffExpired(goodThrough: string, today: string): boolean {
  return daysBetween(goodThrough, today) > 0;
}

/** Formats cents as §9 currency with cents: 123456 → "$1,234.56" (payoffs are exact; negative as "−$…"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
