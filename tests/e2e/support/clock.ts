import type { Page } from 'playwright-core';

/**
 * A reading for `expect.poll` that first moves the page's clock `stepMs` ahead (Playwright's `clock.fastForward`: each
 * timer due meanwhile fires once), so the page's timed work — a batch window, a retry's back-off — passes in a fraction
 * of the real time while every poll still sees what the page did. Needs `page.clock.install()` before the page's first
 * document; until then, and between polls, the page's time flows as real time does.
 */
export function advancing<T>(page: Page, stepMs: number, read: () => T | Promise<T>): () => Promise<T> {
  return async () => {
    await page.clock.fastForward(stepMs);
    return read();
  };
}
