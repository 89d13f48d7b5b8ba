import type { Page } from 'playwright-core';
import { DEMO } from '../support/accounts';
import { setBotCheckMode } from '../support/backOfficePage';
import { expectNoAxeViolations } from './support/axe';
import { expectHeading, waitForBotCheckVerified, waitForHydratedForm } from './support/flows';
import { browserSuite } from './support/suite';

/**
 * Issue 13 §1 "Anyone can lock any customer out", in the browser: the login page after failures — throttled attempts
 * say how long to wait and keep what was typed, the account asks for the bot check (even with it `off`, the widget's
 * token passes), and the right password signs in; the staff sign-in page carries the widget and signs in with the
 * stand-in in `pass` mode. The sandbox trusts `X-Forwarded-For` so the test can fail from other clients, and its
 * clock runs `skewMs` ahead of real time so a delay can pass without waiting.
 */
let skewMs = 0;
/** Trusting `X-Forwarded-For` means the sandbox is reachable from elsewhere: the demo staff passwords are replaced. */
const STAFF_PASSWORD = 'Throttle-e2e-staff-1';
const e2e = browserSuite({ tabPerTest: true, sandbox: { config: { trustProxy: true, staffPassword: STAFF_PASSWORD, now: () => Date.now() + skewMs } } });
const page = (): Page => e2e.tab.page;
const ALERT_TIMEOUT = { timeout: 15_000 };

/** A wrong password for `email` from another client (a different `X-Forwarded-For`), through the API. */
async function failFrom(ip: string, email: string): Promise<void> {
  const res = await fetch(`${e2e.sandbox.baseUrl}/api/v1/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });
  expect(res.status).toBe(400);
}

/** Presses "Sign in" and answers the status of the `token-auth` call it sent. */
async function submit(path: string): Promise<number> {
  const [response] = await Promise.all([
    page().waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(path)),
    page().getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  return response.status();
}

describe('the login page after failed sign-ins (issue 13 §1)', () => {
  it('says how long to wait, keeps the password, and signs the owner in with the bot check the account now needs', async () => {
    const account = DEMO.married;
    // Someone failed from five other addresses: the account now asks for the bot check.
    for (let i = 1; i <= 5; i++) await failFrom(`203.0.113.${i}`, account.email);

    await e2e.openTab();
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'Sign in');
    await page().getByLabel('Email address').fill(account.email);
    await page().getByRole('button', { name: 'Continue', exact: true }).click();
    await page().getByRole('button', { name: 'Sign in with password' }).click();
    await waitForBotCheckVerified(page());

    // The person mistypes four times (each attempt carries the widget's token, so the account's check is passed).
    const password = page().getByLabel('Password', { exact: true });
    await password.fill('Wrong-pass-1');
    for (let i = 0; i < 4; i++) expect(await submit('/api/v1/token-auth/')).toBe(400);
    // The fifth attempt comes too soon: the sentence says how long to wait, and the password is still there.
    expect(await submit('/api/v1/token-auth/')).toBe(429);
    await page().getByRole('alert').getByText('Too many attempts. Try again in 1 second.', { exact: true }).waitFor(ALERT_TIMEOUT);
    expect(await password.inputValue()).toBe('Wrong-pass-1');
    await expectNoAxeViolations(page(), 'login page, throttled');

    // A second later, the right password signs in.
    skewMs += 1_500;
    await password.fill(account.password);
    expect(await submit('/api/v1/token-auth/')).toBe(200);
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
  });
});

describe('the staff sign-in page (issue 13 §1: behind the bot check)', () => {
  it('shows the widget and, with the stand-in in pass mode, signs the staff member in', async () => {
    // Ops switch the mode with the back office's form (its sign-in has no widget).
    await setBotCheckMode(e2e.sandbox.baseUrl, 'pass', { email: 'ops@example.com', password: STAFF_PASSWORD });

    await e2e.openTab();
    await page().goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await expectHeading(page(), 'Staff sign-in');
    await waitForHydratedForm(page());
    await waitForBotCheckVerified(page());
    await expectNoAxeViolations(page(), 'staff sign-in with the bot check');
    await page().getByLabel('Staff email').fill('analyst@example.com');
    await page().getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    expect(await submit('/api/v1/ops/token-auth/')).toBe(200);
    await expectHeading(page(), 'All applications');
  });
});
