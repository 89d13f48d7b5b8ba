import { CHART_YEARS_CAPTION, daySeconds, settlementChartView } from '../../../src/client/features/servicing/chartView';
import { allCappedText, capNoteText, settlementEstimateView } from '../../../src/client/features/servicing/estimateView';
import { ASK_VALUATION_HINT, staleValueView, STALE_VALUE_TITLE } from '../../../src/client/features/servicing/staleValueView';
import { APP_UUID, investment, request, REQUEST_UUID } from './fixtures';

/*
 * The dashboard's chart, the cap said once, and the stale-value card (docs/servicing.md "The chart", "A stale home
 * value"). The fixture: $60,000 for 15 % of a home valued $500,000 on 01/10/2026, funded 01/15/2026 on 10 years; 15 %
 * of $500,000 is $75,000, which the cap ($60,000 × 1.18^years) passes after about 1.35 years.
 */

describe('the cap in the scenarios table', () => {
  it('says once, with the cap’s amount, that every scenario is capped, and marks no row', () => {
    const view = settlementEstimateView(investment(), '2026-07-15');
    expect(view.rows.every((r) => r.capped)).toBe(true);
    const cap = view.rows[0]!.amount;
    expect(view.rows.every((r) => r.amount === cap)).toBe(true);
    expect(view.allCappedText).toBe(allCappedText(cap));
    expect(view.allCappedText).toMatch(/^In every scenario below, your settlement reaches the cap of \$6\d,\d{3}\.\d{2} today/);
    expect(view.markCapped).toBe(false);
    expect(view.capNote).toBeNull();
  });

  it('marks the capped rows in a column, with a note naming the cap, when only some are capped', () => {
    const view = settlementEstimateView(investment(), '2027-03-01');
    expect(view.rows.map((r) => [r.scenario, r.capped])).toEqual([
      ['10% lower', false], ['5% lower', false], ['Today’s value', true], ['5% higher', true], ['10% higher', true],
    ]);
    expect(view.allCappedText).toBeNull();
    expect(view.markCapped).toBe(true);
    expect(view.capNote).toBe(capNoteText(view.rows[2]!.amount));
  });

  it('says nothing of the cap when no scenario reaches it', () => {
    const view = settlementEstimateView(investment(), '2029-01-15');
    expect([view.allCappedText, view.markCapped, view.capNote]).toEqual([null, false, null]);
  });
});

describe('the chart over the term', () => {
  const chart = settlementChartView(investment(), '2026-07-15');

  it('is named for what it shows, from funding to the term end', () => {
    expect(chart.label).toBe('Chart: your home’s value, the estimated settlement and the cap, from your funding on 01/15/2026 to the term end on 01/15/2036');
  });

  it('marks the latest valuation with its value, date and source; made before funding, on the funding day', () => {
    expect(chart.latestValuation).toBe('Latest valuation: $500,000 on 01/10/2026 (Appraisal at funding).');
    expect(chart.valuationLegend).toBe('Latest valuation (01/10/2026, Appraisal at funding)');
    expect(chart.series.valuation.filter((v) => v !== null)).toEqual([500_000]);
    expect(chart.series.valuation[0]).toBe(500_000);
  });

  it('draws monthly columns of one length, in whole dollars, with today marked', () => {
    const { days, settlement, cap, carriedValue } = chart.series;
    expect(days[0]).toBe(daySeconds('2026-01-15'));
    expect(days.at(-1)).toBe(daySeconds('2036-01-15'));
    expect(chart.todayAt).toBe(daySeconds('2026-07-15'));
    for (const column of Object.values(chart.series)) expect(column).toHaveLength(days.length);
    expect(settlement[0]).toBe(60_000);
    expect(cap.at(-1)).toBe(Math.round(60_000 * 1.18 ** (3652 / 365.25)));
    expect(settlement.at(-1)).toBe(75_000);
    expect(carriedValue.every((v) => v === 500_000)).toBe(true);
  });

  it('says in words where the cap stops setting the settlement', () => {
    expect(chart.summary).toEqual([
      'After its latest valuation, the chart keeps your home’s value unchanged: we do not forecast it.',
      'At that value, the cap sets your settlement until 06/15/2027; from then on your 15% share does: $75,000 at the term end (01/15/2036).',
      'The cap is your investment of $60,000 grown by 18% a year.',
    ]);
  });

  it('tabulates the figures on each anniversary', () => {
    expect(CHART_YEARS_CAPTION).toMatch(/anniversary/);
    expect(chart.years).toHaveLength(11);
    expect(chart.years[0]).toEqual({ key: '2026-01-15', on: '01/15/2026', homeValue: '$500,000', settlement: '$60,000', cap: '$60,000' });
    expect(chart.years[10]).toMatchObject({ on: '01/15/2036', settlement: '$75,000' });
  });

  it('leaves today unmarked after the term end', () => {
    expect(settlementChartView(investment(), '2037-01-01').todayAt).toBeNull();
  });
});

describe('a stale home value', () => {
  it('is not mentioned within 12 months of the valuation', () => {
    expect(staleValueView(investment(), [], APP_UUID, '2027-01-10')).toBeNull();
  });

  it('after 12 months says when and how the home was valued, and offers a buyout’s valuations or asking for one', () => {
    const view = staleValueView(investment(), [], APP_UUID, '2027-03-02');
    expect(view?.title).toBe(STALE_VALUE_TITLE);
    expect(view?.text).toMatch(/^We last valued your home at \$500,000 on 01\/10\/2026 \(Appraisal at funding\), 14 months ago\./);
    expect(view?.valuations.map((v) => [v.label, v.fee])).toEqual([
      ['Automated valuation', 'No fee — we pay for it.'],
      ['Exterior-only appraisal', '$250, paid by you: it is added to your payoff amount.'],
      ['Full appraisal', '$650, paid by you: it is added to your payoff amount.'],
    ]);
    expect(view?.buyout).toEqual({ type: 'owner-buyout', label: 'Buy out the investment', action: { kind: 'start' } });
    expect(view?.ask).toEqual({ type: 'other-change', label: 'Ask for a valuation', action: { kind: 'start' } });
    expect(view?.askHint).toBe(ASK_VALUATION_HINT);
  });

  it('links to an open request of that type instead of starting a second', () => {
    const open = request({ request_type: 'other-change', status: 'pending' });
    const view = staleValueView(investment(), [open], APP_UUID, '2027-03-02');
    expect(view?.ask.action).toEqual({ kind: 'open', href: `/applications/${APP_UUID}/servicing/${REQUEST_UUID}` });
    expect(view?.buyout.action).toEqual({ kind: 'start' });
  });

  it('is not offered while the investment is being settled or once settled', () => {
    expect(staleValueView(investment({ status: 'settling' }), [], APP_UUID, '2028-01-01')).toBeNull();
    expect(staleValueView(investment({ status: 'settled', settled_on: '2027-12-01' }), [], APP_UUID, '2028-01-01')).toBeNull();
  });
});
