import {
  computePayoff, estimateSettlement, formatCents, isPayoffExpired, LIEN_RELEASE_FEE_USD, PAYOFF_GOOD_FOR_DAYS,
  settlementExplanation, settlementNoticeDue, settlementScenarios, termEndOn, timeLeftText, valuationFeeText,
  valuationOptionsFor, VALUATION_OPTIONS,
} from '../../../../src/domain/servicing';

const investment = { equitySharePercent: 17.5, investmentAmount: 60_000, fundedOn: '2024-01-15' };

describe('issue 11 §2: the term and the settlement notice', () => {
  it('ends the term its years after funding, leap days included', () => {
    expect(termEndOn('2024-01-15', 10)).toBe('2034-01-15');
    expect(termEndOn('2024-02-29', 10)).toBe('2034-02-28');
  });

  it('says the time left in years and months, and when it ended', () => {
    expect(timeLeftText('2026-11-25', '2034-01-15')).toBe('7 years and 2 months left');
    expect(timeLeftText('2033-12-01', '2034-01-15')).toBe('1 month left');
    expect(timeLeftText('2034-01-10', '2034-01-15')).toBe('5 days left');
    expect(timeLeftText('2034-01-15', '2034-01-15')).toBe('Ends today');
    expect(timeLeftText('2034-03-20', '2034-01-15')).toBe('Ended 2 months ago');
  });

  it('shows the settlement notice from 12 months before the term end', () => {
    expect(settlementNoticeDue('2033-01-14', '2034-01-15')).toBe(false);
    expect(settlementNoticeDue('2033-02-15', '2034-01-15')).toBe(true);
    expect(settlementNoticeDue('2035-01-01', '2034-01-15')).toBe(true);
  });
});

describe('issue 11 §2: the estimated settlement', () => {
  it('is the equity share of the home value when under the cap', () => {
    const e = estimateSettlement({ ...investment, homeValue: 500_000, on: '2026-11-25' });
    expect(e.shareOfValueCents).toBe(8_750_000);
    expect(e.capped).toBe(false);
    expect(e.amountCents).toBe(8_750_000);
  });

  it('credits the share of claimed improvements', () => {
    const e = estimateSettlement({ ...investment, homeValue: 500_000, on: '2026-11-25', improvementsUsd: 40_000 });
    expect(e.improvementCreditCents).toBe(700_000);
    expect(e.amountCents).toBe(8_050_000);
  });

  it('never asks more than the investment grown by the annual cap', () => {
    const soon = estimateSettlement({ ...investment, homeValue: 2_000_000, on: '2024-07-15' });
    expect(soon.capped).toBe(true);
    expect(soon.amountCents).toBe(soon.capCents);
    expect(soon.capCents).toBeGreaterThan(6_000_000);
    expect(soon.capCents).toBeLessThan(6_000_000 * 1.18);
  });

  it('lists ±5 % and ±10 % of the latest value, rising with the value', () => {
    const rows = settlementScenarios({ ...investment, homeValue: 400_000, on: '2026-11-25' });
    expect(rows.map((r) => r.changePercent)).toEqual([-10, -5, 0, 5, 10]);
    expect(rows.map((r) => r.homeValue)).toEqual([360_000, 380_000, 400_000, 420_000, 440_000]);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.amountCents).toBeGreaterThanOrEqual(rows[i - 1]!.amountCents);
  });

  it('explains itself as an estimate with its share and cap', () => {
    expect(settlementExplanation(17.5)).toMatch(/^Estimate: 17.5% of your home’s value, never more than your investment grown by 18% a year\./);
  });
});

describe('issue 11 §1: the payoff statement figures', () => {
  it('adds the homeowner-paid valuation fee and the lien release fee to the share of value', () => {
    const p = computePayoff({ ...investment, homeValue: 500_000, valuationMethod: 'full-appraisal', improvementsUsd: 0, on: '2026-11-25' });
    expect(p.amountCents).toBe(8_750_000 + 65_000 + LIEN_RELEASE_FEE_USD * 100);
    expect(p.computation.lines.map((l) => l.label)).toEqual(['17.5% of the home value of $500,000', 'Full appraisal fee', 'Lien release recording fee']);
    expect(p.computation.lines.reduce((s, l) => s + l.amount_cents, 0)).toBe(p.amountCents);
    expect(p.goodThrough).toBe('2026-12-25');
    expect(PAYOFF_GOOD_FOR_DAYS).toBe(30);
    expect(p.perDiemCents).toBe(Math.round((p.amountCents * 0.05) / 365));
  });

  it('shows an improvement credit as a negative line and charges nothing for a provider-paid valuation', () => {
    const p = computePayoff({ ...investment, homeValue: 500_000, valuationMethod: 'automated-valuation', improvementsUsd: 20_000, on: '2026-11-25' });
    expect(p.computation.lines).toContainEqual({ kind: 'improvement-credit', label: 'Improvement credit', amount_cents: -350_000 });
    expect(p.computation.lines.some((l) => l.label.includes('valuation fee'))).toBe(false);
    expect(p.amountCents).toBe(8_750_000 - 350_000 + 15_000);
  });

  it('expires the day after its good-through date', () => {
    expect(isPayoffExpired('2026-12-25', '2026-12-25')).toBe(false);
    expect(isPayoffExpired('2026-12-25', '2026-12-26')).toBe(true);
  });

  it('formats cents as dollars and cents', () => {
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-350_000)).toBe('−$3,500.00');
    expect(formatCents(0)).toBe('$0.00');
  });
});

describe('issue 11 §2: valuations offered before authorizing', () => {
  it('offers the sales contract only for a home sale', () => {
    expect(valuationOptionsFor('home-sale').map((o) => o.method)).toEqual(['sales-contract', 'exterior-only-appraisal', 'full-appraisal']);
    expect(valuationOptionsFor('owner-buyout').map((o) => o.method)).toEqual(['automated-valuation', 'exterior-only-appraisal', 'full-appraisal']);
  });

  it('says the fee and who pays it', () => {
    expect(valuationFeeText(VALUATION_OPTIONS['automated-valuation'])).toBe('No fee — we pay for it.');
    expect(valuationFeeText(VALUATION_OPTIONS['full-appraisal'])).toBe('$650, paid by you: it is added to your payoff amount.');
  });
});
