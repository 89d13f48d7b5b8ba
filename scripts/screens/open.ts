import type { BrowserContext, Page } from 'playwright-core';
import type { Screen } from './catalogue';
import type { SessionSeed } from './session';

/**
 * How long one screen may take to load, show its heading and finish loading, ms (per step). Generous: on a busy shared
 * machine the first page of a fresh sandbox has taken over 15 s.
 */
export const SCREEN_TIMEOUT_MS = 45_000;

/**
 * Puts `seed` into session storage of every new document of `origin` before the page's own scripts run (the way the
 * portal finds a session it kept, §9). Other origins are left alone. Nothing to do for an empty seed.
 */
export async function seedSession(context: BrowserContext, origin: string, seed: SessionSeed): Promise<void> {
  if (Object.keys(seed).length === 0) return;
  await context.addInitScript(
    ({ only, entries }: { only: string; entries: Record<string, string> }) => {
      if (location.origin !== only) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    { only: origin, entries: seed },
  );
}

/** True once nothing on the page says it is loading: no `Loading…` status and nothing marked busy. */
function settled(): boolean {
  const loading = [...document.querySelectorAll('[role="status"]')].some((el) => /^\s*Loading/i.test(el.textContent ?? ''));
  return !loading && document.querySelector('[aria-busy="true"]') === null;
}

/**
 * Waits until `page` shows `screen` at `path`: its h1 (and its dialog, for an overlay route), nothing loading, the
 * fonts in, and still at `path` (not sent to the sign-in or elsewhere). Answers the h1's text.
 * @throws Error saying which screen could not be reached, where the page is and what its h1 says.
 */
export async function waitForScreen(page: Page, screen: Screen, path: string): Promise<string> {
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await page.waitForFunction(settled, undefined, { timeout: SCREEN_TIMEOUT_MS });
    if (screen.dialog) await page.getByRole('dialog', { name: screen.dialog }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } catch (error) {
    throw new Error(`${await describeFailure(page, screen, path)}: ${(error as Error).message.split('\n')[0]}`);
  }
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`${await describeFailure(page, screen, path)}: the portal went to ${at} instead`);
  return (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
}

/**
 * Opens `screen` at `baseUrl + path` in `page` (already seeded with the screen's session) and waits for it
 * ({@link waitForScreen}). Answers the h1's text.
 */
export async function openScreen(page: Page, baseUrl: string, screen: Screen, path: string): Promise<string> {
  await page.goto(`${baseUrl}${path}`, { timeout: SCREEN_TIMEOUT_MS });
  return waitForScreen(page, screen, path);
}

async function describeFailure(page: Page, screen: Screen, path: string): Promise<string> {
  const h1 = await page
    .getByRole('heading', { level: 1 })
    .allInnerTexts()
    .catch(() => []);
  const shown = h1.length > 0 ? `h1 "${h1.join('", "')}"` : 'no h1';
  return `screen "${screen.name}" (${screen.account} at ${path}) could not be reached; the page is at ${new URL(page.url()).pathname} with ${shown}`;
}
