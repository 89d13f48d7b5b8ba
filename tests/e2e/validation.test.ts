import { expectNoAxeViolations } from './support/axe';
import { newPage, type TestPage } from './support/browser';
import { expectFieldError, fieldState, horizontalOverflow } from './support/fields';
import { arriveAt, chooseAndContinue, QUALIFYING_ANSWERS, STEP_TIMEOUT_MS } from './support/flows';
import { browserSuite } from './support/suite';

const continueButton = (tab: TestPage) => tab.page.getByRole('button', { name: 'Continue', exact: true });

// Issue 2 §6 (c): the §5 messages appear word for word under the field that broke the rule, are announced with it
// (aria-invalid + aria-describedby), and what the person typed stays in the field so they can correct it. One page
// walks the funnel, making each mistake on the way.
describe('validation: the §5 messages, and the typed value is kept', () => {
  const EMAIL = 'ines.okafor@example.com';
  const e2e = browserSuite();


  it("address: '@' in the street and a zip that is not 5 or 9 digits", async () => {
    const { page } = e2e.tab;
    await page.goto(`${e2e.sandbox.baseUrl}/property_address`);
    await arriveAt(page, '/property_address', 'Where is your home?', 'property address, search stage');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('Street address').waitFor();
    await expectNoAxeViolations(page, 'property address, manual stage (empty)');

    await page.getByLabel('Street address').fill('350 Fifth Avenue @ 34th Street');
    await page.getByLabel('Unit number (optional)').fill('Suite 100');
    await page.getByLabel('City', { exact: true }).fill('New York');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'New York' });
    await page.getByLabel('ZIP code').fill('1011');
    await continueButton(e2e.tab).click();

    expect(await expectFieldError(page, 'Street address', 'You cannot enter an @ symbol for your street address')).toBe(
      '350 Fifth Avenue @ 34th Street',
    );
    expect(await expectFieldError(page, 'ZIP code', 'Must be exactly 5 or 9 digits')).toBe('1011');
    // A valid field next to them stays valid and keeps its value.
    expect(await fieldState(page, 'City')).toMatchObject({ invalid: false, value: 'New York' });
    expect(page.url()).toContain('/property_address');
    await expectNoAxeViolations(page, 'property address, manual stage with field errors');

    // Six digits is wrong too; nine (ZIP+4) is right.
    await page.getByLabel('ZIP code').fill('101180');
    await page.getByLabel('ZIP code').blur();
    expect(await expectFieldError(page, 'ZIP code', 'Must be exactly 5 or 9 digits')).toBe('101180');

    await page.getByLabel('Street address').fill('350 Fifth Avenue');
    await page.getByLabel('ZIP code').fill('10118-0110');
    await continueButton(e2e.tab).click();
    await arriveAt(page, '/property_type', 'What type of home is it?', 'property type');
  });

  it('shows a field error without horizontal scrolling on a 320 px wide screen', async () => {
    const narrow = await newPage(e2e.browser, { viewport: { width: 320, height: 640 } });
    try {
      const { page } = narrow;
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.goto(`${e2e.sandbox.baseUrl}/property_address`);
      await page.getByRole('button', { name: 'Enter address manually' }).click();
      await page.getByLabel('Street address').fill('1 Main St @ home');
      await page.getByLabel('ZIP code').fill('12');
      await continueButton(narrow).click();
      await expectFieldError(page, 'Street address', 'You cannot enter an @ symbol for your street address');
      const { scrollWidth, clientWidth } = await horizontalOverflow(page);
      expect(clientWidth).toBe(320);
      expect(scrollWidth).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page, 'property address with errors at 320 px');
    } finally {
      await narrow.close();
    }
  });

  it('property pages accept the qualifying answers', async () => {
    const { page } = e2e.tab;
    await chooseAndContinue(page, 'Property type', QUALIFYING_ANSWERS.propertyType);
    await arriveAt(page, '/property_usage', 'How do you use this home?', 'property usage');
    await chooseAndContinue(page, 'Property use', QUALIFYING_ANSWERS.propertyUse);
    await arriveAt(page, '/property_value_debt', 'What is your home worth?', 'property value and debt');
    await page.getByLabel('Estimated home value').fill(String(QUALIFYING_ANSWERS.value));
    await page.getByLabel('Total mortgage debt').fill(String(QUALIFYING_ANSWERS.debt));
    await continueButton(e2e.tab).click();
    await arriveAt(page, '/personal_details_equity', 'Tell us about your credit', 'credit estimate');
    await chooseAndContinue(page, 'Is your credit score above 500?', 'Yes');
    await arriveAt(page, '/personal_details_name_contact', 'Tell us about yourself', 'name and contact');
  });

  it("email: 'The email address can't include spaces'", async () => {
    const { page } = e2e.tab;
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email', { exact: true }).fill('ines okafor@example.com');
    await continueButton(e2e.tab).click();
    expect(await expectFieldError(page, 'Email', "The email address can't include spaces")).toBe('ines okafor@example.com');
    expect(page.url()).toContain('/personal_details_name_contact');
    await expectNoAxeViolations(page, 'name and contact with an email error');

    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await continueButton(e2e.tab).click();
    await arriveAt(page, '/email_verification', 'Check your email', 'email verification, code sent');
    await expect.poll(async () => (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code).length).toBeGreaterThan(0);
    const [message] = (await e2e.sandbox.outbox(EMAIL)).filter((m) => m.code);
    await page.getByLabel('Verification code').fill(message?.code ?? '');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await arriveAt(page, '/personal_details_phone', 'What is your phone number?', 'phone number');
  });

  it.each([
    { typed: '(212) 555-0100', message: 'Enter a valid US number', why: 'a 555 exchange' },
    { typed: '123-456-7890', message: 'Enter a valid US number', why: 'an area code that does not exist' },
    { typed: '212 456 78', message: 'Enter 10 digits', why: 'only 8 digits' },
  ])('phone: $why → $message', async ({ typed, message }) => {
    const { page } = e2e.tab;
    await page.getByLabel('Phone number').fill(typed);
    await continueButton(e2e.tab).click();
    expect(await expectFieldError(page, 'Phone number', message)).toBe(typed);
    expect(page.url()).toContain('/personal_details_phone');
    await expectNoAxeViolations(page, `phone number with the error '${message}'`);
  });

  it('phone: a real New York number is accepted', async () => {
    const { page } = e2e.tab;
    await page.getByLabel('Phone number').fill('(212) 456-7890');
    await continueButton(e2e.tab).click();
    await arriveAt(page, '/applicants', 'Who owns the home?', 'who owns the home');
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
