import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { findChromium } from '../chromium-path';
import { CHROME_ARGS, launchChromium, seedSession, type SessionSeed } from './browser';
import { simulatedLcpRequests } from './lcpPath';
import { spreadOf, type Spread } from './stats';

export type { SessionSeed } from './browser';

/**
 * One Lighthouse run's numbers: scores 0–100, LCP and TBT in ms, CLS unitless, the script URLs the page loaded, and
 * `seenLcpMs`, the LCP the audited browser itself observed (ms, no throttling: what this machine showed, timers and
 * all, where `lcpMs` is Lighthouse's simulation of a phone, which replays tasks and requests but not the waits between
 * them), and `lcpRequests`, the requests that simulation waited for before the largest paint, the document included
 * (scripts/bench/lcpPath.ts).
 */
export type AuditRun = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; seenLcpMs: number; lcpRequests: number; scriptUrls: string[] };

/** The audited metrics of {@link AuditRun}. */
export const AUDIT_METRICS = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls', 'seenLcpMs', 'lcpRequests'] as const;
export type AuditMetric = (typeof AUDIT_METRICS)[number];

/**
 * Lighthouse numbers of one URL over the runs: each metric's median and spread (independently: the median
 * performance need not come from the median-LCP run), every run's numbers, and every script URL any run loaded.
 */
export type AuditSummary = { url: string; runs: AuditRun[]; scriptUrls: string[] } & Record<AuditMetric, Spread>;

/**
 * How a page is audited (docs/performance.md "How the bench measures"):
 * - `launcher`: a fresh Chromium started by chrome-launcher, as the `lighthouse` command does (public pages);
 * - `page`: a fresh Chromium driven by puppeteer, the session put into session storage before the page's scripts run,
 *   Lighthouse on that tab with its storage and cache reset (a cold HTTP cache: the first page of a visit);
 * - `warm`: as `page`, but the tab first opens `warmFrom` (another page of the portal) and Lighthouse keeps the HTTP
 *   cache (the second page of a visit).
 */
export type AuditMode = 'launcher' | 'page' | 'warm';

/** What one audit needs: its mode, the session to seed (page modes) and, for `warm`, the page visited first. */
export type AuditSetup = { mode: AuditMode; session?: SessionSeed; warmFrom?: string };

const LIGHTHOUSE_FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * A run's figures out of Lighthouse's report. With BENCH_LHR_DIR set, the whole report is also written there (one JSON
 * file per run, named after the page's path and the time) for a closer look: the critical chain, the main thread.
 * @throws Error on a runtime error of Lighthouse.
 */
async function figuresOf({ lhr, artifacts }: RunnerResult): Promise<AuditRun> {
  const dir = process.env.BENCH_LHR_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${new URL(lhr.finalDisplayedUrl).pathname.replace(/[^A-Za-z0-9]+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const observedMetrics = (lhr.audits['metrics']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.[0] ?? {};
  const observed = (name: string) => (typeof observedMetrics[name] === 'number' ? (observedMetrics[name] as number) : NaN);
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: unknown; resourceType?: unknown }> } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    seenLcpMs: observed('observedLargestContentfulPaint'),
    lcpRequests: await simulatedLcpRequests(artifacts, lhr.configSettings),
    scriptUrls: requests.filter((item) => item.resourceType === 'Script' && typeof item.url === 'string').map((item) => item.url as string),
  };
}

/** One Lighthouse run (default config = mobile preset, simulated throttling) in a fresh headless Chromium. */
async function auditOnce(url: string, setup: AuditSetup): Promise<AuditRun> {
  if (setup.mode === 'launcher') {
    const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROME_ARGS] });
    try {
      const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return figuresOf(result);
    } finally {
      chrome.kill();
    }
  }
  const browser = await launchChromium();
  try {
    const page: Page = await browser.newPage();
    await seedSession(page, new URL(url).origin, setup.session ?? {});
    if (setup.mode === 'warm' && setup.warmFrom) await page.goto(setup.warmFrom, { waitUntil: 'networkidle0' });
    const flags: Flags = setup.mode === 'warm' ? { ...LIGHTHOUSE_FLAGS, disableStorageReset: true } : LIGHTHOUSE_FLAGS;
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result);
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

/** Each metric's median and spread over `runs`, and every script URL any run loaded. */
export function summarise(url: string, runs: readonly AuditRun[]): AuditSummary {
  const metric = (name: AuditMetric) => spreadOf(runs.map((r) => r[name]));
  return {
    url,
    runs: [...runs],
    performance: metric('performance'),
    accessibility: metric('accessibility'),
    lcpMs: metric('lcpMs'),
    tbtMs: metric('tbtMs'),
    cls: metric('cls'),
    seenLcpMs: metric('seenLcpMs'),
    lcpRequests: metric('lcpRequests'),
    scriptUrls: [...new Set(runs.flatMap((r) => r.scriptUrls))],
  };
}

/**
 * One audit of `url` as `setup` says; a run that fails is run again (at most {@link ATTEMPTS} times in all).
 * @throws Error when every attempt fails (Lighthouse's runtime error, or no result).
 */
export function auditWithRetries(url: string, setup: AuditSetup): Promise<AuditRun> {
  return withRetries(url, () => auditOnce(url, setup));
}
