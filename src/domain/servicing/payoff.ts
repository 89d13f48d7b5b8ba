import type { PayoffLineKind, ValuationMethod } from '../../contract/servicing/enums';
import type { PayoffComputation, PayoffLine } from '../../contract/servicing/payoff';
import { VALUATION_OPTIONS } from './appraisal';
import { addDaysTo, daysBetween, estimateSettlement, SETTLEMENT_ANNUAL_CAP_PERCENT } from './settlement';

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
  /** The accepted improvement amount (`acceptedImprovementsUsd`); 0 when there is no accepted claim. */
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

/** The label of the improvement-credit line (its amount is negative: a credit). */
export const IMPROVEMENT_CREDIT_LABEL = 'Improvement credit';
/** The label of the line that brings the amount down to the cap on the provider's return. */
export const CAP_CREDIT_LABEL = 'Cap on our return (credit)';
/** The label of the line the servicing team adds when it sets the amount by hand. */
export const ADJUSTMENT_LABEL = 'Adjustment by our servicing team';

/** What a statement's explanation needs besides its lines. */
export interface PayoffExplanationContext {
  equitySharePercent: number;
  valuationMethod: ValuationMethod;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/**
 * The statement's one-sentence explanation, built from its lines alone so the two cannot disagree: it names the
 * improvement credit, the cap, each fee and the team's adjustment exactly when a line of that kind is there (a
 * statement without an accepted improvement claim never mentions improvements). Used by the sandbox when it issues a
 * statement and by the client when it shows one.
 */
export function explainPayoff(lines: readonly PayoffLine[], c: PayoffExplanationContext): string {
  const has = (kind: PayoffLineKind) => lines.some((l) => l.kind === kind);
  const improvement = has('improvement-credit');
  const base = has('cap-credit')
    ? `The cap on our return set this amount: your investment grown by ${SETTLEMENT_ANNUAL_CAP_PERCENT}% a year, which is less than our share of your home’s value${improvement ? ' after the improvement credit' : ''}`
    : `Our ${c.equitySharePercent}% share of your home’s value by ${VALUATION_OPTIONS[c.valuationMethod].label.toLowerCase()}${improvement ? `, less the improvement credit (our ${c.equitySharePercent}% share of the value your improvements added)` : ''}`;
  const fees = lines.filter((l) => l.kind === 'valuation-fee' || l.kind === 'lien-release-fee').map((l) => `the ${lowerFirst(l.label)}`);
  const adjustment = has('adjustment') ? ' and an adjustment by our servicing team' : '';
  return `${base}${fees.length > 0 ? `, plus ${andList(fees)}` : ''}${adjustment}.`;
}

/**
 * A payoff statement's figures (issue 11 §1): the settlement on the day of issue ({@link estimateSettlement}: the
 * share of the home value, less the improvement credit for an accepted improvement claim, within the cap), the
 * valuation fee when the homeowner pays it, and the lien-release recording fee. When the servicing team sets
 * `amountCents` by hand, an adjustment line keeps the lines adding up to it. Good for {@link PAYOFF_GOOD_FOR_DAYS}
 * days; each day after adds {@link PAYOFF_PER_DIEM_ANNUAL_PERCENT} % a year of the amount. The explanation comes
 * from the lines ({@link explainPayoff}).
 */
export function computePayoff(input: PayoffInput & { amountCents?: number }): PayoffFigures {
  const settlement = estimateSettlement(input);
  const valuation = VALUATION_OPTIONS[input.valuationMethod];
  const computed: PayoffLine[] = [
    { kind: 'share-of-value', label: `${input.equitySharePercent}% of the home value of $${input.homeValue.toLocaleString('en-US')}`, amount_cents: settlement.shareOfValueCents },
    ...(settlement.improvementCreditCents > 0 ? [{ kind: 'improvement-credit' as const, label: IMPROVEMENT_CREDIT_LABEL, amount_cents: -settlement.improvementCreditCents }] : []),
    ...(settlement.capped ? [{ kind: 'cap-credit' as const, label: CAP_CREDIT_LABEL, amount_cents: settlement.capCents - (settlement.shareOfValueCents - settlement.improvementCreditCents) }] : []),
    ...(valuation.paidBy === 'homeowner' && valuation.feeUsd > 0 ? [{ kind: 'valuation-fee' as const, label: `${valuation.label} fee`, amount_cents: valuation.feeUsd * 100 }] : []),
    { kind: 'lien-release-fee', label: 'Lien release recording fee', amount_cents: LIEN_RELEASE_FEE_USD * 100 },
  ];
  const computedCents = computed.reduce((sum, l) => sum + l.amount_cents, 0);
  const amountCents = input.amountCents ?? computedCents;
  const lines = amountCents === computedCents ? computed : [...computed, { kind: 'adjustment' as const, label: ADJUSTMENT_LABEL, amount_cents: amountCents - computedCents }];
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
      explanation: explainPayoff(lines, input),
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
