import type { Browser, BrowserContext } from 'playwright-core';
import { freshPage, keepSiteProcess, sharedBrowser, type TestPage } from './browser';
import { diagnoseFailures } from './diagnose';
import { STEP_TIMEOUT_MS } from './flows';
import { startBrowserSandbox, type TestSandbox, type TestSandboxOptions } from './sandbox';

/** What a browser test file works with: its own fresh sandbox, the worker's browser, and the current tab. */
export interface BrowserSuite {
  readonly sandbox: TestSandbox;
  readonly browser: Browser;
  /** The current tab (each action waits at most STEP_TIMEOUT_MS). */
  readonly tab: TestPage;
  /**
   * Opens a new tab in the file's context as a first visit finds the site — cookies, permissions and the site's storage
   * cleared, session storage new with the tab; only the HTTP cache kept — and makes it the current one (the previous
   * one is closed). A clock a test installed (`page.clock`) belongs to the context and stays.
   */
  openTab(): Promise<TestPage>;
}

/**
 * Registers the hooks of a browser test file: a fresh sandbox (temp data dir) and the worker's browser
 * (browser.ts `sharedBrowser`) before all tests, one shared tab — or, with `tabPerTest`, none until `openTab()` and
 * closed after each test, each new tab starting with the site's storage cleared, so no answers carry over — all in one
 * context of the file's own; failure diagnostics of the current tab; and after all tests every context the file opened
 * closed and the sandbox stopped. `sandbox` passes options to the file's sandbox (e.g.
 * `{ config: { creditPullDelayMs: 300 } }`); `clock` installs Playwright's clock on the file's context before its first
 * document, so a test can bring the pages' timers forward (`page.clock.fastForward`, support/clock.ts `pollOnPageTime`)
 * — until then their time flows as real time does.
 */
export function browserSuite(opts: { tabPerTest?: boolean; sandbox?: TestSandboxOptions; clock?: boolean } = {}): BrowserSuite {
  let sandbox: TestSandbox | undefined;
  let browser: Browser | undefined;
  let tab: TestPage | undefined;
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`browserSuite: ${what} is not ready (used outside a test or hook?)`);
    return value;
  };
  let context: BrowserContext | undefined;
  const openTab = async () => {
    await tab?.close();
    if (!context) {
      context = await required(browser, 'the browser').newContext();
      if (opts.clock) await context.clock.install();
      await keepSiteProcess(context, required(sandbox, 'the sandbox').baseUrl);
    }
    tab = await freshPage(context, new URL(required(sandbox, 'the sandbox').baseUrl).origin);
    tab.page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return tab;
  };

  diagnoseFailures(() => tab);
  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([startBrowserSandbox(opts.sandbox), sharedBrowser()]);
    if (!opts.tabPerTest) await openTab();
  });
  if (opts.tabPerTest) {
    afterEach(async () => {
      await tab?.close();
      tab = undefined;
    });
  }
  afterAll(async () => {
    await tab?.close();
    context = undefined;
    // The browser stays for the worker's next file; what this file opened in it does not.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await sandbox?.stop();
  });

  return {
    get sandbox() {
      return required(sandbox, 'the sandbox');
    },
    get browser() {
      return required(browser, 'the browser');
    },
    get tab() {
      return required(tab, 'the tab');
    },
    openTab,
  };
}
