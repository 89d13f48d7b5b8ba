import type { Route } from 'playwright-core';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

// docs/performance.md "After the content": what only completes a page (the footer's licensing disclosure, the
// inactivity warning, the session keeper) loads once the page's own content has shown, so the page's requests and work
// go first. The licence is the part a customer sees: it must not appear while the page is still loading its content,
// and must appear once the content is there.
describe('what only completes a page waits for its content', () => {
  const e2e = browserSuite({ tabPerTest: true });

  it("the application home: the footer's licence shows once the home's tasks are on screen, not while they load", async () => {
    await e2e.openTab();
    const page = e2e.tab.page;
    const base = e2e.sandbox.baseUrl;
    const { applicationUuid } = await openSignedIn(page, base, DEMO.inProgress);

    // The tasks' answer is held back until the test lets it go: the home shows its loading status for them meanwhile.
    const held: Route[] = [];
    let holding = true;
    await page.route(new RegExp(`/api/v1/customer/application/${applicationUuid}/tasks/`), (route) => (holding ? void held.push(route) : route.continue()));
    const licence = page.waitForResponse((response) => response.url().includes('/api/v1/customer/licensing/'));
    await page.goto(`${base}/applications/${applicationUuid}`);
    await expectHeading(page, 'Your application');
    await page.getByText('Loading your tasks…').waitFor();
    // The licence itself has arrived (the HTML's data start asks for it with the application), the document has loaded
    // and two frames have been drawn since: a footer that did not wait would show it by now.
    await licence;
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const footer = page.locator('footer.site-footer');
    expect(await footer.textContent()).not.toContain('NMLS ID');

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByText('Loading your tasks…').waitFor({ state: 'detached' });
    await footer.getByText('NMLS ID', { exact: false }).first().waitFor();
  });
});
