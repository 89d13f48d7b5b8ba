import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChromium } from '../chromium-path';

/** Flags of every Chromium the bench starts: headless on a server, nothing running in the background to skew timings. */
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh headless Chromium (CHROME_PATH or the system one, scripts/chromium-path.ts); close it when done. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROME_ARGS });
}

/** Session storage entries to put in place before the page's own scripts run (e.g. the `auth-token` JWT, §9). */
export type SessionSeed = Record<string, string>;

/**
 * Puts `session` into session storage of every new document of `origin` before its scripts run (after Lighthouse's
 * storage reset, too). Other origins are left alone.
 */
export async function seedSession(page: Page, origin: string, session: SessionSeed): Promise<void> {
  if (Object.keys(session).length === 0) return;
  await page.evaluateOnNewDocument(
    (only: string, entries: Record<string, string>) => {
      if (location.origin !== only) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    origin,
    session,
  );
}
