import type { Page } from 'playwright-core';
import { DEMO, type Account } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { expectNoAxeViolations } from './support/axe';
import { horizontalOverflow } from './support/fields';
import { expectHeading } from './support/flows';
import { isFocused } from './support/keyboard';
import { browserSuite } from './support/suite';

/** Ivy Nguyen, in-progress: she signs in with a password. */
const IN_PROGRESS: Account = DEMO.inProgress;

// Issue #4 §1/§2: the tasks page is a task list — every task once, grouped To do / Waiting on others / Done with the
// number of rows in each heading — and the password task says Done for a person who signs in with a password
// (demo.inprogress) and To do for one who has none (demo.magiclink). The §2 targets scroll and focus; axe passes at
// 375 and 1280 px.
describe('tasks page: a task list with each task once, and the password task as it really is', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  const groups = () => page().getByRole('region', { name: /^(To do|Waiting on others|Done) \(\d+\)$/ });
  const titles = () => page().locator('.task-row__title').allInnerTexts();
  const passwordRow = () => page().getByRole('listitem', { name: 'Set a password', exact: true });

  /** Every group's heading count equals the rows it lists, and together they list every row once. */
  const expectCountsMatchRows = async () => {
    const count = await groups().count();
    expect(count).toBeGreaterThan(0);
    let rows = 0;
    for (let i = 0; i < count; i += 1) {
      const group = groups().nth(i);
      const heading = (await group.getByRole('heading', { level: 2 }).innerText()).trim();
      const listed = await group.getByRole('listitem').count();
      expect(heading, 'group heading').toMatch(new RegExp(`\\(${listed}\\)$`));
      rows += listed;
    }
    expect((await titles()).length).toBe(rows);
  };
  const expectAxeAt = async (label: string) => {
    for (const width of [375, 1280]) {
      await page().setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page(), `${label} at ${width} px`);
      expect(await horizontalOverflow(page()), `${label} at ${width} px`).toEqual({ scrollWidth: width, clientWidth: width });
    }
  };

  it('demo.inprogress: lists no task twice, counts each group’s rows, and the password task is Done', async () => {
    const applicationUuid = (await openSignedIn(page(), e2e.sandbox.baseUrl, IN_PROGRESS)).applicationUuid;
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/tasks`);
    await expectHeading(page(), 'Your tasks');
    await passwordRow().waitFor();

    const shown = await titles();
    expect(shown.length).toBeGreaterThan(2);
    expect(new Set(shown).size, `titles: ${shown.join(' | ')}`).toBe(shown.length);
    await expectCountsMatchRows();

    // The password task: Done, in the Done group, and nothing on the page asks for a password.
    await page().getByRole('region', { name: /^Done \(\d+\)$/ }).getByRole('listitem', { name: 'Set a password' }).getByText('Status: Done', { exact: true }).waitFor();
    await passwordRow().getByText('You sign in with your password.', { exact: false }).waitFor();
    expect(await passwordRow().getByText('Status: To do').count()).toBe(0);
    expect(await page().getByLabel('New password').count()).toBe(0);
    // "You have n tasks to do" is the To do group's count.
    const toDo = (await page().getByRole('heading', { level: 2, name: /^To do \(\d+\)$/ }).innerText()).match(/\((\d+)\)/)?.[1];
    await page().getByRole('status').getByText(`You have ${toDo} ${toDo === '1' ? 'task' : 'tasks'} to do.`, { exact: true }).waitFor();
    await expectAxeAt('tasks (in-progress)');
  });

  it('a §2 section in the URL scrolls to its task and focuses its heading', async () => {
    const url = new URL(page().url());
    // Opened afresh, as from a link elsewhere.
    await page().goto('about:blank');
    await page().goto(`${url.origin}${url.pathname}#complete-application`);
    const heading = page().locator('#complete-application h3');
    await expect.poll(() => isFocused(heading)()).toBe(true);
    expect((await heading.innerText()).trim()).toBe('Complete your application');
    await page().goto('about:blank');
    await page().goto(`${url.origin}${url.pathname}?section=qualification-wizard`);
    await expect.poll(() => isFocused(page().locator('#qualification-wizard h3'))()).toBe(true);
  });

  it('demo.magiclink (no password): the password task is To do, with its form in its row', async () => {
    await e2e.openTab();
    await fetch(`${e2e.sandbox.baseUrl}/api/v1/customer/magic-link/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.magicLink.email }) });
    await expect.poll(async () => (await e2e.sandbox.outbox(DEMO.magicLink.email)).filter((m) => m.link).length).toBeGreaterThan(0);
    const [message] = (await e2e.sandbox.outbox(DEMO.magicLink.email)).filter((m) => m.link);
    await page().goto(`${e2e.sandbox.baseUrl}${new URL(message?.link ?? '').pathname}`);
    await page().waitForURL((u) => /^\/applications\/[0-9a-f-]{36}$/.test(u.pathname));
    const applicationUuid = new URL(page().url()).pathname.split('/')[2] ?? '';
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/tasks`);
    await expectHeading(page(), 'Your tasks');

    await page().getByRole('region', { name: /^To do \(\d+\)$/ }).getByRole('listitem', { name: 'Set a password' }).getByText('Status: To do', { exact: true }).waitFor();
    await passwordRow().getByRole('form', { name: 'Set a password' }).waitFor();
    const shown = await titles();
    expect(new Set(shown).size, `titles: ${shown.join(' | ')}`).toBe(shown.length);
    await expectCountsMatchRows();
    await expectAxeAt('tasks (no password)');
  });

  it('logged no console errors', () => {
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
