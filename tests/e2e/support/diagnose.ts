import type { Page } from 'playwright-core';
import type { NetworkEntry } from './browser';

/**
 * Registers a hook that prints, when a test of the current file fails, where the page was, its visible text and the
 * last requests with their statuses — what one needs to tell a portal bug from a sandbox bug without re-running.
 */
export function diagnoseFailures(getTab: () => { page: Page; network: readonly NetworkEntry[]; consoleErrors: readonly string[] } | undefined): void {
  beforeEach((context) => {
    context.onTestFailed(async () => {
      const tab = getTab();
      if (!tab || tab.page.isClosed()) return;
      const text = await tab.page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(no body)');
      const requests = tab.network.slice(-12).map((e) => `  ${e.status} ${e.method} ${e.url}${e.failure ? ` (${e.failure})` : ''}`);
      console.log(
        [`--- ${context.task.name}`, `url: ${tab.page.url()}`, `console errors: ${JSON.stringify(tab.consoleErrors)}`, 'last requests:', ...requests, 'page text:', text.slice(0, 1_500)].join('\n'),
      );
    });
  });
}
