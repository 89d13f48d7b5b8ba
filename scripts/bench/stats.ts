/**
 * One metric over the bench's runs: the median (what targets are judged on) and the spread (min–max), in the
 * metric's own unit (ms, score points, bytes, unitless CLS). NaN values (a run that did not report it) are left out.
 */
export type Spread = { median: number; min: number; max: number; runs: number[] };

/** Median of `values` (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Median and min–max of the runs; every run's value is kept (`runs`, in run order, NaN included). */
export function spreadOf(runs: readonly number[]): Spread {
  const known = runs.filter((v) => !Number.isNaN(v));
  return {
    median: median(known),
    min: known.length ? Math.min(...known) : NaN,
    max: known.length ? Math.max(...known) : NaN,
    runs: [...runs],
  };
}

/** `1234 (1100–1400)`: the median then the spread, each formatted by `format`; a single run prints its value only. */
export function formatSpread(spread: Spread, format: (value: number) => string): string {
  if (Number.isNaN(spread.median)) return 'n/a';
  const median = format(spread.median);
  return spread.runs.length <= 1 || spread.min === spread.max ? median : `${median} (${format(spread.min)}–${format(spread.max)})`;
}
