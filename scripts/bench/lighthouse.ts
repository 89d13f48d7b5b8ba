import lighthouse from 'lighthouse';
import { launchChromium, seedSession, type SessionSeed } from './browser';
import { spreadOf, type Spread } from './stats';

export type { SessionSeed } from './browser';

/** One Lighthouse run's numbers: scores 0–100, LCP and TBT in ms, CLS unitless, and the script URLs the page loaded. */
export type AuditRun = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; scriptUrls: string[] };

/** The audited metrics of {@link AuditRun}. */
export const AUDIT_METRICS = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'] as const;
export type AuditMetric = (typeof AUDIT_METRICS)[number];

/**
 * Lighthouse numbers of one URL over the runs: each metric's median and spread (independently: the median
 * performance need not come from the median-LCP run), every run's numbers, and every script URL any run loaded.
 */
export type AuditSummary = { url: string; runs: AuditRun[]; scriptUrls: string[] } & Record<AuditMetric, Spread>;

/** One Lighthouse run (default config = mobile preset, simulated throttling) in a fresh headless Chromium. */
async function auditOnce(url: string, session: SessionSeed): Promise<AuditRun> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await seedSession(page, new URL(url).origin, session);
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: unknown; resourceType?: unknown }> } | undefined)?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptUrls: requests.filter((item) => item.resourceType === 'Script' && typeof item.url === 'string').map((item) => item.url as string),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Attempts per run: Lighthouse sometimes loses the trace on a busy machine (`NO_NAVSTART`, "Please run Lighthouse
 * again"); such a run is repeated rather than losing the page's figures.
 */
const ATTEMPTS = 3;

async function withRetries<A>(url: string, run: () => Promise<A>): Promise<A> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`bench: Lighthouse run on ${new URL(url).pathname} failed (${(error as Error).message}); running it again`);
    }
  }
}

/**
 * Audits `url` `runs` times and summarises each metric (median and min–max; scores and timings vary run to run on a
 * shared machine). Runs are sequential: parallel audits would skew each other's CPU timings. A run that fails is run
 * again (at most {@link ATTEMPTS} times in all).
 * @throws Error when a run fails every attempt (Lighthouse's runtime error, or no result).
 */
export async function auditRuns(url: string, runs: number, session: SessionSeed = {}): Promise<AuditSummary> {
  const results: AuditRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await withRetries(url, () => auditOnce(url, session)));
  const metric = (name: AuditMetric) => spreadOf(results.map((r) => r[name]));
  return {
    url,
    runs: results,
    performance: metric('performance'),
    accessibility: metric('accessibility'),
    lcpMs: metric('lcpMs'),
    tbtMs: metric('tbtMs'),
    cls: metric('cls'),
    scriptUrls: [...new Set(results.flatMap((r) => r.scriptUrls))],
  };
}
