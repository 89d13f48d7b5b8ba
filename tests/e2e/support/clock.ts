import type { Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './flows';

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

/**
 * `expect.poll`'s options for an {@link advancing} reading: a look every 250 ms of real time, each moving the page's
 * clock on, for up to `timeoutMs` of real time (default STEP_TIMEOUT_MS: Vitest's own 1 s default is too short for a
 * request's round trip on a busy machine, and its 50 ms interval would run the page's time 20 times faster than real).
 */
export const advancingPoll = (timeoutMs = STEP_TIMEOUT_MS): { timeout: number; interval: number } => ({ timeout: timeoutMs, interval: 250 });
