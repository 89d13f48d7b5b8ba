import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findTestChromium } from '../../../scripts/chromium-path';

/**
 * Flags for the system Chromium in containers (STACK.md): headless, no sandbox (root in CI), no GPU, and no
 * background traffic so the network log only holds what the portal asked for.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tabs of one site share a renderer process while one of them is open (keepSiteProcess): a new tab then costs about
  // 0.8 s of CPU here instead of 1.3 s.
  '--process-per-site',
];

/**
 * Launches the system Chromium with playwright-core: CHROME_PATH, else Chromium's headless shell, else
 * /usr/bin/chromium… (scripts/chromium-path.ts `findTestChromium`).
 * @throws Error when no browser is found.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findTestChromium(), args: [...CHROMIUM_ARGS] });
}

let shared: Promise<Browser> | undefined;

/**
 * The browser of this test worker: launched on first use and kept for every browser test file the worker runs (the
 * e2e project runs with `isolate: false`, vite.config.ts), launched again if it went away. Each test file and test
 * gets contexts of its own, so nothing carries over but the process.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** One request the page made: `status` is the HTTP status, or 0 when the request failed (`failure` says why). */
export type NetworkEntry = { method: string; url: string; status: number; failure?: string };

/** A page in its own context (fresh storage) plus what it reported while the test drove it. */
export type TestPage = {
  page: Page;
  context: BrowserContext;
  /** Console messages of type `error` and uncaught page exceptions, in order. */
  consoleErrors: string[];
  /** Every request with its outcome, in completion order. */
  network: NetworkEntry[];
  /** Closes the context (and the page). */
  close(): Promise<void>;
};

/**
 * Opens a page in a new browser context (axe needs `newContext()` then `newPage()`), recording console errors and a
 * network log for assertions. `viewport` in CSS px; default Playwright's 1280×720. Closing it closes the context.
 */
export async function newPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<TestPage> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const tab = await watchedPage(context);
  return { ...tab, close: () => context.close() };
}

/**
 * Opens a new page in `context`, recording console errors and a network log for assertions. Closing it closes the
 * page only; the context (its HTTP cache with it) stays for the next page.
 */
export async function watchedPage(context: BrowserContext): Promise<TestPage> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const network: NetworkEntry[] = [];

  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const request = response.request();
    network.push({ method: request.method(), url: request.url(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    network.push({ method: request.method(), url: request.url(), status: 0, failure: request.failure()?.errorText ?? 'failed' });
  });

  return { page, context, consoleErrors, network, close: () => page.close() };
}

/**
 * What a site keeps for a person beyond one tab, as Chromium's DevTools protocol names it (Storage.clearDataForOrigin):
 * everything but the HTTP cache, which a returning visitor also keeps.
 */
const SITE_DATA = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets';

/**
 * Opens a page in `context` as a person who has never visited `origin` would find it, but with the context's HTTP cache:
 * cookies and every kind of site storage of `origin` cleared, and session storage new with the tab.
 */
export async function freshPage(context: BrowserContext, origin: string): Promise<TestPage> {
  await context.clearCookies();
  await context.clearPermissions();
  const tab = await watchedPage(context);
  const cdp = await context.newCDPSession(tab.page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
  await cdp.detach();
  return tab;
}

/**
 * Keeps a renderer process of `baseUrl`'s site alive in `context` for as long as the context lives: a tab showing the
 * sandbox's health answer (JSON, no script). With `--process-per-site` every later tab of the site in this context
 * joins that process instead of starting one of its own.
 */
export async function keepSiteProcess(context: BrowserContext, baseUrl: string): Promise<void> {
  const anchor = await context.newPage();
  await anchor.goto(new URL('/api/health', baseUrl).href);
}
