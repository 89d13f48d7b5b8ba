import type { Page } from 'playwright-core';
import type { Account } from '../../support/accounts';
import { expectHeading } from './flows';

/**
 * Signs `account` in through the login page (email step → "Sign in with password" → password) and waits for the
 * application home the portal lands on, whose h1 reads `landing` (a funded customer's home is their investment
 * dashboard). Returns the application's uuid from the URL. Tests that are not about signing in open a signed-in page
 * instead (tests/support/signedInPage.ts).
 */
export async function signInThroughLoginPage(page: Page, baseUrl: string, account: Account, landing = 'Your application'): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await expectHeading(page, 'Sign in');
  // The prerendered form is on screen before its code: the email is typed as soon as the field shows, hydrated or not
  // (what is typed meanwhile is kept, tests/e2e/prerender.test.ts); Continue is clicked once enabled (hydrated).
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
  await expectHeading(page, landing);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}
