import type { Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './flows';

/** How far each look of {@link pollOnPageTime} moves the page's clock, ms. */
const STEP_MS = 1_000;

/**
 * `expect.poll` on `read`, each look first moving the page's clock a second ahead (Playwright's `clock.fastForward`: each
 * timer due meanwhile fires once), so the page's timed work — a batch window, a retry's back-off — passes in a fraction
 * of the real time while every look still sees what the page did. Looks every 250 ms of real time for up to
 * `timeoutMs` (Vitest's own 1 s default is too short for a request's round trip on a busy machine, and its 50 ms
 * interval would run the page's time 20 times faster than real). Needs the page's clock installed before its first
 * document (`browserSuite({ clock: true })` or `page.clock.install()`); between looks its time flows as real time does.
 */
export function pollOnPageTime<T>(page: Page, read: () => T | Promise<T>, timeoutMs = STEP_TIMEOUT_MS) {
  return expect.poll(
    async () => {
      await page.clock.fastForward(STEP_MS);
      return read();
    },
    { timeout: timeoutMs, interval: 250 },
  );
}
