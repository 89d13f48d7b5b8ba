import type { AppreciationScenario, InvestmentEstimate } from '../../contract/offer';
import { formatCurrency } from '../format';
import { formatPercent } from './percent';

/** What the scenario arithmetic needs of an estimate: the starting home value and the investment (whole USD). */
export type EstimateBasis = Pick<InvestmentEstimate, 'home_value' | 'investment_amount'>;

/**
 * The figures behind one appreciation scenario (issue #4 §3 "what the homeowner may repay"), all derived from the
 * estimate and the scenario the API sent:
 * - `appreciationUsd`: home value at settlement − starting home value (negative when the home loses value);
 * - `differenceUsd`: repayment − investment amount (negative when the investment shares in a loss);
 * - `repaymentShareOfValuePercent`: repayment as a per cent of the home value at settlement, or null when that value is 0;
 * - `shareOfAppreciationPercent`: the effective share of the appreciation the provider receives, `differenceUsd` as a
 *   per cent of `appreciationUsd` — only when the home gained value and the repayment exceeds the investment, else null.
 */
export interface ScenarioOutcome {
  appreciationUsd: number;
  differenceUsd: number;
  repaymentShareOfValuePercent: number | null;
  shareOfAppreciationPercent: number | null;
}

/** The {@link ScenarioOutcome} of `scenario` for `estimate`. Pure; never throws. */
export function scenarioOutcome(estimate: EstimateBasis, scenario: AppreciationScenario): ScenarioOutcome {
  const appreciationUsd = scenario.home_value_at_settlement - estimate.home_value;
  const differenceUsd = scenario.repayment - estimate.investment_amount;
  return {
    appreciationUsd,
    differenceUsd,
    repaymentShareOfValuePercent:
      scenario.home_value_at_settlement > 0 ? (scenario.repayment / scenario.home_value_at_settlement) * 100 : null,
    shareOfAppreciationPercent: appreciationUsd > 0 && differenceUsd > 0 ? (differenceUsd / appreciationUsd) * 100 : null,
  };
}

/** `'1 year'`, `'10 years'`. */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** How the yearly change reads in a sentence: "grows 3.0% a year", "loses 2.0% a year", "keeps its value". */
function changeText(annualPercent: number): string {
  if (annualPercent > 0) return `grows ${formatPercent(annualPercent)} a year`;
  if (annualPercent < 0) return `loses ${formatPercent(-annualPercent)} a year`;
  return 'keeps its value';
}

/**
 * The plain-language reading of one appreciation scenario (issue #4 §3; amounts §9 currency, percentages one decimal),
 * e.g. "If your home grows 3.0% a year, it would be worth $873,524 after 10 years. You would repay $187,000, which is
 * 21.4% of the home’s value then. That is $87,000 more than the $100,000 investment, about 39.0% of the $223,524 your
 * home gained." A loss reads "… That is $12,000 less than the $100,000 investment: the investment shares in the loss."
 */
export function scenarioSentence(estimate: EstimateBasis, scenario: AppreciationScenario): string {
  const outcome = scenarioOutcome(estimate, scenario);
  const investment = formatCurrency(estimate.investment_amount);
  const parts = [
    `If your home ${changeText(scenario.annual_appreciation_percent)}, it would be worth ${formatCurrency(scenario.home_value_at_settlement)} after ${yearsText(scenario.term_years)}.`,
  ];
  parts.push(
    outcome.repaymentShareOfValuePercent === null
      ? `You would repay ${formatCurrency(scenario.repayment)}.`
      : `You would repay ${formatCurrency(scenario.repayment)}, which is ${formatPercent(outcome.repaymentShareOfValuePercent)} of the home’s value then.`,
  );
  if (outcome.differenceUsd > 0) {
    parts.push(
      outcome.shareOfAppreciationPercent === null
        ? `That is ${formatCurrency(outcome.differenceUsd)} more than the ${investment} investment.`
        : `That is ${formatCurrency(outcome.differenceUsd)} more than the ${investment} investment, about ${formatPercent(outcome.shareOfAppreciationPercent)} of the ${formatCurrency(outcome.appreciationUsd)} your home gained.`,
    );
  } else if (outcome.differenceUsd < 0) {
    parts.push(`That is ${formatCurrency(-outcome.differenceUsd)} less than the ${investment} investment: the investment shares in the loss.`);
  } else {
    parts.push(`That is the same as the ${investment} investment.`);
  }
  return parts.join(' ');
}
