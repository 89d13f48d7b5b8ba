/** One request's outcome: which kind, how long it took (ms), and whether it counts as an error. */
export interface Sample {
  kind: string;
  ms: number;
  /** HTTP status, or 0 when the request threw (connection refused, reset, timeout). */
  status: number;
}

/** Latency figures (ms) and counts of a set of samples. */
export interface Summary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx/304 answers and exceptions. */
  errors: number;
  /** Answers by status (`0` = exception). */
  statuses: Record<string, number>;
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted` values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** True for what a client treats as success: any 2xx, or 304 Not Modified to a conditional GET. */
export const isOk = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

/** Summarises `samples` collected over `seconds`. */
export function summarise(samples: readonly Sample[], seconds: number): Summary {
  const sorted = samples.map((s) => s.ms).sort((x, y) => x - y);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: samples.length,
    perSecond: round(samples.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    errors: samples.filter((s) => !isOk(s.status)).length,
    statuses,
  };
}
