import {
  anniversaryPoints, capReleasedAt, homeValueOn, isValuationStale, scenarioCaps, seriesPointOn, settlementScenarios, settlementSeries, valuationAgeMonths,
  type SeriesInput,
} from '../../../../src/domain/servicing';

/*
 * The dashboard chart's arithmetic (docs/servicing.md "The chart"), checked against figures worked by hand: the cap is
 * the investment compounded at 18 % a year over days ÷ 365.25; the settlement is the share of the value, never above it.
 */

/** $100,000 for 20 % of a $800,000 home, funded 01/15/2024 on 10 years, revalued $900,000 on 01/15/2025. */
const input: SeriesInput = {
  fundedOn: '2024-01-15',
  termEndOn: '2034-01-15',
  investmentAmount: 100_000,
  equitySharePercent: 20,
  startingHomeValue: 800_000,
  latestHomeValue: 900_000,
  latestHomeValueOn: '2025-01-15',
  today: '2026-03-02',
};
/** The cap in cents after `days` days (an independent oracle of the rule). */
const capAfter = (days: number) => Math.round(100_000 * 100 * 1.18 ** (days / 365.25));

describe('the home value over the term', () => {
  it('is the starting value at funding and the latest valuation on its day', () => {
    expect(homeValueOn(input, '2024-01-15')).toBe(800_000);
    expect(homeValueOn(input, '2023-06-01')).toBe(800_000);
    expect(homeValueOn(input, '2025-01-15')).toBe(900_000);
  });

  it('draws a straight line between the two recorded values', () => {
    // 2024-07-15 is 182 of the 366 days between them.
    expect(homeValueOn(input, '2024-07-15')).toBe(Math.round(800_000 + 100_000 * (182 / 366)));
  });

  it('carries the latest value forward unchanged by default, or grown by a stated rate a year', () => {
    expect(homeValueOn(input, '2030-06-01')).toBe(900_000);
    expect(homeValueOn({ ...input, carryPercent: 3 }, '2027-01-15')).toBe(Math.round(900_000 * 1.03 ** (730 / 365.25)));
    expect(homeValueOn({ ...input, carryPercent: -2 }, '2026-01-15')).toBe(Math.round(900_000 * 0.98 ** (365 / 365.25)));
  });

  it('uses the latest value from funding on when the home was last valued at funding', () => {
    const atFunding = { ...input, startingHomeValue: 900_000, latestHomeValueOn: input.fundedOn };
    expect(homeValueOn(atFunding, '2024-01-15')).toBe(900_000);
    expect(homeValueOn(atFunding, '2031-01-15')).toBe(900_000);
    // An appraisal a few days before funding is the latest value known from the funding day on.
    const before = { ...input, latestHomeValueOn: '2024-01-10' };
    expect(homeValueOn(before, '2024-01-15')).toBe(900_000);
    expect(seriesPointOn(before, '2024-01-15').carried).toBe(true);
  });
});

describe('the settlement series', () => {
  const points = settlementSeries(input);

  it('runs monthly from funding to the term end, with the valuation day and today, each day once and in order', () => {
    expect(points[0]?.on).toBe('2024-01-15');
    expect(points.at(-1)?.on).toBe('2034-01-15');
    // 120 months plus today (not a 15th); the valuation day is a monthly point already.
    expect(points).toHaveLength(122);
    expect(points.map((p) => p.on)).toContain('2026-03-02');
    expect(new Set(points.map((p) => p.on)).size).toBe(points.length);
    expect([...points.map((p) => p.on)].sort()).toEqual(points.map((p) => p.on));
  });

  it('caps the settlement while the investment grown 18 % a year is below the share of the value', () => {
    const funding = points[0]!;
    // At funding the cap is the investment itself: $100,000 < 20 % of $800,000.
    expect(funding).toEqual({ on: '2024-01-15', homeValue: 800_000, settlementCents: 10_000_000, capCents: 10_000_000, capped: true, carried: false });
    const later = seriesPointOn(input, '2029-01-15');
    // 1827 days: cap $100,000 × 1.18^5.002 ≈ $228,9xx > $180,000, so the share sets it.
    expect(later.capCents).toBe(capAfter(1827));
    expect(later.capped).toBe(false);
    expect(later.settlementCents).toBe(18_000_000);
    expect(later.carried).toBe(true);
  });

  it('names the first day the share, not the cap, sets the settlement to the end of the term', () => {
    const released = capReleasedAt(points);
    // 1.18^t = 1.8 at t = 3.551 years: the first monthly point after it is 2027-08-15.
    expect(released?.on).toBe('2027-08-15');
    expect(released?.capped).toBe(false);
    const before = points[points.indexOf(released!) - 1];
    expect(before?.capped).toBe(true);
  });

  it('has no release day when never capped or capped at the term end', () => {
    expect(capReleasedAt(settlementSeries({ ...input, equitySharePercent: 5 }))).toBeNull();
    expect(capReleasedAt(settlementSeries({ ...input, latestHomeValue: 5_000_000 }))).toBeNull();
    expect(capReleasedAt([])).toBeNull();
  });

  it('has one row a year for the table of figures, funding day to term end', () => {
    const years = anniversaryPoints(input);
    expect(years.map((p) => p.on)).toEqual(Array.from({ length: 11 }, (_, i) => `${2024 + i}-01-15`));
    expect(years.map((p) => p.homeValue)).toEqual([800_000, ...Array(10).fill(900_000)]);
    expect(years[1]?.capCents).toBe(capAfter(366));
  });

  it('is empty when the term would end before it starts', () => {
    expect(settlementSeries({ ...input, termEndOn: '2023-01-01' })).toEqual([]);
  });
});

describe('the capped scenarios', () => {
  const base = { homeValue: 900_000, equitySharePercent: 20, investmentAmount: 100_000, fundedOn: '2024-01-15' };

  it('says every scenario is capped two years in, when 18 % a year is still below every share', () => {
    const scenarios = settlementScenarios({ ...base, on: '2026-01-15' });
    const caps = scenarioCaps(scenarios, capAfter(731));
    expect(caps).toEqual({ capCents: capAfter(731), cappedCount: 5, all: true, some: false });
  });

  it('marks only some when the cap falls between the scenarios', () => {
    // About 3.5 years in the cap is ≈ $178,000: 20 % of $810,000 and $855,000 are under it, the rest above.
    const scenarios = settlementScenarios({ ...base, on: '2027-07-01' });
    const caps = scenarioCaps(scenarios, 0);
    expect(scenarios.map((s) => s.capped)).toEqual([false, false, true, true, true]);
    expect(caps.all).toBe(false);
    expect(caps.some).toBe(true);
    expect(caps.cappedCount).toBe(3);
  });

  it('says nothing of the cap when no scenario reaches it', () => {
    const caps = scenarioCaps(settlementScenarios({ ...base, on: '2033-01-15' }), 0);
    expect(caps).toMatchObject({ cappedCount: 0, all: false, some: false });
    expect(scenarioCaps([], 0).all).toBe(false);
  });
});

describe('a stale valuation', () => {
  it('is stale from the day after it turns 12 months old', () => {
    expect(isValuationStale('2025-03-15', '2026-03-15')).toBe(false);
    expect(isValuationStale('2025-03-15', '2026-03-16')).toBe(true);
    expect(isValuationStale('2025-03-15', '2025-09-01')).toBe(false);
    expect(isValuationStale('2024-02-29', '2025-03-01')).toBe(true);
  });

  it('counts its age in whole calendar months', () => {
    expect(valuationAgeMonths('2024-01-15', '2026-03-02')).toBe(26);
    expect(valuationAgeMonths('2026-03-01', '2026-03-02')).toBe(0);
    expect(valuationAgeMonths('2026-05-01', '2026-03-02')).toBe(0);
  });
});
