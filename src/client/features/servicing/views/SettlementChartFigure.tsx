import { lazy, Suspense } from 'react';
import { DataTable } from '../../../ui/DataTable';
import { CHART_YEARS_CAPTION, type ChartYearRowView, type SettlementChartView } from '../chartView';

/** The chart and its library: a chunk of its own, fetched when the dashboard shows an estimate (docs/performance.md). */
const SettlementTimeline = lazy(() => import('./SettlementTimeline'));

const YEAR_COLUMNS = [
  { header: 'Date', cell: (r: ChartYearRowView) => r.on },
  { header: 'Home value', cell: (r: ChartYearRowView) => r.homeValue, numeric: true },
  { header: 'Estimated settlement', cell: (r: ChartYearRowView) => r.settlement, numeric: true },
  { header: 'Cap', cell: (r: ChartYearRowView) => r.cap, numeric: true },
] as const;

/**
 * The chart of the home value and the settlement over the term, as a figure: the drawing (an image named by
 * `chart.label`; its box keeps its height while the library loads, so nothing below moves), the latest valuation and
 * what the lines do in words, and the figures by year in a table that opens on request.
 */
export function SettlementChartFigure({ chart }: { chart: SettlementChartView }) {
  return (
    <figure className="svc-chart">
      <Suspense fallback={<div className="svc-chart__plot" role="img" aria-label={chart.label} />}>
        <SettlementTimeline chart={chart} />
      </Suspense>
      <figcaption>
        <p>
          <strong>{chart.latestValuation}</strong>
        </p>
        {chart.summary.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </figcaption>
      <details className="svc-chart__years">
        <summary>The figures by year</summary>
        <DataTable caption={CHART_YEARS_CAPTION} columns={YEAR_COLUMNS} rows={chart.years} rowKey={(r) => r.key} />
      </details>
    </figure>
  );
}
