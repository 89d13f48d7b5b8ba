import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** A seeded customer at in-progress (docs/sandbox.md) whose form sections are not started yet. */
const CUSTOMER = DEMO.inProgress;

// Issue 3 §2 and §6 (c): a section's draft is saved as the person types; when the backend goes away mid-section the
// typing stays on screen, the failed save is shown with "Retry saving" and never dropped; once the backend is back a
// retry saves it, and the list item added while it was down is stored exactly once.
describe('offline: the sandbox stops mid-section and comes back', () => {
  const e2e = browserSuite();
  let applicationUuid = '';

  const lienCard = (n: number) => e2e.tab.page.getByRole('group', { name: `Lien ${n}`, exact: true });

  it('saves the first lien of Property Financing while the sandbox is up', async () => {
    const { page } = e2e.tab;
    applicationUuid = (await openSignedIn(page, e2e.sandbox.baseUrl, CUSTOMER)).applicationUuid;
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/sections/liens`);
    await expectHeading(page, 'Property Financing');

    await page
      .getByRole('group', { name: /Are there other loans or liens on your home/ })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await page.getByRole('button', { name: 'Add a lien', exact: true }).click();
    await lienCard(1).getByLabel('Type of lien').selectOption({ label: 'Home equity line of credit (HELOC)' });
    await lienCard(1).getByLabel('Who holds it').fill('Hudson Valley Credit Union');
    await lienCard(1).getByLabel('Balance owed').fill('42500');
    await page.getByText('All changes saved', { exact: true }).waitFor();
  });

  it('keeps what is typed while the sandbox is down and shows the failed save with "Retry saving"', async () => {
    const { page } = e2e.tab;
    await e2e.sandbox.halt();

    await page.getByRole('button', { name: 'Add a lien', exact: true }).click();
    await lienCard(2).getByLabel('Type of lien').selectOption({ label: 'Solar panel lien' });
    await lienCard(2).getByLabel('Who holds it').fill('SunBright Energy Finance');
    await lienCard(2).getByLabel('Balance owed').fill('18250');

    await page.getByRole('button', { name: 'Retry saving', exact: true }).waitFor();
    await page.getByText('We couldn’t save your changes. They are kept on this device.', { exact: true }).waitFor();
    expect(await page.getByText('All changes saved', { exact: true }).count()).toBe(0);
    // Typing while the save fails is still taken and kept; it is tried again (1 s after the typing) and fails too.
    const retryRefused = page.waitForEvent('requestfailed', (r) => r.method() === 'PUT' && r.url().includes('/sections/liens/'));
    await lienCard(2).getByLabel('Who holds it').fill('SunBright Energy Finance LLC');
    await retryRefused;
    await page.getByRole('button', { name: 'Retry saving', exact: true }).waitFor();
    expect(await lienCard(1).getByLabel('Who holds it').inputValue()).toBe('Hudson Valley Credit Union');
    expect(await lienCard(2).getByLabel('Who holds it').inputValue()).toBe('SunBright Energy Finance LLC');
    expect(await lienCard(2).getByLabel('Balance owed').inputValue()).toBe('18,250');
    expect(await lienCard(2).getByLabel('Type of lien').inputValue()).toBe('solar-lien');
  });

  it('saves once the sandbox is back and the person retries, with each lien stored once', async () => {
    const { page } = e2e.tab;
    await e2e.sandbox.restart();
    await page.getByRole('button', { name: 'Retry saving', exact: true }).click();
    await page.getByText('All changes saved', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry saving', exact: true }).count()).toBe(0);

    const api = await signInWithApi(e2e.sandbox.baseUrl, CUSTOMER);
    const record = await api.section(applicationUuid, 'liens');
    expect(record.status).toBe('in-progress');
    expect(record.values.has_additional_liens).toBe(true);
    const liens = (record.values.liens ?? []).map(({ lien_type, holder, balance }) => ({ lien_type, holder, balance }));
    expect(liens).toEqual([
      { lien_type: 'heloc', holder: 'Hudson Valley Credit Union', balance: 42_500 },
      { lien_type: 'solar-lien', holder: 'SunBright Energy Finance LLC', balance: 18_250 },
    ]);
    expect(new Set((record.values.liens ?? []).map((l) => l.id)).size).toBe(2);
  });

  it('saves typing after a second outage without pressing Retry, and a reload shows the saved values', async () => {
    const { page } = e2e.tab;
    await e2e.sandbox.halt();
    await lienCard(1).getByLabel('Balance owed').fill('40000');
    await page.getByRole('button', { name: 'Retry saving', exact: true }).waitFor();
    await e2e.sandbox.restart();
    // Typing again also retries (docs/application.md "How drafts are kept" 4).
    await lienCard(1).getByLabel('Balance owed').fill('40100');
    await page.getByText('All changes saved', { exact: true }).waitFor();

    await page.reload();
    await expectHeading(page, 'Property Financing');
    expect(await lienCard(1).getByLabel('Balance owed').inputValue()).toBe('40,100');
    expect(await lienCard(2).getByLabel('Who holds it').inputValue()).toBe('SunBright Energy Finance LLC');
    expect(await page.getByRole('group', { name: /^Lien \d+$/ }).count()).toBe(2);

    const api = await signInWithApi(e2e.sandbox.baseUrl, CUSTOMER);
    const record = await api.section(applicationUuid, 'liens');
    expect((record.values.liens ?? []).map((l) => [l.holder, l.balance])).toEqual([
      ['Hudson Valley Credit Union', 40_100],
      ['SunBright Energy Finance LLC', 18_250],
    ]);
    // The only console errors are the refused requests of the two outages.
    expect(e2e.tab.consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch/.test(e))).toEqual([]);
  });
});
