import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import type { AppreciationScenario, EstimateFee, InvestmentEstimate, Uuid } from '../../contract';
import type { SandboxConfig } from '../config';

/**
 * How the sandbox prices an Investment Estimate (designed; docs/sandbox.md "Investment Estimate"). Amounts USD.
 * - investment = the qualification rule's available amount, min(maxInvestmentShare × value, maxCombinedLtv × value −
 *   debt), rounded down to a multiple of {@link ESTIMATE_RULES.investmentStepUsd};
 * - equity share (per cent, one decimal) = investment ÷ value × 100 × {@link ESTIMATE_RULES.equityMultiplier};
 * - fees: origination {@link ESTIMATE_RULES.originationFeeShare} of the investment, plus fixed third-party costs;
 *   cash to the homeowner = investment − fees (payoffs come off later, in the agreement summary);
 * - each scenario: value at settlement = value × (1 + rate)^years (compound); repayment = equity share × that
 *   value, capped at investment × (1 + {@link ESTIMATE_RULES.capAnnualReturn} × years) (simple), so a falling
 *   home shares the loss and a fast-rising one is capped.
 */
export const ESTIMATE_RULES = {
  equityMultiplier: 1.75,
  originationFeeShare: 0.03,
  thirdPartyCostsUsd: 2_500,
  termYears: 30,
  scenarioYears: 10,
  /** Per cent a year. */
  scenarioRates: [-2, 0, 3, 6] as const,
  capAnnualReturn: 0.2,
  validDays: 30,
  investmentStepUsd: 1_000,
} as const;

/** What a back-office user may set instead of the defaults (USD; per cent). */
export interface EstimateOverrides {
  home_value?: number;
  investment_amount?: number;
  equity_share_percent?: number;
}

/** A refused estimate: the field and why. */
export interface EstimateProblem {
  field: keyof EstimateOverrides | 'non_field_errors';
  message: string;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

function scenarioLabel(ratePercent: number): string {
  if (ratePercent < 0) return `Home value falls ${-ratePercent}% a year`;
  if (ratePercent === 0) return 'Home value stays the same';
  return `Home value rises ${ratePercent}% a year`;
}

/** The appreciation scenarios of an estimate (see {@link ESTIMATE_RULES}). */
export function scenariosFor(homeValue: number, investment: number, equitySharePercent: number): AppreciationScenario[] {
  const years = ESTIMATE_RULES.scenarioYears;
  const cap = investment * (1 + ESTIMATE_RULES.capAnnualReturn * years);
  return ESTIMATE_RULES.scenarioRates.map((rate) => {
    const valueThen = Math.round(homeValue * (1 + rate / 100) ** years);
    return {
      label: scenarioLabel(rate),
      annual_appreciation_percent: rate,
      term_years: years,
      home_value_at_settlement: valueThen,
      repayment: Math.round(Math.min((equitySharePercent / 100) * valueThen, cap)),
    };
  });
}

/** The fees deducted from an investment. */
export function feesFor(investment: number): EstimateFee[] {
  return [
    { label: `Origination fee (${ESTIMATE_RULES.originationFeeShare * 100}% of the investment)`, amount: Math.round(investment * ESTIMATE_RULES.originationFeeShare) },
    { label: 'Third-party costs (appraisal, title, escrow, recording)', amount: ESTIMATE_RULES.thirdPartyCostsUsd },
  ];
}

/**
 * Prices an Investment Estimate for a home (value and debt in USD, from the application unless overridden), issued at
 * `nowMs` and valid {@link ESTIMATE_RULES.validDays} days. Answers the estimate, or the problem when the home has no
 * value, too little equity, or an override is out of range (investment 1 … maxInvestmentShare × value; equity share
 * above 0 and at most 100).
 */
export function priceEstimate(
  input: { homeValue: number | null; debt: number | null; overrides: EstimateOverrides; nowMs: number },
  equity: SandboxConfig['equity'],
): InvestmentEstimate | EstimateProblem {
  const value = input.overrides.home_value ?? input.homeValue;
  if (value === null || !(value > 0)) return { field: 'home_value', message: 'The application has no estimated home value: enter one.' };
  const debt = input.debt ?? 0;
  const maxInvestment = Math.floor(equity.maxInvestmentShare * value);
  const available = Math.min(maxInvestment, equity.maxCombinedLtv * value - debt);
  const step = ESTIMATE_RULES.investmentStepUsd;
  const investment = input.overrides.investment_amount ?? Math.floor(available / step) * step;
  if (input.overrides.investment_amount !== undefined && (investment < 1 || investment > maxInvestment)) {
    return { field: 'investment_amount', message: `Enter an investment from $1 to $${maxInvestment.toLocaleString('en-US')} (${equity.maxInvestmentShare * 100}% of the home value).` };
  }
  if (investment < 1) return { field: 'non_field_errors', message: 'This home does not have enough equity for an estimate.' };
  const share = input.overrides.equity_share_percent ?? round1((investment / value) * 100 * ESTIMATE_RULES.equityMultiplier);
  if (!(share > 0 && share <= 100)) return { field: 'equity_share_percent', message: 'Enter an equity share above 0 and at most 100 per cent.' };
  const fees = feesFor(investment);
  const totalFees = fees.reduce((sum, f) => sum + f.amount, 0);
  return {
    uuid: randomUUID() as Uuid,
    issued_at: new Date(input.nowMs).toISOString(),
    expires_on: addDays(new Date(input.nowMs), ESTIMATE_RULES.validDays).toISOString().slice(0, 10),
    home_value: Math.round(value),
    investment_amount: Math.round(investment),
    equity_share_percent: share,
    term_years: ESTIMATE_RULES.termYears,
    fees,
    cash_to_homeowner: Math.max(0, Math.round(investment - totalFees)),
    scenarios: scenariosFor(value, investment, share),
  };
}

/** True when `priceEstimate` refused. */
export const isEstimateProblem = (r: InvestmentEstimate | EstimateProblem): r is EstimateProblem => 'message' in r;
