import type { Page, Request } from 'playwright-core';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectHeading, STEP_TIMEOUT_MS } from './support/flows';
import { browserSuite } from './support/suite';

/** The portal's JavaScript files (the entry, its chunks and the route's preloaded chunks). */
const PORTAL_SCRIPT = /\/assets\/[^/?]+\.js(\?|$)/;

/**
 * Holds back every script of the portal on `page` until `released` settles (or STEP_TIMEOUT_MS passes, so a page
 * that never asks cannot hang the test), and says in `order` when each was let through.
 */
async function holdScriptsUntil(page: Page, released: Promise<void>, order: string[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, STEP_TIMEOUT_MS)));
  void released.then(() => clearTimeout(timer));
  await page.route(PORTAL_SCRIPT, async (route) => {
    await Promise.race([released, gaveUp]);
    order.push(`script ${new URL(route.request().url()).pathname}`);
    await route.continue();
  });
}

/**
 * Records every GET of `url` (or of any URL whose path matches it, e.g. a hashed file name) on `page` into `order`;
 * the promise settles at the first.
 */
function watchGets(page: Page, url: string | RegExp, order: string[]): { asked: Promise<void>; requests: Request[] } {
  const requests: Request[] = [];
  let seen: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    const matches = typeof url === 'string' ? request.url() === url : url.test(new URL(request.url()).pathname);
    if (request.method() !== 'GET' || !matches) return;
    requests.push(request);
    order.push(`GET ${new URL(request.url()).pathname}`);
    seen();
  });
  return { asked, requests };
}

/** The tasks page's own stylesheet (its chunk's CSS, which Vite's preload helper adds as the page's code loads). */
const TASKS_PAGE_CSS = /^\/assets\/TasksPage-[^/]+\.css$/;

// Issue 14 §2 "start the data while the code downloads": the inline script of the HTML starts the signed-in page's
// first GET with the stored token, and the HTTP client takes that answer instead of asking again. Every script of the
// portal is held back until the GET is seen: it can only come from the HTML's own script. Then the page shows the
// application from that one answer.
describe('data start: the application home and the applications list ask for their data before the code has arrived, once', () => {
  const e2e = browserSuite({ tabPerTest: true });
  const page = (): Page => e2e.tab.page;

  it('reloading the signed-in application home: its GETs (application, messages, then the licence, team, tasks and form) start while every script is held back, each once, and the home shows them', async () => {
    await e2e.openTab();
    const applicationId = (await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.married)).applicationUuid;
    const { property } = await (await signInWithApi(e2e.sandbox.baseUrl, DEMO.married)).application(applicationId);
    // The first load's last GETs (the licence comes after the application) may still be on their way: the order below is
    // the reload's alone.
    await page().waitForLoadState('networkidle');

    const order: string[] = [];
    const api = `${e2e.sandbox.baseUrl}/api/v1/customer/application/${applicationId}/`;
    const licence = `${e2e.sandbox.baseUrl}/api/v1/customer/licensing/?state=${property.address.state.trim().toUpperCase()}`;
    const watched = [api, `${api}messages/`, licence, `${api}deal-team/`, `${api}tasks/`, `${api}sections/`].map((url) => watchGets(page(), url, order));
    await holdScriptsUntil(page(), Promise.all(watched.map((w) => w.asked)).then(() => undefined), order);
    await page().reload();
    await expectHeading(page(), 'Your application');
    await page().getByRole('heading', { name: 'Your property', level: 2 }).waitFor();
    await page().getByText(property.address.street, { exact: false }).first().waitFor();
    // The next step needs the tasks and the form: it shows from the started answers.
    await page().getByRole('region', { name: 'What’s next' }).locator('.next-step__title').waitFor();

    expect(order[0]).toBe(`GET /api/v1/customer/application/${applicationId}/`);
    // Every data GET came before the first script was let through: they can only be the HTML's own script.
    const firstScript = order.findIndex((o) => o.startsWith('script '));
    expect(firstScript).toBeGreaterThanOrEqual(watched.length);
    for (const { requests } of watched) {
      expect(requests).toHaveLength(1);
      expect((await requests[0]?.response())?.status()).toBe(200);
    }
    // The same headers as the HTTP client: the JWT scheme and JSON; never the bot-check token.
    const headers = (await watched[0]?.requests[0]?.allHeaders()) ?? {};
    expect([headers['authorization']?.split(' ')[0], headers['accept'], headers['turnstile-token']]).toEqual(['JWT', 'application/json', undefined]);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });

  it('reloading the tasks page and a section: each GET the page asks for as it opens (and the tasks page its stylesheet) starts while every script is held back, once, and the page shows from it', async () => {
    await e2e.openTab();
    const applicationId = (await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.married)).applicationUuid;
    const api = `${e2e.sandbox.baseUrl}/api/v1/customer/application/${applicationId}/`;
    const pages = [
      // The stylesheet is preloaded by the HTML with the page's chunks: fetched once, not after the code has run.
      { path: 'tasks', heading: 'Your tasks', own: [`${api}tasks/`, `${api}sections/`, `${e2e.sandbox.baseUrl}/api/v1/customer/profile/`, TASKS_PAGE_CSS] },
      { path: 'sections/personal-information', heading: 'Personal information', own: [`${api}sections/personal-information/`] },
    ];
    for (const { path, heading, own } of pages) {
      await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationId}/${path}`);
      await expectHeading(page(), heading);
      const order: string[] = [];
      const watched = [api, ...own].map((url) => watchGets(page(), url, order));
      await holdScriptsUntil(page(), Promise.all(watched.map((w) => w.asked)).then(() => undefined), order);
      await page().reload();
      await expectHeading(page(), heading);
      // Shown from the started answers: the tasks' list, the section's form.
      await page().locator('main').getByRole(path === 'tasks' ? 'listitem' : 'textbox').first().waitFor();

      const firstScript = order.findIndex((o) => o.startsWith('script '));
      expect({ path, beforeTheCode: firstScript >= watched.length }).toEqual({ path, beforeTheCode: true });
      for (const { requests } of watched) {
        expect(requests).toHaveLength(1);
        expect((await requests[0]?.response())?.status()).toBe(200);
      }
      await page().unroute(PORTAL_SCRIPT);
    }
    expect(e2e.tab.consoleErrors).toEqual([]);
  });

  it('opening `/applicants` signed in: one application-list GET, started while every script is held back, and the list shows', async () => {
    await e2e.openTab();
    await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.married);

    const order: string[] = [];
    const { asked, requests } = watchGets(page(), `${e2e.sandbox.baseUrl}/api/v1/customer/application/`, order);
    await holdScriptsUntil(page(), asked, order);
    await page().goto(`${e2e.sandbox.baseUrl}/applicants`);
    await expectHeading(page(), 'Your applications');

    expect(order[0]).toBe('GET /api/v1/customer/application/');
    expect(requests).toHaveLength(1);
    expect((await requests[0]?.response())?.status()).toBe(200);
  });
});
