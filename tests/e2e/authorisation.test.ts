import { DEMO } from '../support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { newPage } from './support/browser';
import { arriveAt, expectHeading, STEP_TIMEOUT_MS, waitForHydratedForm } from './support/flows';
import { requestsLeaking, storedJwts } from './support/privacy';
import { browserSuite } from './support/suite';

/** Seeded demo accounts (docs/sandbox.md). */
const SIGNED_IN = DEMO.inProgress;
const STRANGER = DEMO.closed;

/** Signs in through the API as `account` and returns the uuid of their first application (§7 token-auth + list). */
async function firstApplicationUuid(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseUrl}/api/v1/customer/application/`, { headers: { Authorization: `JWT ${token}` } });
  expect(list.status).toBe(200);
  const applications = (await list.json()) as Array<{ uuid: string }>;
  const uuid = applications[0]?.uuid;
  if (!uuid) throw new Error(`${account.email} has no application`);
  return uuid;
}

// Issue 2 §6 (d), spec §2 application page behaviour and §5: an application id that is not a UUID, or an application
// that is not the signed-in person's, sends them to the applicants list; the application pages without a session send
// them to sign in, saying the session expired.
describe('authorisation: whose application a person may open', () => {
  const e2e = browserSuite();
  let ownUuid: string;
  let strangerUuid: string;

  beforeAll(async () => {
    [ownUuid, strangerUuid] = await Promise.all([
      firstApplicationUuid(e2e.sandbox.baseUrl, SIGNED_IN),
      firstApplicationUuid(e2e.sandbox.baseUrl, STRANGER),
    ]);
  });

  it('signs a customer in with their password and shows their own application', async () => {
    const { page } = e2e.tab;
    await page.goto(`${e2e.sandbox.baseUrl}/login`);
    await arriveAt(page, '/login', 'Sign in', 'login, email step');
    await waitForHydratedForm(page);
    await page.getByLabel('Email address').fill(SIGNED_IN.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'login, password step');
    await page.getByLabel('Password', { exact: true }).fill(SIGNED_IN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL((url) => url.pathname === `/applications/${ownUuid}`);
    await expectHeading(page, 'Your application');
    await page.getByRole('list', { name: 'Application stages' }).waitFor();
    await expectNoAxeViolations(page, 'application home of demo.inprogress');
  });

  it("sends a customer who opens another customer's application to their applications list", async () => {
    const { page } = e2e.tab;
    expect(strangerUuid).not.toBe(ownUuid);
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${strangerUuid}`);
    await arriveAt(page, '/applicants', 'Your applications', "applications list after opening someone else's application");
    // Nothing of the other application is shown; the person's own one is listed.
    await page.locator(`a[href="/applications/${ownUuid}"]`).waitFor();
    expect(await page.locator(`a[href="/applications/${strangerUuid}"]`).count()).toBe(0);
  });

  it('sends an id that is not a UUID to the applications list', async () => {
    const { page } = e2e.tab;
    await page.goto(`${e2e.sandbox.baseUrl}/applications/not-a-uuid`);
    await arriveAt(page, '/applicants', 'Your applications', 'applications list after an invalid application id');
    // The invalid id never reached the API.
    expect(e2e.tab.network.filter((entry) => entry.url.includes('not-a-uuid') && entry.url.includes('/api/'))).toEqual([]);
  });

  // Issue 12 §2: a tab that never had a session is asked to sign in; it is not told a session expired.
  it('sends /applications/… without a session to sign in, with "Please sign in"', async () => {
    const anonymous = await newPage(e2e.browser);
    try {
      const { page } = anonymous;
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.goto(`${e2e.sandbox.baseUrl}/applications/${ownUuid}`);
      await arriveAt(page, '/login', 'Sign in', 'login asking to sign in');
      await page.getByText('Please sign in to continue.', { exact: true }).waitFor();
      expect(await page.getByText('Your session has expired. Please sign in again.', { exact: true }).count()).toBe(0);
      expect(await storedJwts(page)).toEqual([]);
      // No application data was requested without a session.
      expect(anonymous.network.filter((entry) => entry.url.includes('/api/v1/customer/application'))).toEqual([]);

      // Signing in from there returns the person to the page they asked for.
      await page.getByLabel('Email address').fill(SIGNED_IN.email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Sign in with password' }).click();
      await page.getByLabel('Password', { exact: true }).fill(SIGNED_IN.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/applications/${ownUuid}`);
      await expectHeading(page, 'Your application');
      expect(anonymous.consoleErrors).toEqual([]);
    } finally {
      await anonymous.close();
    }
  });

  it('never put the token or the email address in a request URL', async () => {
    const tokens = await storedJwts(e2e.tab.page);
    expect(tokens.length).toBeGreaterThan(0);
    const leaks = requestsLeaking(e2e.tab.network, [SIGNED_IN.email, ...tokens]);
    expect(leaks.map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
  });
});
