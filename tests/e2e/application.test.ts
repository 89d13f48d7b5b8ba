import type { Page } from 'playwright-core';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, fieldState, horizontalOverflow } from './support/fields';
import { expectHeading } from './support/flows';
import { requestsLeaking } from './support/privacy';
import { browserSuite } from './support/suite';

/** The SSN Grace types (a valid-looking number nobody else in the sandbox has), and its bare digits. */
const SSN_TYPED = '287-65-4321';
const SSN_DIGITS = '287654321';
/** The mortgage payment (USD) Grace corrects in the wizard (the credit report's figure is an estimate). */
const MONTHLY_PAYMENT = 2_095;
const SPOUSE = { first: 'Daniel', last: 'Harper', email: 'daniel.harper@example.com', birthDate: '1977-03-02' };

/**
 * The sandbox clock, held still while the test looks at the credit check in progress (axe needs a page that does not
 * change under it), then let go so the pull finishes `creditPullDelayMs` later — no fixed sleep, no race.
 */
let heldAt: number | null = null;
const sandboxNow = () => heldAt ?? Date.now();

// Issue 3 §6 (a), with (e) on the way: Grace Harper (demo.married: nothing answered yet, a mortgage on her credit
// report) signs in, goes through the whole qualification wizard and every section — her declarations, her spouse
// Daniel's (added on the way, on the title), and the ownership "Me and my spouse" — reloads the tab mid-section
// without losing a thing, and submits. Every stage and section is checked with axe, also with its field errors
// showing. At the end the sandbox API must hold exactly what she entered, and the SSN must never have appeared in a
// URL, in storage or on the console. One page walks the story, so the steps run in order and share it.
describe('application: a married applicant completes the wizard and every section, then submits', () => {
  const e2e = browserSuite({ sandbox: { config: { creditPullDelayMs: 1_500, now: sandboxNow } } });
  const consoleLines: string[] = [];
  const storageSnapshots: string[] = [];
  let applicationUuid = '';

  const page = (): Page => e2e.tab.page;
  const click = (name: string) => page().getByRole('button', { name, exact: true }).click();
  const radio = (group: string | RegExp, name: string | RegExp) =>
    page().getByRole('group', { name: group }).getByRole('radio', { name, exact: typeof name === 'string' ? true : undefined });
  /** Waits for the page's h1 and runs axe on it. */
  const arrive = async (heading: string, label: string) => {
    await expectHeading(page(), heading);
    await expectNoAxeViolations(page(), label);
  };
  /** Everything the tab keeps in session and local storage, as one string (checked for the SSN at the end). */
  const snapshotStorage = async () => {
    storageSnapshots.push(
      await page().evaluate(() =>
        [window.sessionStorage, window.localStorage]
          .flatMap((store) => Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i) ?? '')}`))
          .join('\n'),
      ),
    );
  };
  const sectionPath = (section: string) => `/applications/${applicationUuid}/sections/${section}`;
  const waitForSection = async (section: string, heading: string) => {
    await page().waitForURL((url) => url.pathname === sectionPath(section));
    await expectHeading(page(), heading);
  };
  /** Presses "Save and continue" on an empty form and checks the errors it shows, with axe. */
  const submitEmpty = async (label: string, firstError: { field: string; message: string } | { text: string }) => {
    await click('Save and continue');
    if ('field' in firstError) await expectFieldError(page(), firstError.field, firstError.message);
    else await page().getByText(firstError.text, { exact: true }).first().waitFor();
    await expectNoAxeViolations(page(), `${label} with field errors`);
  };
  /** Narrows the tab to 320 px (a small phone) and checks the page still fits without scrolling sideways. */
  const expectNoHorizontalScrollAt320 = async () => {
    await page().setViewportSize({ width: 320, height: 640 });
    try {
      expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
    } finally {
      await page().setViewportSize({ width: 1280, height: 720 });
    }
  };
  const saved = () => page().getByText('All changes saved', { exact: true }).waitFor();
  /** Presses Continue on a declarations question left unanswered and checks its error, with axe. */
  const continueUnanswered = async (label: string) => {
    await click('Continue');
    await page().getByText('Choose an answer to continue.', { exact: true }).waitFor();
    await expectNoAxeViolations(page(), `${label} with an error`);
  };

  beforeAll(() => {
    e2e.tab.page.on('console', (message) => consoleLines.push(message.text()));
  });

  // ---- Qualification wizard ----

  it('signs in and starts the qualification questions: credit authorization and consents', async () => {
    applicationUuid = (await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.married)).applicationUuid;
    await page().getByRole('link', { name: 'Start the qualification questions' }).click();
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/qualification`);
    await arrive('Authorize a soft credit check', 'wizard: authorize-credit');
    await click('Continue');

    await arrive('Your consent', 'wizard: user-consent-statements');
    await click('Continue');
    expect(await expectFieldError(page(), 'I agree to the credit consent', 'Please tick this box to give your consent.')).toBe('on');
    await expectFieldError(page(), 'I agree to the telephone consent', 'Please tick this box to give your consent.');
    await expectNoAxeViolations(page(), 'wizard: consents with errors');
    await page().getByLabel('I agree to the credit consent').check();
    await page().getByLabel('I agree to the telephone consent').check();
    await click('Continue');
  });

  it('confirms the phone number (prefilled) after the §5 message for an empty one', async () => {
    await arrive('Confirm your phone number', 'wizard: phone-request');
    const phone = page().getByLabel('Phone number');
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe('4254561023');
    await phone.fill('');
    await click('Continue');
    await expectFieldError(page(), 'Phone number', 'Telephone is required');
    await expectNoAxeViolations(page(), 'wizard: phone with an error');
    await phone.fill('(425) 456-1023');
    await click('Continue');
  });

  it('takes the SSN in a masked field and checks the credit while the page says so', async () => {
    await arrive('Verify your identity', 'wizard: ssn-request');
    const ssn = page().getByLabel('Social Security number', { exact: true });
    expect(await ssn.getAttribute('type')).toBe('password');
    await click('Continue');
    await expectFieldError(page(), 'Social Security number', 'Enter your Social Security number');
    await expectNoAxeViolations(page(), 'wizard: SSN with an error');
    await ssn.fill(SSN_TYPED);
    expect(await ssn.getAttribute('type')).toBe('password');
    await snapshotStorage();

    heldAt = Date.now();
    await click('Continue');
    await arrive('Checking your credit', 'wizard: wait-request');
    await snapshotStorage();
    heldAt = null;
    await arrive('Mortgages on your home', 'wizard: has-mortgages');
  });

  it('has mortgages: identifies the tradeline on the credit report and gives its details', async () => {
    await click('Next');
    await page().getByText('Please choose Yes or No.', { exact: true }).waitFor();
    await expectNoAxeViolations(page(), 'wizard: has-mortgages with an error');
    await radio('Do you have a mortgage on this home?', 'Yes').check();
    await click('Next');

    await arrive('Which mortgages are on this home?', 'wizard: mortgages');
    await click('Next');
    await expectFieldError(page(), 'I confirm this is the complete list of mortgages on this home', 'Please confirm that this is the complete list of mortgages on your home.');
    await expectNoAxeViolations(page(), 'wizard: mortgages with errors');
    await page().getByLabel('The Sandbox Home Loans mortgage is on this home').check();
    await page().getByLabel('I confirm this is the complete list of mortgages on this home').check();
    await click('Next');

    await arrive('Your mortgage', 'wizard: mortgage-details');
    expect(await fieldState(page(), 'Lender')).toMatchObject({ value: 'Sandbox Home Loans' });
    expect(await page().getByLabel('Balance left to pay').inputValue()).toBe('310,000');
    await click('Next');
    await expectFieldError(page(), 'Type of mortgage', 'This field is required');
    await expectNoAxeViolations(page(), 'wizard: mortgage-details with an error');
    await page().getByLabel('Monthly payment').fill(String(MONTHLY_PAYMENT));
    await page().getByLabel('Type of mortgage').selectOption({ label: 'Conventional' });
    await click('Next');

    await arrive('Qualification complete', 'wizard: completed');
    await page().getByRole('link', { name: 'Continue to your application' }).click();
  });

  // ---- Sections ----

  it('shows the form overview with the qualification done, without horizontal scrolling at 320 px', async () => {
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/sections`);
    await arrive('Your application form', 'sections overview');
    await page().getByRole('region', { name: 'Qualification questions' }).getByText('Complete', { exact: true }).waitFor();
    await expectNoHorizontalScrollAt320();
    await page().getByRole('link', { name: 'Start Personal information' }).click();
  });

  it('personal information', async () => {
    await waitForSection('personal-information', 'Personal information');
    await expectNoAxeViolations(page(), 'personal information');
    await submitEmpty('personal information', { field: 'First name', message: 'This field is required' });
    await expectNoHorizontalScrollAt320();
    await page().getByLabel('First name').fill('Grace');
    await page().getByLabel('Middle name').fill('Louise');
    await page().getByLabel('Last name').fill('Harper');
    await page().getByLabel('Date of birth').fill('1979-08-19');
    await page().getByLabel('Phone number').fill('425 456 1023');
    await radio('What is your marital status?', 'Married').check();
    await click('Save and continue');
  });

  it('investment information', async () => {
    await waitForSection('investment-information', 'Investment information');
    await expectNoAxeViolations(page(), 'investment information');
    await submitEmpty('investment information', { field: 'How much money would you like?', message: 'Enter an amount in whole dollars.' });
    await page().getByText('Choose at least one use of the money.', { exact: true }).waitFor();
    await page().getByLabel('How much money would you like?').fill('150000');
    await page().getByLabel('Home improvement').check();
    await page().getByLabel('Something else').check();
    await page().getByLabel('What else will you use it for?').fill('A solar roof');
    await click('Save and continue');
  });

  it('property information survives a reload after "All changes saved" and one right after typing', async () => {
    await waitForSection('property-information', 'Property information');
    await expectNoAxeViolations(page(), 'property information');
    await submitEmpty('property information', { field: 'Year you bought the home', message: 'This field is required' });
    await page().getByLabel('Year you bought the home').fill('2012');
    await page().getByLabel('Purchase price').fill('720000');
    await saved();

    // Reload once everything is saved: the server's draft comes back.
    await page().reload();
    await waitForSection('property-information', 'Property information');
    expect(await page().getByLabel('Year you bought the home').inputValue()).toBe('2012');
    expect(await page().getByLabel('Purchase price').inputValue()).toBe('720,000');

    // Reload right after typing, before the debounced save: the draft kept on this device comes back, and is saved.
    await page().getByLabel('Living area (square feet)').fill('2450');
    await page().getByLabel('Bedrooms').fill('4');
    // Still waiting for the pause in typing: nothing of this is on the server yet, only on this device.
    await page().getByText('Saving…', { exact: true }).waitFor();
    await snapshotStorage();
    await page().reload();
    await waitForSection('property-information', 'Property information');
    expect(await page().getByLabel('Year you bought the home').inputValue()).toBe('2012');
    expect(await page().getByLabel('Purchase price').inputValue()).toBe('720,000');
    expect(await page().getByLabel('Living area (square feet)').inputValue()).toBe('2,450');
    expect(await page().getByLabel('Bedrooms').inputValue()).toBe('4');
    await saved();
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.married);
    expect((await api.section(applicationUuid, 'property-information')).values).toMatchObject({
      year_purchased: 2012,
      purchase_price: 720_000,
      living_area_sqft: 2_450,
      bedrooms: 4,
    });

    // Reload at once after a change (the form hands it to the draft queue once the change is painted, issue 14 §3
    // INP): it is kept on this device all the same.
    await page().getByLabel('Bathrooms').selectOption('2.5');
    await page().reload();
    await waitForSection('property-information', 'Property information');
    expect(await page().getByLabel('Bathrooms').inputValue()).toBe('2.5');
    await radio('Is the home listed for sale?', 'No').check();
    await radio('Does the home have major damage that has not been repaired?', 'No').check();
    await click('Save and continue');
  });

  it('housing expense with the HOA details', async () => {
    await waitForSection('housing-expense', 'Housing expense');
    await expectNoAxeViolations(page(), 'housing expense');
    await submitEmpty('housing expense', { field: 'Property tax per year', message: 'Enter an amount in whole dollars.' });
    await radio('Is your home part of a homeowners association (HOA)?', 'Yes').check();
    await click('Save and continue');
    await expectFieldError(page(), 'HOA name', 'This field is required');
    await expectNoAxeViolations(page(), 'housing expense, HOA details with errors');
    await page().getByLabel('HOA name').fill('Overlake Village HOA');
    await page().getByLabel('HOA dues per month').fill('185');
    await page().getByLabel('Property tax per year').fill('9800');
    await page().getByLabel('Homeowners insurance per year').fill('2100');
    await click('Save and continue');
  });

  it('mortgage details hold the mortgage identified in the wizard', async () => {
    await waitForSection('mortgage-details', 'Mortgage details');
    await expectNoAxeViolations(page(), 'mortgage details');
    const mortgage = page().getByRole('group', { name: 'Mortgage 1', exact: true });
    expect(await mortgage.getByLabel('Lender').inputValue()).toBe('Sandbox Home Loans');
    expect(await mortgage.getByLabel('Balance owed').inputValue()).toBe('310,000');
    expect(await mortgage.getByLabel('Monthly payment').inputValue()).toBe('2,095');
    expect(await mortgage.getByLabel('Type of mortgage').inputValue()).toBe('conventional');
    expect(await page().getByRole('group', { name: /^Mortgage \d+$/ }).count()).toBe(1);
    expect(await page().getByLabel('These are all the mortgages on my home').isChecked()).toBe(true);

    await mortgage.getByLabel('Lender').fill('');
    await click('Save and continue');
    await expectFieldError(page(), 'Lender', 'This field is required');
    await expectNoAxeViolations(page(), 'mortgage details with an error');
    await mortgage.getByLabel('Lender').fill('Sandbox Home Loans');
    await click('Save and continue');
  });

  it('Property Financing with one additional lien', async () => {
    await waitForSection('liens', 'Property Financing');
    await expectNoAxeViolations(page(), 'property financing');
    await submitEmpty('property financing', { text: 'This field is required' });
    await radio(/Are there other loans or liens on your home/, 'Yes').check();
    await click('Add a lien');
    const lien = page().getByRole('group', { name: 'Lien 1', exact: true });
    await lien.getByLabel('Type of lien').selectOption({ label: 'Home equity line of credit (HELOC)' });
    await lien.getByLabel('Who holds it').fill('Cascade Federal Credit Union');
    await lien.getByLabel('Balance owed').fill('35000');
    await click('Save and continue');
  });

  it('payoffs: the lien is paid off at closing', async () => {
    await waitForSection('payoffs', 'Payoffs');
    await expectNoAxeViolations(page(), 'payoffs');
    await submitEmpty('payoffs', { text: 'This field is required' });
    await radio('Do you want to pay off any debts with the money at closing?', 'Yes').check();
    await click('Add a debt to pay off');
    const debt = page().getByRole('group', { name: 'Debt 1', exact: true });
    await debt.getByLabel('Which debt is it?').selectOption({ label: 'Home equity line of credit (HELOC): Cascade Federal Credit Union ($35,000)' });
    await expect.poll(() => debt.getByLabel('Who is owed').inputValue()).toBe('Cascade Federal Credit Union');
    await debt.getByLabel('Amount to pay off').fill('35000');
    await click('Save and continue');
  });

  // ---- Declarations: Grace, then her spouse Daniel ----

  it('declarations: Grace is married, adds Daniel on the title and owns the home with him', async () => {
    await page().waitForURL((url) => url.pathname === sectionPath('declarations'));
    await arrive('Declarations', 'declarations: intro');
    await click('Start');

    await arrive('Marital status', 'declarations: marital status');
    await continueUnanswered('declarations: marital status');
    await radio('Are you married?', 'Married').check();
    await click('Continue');

    await arrive('Spouse details', 'declarations: spouse details');
    await click('Save and continue');
    await expectFieldError(page(), 'First name', 'This field is required');
    await expectNoAxeViolations(page(), 'declarations: spouse details with errors');
    await page().getByLabel('First name').fill(SPOUSE.first);
    await page().getByLabel('Last name').fill(SPOUSE.last);
    await page().getByLabel('Email', { exact: true }).fill(SPOUSE.email);
    await page().getByLabel('Date of birth').fill(SPOUSE.birthDate);
    await radio('Is your spouse on the title of the home?', 'Yes').check();
    await click('Save and continue');

    await arrive('Another person on title', 'declarations: another person on title');
    await continueUnanswered('declarations: another person on title');
    await radio('Who is on the title of the home?', 'Me and my spouse').check();
    await click('Continue');

    // Only the spouse is on title besides Grace, so the co-owners list is not asked (declarations flow.ts).
    await arrive('Title vesting', 'declarations: title vesting');
    await continueUnanswered('declarations: title vesting');
    await radio('How is the title of the home held?', /^Joint tenants/).check();
    await click('Continue');
  });

  it('declarations: the rest of Grace’s answers', async () => {
    await arrive('Residency', 'declarations: residency');
    await continueUnanswered('declarations: residency');
    await radio('Do you live in this home?', /^It is my primary residence/).check();
    await click('Continue');

    await arrive('Pending lawsuits', 'declarations: pending lawsuits');
    await continueUnanswered('declarations: pending lawsuits');
    await radio('Are you a party to a lawsuit that is still pending?', 'No').check();
    await click('Continue');

    await arrive('Other home equity agreements', 'declarations: stacking');
    await radio('Have you signed another home equity investment or agreement on this home?', 'Yes').check();
    await click('Continue');
    await expectFieldError(page(), 'Tell us about the other agreement', 'Tell us about the other agreement to continue.');
    await expectNoAxeViolations(page(), 'declarations: stacking with an error');
    await page().getByLabel('Tell us about the other agreement').fill('Signed with Acme Equity in 2019 for $40,000.');
    await click('Continue');
  });

  it("declarations: Daniel's own answers, the review and the submit", async () => {
    const daniel = `${SPOUSE.first} ${SPOUSE.last}`;
    await arrive('Marital status', 'declarations: marital status of the spouse');
    await page().getByText(`Questions about ${daniel}`, { exact: false }).first().waitFor();
    await radio(`Is ${daniel} married?`, 'Married').check();
    await click('Continue');

    await arrive('Residency', 'declarations: residency of the spouse');
    await radio(`Does ${daniel} live in this home?`, /^It is my primary residence/).check();
    await click('Continue');
    await arrive('Pending lawsuits', 'declarations: pending lawsuits of the spouse');
    await radio(`Is ${daniel} a party to a lawsuit that is still pending?`, 'No').check();
    await click('Continue');
    await arrive('Other home equity agreements', 'declarations: stacking of the spouse');
    await radio(`Has ${daniel} signed another home equity investment or agreement on this home?`, 'No').check();
    await click('Continue');

    await arrive('Review your declarations', 'declarations: review');
    await page().getByRole('heading', { level: 2, name: /^Grace Harper/ }).waitFor();
    await page().getByRole('heading', { level: 2, name: new RegExp(`^${daniel}`) }).waitFor();
    await click('Submit declarations');
  });

  it('submits the application once every section is complete', async () => {
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/sections`);
    await expectHeading(page(), 'Your application form');
    const progress = page().getByRole('progressbar', { name: 'Application form progress' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('8');
    const submit = page().getByRole('button', { name: 'Submit application', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectNoAxeViolations(page(), 'sections overview, everything complete');
    await submit.click();

    // Home shows the new customer stage and the submitted form.
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}`);
    await expectHeading(page(), 'Your application');
    await page().getByRole('region', { name: 'Where your application is' }).getByText('Submitted for review', { exact: true }).waitFor();
    await page().getByText('Your application has been submitted.', { exact: true }).waitFor();
    await expectNoAxeViolations(page(), 'application home after submitting');
    await snapshotStorage();
  });

  // ---- What the sandbox holds ----

  it('the sandbox holds exactly what was entered, with the spouse linked both ways', async () => {
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.married);
    const application = await api.application(applicationUuid);
    expect(application.stage).toBe('pending-doc-upload');
    expect(application.customer_stage).toBe('submitted-for-review');

    const [grace, daniel, ...others] = [...application.application_profiles].sort((a, b) => a.position - b.position);
    expect(others).toEqual([]);
    expect(grace?.profile).toMatchObject({ email: DEMO.married.email, social_security_number: '***-**-4321', spouse_profile: daniel?.profile.uuid });
    expect(daniel).toMatchObject({ profile_type: 'co_owner' });
    expect(daniel?.profile).toMatchObject({
      first_name: SPOUSE.first,
      last_name: SPOUSE.last,
      email: SPOUSE.email,
      birth_date: SPOUSE.birthDate,
      on_title: true,
      spouse_profile: grace?.profile.uuid,
    });

    const form = await Promise.all(
      (['personal-information', 'investment-information', 'property-information', 'housing-expense', 'mortgage-details', 'liens', 'payoffs', 'declarations'] as const).map(
        (s) => api.section(applicationUuid, s),
      ),
    );
    expect(form.map((r) => [r.section, r.status])).toEqual(form.map((r) => [r.section, 'completed']));
    const [personal, investment, property, housing, mortgages, liens, payoffs, declarations] = form;
    expect(personal?.values).toEqual({
      first_name: 'Grace',
      middle_name: 'Louise',
      last_name: 'Harper',
      birth_date: '1979-08-19',
      phone: '4254561023',
      marital_status: 'married',
    });
    expect(investment?.values).toEqual({ requested_amount: 150_000, use_of_proceeds: ['home-improvement', 'other'], use_of_proceeds_other: 'A solar roof' });
    expect(property?.values).toEqual({
      year_purchased: 2012,
      purchase_price: 720_000,
      living_area_sqft: 2_450,
      bedrooms: 4,
      bathrooms: 2.5,
      is_listed_for_sale: false,
      has_major_damage: false,
    });
    expect(housing?.values).toEqual({
      has_hoa: true,
      hoa_name: 'Overlake Village HOA',
      hoa_monthly_dues: 185,
      annual_property_tax: 9_800,
      annual_homeowners_insurance: 2_100,
    });
    const mortgageValues = mortgages?.section === 'mortgage-details' ? mortgages.values : {};
    expect(mortgageValues.has_mortgages).toBe(true);
    expect(mortgageValues.mortgages_verified).toBe(true);
    expect(mortgageValues.mortgages?.map(({ lender, balance, monthly_payment, mortgage_type }) => ({ lender, balance, monthly_payment, mortgage_type }))).toEqual([
      { lender: 'Sandbox Home Loans', balance: 310_000, monthly_payment: MONTHLY_PAYMENT, mortgage_type: 'conventional' },
    ]);
    expect(mortgageValues.mortgages?.[0]?.tradeline_id).toEqual(expect.any(String));
    const lienValues = liens?.section === 'liens' ? liens.values : {};
    expect(lienValues).toMatchObject({ has_additional_liens: true, additional_liens_submitted: true, finished_liens: true });
    expect(lienValues.liens?.map(({ lien_type, holder, balance }) => ({ lien_type, holder, balance }))).toEqual([
      { lien_type: 'heloc', holder: 'Cascade Federal Credit Union', balance: 35_000 },
    ]);
    const payoffValues = payoffs?.section === 'payoffs' ? payoffs.values : {};
    expect(payoffValues.has_payoffs).toBe(true);
    expect(payoffValues.payoffs?.map(({ lien_id, creditor, amount }) => ({ lien_id, creditor, amount }))).toEqual([
      { lien_id: lienValues.liens?.[0]?.id, creditor: 'Cascade Federal Credit Union', amount: 35_000 },
    ]);
    const declarationValues = declarations?.section === 'declarations' ? declarations.values : {};
    const byPerson = new Map<string, unknown>((declarationValues.applicants ?? []).map((a) => [a.application_profile_uuid, a]));
    expect(byPerson.get(grace?.uuid ?? '')).toEqual({
      application_profile_uuid: grace?.uuid,
      marital_status: 'married',
      ownership: 'me_and_spouse',
      title_vesting: 'joint-tenants',
      residency: 'primary-residence',
      has_pending_lawsuits: false,
      has_other_equity_agreement: true,
      other_equity_agreement_details: 'Signed with Acme Equity in 2019 for $40,000.',
    });
    expect(byPerson.get(daniel?.uuid ?? '')).toEqual({
      application_profile_uuid: daniel?.uuid,
      marital_status: 'married',
      residency: 'primary-residence',
      has_pending_lawsuits: false,
      has_other_equity_agreement: false,
    });
  });

  it('never put the SSN in a URL, in storage or on the console', () => {
    const secrets = [SSN_DIGITS, SSN_TYPED];
    expect(requestsLeaking(e2e.tab.network, secrets).map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
    // The scans really had something to look at.
    expect(e2e.tab.network.some((entry) => entry.url.includes('/is-ssn-duplicate/'))).toBe(true);
    expect(storageSnapshots.length).toBe(4);
    expect(storageSnapshots.some((snapshot) => snapshot.includes('2450'))).toBe(true);
    for (const snapshot of storageSnapshots) for (const secret of secrets) expect(snapshot).not.toContain(secret);
    for (const line of consoleLines) for (const secret of secrets) expect(line).not.toContain(secret);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
