import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/client/kernel/storage';
import type { Account } from './accounts';
import { apiSession, apiToken, type ApiSession } from './signIn';

/** What {@link openSignedIn} answers: the uuid of the application the page shows (from its address) and the API as that customer. */
export type SignedIn = { applicationUuid: string; api: ApiSession };

/** How many sessions each page has been given, so each seed script applies once (see {@link seedSessionOnce}). */
const seeds = new WeakMap<Page, number>();

/**
 * Puts `entries` into the session storage of `page` before the portal's first script runs on its next document, and
 * only once: a later sign-out or reload finds what the portal left, as it would after signing in by hand.
 */
export async function seedSessionOnce(page: Page, entries: Record<string, string>): Promise<void> {
  const seq = (seeds.get(page) ?? 0) + 1;
  seeds.set(page, seq);
  await page.addInitScript(
    ({ seq, entries }: { seq: number; entries: Record<string, string> }) => {
      const MARK = 'e2e-session-seed';
      if (Number(sessionStorage.getItem(MARK) ?? 0) >= seq) return;
      sessionStorage.setItem(MARK, String(seq));
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    { seq, entries },
  );
}

/**
 * Opens the portal in `page` signed in as `account` through the API instead of the login page — for tests about what
 * comes after signing in (the tests of signing in use the login page: tests/e2e/support/loginPage.ts). The token goes
 * into the tab's session storage (§9 `auth-token`), as signing in leaves it. Without `path` the page opens `/` and
 * waits for the application page the portal sends the customer to, as after signing in; with `path` it opens that and
 * waits for its h1.
 * @throws Error when the sandbox refuses the credentials.
 */
export async function openSignedIn(page: Page, baseUrl: string, account: Account, path?: string): Promise<SignedIn> {
  const token = await apiToken(baseUrl, account);
  await seedSessionOnce(page, { [STORAGE_KEYS.token]: token });
  await page.goto(`${baseUrl}${path ?? '/'}`);
  if (path === undefined) {
    await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    // The address changes before the application page replaces the landing page ("Opening your account", an h1 of its
    // own), and the application page shows its loading state before its h1: wait for the landing page to go first.
    await page.getByRole('heading', { level: 1, name: 'Opening your account', exact: true }).waitFor({ state: 'detached' });
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { applicationUuid: new URL(page.url()).pathname.split('/')[2] ?? '', api: apiSession(baseUrl, account, token) };
}
