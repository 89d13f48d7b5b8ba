import type { Page } from 'playwright-core';
import { OUTBOX_KEY } from '../../src/client/analytics/outbox';
import { keysOf, storedCalls } from './support/analyst';
import { DEMO } from '../support/accounts';
import { signInThroughLoginPage } from './support/loginPage';
import { newPage } from './support/browser';
import { pollOnPageTime } from './support/clock';
import { expectHeading, expectPageRendered } from './support/flows';
import { browserSuite } from './support/suite';

const SEGMENT_PATH = '/api/v1/customer/send-segment-events/';

/** This browser session's analytics id (session storage `analytics-anonymous-id`), once the tracker made it. */
async function sessionIdOf(page: Page): Promise<string> {
  await page.waitForFunction(() => window.sessionStorage.getItem('analytics-anonymous-id') !== null);
  return page.evaluate(() => window.sessionStorage.getItem('analytics-anonymous-id') ?? '');
}

/** How many calls wait in the outbox (session storage), i.e. are not yet acknowledged by the server. */
const waiting = (page: Page) => page.evaluate((key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as unknown[]).length, OUTBOX_KEY);

/**
 * docs/analytics.md "Delivery": a page left the moment it shows — by a typed address, a reload or closing the tab —
 * still reaches the stored stream, and after a network outage every call arrives once when the network returns.
 * Each page is left as soon as the portal has rendered it (its heading, and not the shell's loading state: the shell
 * shows some headings from the HTML, before any code has run): sooner than the 300 ms a hurried person takes, and long
 * before the sending layer loads (first press, or idle 3 s after the load event).
 */
describe('analytics delivery: no page call lost on a quick exit, none stored twice', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  let applicationUuid = '';
  let sessionId = '';

  it('a page left at once by a typed address, by a reload and by closing the tab is in the stored stream', async () => {
    const base = e2e.sandbox.baseUrl;
    applicationUuid = await signInThroughLoginPage(page(), base, DEMO.documents);
    sessionId = await sessionIdOf(page());

    await page().goto(`${base}/applications/${applicationUuid}/tasks`);
    await expectPageRendered(page(), 'Your tasks');
    // Left by a typed address.
    await page().goto(`${base}/applications/${applicationUuid}/documents`);
    await expectPageRendered(page(), 'Your documents');
    // Left by a reload: the documents page again.
    await page().reload();
    await expectPageRendered(page(), 'Your documents');
    await page().goto(`${base}/applications/${applicationUuid}/resources`);
    await expectPageRendered(page(), 'Resources');

    // The tab is closed: its pagehide beacon is the only way out (session storage goes with the tab).
    await page().close({ runBeforeUnload: true });

    await expect
      .poll(async () => keysOf(await storedCalls(base, sessionId)).filter((k) => k.startsWith('page:')), { timeout: 15_000, interval: 500 })
      .toEqual(['page:Login', 'page:Home', 'page:Tasks', 'page:Documents', 'page:Documents', 'page:Resources']);
    const calls = await storedCalls(base, sessionId);
    expect(new Set(calls.map((c) => c.messageId)).size).toBe(calls.length);
  });

  it('after a network outage every call of the outage arrives once when the network returns', async () => {
    const base = e2e.sandbox.baseUrl;
    const tab = await newPage(e2e.browser);
    try {
      const p = tab.page;
      // The batch windows and the retries' back-off pass a second of the page's time per look (support/clock.ts).
      await p.clock.install();
      applicationUuid = await signInThroughLoginPage(p, base, DEMO.documents);
      const outageSession = await sessionIdOf(p);
      // The sign-in's presses loaded the sending layer; once its first batch is taken the outbox is empty.
      await pollOnPageTime(p, () => waiting(p)).toBe(0);

      // The outage: every call to the analytics endpoint fails at the network level (the pages' own requests still
      // work, so the person can go on; a whole-network outage would stop the pages too).
      await p.route(`**${SEGMENT_PATH}`, (route) => route.abort('internetdisconnected'));
      const nav = p.getByRole('navigation', { name: 'Application' });
      await nav.getByRole('link', { name: 'Tasks', exact: true }).click();
      await expectHeading(p, 'Your tasks');
      await nav.getByRole('link', { name: 'Documents', exact: true }).click();
      await expectHeading(p, 'Your documents');
      // The batch fails, is retried (1 s, 2 s, 4 s) and dropped from the send queue; the calls stay in the outbox.
      await pollOnPageTime(p, () => tab.network.filter((n) => n.url.endsWith(SEGMENT_PATH) && n.status === 0).length, 30_000).toBeGreaterThanOrEqual(4);
      expect(await waiting(p)).toBeGreaterThanOrEqual(2);

      await p.unroute(`**${SEGMENT_PATH}`);
      await nav.getByRole('link', { name: 'Home', exact: true }).click();
      await expectHeading(p, 'Your application');
      await pollOnPageTime(p, () => waiting(p), 30_000).toBe(0);

      const calls = await storedCalls(base, outageSession);
      // In the order they happened (the outage's calls arrived after the last one, which carried them back).
      const byTime = [...calls].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
      expect(keysOf(byTime).filter((k) => k.startsWith('page:'))).toEqual(['page:Login', 'page:Home', 'page:Tasks', 'page:Documents', 'page:Home']);
      expect(new Set(calls.map((c) => c.messageId)).size).toBe(calls.length);
    } finally {
      await tab.close();
    }
  });
});
