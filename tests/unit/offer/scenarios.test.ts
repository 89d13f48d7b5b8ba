import type { AppreciationScenario } from '../../../src/contract/offer';
import { formatPercent, scenarioOutcome, scenarioSentence } from '../../../src/domain/offer';

/** An estimate of $50,000 on a $500,000 home. */
const ESTIMATE = { home_value: 500_000, investment_amount: 50_000 };

const scenario = (overrides: Partial<AppreciationScenario>): AppreciationScenario => ({
  label: 'Scenario',
  annual_appreciation_percent: 3,
  term_years: 10,
  home_value_at_settlement: 672_000,
  repayment: 117_600,
  ...overrides,
});

describe('formatPercent (one decimal)', () => {
  it.each([
    [17.5, '17.5%'],
    [3, '3.0%'],
    [12.345, '12.3%'],
    [-2, '-2.0%'],
    [-0.04, '0.0%'],
    [1234.5, '1,234.5%'],
  ])('%s → %s', (value, text) => expect(formatPercent(value)).toBe(text));

  it('shows nothing for a value that is not a number', () => {
    expect(formatPercent(Number.NaN)).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('appreciation scenarios in plain language (issue #4 §3)', () => {
  it('a growing home: what is repaid, its share of the home then, and the effective share of the appreciation', () => {
    const s = scenario({});
    expect(scenarioOutcome(ESTIMATE, s)).toEqual({
      appreciationUsd: 172_000,
      differenceUsd: 67_600,
      repaymentShareOfValuePercent: 17.5,
      shareOfAppreciationPercent: (67_600 / 172_000) * 100,
    });
    expect(scenarioSentence(ESTIMATE, s)).toBe(
      'If your home grows 3.0% a year, it would be worth $672,000 after 10 years. You would repay $117,600, which is 17.5% of ' +
        'the home’s value then. That is $67,600 more than the $50,000 investment, about 39.3% of the $172,000 your home gained.',
    );
  });

  it('a home that loses value: the repayment is below the investment, and the sentence says the loss is shared', () => {
    const s = scenario({ annual_appreciation_percent: -2, home_value_at_settlement: 408_000, repayment: 40_000 });
    expect(scenarioOutcome(ESTIMATE, s).shareOfAppreciationPercent).toBeNull();
    expect(scenarioSentence(ESTIMATE, s)).toBe(
      'If your home loses 2.0% a year, it would be worth $408,000 after 10 years. You would repay $40,000, which is 9.8% of ' +
        'the home’s value then. That is $10,000 less than the $50,000 investment: the investment shares in the loss.',
    );
  });

  it('a flat home repaying exactly the investment', () => {
    const s = scenario({ annual_appreciation_percent: 0, home_value_at_settlement: 500_000, repayment: 50_000, term_years: 1 });
    expect(scenarioSentence(ESTIMATE, s)).toBe(
      'If your home keeps its value, it would be worth $500,000 after 1 year. You would repay $50,000, which is 10.0% of the ' +
        'home’s value then. That is the same as the $50,000 investment.',
    );
  });

  it('no effective share of appreciation when the home did not gain value, even if more than the investment is repaid', () => {
    const s = scenario({ annual_appreciation_percent: -1, home_value_at_settlement: 450_000, repayment: 55_000 });
    expect(scenarioOutcome(ESTIMATE, s).shareOfAppreciationPercent).toBeNull();
    expect(scenarioSentence(ESTIMATE, s)).toContain('That is $5,000 more than the $50,000 investment.');
    expect(scenarioSentence(ESTIMATE, s)).not.toContain('gained');
  });

  it('a home worth nothing at settlement gives no share of its value (no division by zero)', () => {
    const s = scenario({ annual_appreciation_percent: -100, home_value_at_settlement: 0, repayment: 0 });
    expect(scenarioOutcome(ESTIMATE, s).repaymentShareOfValuePercent).toBeNull();
    expect(scenarioSentence(ESTIMATE, s)).toContain('You would repay $0.');
    expect(scenarioSentence(ESTIMATE, s)).not.toMatch(/NaN|Infinity/);
  });
});
