import { DEMO } from '../support/accounts';
import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughLoginPage } from './support/loginPage';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** A seeded in-progress customer (docs/sandbox.md "Demo accounts"). */
const CUSTOMER = DEMO.inProgress;
/**
 * The test sandbox's token life, s (`tokenTtlS`, env SANDBOX_TOKEN_TTL_S in `npm run sandbox`): short, so the portal's
 * refresh comes halfway through (10 s) and the first token expires within the test.
 */
const TOKEN_TTL_S = 20;
/**
 * How far the sandbox's clock runs ahead of the real time, ms. The first test moves it with the page's clock
 * ({@link passTime}), so the token's life passes on both sides without being waited for.
 */
let aheadMs = 0;

/**
 * Moves the page's clock (the suite's, installed before its first document) and the sandbox's `ms` ahead together: each of the
 * page's timers due meanwhile fires once (Playwright's `clock.fastForward`), and the sandbox signs and checks tokens at
 * the new time.
 */
async function passTime(page: Page, ms: number): Promise<void> {
  aheadMs += ms;
  await page.clock.fastForward(ms);
}

/** The token the portal holds in session storage (§9 key `auth-token`), or null. */
const storedToken = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('auth-token'));

/** `exp` of a JWT, ms since the epoch. */
const expiresAtMs = (token: string | null) => Number(decodeJwt(token ?? '').exp) * 1000;

// Issue 12 §2 and §6: the token is refreshed before `exp` while the person is active; a page that needs a session
// opened in a tab that never had one asks to sign in; the magic-link and sign-out pages pass axe.
describe('session: token refresh and sign-in notices', () => {
  const e2e = browserSuite({ clock: true, sandbox: { config: { tokenTtlS: TOKEN_TTL_S, now: () => Date.now() + aheadMs } } });
  let applicationUuid = '';

  it('keeps an active customer signed in past the first token’s expiry: the refreshed token is used by the next call', async () => {
    const { page } = e2e.tab;
    applicationUuid = await signInThroughLoginPage(page, e2e.sandbox.baseUrl, CUSTOMER);
    const first = await storedToken(page);
    const firstExpiry = expiresAtMs(first);

    // The person signed in a moment ago (keys, clicks): halfway through the token's life the portal refreshes it.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/token-refresh/'));
    await passTime(page, (TOKEN_TTL_S * 1000) / 2);
    expect((await refreshed).status()).toBe(200);
    // Past the first token's exp on both clocks, then use the portal.
    await passTime(page, (TOKEN_TTL_S * 1000) / 2 + 1_000);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(firstExpiry);
    const second = await storedToken(page);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(expiresAtMs(second)).toBeGreaterThan(firstExpiry);
    expect(new URL(page.url()).pathname).toBe(`/applications/${applicationUuid}`);

    // The next API calls carry the refreshed token and succeed: the documents page loads its data.
    const documents = page.waitForResponse((r) => /\/api\/v1\/customer\/application\/[0-9a-f-]{36}\/documents/.test(r.url()) && r.request().method() === 'GET');
    await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await expectHeading(page, 'Your documents');
    const answer = await documents;
    expect(answer.status()).toBe(200);
    // The refreshed token (or, on a slow machine, the next refresh of it): never the expired first one.
    const sentToken = (await answer.request().headerValue('authorization'))?.replace(/^JWT /, '') ?? null;
    expect(sentToken).not.toBe(first);
    expect(expiresAtMs(sentToken)).toBeGreaterThanOrEqual(expiresAtMs(second));
    // A reload restores the refreshed token; the home loads with it (no sign-in page).
    await page.reload();
    await expectHeading(page, 'Your documents');
    expect(new URL(page.url()).pathname).toBe(`/applications/${applicationUuid}/documents`);
  });

  it('asks a new tab without a session to sign in — it does not say the session expired', async () => {
    const { page } = await e2e.openTab();
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/applications/${applicationUuid}`);
    await expectHeading(page, 'Sign in');
    await page.getByText('Please sign in to continue.', { exact: true }).waitFor();
    expect(await page.getByText('Your session has expired', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, 'login page asking a new tab to sign in');
  });

  it('tells a co-owner signed in with their own email whose application it is (activeAppDiffersEmailMessage)', async () => {
    const { page } = await e2e.openTab();
    await signInThroughLoginPage(page, e2e.sandbox.baseUrl, DEMO.coOwner);
    const notice = page.getByRole('status').filter({ hasText: 'Signed in with another email address' });
    await notice.getByText(/^You are signed in as demo\.coowner@example\.com\. This is .+’s application, which you are on as a co-owner;/).waitFor();
    expect(await notice.textContent()).not.toContain('demo.underreview@example.com');
    await expectNoAxeViolations(page, 'application home with the sign-in email notice');
    // The applicant herself sees no such notice.
    const applicant = await e2e.openTab();
    await signInThroughLoginPage(applicant.page, e2e.sandbox.baseUrl, DEMO.underReview);
    expect(await applicant.page.getByText('Signed in with another email address').count()).toBe(0);
  });

  it('explains a used or unknown magic link (axe: zero violations)', async () => {
    const { page } = await e2e.openTab();
    await page.goto(`${e2e.sandbox.baseUrl}/login/not-a-real-link-key`);
    await page.getByText('This sign-in link has already been used or has expired.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).waitFor();
    await expectNoAxeViolations(page, 'magic-link page, unusable link');
  });

  it('signs out from /logout and confirms it on the login page (axe: zero violations)', async () => {
    const { page } = await e2e.openTab();
    await signInThroughLoginPage(page, e2e.sandbox.baseUrl, CUSTOMER);
    await page.goto(`${e2e.sandbox.baseUrl}/logout?q=signed-out`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('You have signed out.', { exact: true }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page, 'sign-out: the login page after /logout');
    // A page that needs a session now asks to sign in (nothing expired: the person signed out).
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}`);
    await page.getByText('Please sign in to continue.', { exact: true }).waitFor();
  });
});
