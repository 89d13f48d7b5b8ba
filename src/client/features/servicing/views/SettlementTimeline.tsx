import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCurrency, formatDate } from '../../../../domain/format';
import type { SettlementChartView } from '../chartView';

/*
 * The dashboard's chart, drawn with uPlot (docs/performance.md: this module is a chunk of its own, fetched by the
 * dashboard only, so the library never loads with another page). It draws on a canvas: the figure around it names it
 * and says what it shows in words, and the tables beside it hold every figure.
 */

/** Chart height (CSS px) on a phone and from 480 px wide. */
const HEIGHT_NARROW = 240;
const HEIGHT_WIDE = 300;
const heightFor = (width: number): number => (width < 480 ? HEIGHT_NARROW : HEIGHT_WIDE);

/** The design tokens the canvas is painted with (read from styles.css; the fallbacks are the same values). */
function tokens(el: Element) {
  const style = getComputedStyle(el);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    value: token('--color-brand-60', '#1f5fa8'),
    valuation: token('--color-brand-90', '#0d2b52'),
    settlement: token('--color-accent-50', '#1f8a70'),
    cap: token('--color-error-60', '#b3261e'),
    axis: token('--color-gray-60', '#5a6372'),
    grid: token('--color-gray-10', '#eef1f5'),
    font: token('--font-family', 'system-ui, sans-serif'),
  };
}

const usdValue = (_u: uPlot, v: number | null): string => (v === null ? '—' : formatCurrency(v));
const dayOf = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A dashed vertical line at today, labelled, drawn over the plot after each redraw. */
function todayLine(todayAt: number | null, color: string, font: string) {
  return (u: uPlot) => {
    if (todayAt === null) return;
    const x = Math.round(u.valToPos(todayAt, 'x', true));
    const { ctx } = u;
    const px = uPlot.pxRatio;
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = px;
    ctx.setLineDash([4 * px, 4 * px]);
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.font = `${12 * px}px ${font}`;
    ctx.textAlign = x > u.bbox.left + u.bbox.width / 2 ? 'right' : 'left';
    ctx.fillText('Today', x + (ctx.textAlign === 'right' ? -4 : 4) * px, u.bbox.top + 12 * px);
    ctx.restore();
  };
}

/** False when the home was last valued at funding: the recorded line would be one point, named in the legend for nothing. */
const hasRecordedLine = (chart: SettlementChartView): boolean => chart.series.recordedValue.filter((v) => v !== null).length > 1;

function options(chart: SettlementChartView, width: number, t: ReturnType<typeof tokens>): uPlot.Options {
  const font = `12px ${t.font}`;
  const line = { width: 2, points: { show: false }, value: usdValue };
  return {
    width,
    height: heightFor(width),
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    // The legend is a key, not a read-out: the tables beside the chart hold the figures.
    legend: { live: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max * 1.08] } },
    series: [
      { label: 'Date', value: (_u, v) => (v === null ? '—' : formatDate(dayOf(v))) },
      ...(hasRecordedLine(chart) ? [{ ...line, label: 'Home value', stroke: t.value }] : []),
      { ...line, label: 'Home value carried forward', stroke: t.value, dash: [6, 4] },
      { ...line, label: 'Estimated settlement', stroke: t.settlement, width: 3 },
      { ...line, label: 'Cap', stroke: t.cap, dash: [2, 3] },
      {
        label: chart.valuationLegend,
        stroke: t.valuation,
        fill: t.valuation,
        paths: () => null,
        points: { show: true, size: 10, fill: t.valuation, stroke: '#ffffff', width: 2 },
        value: usdValue,
      },
    ],
    axes: [
      { stroke: t.axis, font, grid: { stroke: t.grid }, ticks: { stroke: t.grid } },
      {
        stroke: t.axis,
        font,
        grid: { stroke: t.grid },
        ticks: { stroke: t.grid },
        values: (_u, splits) => splits.map((v) => formatCurrency(v)),
        // Room for the longest label ("$1,200,000") at 12 px.
        size: (_u, values) => 16 + 7 * Math.max(4, ...(values ?? []).map((v) => v.length)),
      },
    ],
    hooks: { draw: [todayLine(chart.todayAt, t.axis, t.font)] },
  };
}

/**
 * The home value (recorded, then carried forward), the estimated settlement and the cap from funding to the term end,
 * the latest valuation as a point and today as a line, with a legend naming each. Follows its
 * box's width (320 px phones to the wide page). Static: nothing animates, so there is nothing to reduce for
 * prefers-reduced-motion. The default export is what the figure loads lazily.
 */
export default function SettlementTimeline({ chart }: { chart: SettlementChartView }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const s = chart.series;
    const data: uPlot.AlignedData = [s.days, ...(hasRecordedLine(chart) ? [s.recordedValue] : []), s.carriedValue, s.settlement, s.cap, s.valuation];
    const plot = new uPlot(options(chart, el.clientWidth, tokens(el)), data, el);
    let width = el.clientWidth;
    const resized = new ResizeObserver(() => {
      // Only the width matters: the plot's own height change would otherwise call back forever.
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      plot.setSize({ width, height: heightFor(width) });
    });
    resized.observe(el);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [chart]);
  return <div ref={box} className="svc-chart__plot" role="img" aria-label={chart.label} />;
}
