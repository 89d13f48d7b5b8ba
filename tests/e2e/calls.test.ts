import type { Page } from 'playwright-core';
import { listApplications } from '../../src/contract/application';
import { getLicensingData } from '../../src/contract/licensing';
import { CODE_ACCEPTED_TEXT, CODE_REFUSED_TEXT } from '../../src/client/features/funnel/views/CodeCheckStatus';
import { UNDER_AGREEMENT_TEXT } from '../../src/client/features/newApplication/formErrors';
import { licenseText } from '../../src/domain/licensing';
import { PROPERTY_TYPE_LABELS, PROPERTY_USAGE_LABELS } from '../../src/domain/validation/options';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { signInThroughLoginPage } from './support/loginPage';
import { newPage } from './support/browser';
import { answerPropertyPages, arriveAt, expectHeading, QUALIFYING_ANSWERS, waitForHydratedForm } from './support/flows';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

// Issue 12 §3 calls, as a person meets them:
// (a) Lena gives her email in the funnel; a wrong code typed on the verification page is refused as she types it;
//     the link in the verification email, opened in a new tab, says what the code is for (email masked) and shows it;
//     opened where she started, it fills the code in and the as-typed check accepts it; she continues.
// (b) Evan forgot his password: "Forgot your password?" emails a link; it opens the password page, he chooses a new
//     one and signs in with it; the spent link says so and emails a new one (create-change-password-link).
// (c) His application's footer shows the provider's NMLS id and its licence for his home's state, and the resources
//     page lists the licences.
// (d) Farah (funded) starts a new application for the home she already has an investment on: is-service-agreement
//     sends her to her investment dashboard instead. axe finds nothing on each of these screens; nothing scrolls
//     sideways at 320 px.
describe('issue 12 calls: verification link and as-typed check, password link, licensing disclosures', () => {
  const EMAIL = 'lena.fischer@example.com';
  const NEW_PASSWORD = 'Harbour-lights-7';
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  const button = (name: string) => page().getByRole('button', { name, exact: true });

  /** axe at 1280 px, and no sideways scrolling at 320 px (back to 1280 px after). */
  const check = (label: string, on: Page = page()) => checkScreen(on, label);
  /** The verification link in the latest code email to EMAIL, and its code. */
  const latestCodeEmail = async () => {
    await expect.poll(async () => (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code).length).toBeGreaterThan(0);
    const mail = (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code).pop();
    const link = /https?:\/\/\S+\/email_verification\?code=\d{6}/.exec(mail?.text ?? '')?.[0] ?? '';
    return { code: mail?.code ?? '', link };
  };

  it('(a) refuses a wrong code as it is typed, with a clear message', async () => {
    await answerPropertyPages(page(), e2e.sandbox.baseUrl, QUALIFYING_ANSWERS, { axe: false });
    await arriveAt(page(), '/personal_details_name_contact', 'Tell us about yourself', 'name and contact', { axe: false });
    await page().getByLabel('First name').fill('Lena');
    await page().getByLabel('Last name').fill('Fischer');
    await page().getByLabel('Email', { exact: true }).fill(EMAIL);
    await button('Continue').click();
    await arriveAt(page(), '/email_verification', 'Check your email', 'email verification', { axe: false });
    const { code } = await latestCodeEmail();
    const wrong = code === '000000' ? '111111' : '000000';
    await page().getByLabel('Verification code').fill(wrong);
    await expect.poll(() => page().getByRole('alert').filter({ hasText: CODE_REFUSED_TEXT }).count()).toBe(1);
    await check('verification page, wrong code refused as typed');
    // Still on the page, what was typed kept.
    expect(await page().getByLabel('Verification code').inputValue()).toBe(wrong);
  });

  it('(a) the email link in a new tab says what the code is for and shows it, without the funnel answers', async () => {
    const { code, link } = await latestCodeEmail();
    expect(link).toContain(`/email_verification?code=${code}`);
    const other = await newPage(e2e.browser);
    try {
      await other.page.goto(link);
      await expectHeading(other.page, 'Check your email');
      await other.page.getByText('Your code for l***@example.com').waitFor();
      await other.page.getByText(code, { exact: true }).waitFor();
      // The code is dropped from the address bar (history, shared links).
      await other.page.waitForURL((url) => url.search === '');
      await check('verification link opened in a new tab', other.page);
    } finally {
      await other.close();
    }
  });

  it('(a) the link opened where she started fills the code in; the as-typed check accepts it; she continues', async () => {
    const { code, link } = await latestCodeEmail();
    const path = new URL(link).pathname + new URL(link).search;
    // Opening the link in this tab: the single-page app's own navigation (the funnel's answers are kept in memory).
    await page().evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => page().getByLabel('Verification code').inputValue()).toBe(code);
    await page().getByRole('status').filter({ hasText: CODE_ACCEPTED_TEXT }).waitFor();
    expect(new URL(page().url()).search).toBe('');
    await check('verification page, code from the link accepted');
    await button('Verify email').click();
    await arriveAt(page(), '/personal_details_phone', 'What is your phone number?', 'phone number', { axe: false });
  });

  it('(b) "Forgot your password?" emails a link that sets a new password; the spent link emails a new one', async () => {
    const email = DEMO.estimate.email;
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'Sign in');
    await waitForHydratedForm(page());
    await page().getByLabel('Email address').fill(email);
    await button('Continue').click();
    await button('Sign in with password').click();
    // By keyboard: leaving the empty password field shows its message, which moves the link under a pointer.
    await button('Forgot your password?').focus();
    await page().keyboard.press('Enter');
    await button('Send reset link').click();
    await page().getByText('we have emailed a link to choose a new password').waitFor();
    await expect.poll(async () => (await e2e.sandbox.outbox(email)).filter((m) => m.link?.includes('/password/')).length).toBe(1);
    const link = (await e2e.sandbox.outbox(email)).find((m) => m.link?.includes('/password/'))?.link ?? '';

    await page().goto(link);
    await expectHeading(page(), 'Choose a new password');
    await check('password page from the emailed link');
    await page().getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page().getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await button('Save new password').click();
    await expectHeading(page(), 'Your password was changed');
    await signInThroughLoginPage(page(), e2e.sandbox.baseUrl, { email, password: NEW_PASSWORD });

    await page().goto(link);
    await expectHeading(page(), "This link can't be used");
    await page().getByLabel('Email address').fill(email);
    await button('Email me a new link').click();
    await page().getByText('we have emailed a new link to choose a password').waitFor();
    await check('spent password link, new link sent');
    await expect.poll(async () => (await e2e.sandbox.outbox(email)).filter((m) => m.link?.includes('/password/')).length).toBe(2);
  });

  it('(c) the application footer and the resources page show the licensing disclosures', async () => {
    const account = { email: DEMO.estimate.email, password: NEW_PASSWORD };
    const api = await signInWithApi(e2e.sandbox.baseUrl, account);
    const [application] = await api.get('v1/customer/application/', listApplications.response);
    const state = application?.property.address.state ?? '';
    const licensing = await api.get(`v1/customer/licensing/?state=${state}`, getLicensingData.response);
    const license = licensing.licenses[0];
    expect(license?.state).toBe(state);

    await openSignedIn(page(), e2e.sandbox.baseUrl, account);
    const footer = page().getByRole('contentinfo');
    await footer.getByText(`NMLS ID ${licensing.nmls_id}`).waitFor();
    await footer.getByText(license ? licenseText(license) : 'missing licence').waitFor();
    expect(await footer.getByRole('link', { name: /NMLS Consumer Access/ }).getAttribute('href')).toBe(licensing.consumer_access_url);
    await check('application home with the licensing footer');

    await page().goto(`${e2e.sandbox.baseUrl}/applications/${application?.uuid ?? ''}/resources`);
    await expectHeading(page(), 'Resources');
    const section = page().getByRole('region', { name: 'Licensing' });
    await section.getByText(`NMLS ID ${licensing.nmls_id}`).waitFor();
    await section.getByText('Licences in every state').click();
    await section.getByRole('listitem').filter({ hasText: 'California Financing Law License' }).waitFor();
    await check('resources page with the licences');
  });

  it('(d) a new application for a home already under a service agreement points to its investment dashboard', async () => {
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.funded);
    const funded = (await api.get('v1/customer/application/', listApplications.response)).find((a) => a.stage === 'closed-won');
    const home = funded?.property;
    const address = home?.address;
    // Signed in as her (through the API); a funded customer lands on the investment dashboard.
    await page().goto(`${e2e.sandbox.baseUrl}/logout`);
    await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.funded);
    await expectHeading(page(), 'Your Home Equity Investment');
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${funded?.uuid ?? ''}/new-application/address`);
    await page().getByLabel('Street address', { exact: true }).fill(address?.street ?? '');
    if (address?.unit_number) await page().getByLabel('Unit number', { exact: true }).fill(address.unit_number);
    await page().getByLabel('City', { exact: true }).fill(address?.city ?? '');
    await page().getByLabel('State', { exact: true }).selectOption(address?.state ?? '');
    await page().getByLabel('ZIP code', { exact: true }).fill(address?.zip_code ?? '');
    await page().getByRole('radio', { name: PROPERTY_TYPE_LABELS[home?.property_type ?? 'single-family-detached'], exact: true }).check();
    await page().getByRole('radio', { name: PROPERTY_USAGE_LABELS[home?.property_usage ?? 'principal-residence'], exact: true }).check();
    await page().getByLabel('Estimated home value', { exact: true }).fill('800000');
    await button('Start application').click();
    await page().getByRole('alert').filter({ hasText: UNDER_AGREEMENT_TEXT }).waitFor();
    await check('new application for a funded home');
    await page().getByRole('link', { name: 'See your investment dashboard' }).click();
    await expectHeading(page(), 'Your Home Equity Investment');
  });
});
