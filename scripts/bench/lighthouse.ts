import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../chromium-path';

/** Median (of the runs) Lighthouse numbers for one URL: scores 0–100, LCP and TBT in ms, CLS unitless. */
export type AuditSummary = {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** URLs of the scripts the page loaded (to size them from dist/). */
  scriptUrls: string[];
};

/** Session storage entries to put in place before the page's own scripts run (e.g. the `auth-token` JWT, §9). */
export type SessionSeed = Record<string, string>;

const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

type OneRun = Omit<AuditSummary, 'runs' | 'url'>;

/** One Lighthouse run (default config = mobile preset, simulated throttling) in a fresh headless Chromium. */
async function auditOnce(url: string, session: SessionSeed): Promise<OneRun> {
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    if (Object.keys(session).length > 0) {
      // Runs in every new document before its scripts, after Lighthouse's storage reset; only on the audited origin.
      await page.evaluateOnNewDocument(
        (origin: string, entries: Record<string, string>) => {
          if (location.origin !== origin) return;
          for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
        },
        new URL(url).origin,
        session,
      );
    }
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
 * Audits `url` `runs` times and reports the median of each metric independently (scores and timings vary run to run
 * on a shared machine). Runs are sequential: parallel audits would skew each other's CPU timings.
 */
export async function auditMedian(url: string, runs: number, session: SessionSeed = {}): Promise<AuditSummary> {
  const results: OneRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditOnce(url, session));
  const pick = (metric: 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls') => median(results.map((r) => r[metric]));
  return {
    url,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptUrls: [...new Set(results.flatMap((r) => r.scriptUrls))],
  };
}
