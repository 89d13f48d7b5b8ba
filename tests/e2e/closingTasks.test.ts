import type { Page } from 'playwright-core';
import { getDisbursementInstruction, listMeetings } from '../../src/contract/closingTasks';
import { listTasks } from '../../src/contract/tasks';
import { ROUTING_NUMBER_MESSAGE } from '../../src/domain/closingTasks';
import { DEMO, type Account } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectFieldError } from './support/fields';
import { expectHeading } from './support/flows';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

const FULL_ACCOUNT = '000123456789';

// Issue 12 §1 "tasks with no screen": each closing task's link on the tasks page opens its screen, and the screen
// completes the task (checked in the sandbox, not only on the page).
// - Olga Petrova books an appraisal visit from the offered times (grouped by day, in Pacific time), sees the booking,
//   then moves it to another time;
// - Dmitri Volkov gives wire details: the fraud warning shows; a routing number failing the ABA checksum is refused at
//   its field with a clear message (nothing typed is lost), a good one is accepted, and only ••••6789 shows after;
// - Paula Jensen confirms her closing details ("Something is wrong" shows whom to call); Aaron Whitfield reviews his
//   closing statement (the box must be ticked first).
// axe finds nothing on each screen (1280 px and 360 px) and nothing scrolls sideways at 320 px.
describe('closing tasks: appraisal booking, wire details, closing details and statement', () => {
  const e2e = browserSuite({ tabPerTest: true });
  const page = (): Page => e2e.tab.page;
  const button = (name: string) => page().getByRole('button', { name, exact: true });

  const check = (label: string) => checkScreen(page(), label, { axeAt: [360] });

  /** Opens a fresh tab signed in as `account` (this file is about the closing tasks, not signing in); answers the application's uuid. */
  const signIn = async (account: Account) => {
    await e2e.openTab();
    return (await openSignedIn(page(), e2e.sandbox.baseUrl, account)).applicationUuid;
  };

  /** From the tasks page, follows the link of the task titled `title` to the screen headed `heading` at `suffix`. */
  const followTask = async (applicationId: string, linkLabel: string, title: string, suffix: string, heading: string) => {
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationId}/tasks`);
    await page().getByRole('link', { name: `${linkLabel}: ${title}`, exact: true }).first().click();
    await page().waitForURL((url) => url.pathname === `/applications/${applicationId}/closing/${suffix}`);
    await expectHeading(page(), heading);
  };

  const taskStatus = async (account: Account, applicationId: string, type: string) => {
    const api = await signInWithApi(e2e.sandbox.baseUrl, account);
    return (await api.get(`v1/customer/application/${applicationId}/tasks/`, listTasks.response)).find((t) => t.task_type === type)?.status;
  };

  it('books the appraisal visit from the offered times, then moves it', async () => {
    const applicationId = await signIn(DEMO.appraisal);
    await followTask(applicationId, 'Schedule your appraisal', 'Schedule the home appraisal', 'appraisal', 'Schedule your home appraisal');
    const times = page().getByRole('group').filter({ has: page().getByRole('radio') });
    await times.first().waitFor();
    // Grouped by day (weekday, MM/dd/yyyy), each time in the home's zone (Seattle: PST or PDT).
    expect(await times.first().locator('legend').textContent()).toMatch(/^[A-Z][a-z]+day, \d{2}\/\d{2}\/\d{4}$/);
    expect(await page().getByRole('radio').first().evaluate((el) => el.parentElement?.textContent ?? '')).toMatch(/^\d{1,2}:\d{2} [AP]M P[SD]T$/);
    await check('appraisal screen, times offered');

    await button('Book this time').click();
    await page().getByRole('alert').getByText('Choose a time for the visit', { exact: true }).waitFor();
    const firstTime = page().getByRole('radio').first();
    const firstLabel = (await firstTime.evaluate((el) => el.parentElement?.textContent ?? '')) ?? '';
    await firstTime.check();
    await button('Book this time').click();
    await page().getByText('Your appraisal visit is booked.', { exact: true }).waitFor();
    const booking = page().getByRole('region', { name: 'Your appraisal visit' });
    await booking.getByText(firstLabel, { exact: true }).waitFor();
    await check('appraisal screen, booked');
    expect(await taskStatus(DEMO.appraisal, applicationId, 'schedule-appraisal')).toBe('completed');

    await button('Change the time').click();
    const secondTime = page().getByRole('radio').nth(1);
    const secondLabel = (await secondTime.evaluate((el) => el.parentElement?.textContent ?? '')) ?? '';
    await secondTime.check();
    await button('Move my visit to this time').click();
    await page().getByRole('region', { name: 'Your appraisal visit' }).getByText(secondLabel, { exact: true }).waitFor();
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.appraisal);
    const schedule = await api.get(`v1/customer/application/${applicationId}/meetings/`, listMeetings.response);
    expect(schedule.meetings).toHaveLength(1);
  });

  it('refuses a routing number failing its checksum with a clear message, accepts a good one and shows only the last four digits', async () => {
    const applicationId = await signIn(DEMO.wireDetails);
    await followTask(applicationId, 'Confirm your wire details', 'Confirm your wire details', 'wire', 'Confirm your wire details');
    await page().getByRole('heading', { name: 'Protect yourself from wire fraud' }).waitFor();
    await page().getByText('We will never email or text you wire instructions, or changes to them.').waitFor();
    await check('wire details screen, empty');

    await page().getByLabel('Bank name', { exact: true }).fill('First Sandbox Bank');
    await page().getByRole('radio', { name: 'Checking' }).check();
    await page().getByLabel('Routing number', { exact: true }).fill('011000016');
    await page().getByLabel('Account number', { exact: true }).fill(FULL_ACCOUNT);
    await page().getByLabel('Account number again', { exact: true }).fill(FULL_ACCOUNT);
    expect(await page().getByLabel('Account number', { exact: true }).getAttribute('type')).toBe('password');
    await button('Confirm wire details').click();
    expect(await expectFieldError(page(), 'Routing number', ROUTING_NUMBER_MESSAGE)).toBe('011000016');
    await check('wire details screen, routing number refused');
    expect(await taskStatus(DEMO.wireDetails, applicationId, 'confirm-wire-details')).toBe('pending');

    await page().getByLabel('Routing number', { exact: true }).fill('011000015');
    await button('Confirm wire details').click();
    await page().getByText('Your wire details are confirmed. We will send your funds to this account.', { exact: true }).waitFor();
    const details = page().getByRole('region', { name: 'Where your funds will go' });
    await details.getByText('••••6789', { exact: true }).waitFor();
    expect(await page().content()).not.toContain(FULL_ACCOUNT);
    expect(page().url()).not.toContain(FULL_ACCOUNT);
    await check('wire details screen, confirmed');
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.wireDetails);
    const stored = await api.get(`v1/customer/application/${applicationId}/disbursement-instruction/`, getDisbursementInstruction.response);
    expect(stored.instruction).toMatchObject({ routing_number: '011000015', account_last4: '6789' });
    expect(await taskStatus(DEMO.wireDetails, applicationId, 'confirm-wire-details')).toBe('completed');
  });

  it('confirms the closing details (and says whom to call when something is wrong)', async () => {
    const applicationId = await signIn(DEMO.closingDetails);
    await followTask(applicationId, 'Confirm your closing details', 'Confirm your closing details', 'details', 'Confirm your closing details');
    const figures = page().getByRole('region', { name: 'Your closing details' });
    await figures.getByText('Paula Jensen', { exact: true }).waitFor();
    await figures.getByText('300 Alamo Plaza, San Antonio, TX 78205', { exact: true }).waitFor();
    expect(await figures.locator('dd').nth(2).textContent()).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    await button('Something is wrong').click();
    await page().getByRole('region', { name: 'Tell us what is wrong' }).getByText(/Your (Transaction Specialist|Home Equity Officer):/).waitFor();
    await check('closing details screen');
    await button('Confirm').click();
    await page().getByText('Thank you: you confirmed your closing details.', { exact: true }).waitFor();
    expect(await taskStatus(DEMO.closingDetails, applicationId, 'confirm-closing-details')).toBe('completed');
  });

  it('acknowledges the closing statement once the box is ticked', async () => {
    const applicationId = await signIn(DEMO.closingStatement);
    await followTask(applicationId, 'Review your closing statement', 'Review your closing statement', 'statement', 'Review your closing statement');
    const statement = page().getByRole('region', { name: 'Your closing statement' });
    await statement.getByText('Investment amount', { exact: true }).waitFor();
    await page().getByText(/^Cash to you: \$\d{1,3}(,\d{3})+$/).waitFor();
    await check('closing statement screen');
    await button('I have reviewed').click();
    await page().getByText('Tick the box to confirm you have reviewed your closing statement', { exact: true }).waitFor();
    expect(await taskStatus(DEMO.closingStatement, applicationId, 'review-closing-statement')).toBe('pending');
    await page().getByRole('checkbox', { name: 'I have reviewed my closing statement and the amounts are what I expect' }).check();
    await button('I have reviewed').click();
    await page().getByText('Thank you: you reviewed your closing statement.', { exact: true }).waitFor();
    expect(await taskStatus(DEMO.closingStatement, applicationId, 'review-closing-statement')).toBe('completed');
  });
});
