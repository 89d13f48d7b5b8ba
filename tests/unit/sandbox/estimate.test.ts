import { defaultConfig } from '../../../src/sandbox/config';
import { ESTIMATE_RULES, isEstimateProblem, priceEstimate } from '../../../src/sandbox/closing/estimate';

const { equity } = defaultConfig();
const NOW = Date.parse('2026-03-10T15:00:00Z');
const price = (homeValue: number | null, debt: number | null, overrides = {}) => priceEstimate({ homeValue, debt, overrides, nowMs: NOW }, equity);

describe('Investment Estimate pricing (sandbox, designed)', () => {
  it('invests the qualification rule’s available amount, rounded down to $1,000, and derives the equity share', () => {
    const e = price(1_234_567, 400_000);
    if (isEstimateProblem(e)) throw new Error(e.message);
    const available = Math.min(equity.maxInvestmentShare * 1_234_567, equity.maxCombinedLtv * 1_234_567 - 400_000);
    expect(e.investment_amount).toBe(Math.floor(available / 1000) * 1000);
    expect(e.investment_amount % 1000).toBe(0);
    expect(e.equity_share_percent).toBe(Math.round((e.investment_amount / 1_234_567) * 100 * ESTIMATE_RULES.equityMultiplier * 10) / 10);
  });

  it('is limited by the combined loan-to-value when the debt is high', () => {
    const e = price(1_000_000, 700_000);
    if (isEstimateProblem(e)) throw new Error(e.message);
    expect(e.investment_amount).toBe(100_000);
  });

  it('deducts 3 % origination and $2,500 third-party costs from the cash to the homeowner', () => {
    const e = price(1_000_000, 0);
    if (isEstimateProblem(e)) throw new Error(e.message);
    expect(e.fees.map((f) => f.amount)).toEqual([6_000, 2_500]);
    expect(e.cash_to_homeowner).toBe(200_000 - 8_500);
  });

  it('scenarios: repayment is the share of the compounded value, capped at investment × (1 + 20 % × 10 years)', () => {
    const e = price(1_000_000, 0, { investment_amount: 100_000, equity_share_percent: 25 });
    if (isEstimateProblem(e)) throw new Error(e.message);
    const byRate = Object.fromEntries(e.scenarios.map((s) => [s.annual_appreciation_percent, s]));
    expect(byRate[0]).toMatchObject({ home_value_at_settlement: 1_000_000, repayment: 250_000, term_years: 10 });
    expect(byRate[-2]?.home_value_at_settlement).toBe(Math.round(1_000_000 * 0.98 ** 10));
    expect(byRate[-2]?.repayment).toBe(Math.round(0.25 * Math.round(1_000_000 * 0.98 ** 10)));
    expect(byRate[6]?.repayment).toBe(300_000);
    expect(e.scenarios.map((s) => s.label)).toEqual(['Home value falls 2% a year', 'Home value stays the same', 'Home value rises 3% a year', 'Home value rises 6% a year']);
  });

  it('expires 30 days after it is issued', () => {
    const e = price(800_000, 100_000);
    if (isEstimateProblem(e)) throw new Error(e.message);
    expect(e.issued_at).toBe('2026-03-10T15:00:00.000Z');
    expect(e.expires_on).toBe('2026-04-09');
  });

  it('refuses a home without a value or equity, and overrides out of range', () => {
    expect(price(null, 0)).toMatchObject({ field: 'home_value' });
    expect(price(500_000, 500_000)).toMatchObject({ field: 'non_field_errors', message: 'This home does not have enough equity for an estimate.' });
    expect(price(500_000, 0, { investment_amount: 100_001 })).toMatchObject({ field: 'investment_amount' });
    expect(price(500_000, 0, { investment_amount: 0 })).toMatchObject({ field: 'investment_amount' });
    expect(price(500_000, 0, { equity_share_percent: 0 })).toMatchObject({ field: 'equity_share_percent' });
    expect(price(500_000, 0, { equity_share_percent: 100.5 })).toMatchObject({ field: 'equity_share_percent' });
    expect(isEstimateProblem(price(500_000, 0, { home_value: 600_000, investment_amount: 120_000 }))).toBe(false);
  });
});
