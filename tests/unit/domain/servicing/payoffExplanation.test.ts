import fc from 'fast-check';
import { VALUATION_METHOD } from '../../../../src/contract/servicing';
import {
  acceptedImprovementsUsd, computePayoff, explainPayoff, IMPROVEMENT_CREDIT_LABEL, LIEN_RELEASE_FEE_USD,
} from '../../../../src/domain/servicing';

const investment = { equitySharePercent: 10, investmentAmount: 78_000, fundedOn: '2021-05-01' };
const on = '2026-05-01';

describe('issue 11 §1: the improvement credit on a payoff statement', () => {
  it('credits back the investor’s share of the value an accepted claim added, as an “Improvement credit” line', () => {
    const p = computePayoff({ ...investment, homeValue: 815_000, valuationMethod: 'sales-contract', improvementsUsd: 24_000, on });
    expect(p.computation.lines).toEqual([
      { kind: 'share-of-value', label: '10% of the home value of $815,000', amount_cents: 8_150_000 },
      { kind: 'improvement-credit', label: IMPROVEMENT_CREDIT_LABEL, amount_cents: -240_000 },
      { kind: 'lien-release-fee', label: 'Lien release recording fee', amount_cents: LIEN_RELEASE_FEE_USD * 100 },
    ]);
    expect(p.amountCents).toBe(8_150_000 - 240_000 + 15_000);
    expect(p.computation.explanation).toBe(
      'Our 10% share of your home’s value by signed sales contract, less the improvement credit (our 10% share of the value your improvements added), plus the lien release recording fee.',
    );
  });

  it('has no improvement line and says nothing of improvements without an accepted claim', () => {
    const p = computePayoff({ ...investment, homeValue: 815_000, valuationMethod: 'sales-contract', improvementsUsd: 0, on });
    expect(p.computation.lines.map((l) => l.kind)).toEqual(['share-of-value', 'lien-release-fee']);
    expect(p.computation.explanation).not.toMatch(/improvement/i);
  });

  it('never credits more than the share of the value itself (the lines still add up to the amount)', () => {
    const p = computePayoff({ ...investment, homeValue: 100_000, valuationMethod: 'automated-valuation', improvementsUsd: 5_000_000, on });
    expect(p.computation.lines.find((l) => l.kind === 'improvement-credit')?.amount_cents).toBe(-1_000_000);
    expect(p.amountCents).toBe(LIEN_RELEASE_FEE_USD * 100);
    expect(p.computation.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(p.amountCents);
  });

  it('adds an adjustment line when the team sets the amount, and the explanation says so', () => {
    const p = computePayoff({ ...investment, homeValue: 815_000, valuationMethod: 'sales-contract', improvementsUsd: 0, on, amountCents: 8_000_000 });
    expect(p.amountCents).toBe(8_000_000);
    expect(p.computation.lines.at(-1)).toEqual({ kind: 'adjustment', label: 'Adjustment by our servicing team', amount_cents: 8_000_000 - 8_165_000 });
    expect(p.computation.explanation).toMatch(/ and an adjustment by our servicing team\.$/);
    expect(p.perDiemCents).toBe(Math.round((8_000_000 * 0.05) / 365));
  });
});

describe('issue 11 §1: the statement’s text and its lines cannot disagree', () => {
  /** A credit or fee the sentence may name, and the line kind that must then be there. */
  const NAMED = [
    { words: /improvement/i, kind: 'improvement-credit' },
    { words: /\bcap\b/i, kind: 'cap-credit' },
    { words: /appraisal fee|valuation fee/i, kind: 'valuation-fee' },
    { words: /lien release/i, kind: 'lien-release-fee' },
    { words: /adjustment/i, kind: 'adjustment' },
  ] as const;

  it('names a credit or fee exactly when a line of its kind exists (any value, share, claim, valuation, date, override)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 10_000, max: 500_000 }),
      fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000 })), fc.constantFrom(...VALUATION_METHOD.values),
      fc.integer({ min: 0, max: 3650 }), fc.option(fc.integer({ min: 1, max: 100_000_000 })),
      (homeValue, share, investmentAmount, improvementsUsd, valuationMethod, daysHeld, override) => {
        const day = new Date(Date.UTC(2020, 0, 1) + daysHeld * 86_400_000).toISOString().slice(0, 10);
        const p = computePayoff({
          investmentAmount, equitySharePercent: share, fundedOn: '2020-01-01', homeValue, valuationMethod, improvementsUsd, on: day,
          amountCents: override ?? undefined,
        });
        const text = p.computation.explanation;
        for (const { words, kind } of NAMED) {
          expect(words.test(text)).toBe(p.computation.lines.some((l) => l.kind === kind));
        }
        expect(p.computation.lines.some((l) => l.kind === 'improvement-credit')).toBe(improvementsUsd > 0);
        expect(p.computation.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(p.amountCents);
      },
    ));
  });

  it('reads only the lines: the same lines give the same sentence', () => {
    const p = computePayoff({ ...investment, homeValue: 815_000, valuationMethod: 'full-appraisal', improvementsUsd: 24_000, on });
    expect(explainPayoff(p.computation.lines, { equitySharePercent: 10, valuationMethod: 'full-appraisal' })).toBe(p.computation.explanation);
    expect(explainPayoff(p.computation.lines.filter((l) => l.kind !== 'improvement-credit'), { equitySharePercent: 10, valuationMethod: 'full-appraisal' }))
      .not.toMatch(/improvement/i);
  });
});

describe('issue 11 §2: the accepted improvement amount', () => {
  const claim = { improvements: [{ description: 'Bathroom', cost: '24,000', completed_on: '2024-06-01' }, { description: 'Roof', cost: '$11,500', completed_on: '2025-01-01' }] };

  it('is the sum of the costs claimed on a completed improvement step', () => {
    expect(acceptedImprovementsUsd({ status: 'completed', values: claim })).toBe(35_500);
  });

  it('is 0 before the step is completed, when none are claimed, or without the step', () => {
    expect(acceptedImprovementsUsd({ status: 'pending', values: claim })).toBe(0);
    expect(acceptedImprovementsUsd({ status: 'completed', values: { none_to_claim: true } })).toBe(0);
    expect(acceptedImprovementsUsd(undefined)).toBe(0);
  });
});
