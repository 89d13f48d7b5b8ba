import { expectNoAxeViolations } from './support/axe';
import { answerPropertyPages, arriveAt, chooseAndContinue, expectHeading, followMenuLink, QUALIFYING_ANSWERS } from './support/flows';
import { focusedIs, tabTo } from './support/keyboard';
import { requestsLeaking, storedJwts } from './support/privacy';
import { browserSuite } from './support/suite';

// Issue 2 §6 (a): a new homeowner signs up through the public funnel (§2), verifies their email with the emailed
// code, creates their account, signs out, signs back in with a magic link and lands on their application at the
// first customer stage (§4 in-progress, progress 1 of 20). One browser page walks the whole story, so the steps
// below run in order and share it.
describe('funnel: sign up, create the account, sign in again by magic link', () => {
  const EMAIL = 'rosa.alvarez@example.com';
  const PASSWORD = 'Tulip-garden-42';
  const e2e = browserSuite();
  const tokensSeen = new Set<string>();
  let applicationPath = '';


  const rememberTokens = async () => {
    for (const token of await storedJwts(e2e.tab.page)) tokensSeen.add(token);
  };

  it('qualifies a Manhattan home and reaches the contact page', async () => {
    const reached = await answerPropertyPages(e2e.tab.page, e2e.sandbox.baseUrl, QUALIFYING_ANSWERS);
    expect(reached).toBe('/personal_details_name_contact');
  });

  it('sends a 6-digit code to the email given and accepts it', async () => {
    const { page } = e2e.tab;
    await arriveAt(page, '/personal_details_name_contact', 'Tell us about yourself', 'name and contact');
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Alvarez');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await arriveAt(page, '/email_verification', 'Check your email', 'email verification, code sent');
    await expect.poll(async () => (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code).length).toBeGreaterThan(0);
    const [latest] = (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code);
    expect(latest?.code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(latest?.code ?? '');
    await page.getByRole('button', { name: 'Verify email' }).click();
  });

  it('takes the phone number by keyboard alone (Tab to the field, type, Enter submits)', async () => {
    const { page } = e2e.tab;
    await arriveAt(page, '/personal_details_phone', 'What is your phone number?', 'phone number');
    await tabTo(page, focusedIs(page, 'Phone number'));
    await page.keyboard.type('2124567890');
    await page.keyboard.press('Enter');
    await arriveAt(page, '/applicants', 'Who owns the home?', 'who owns the home');
  });

  it('creates the account and sets a password', async () => {
    const { page } = e2e.tab;
    await chooseAndContinue(page, 'Owners of the home', 'Only me', 'Create my account');
    await page.waitForURL((url) => url.pathname.startsWith('/create-user/'));
    await expectHeading(page, 'Create your account');
    await expectNoAxeViolations(page, 'create your account');
    await rememberTokens();
    expect(tokensSeen.size).toBeGreaterThan(0);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/applications/'));
    applicationPath = new URL(page.url()).pathname;
    await expectHeading(page, 'Your application');
    await page.getByRole('list', { name: 'Application stages' }).waitFor();
    await rememberTokens();

    // The password was really stored: the API accepts it for this email.
    const login = await fetch(`${e2e.sandbox.baseUrl}/api/v1/token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
  });

  it('signs out to the login page', async () => {
    const { page } = e2e.tab;
    await followMenuLink(page, 'Sign out');
    await arriveAt(page, '/login', 'Sign in', 'login, email step after signing out');
    await page.getByText('You have signed out.').waitFor();
    expect(await storedJwts(page)).toEqual([]);
  });

  it('signs in with an emailed magic link and sees the application at stage in-progress', async () => {
    const { page } = e2e.tab;
    await page.getByLabel('Email address').fill(EMAIL);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    await expectNoAxeViolations(page, 'login, method step');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await arriveAt(page, '/login', 'Check your email', 'login, magic link sent');

    await expect.poll(async () => (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.link).length).toBeGreaterThan(0);
    const [message] = (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.link);
    const link = new URL(message?.link ?? '');
    expect(link.pathname).toMatch(/^\/login\/[\w-]+$/);
    await page.goto(`${e2e.sandbox.baseUrl}${link.pathname}`);

    await page.waitForURL((url) => url.pathname.startsWith('/applications/'));
    expect(new URL(page.url()).pathname).toBe(applicationPath);
    await expectHeading(page, 'Your application');
    const stageSection = page.getByRole('region', { name: 'Where your application is' });
    await stageSection.getByText('In progress', { exact: true }).waitFor();
    // The stage tracker names the first milestone as the current step (a filled circle drawn by CSS), the rest still to come.
    const stages = stageSection.getByRole('list', { name: 'Application stages' });
    await expect.poll(async () => (await stages.locator('[aria-current="step"]').innerText()).replace(/\s+/g, ' ').trim()).toBe('In progress (current step)');
    expect(await stages.getByRole('listitem').count()).toBe(11);
    expect((await stages.getByRole('listitem').last().innerText()).replace(/\s+/g, ' ').trim()).toBe('Closed (not started)');
    for (const section of ['Your property', 'Where your application is', 'Your tasks', 'Your team']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await page.getByText('350 Fifth Avenue').first().waitFor();
    await expectNoAxeViolations(page, 'application home (in-progress)');
    await rememberTokens();
  });

  it('logged no console errors and put neither the JWT nor the email in any request URL', () => {
    expect(e2e.tab.consoleErrors).toEqual([]);
    expect(tokensSeen.size).toBeGreaterThan(0);
    const leaks = requestsLeaking(e2e.tab.network, [EMAIL, ...tokensSeen]);
    expect(leaks.map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
    // The network log really holds the funnel's API traffic (a vacuous scan would pass with an empty log).
    expect(e2e.tab.network.some((entry) => entry.url.includes('/api/v1/customer/signup/'))).toBe(true);
  });
});
