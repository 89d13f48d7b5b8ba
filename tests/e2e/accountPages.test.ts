import type { Page } from 'playwright-core';
import { getOwnProfile } from '../../src/contract/application';
import { DEMO, type Account } from '../support/accounts';
import { signInWithApi } from '../support/signIn';
import { signInThroughLoginPage } from './support/loginPage';
import { expectFieldError } from './support/fields';
import { arriveAt, expectHeading, followMenuLink, waitForHydratedForm } from './support/flows';
import { isFocused } from './support/keyboard';
import { requestsLeaking, storedJwts } from './support/privacy';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

const NEW_PASSWORD = 'Harbor-lights-42';
const NEW_EMAIL = 'mia.park.home@example.com';
/** A valid US number (§5 phone rule), typed as bare digits. */
const NEW_PHONE_DIGITS = '4159876543';
/** A FAQ the home links to by id (src/domain/help/faqs.ts). */
const FAQ_ID = 'which-files-can-i-upload';

// Issue 4 §1 password task and §5 pages, with (e) on each: Mia Park (demo.magiclink: no password) signs in by an
// emailed link, opens the password task from its URL (/tasks#password focuses it), sets a password and signs in with
// it. On her profile she changes her name and phone (shown (###) ###-####) and her email with the code sent to the new
// address; the API then knows the new email and her session keeps working. She looks at starting another application
// (welcome back, then the address page), the resources and a FAQ linked by id. Every page passes axe and fits 320 px.
describe('account pages: password task, profile with email change, new application, resources and FAQ', () => {
  const e2e = browserSuite();
  let applicationUuid = '';
  let account: Account = { email: DEMO.magicLink.email, password: NEW_PASSWORD };

  const page = (): Page => e2e.tab.page;
  const base = () => `/applications/${applicationUuid}`;
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  const nav = (name: string) => page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name, exact: true });
  const announced = (text: string) => page().getByRole('status').getByText(text, { exact: true }).waitFor();
  /** Runs axe and checks that the page fits 320 px without scrolling sideways. */
  const check = (label: string) => checkScreen(page(), label);
  const ownProfile = async (who: Account) =>
    (await signInWithApi(e2e.sandbox.baseUrl, who)).get(`v1/customer/profile/?application_uuid=${applicationUuid}`, getOwnProfile.response);

  it('signs in with an emailed link (no password yet) and lands on the application home', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'Sign in');
    await waitForHydratedForm(page());
    await page().getByLabel('Email address').fill(DEMO.magicLink.email);
    await button('Continue').click();
    await button('Email me a sign-in link').click();
    await arriveAt(page(), '/login', 'Check your email', 'login, magic link sent', { axe: false });
    await expect.poll(async () => (await e2e.sandbox.outbox(DEMO.magicLink.email)).filter((m) => m.link).length).toBeGreaterThan(0);
    const [message] = (await e2e.sandbox.outbox(DEMO.magicLink.email)).filter((m) => m.link);
    await page().goto(`${e2e.sandbox.baseUrl}${new URL(message?.link ?? '').pathname}`);
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), 'Your application');
    applicationUuid = new URL(page().url()).pathname.split('/')[2] ?? '';
    await page().getByRole('region', { name: 'What’s next' }).getByRole('link').first().waitFor();
    await check('application home (in-progress, magic-link customer)');
  });

  it('/tasks#password focuses the password task (to do: no password yet); a password is set there after its errors', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}${base()}/tasks#password`);
    await expectHeading(page(), 'Your tasks');
    const heading = page().getByRole('heading', { level: 3, name: 'Set a password', exact: true });
    await expect.poll(() => isFocused(heading)()).toBe(true);
    const passwordTask = page().getByRole('listitem', { name: 'Set a password' });
    await passwordTask.getByText('Status: To do', { exact: true }).waitFor();
    await page().getByRole('form', { name: 'Set a password' }).waitFor();
    await check('tasks, password section');

    await button('Set password').click();
    await expectFieldError(page(), 'New password', 'Enter a password');
    await page().getByLabel('New password', { exact: true }).fill('short');
    await page().getByLabel('Confirm new password', { exact: true }).fill('short');
    await button('Set password').click();
    await expectFieldError(page(), 'New password', 'Use at least 8 characters');
    await page().getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page().getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await button('Set password').click();
    await expectFieldError(page(), 'Confirm new password', 'The passwords do not match');
    await check('tasks, password form with an error');

    await page().getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await button('Set password').click();
    await page().getByText('Your password is set. You can now sign in with it.', { exact: true }).waitFor();
    await expect.poll(() => isFocused(heading)()).toBe(true);
    // The password task is done (its row is now in the Done group).
    await page().getByRole('region', { name: /^Done \(\d+\)$/ }).getByRole('listitem', { name: 'Set a password' }).getByText('Status: Done', { exact: true }).waitFor();
    await check('tasks, password set');
  });

  it('signs out and back in through the login page with the new password', async () => {
    await followMenuLink(page(), 'Sign out');
    await expectHeading(page(), 'Sign in');
    expect(await signInThroughLoginPage(page(), e2e.sandbox.baseUrl, account)).toBe(applicationUuid);
  });

  it('profile: changes the name, and the phone shows as (###) ###-####', async () => {
    await followMenuLink(page(), 'Profile');
    await expectHeading(page(), 'Your profile');
    const before = await ownProfile(account);
    const phoneCard = page().getByRole('region', { name: 'Phone number' });
    const shownPhone = (await phoneCard.getByRole('paragraph').first().innerText()).trim();
    expect(shownPhone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(shownPhone.replace(/\D/g, '')).toBe((before.phone ?? '').replace(/\D/g, '').slice(-10));
    await check('profile');

    await button('Edit name').click();
    const first = page().getByLabel('First name', { exact: true });
    await expect.poll(() => isFocused(first)()).toBe(true);
    await check('profile, name form open');
    await first.fill('Mina');
    await button('Save name').click();
    await announced('Your name was saved.');
    await page().getByRole('region', { name: 'Your name' }).getByText(`Mina ${before.last_name}`).waitFor();
    expect((await ownProfile(account)).first_name).toBe('Mina');

    await button('Change phone number').click();
    await page().getByRole('textbox', { name: 'Phone number', exact: true }).fill(NEW_PHONE_DIGITS);
    await button('Save phone number').click();
    await announced('Your phone number was saved.');
    await phoneCard.getByText('(415) 987-6543', { exact: true }).waitFor();
    expect(((await ownProfile(account)).phone ?? '').replace(/\D/g, '').slice(-10)).toBe(NEW_PHONE_DIGITS);
  });

  it('profile: changes the email with the code sent to the new address; the API knows it and the session keeps working', async () => {
    await button('Change email').click();
    await page().getByLabel('New email address', { exact: true }).fill(NEW_EMAIL);
    const changeRequest = page().waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/customer/change-email/');
    await button('Send code').click();
    // §7 change-email: the JWT goes in the Authorization header only, never in the body.
    const started = await changeRequest;
    expect(started.method()).toBe('POST');
    expect(started.postDataJSON()).toEqual({ new_email: NEW_EMAIL });
    expect((await started.allHeaders()).authorization).toMatch(/^JWT eyJ/);
    const code = page().getByLabel('6-digit code', { exact: true });
    await code.waitFor();
    await check('profile, email code step');
    await expect.poll(async () => (await e2e.sandbox.outbox(NEW_EMAIL)).filter((m) => m.code).length).toBeGreaterThan(0);
    const [message] = (await e2e.sandbox.outbox(NEW_EMAIL)).filter((m) => m.code);
    await code.fill('12345');
    await button('Confirm new email').click();
    await expectFieldError(page(), '6-digit code', 'Enter the 6-digit code');
    await code.fill(message?.code ?? '');
    const updateRequest = page().waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/customer/update-email/');
    await button('Confirm new email').click();
    const updated = await updateRequest;
    expect(updated.method()).toBe('PATCH');
    expect(updated.postDataJSON()).toEqual({ new_email: NEW_EMAIL, verification_code: message?.code });
    expect((await updated.allHeaders()).authorization).toMatch(/^JWT eyJ/);
    await announced('Your email address was changed. Use it the next time you sign in.');
    await page().getByRole('region', { name: 'Email address' }).getByText(NEW_EMAIL, { exact: true }).waitFor();

    // The sandbox knows the person by the new address only.
    account = { email: NEW_EMAIL, password: NEW_PASSWORD };
    expect((await ownProfile(account)).email).toBe(NEW_EMAIL);
    const old = await fetch(`${e2e.sandbox.baseUrl}/api/v1/token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.magicLink.email, password: NEW_PASSWORD }),
    });
    expect(old.ok).toBe(false);

    // The tab's session carries on (its token was replaced), also after a reload.
    await page().reload();
    await expectHeading(page(), 'Your profile');
    await page().getByRole('region', { name: 'Email address' }).getByText(NEW_EMAIL, { exact: true }).waitFor();
    await nav('Tasks').click();
    await expectHeading(page(), 'Your tasks');
    await page().getByRole('heading', { level: 2, name: /^Done \(\d+\)$/ }).waitFor();
  });

  it('new application: the welcome-back page and the address page', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}${base()}/new-application`);
    await expectHeading(page(), 'Welcome back, Mina');
    await page().getByRole('heading', { level: 2, name: 'What carries over' }).waitFor();
    await check('new application, welcome back');
    await page().getByRole('link', { name: 'Start', exact: true }).click();
    await page().waitForURL((url) => url.pathname === `${base()}/new-application/address`);
    await expectHeading(page(), 'Tell us about the home');
    await page().getByLabel('Street address', { exact: true }).waitFor();
    await check('new application, address');
    await button('Start application').click();
    await page().getByLabel('Street address', { exact: true }).and(page().locator('[aria-invalid="true"]')).waitFor();
    await check('new application, address with errors');
  });

  it('resources, and a FAQ linked by id that takes focus', async () => {
    await followMenuLink(page(), 'Resources');
    await expectHeading(page(), 'Resources');
    for (const section of ['Contact your team', 'Guides', 'Glossary']) await page().getByRole('heading', { level: 2, name: section }).waitFor();
    await check('resources');

    await page().goto(`${e2e.sandbox.baseUrl}${base()}/faq#${FAQ_ID}`);
    await expectHeading(page(), 'Frequently asked questions');
    const question = page().locator(`h2[id="${FAQ_ID}"]`);
    await expect.poll(() => isFocused(question)()).toBe(true);
    await page().getByRole('navigation', { name: 'Questions on this page' }).waitFor();
    await check('faq, arrived at a question by its id');
  });

  it('logged no console errors and put neither a token nor an email address in any request URL', async () => {
    expect(e2e.tab.consoleErrors).toEqual([]);
    const secrets = [DEMO.magicLink.email, NEW_EMAIL, NEW_PASSWORD, ...(await storedJwts(page()))];
    expect(requestsLeaking(e2e.tab.network, secrets).map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
    expect(e2e.tab.network.some((entry) => entry.url.includes('/api/v1/customer/update-email/'))).toBe(true);
  });
});
