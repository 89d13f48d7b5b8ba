import type { Page } from 'playwright-core';
import { PRERENDERED_PAGES } from '../../src/client/app/prerender/pages';
import { DEMO } from '../support/accounts';
import { apiToken } from '../support/signIn';
import { openSignedIn, seedSessionOnce } from '../support/signedInPage';
import { STORAGE_KEYS } from '../../src/client/kernel/storage';
import { expectHeading, pathOf, QUALIFYING_ANSWERS } from './support/flows';
import { enteredOnCommit, enterWhenCommitted, expectHydrated, throttleCpu } from './support/hydration';
import { browserSuite } from './support/suite';

const APP_TITLE = 'Home Equity Release Application';
/** An address no route answers: the prerendered 404 page. */
const NO_SUCH_PAGE = '/no-such-page';

const addressOf = (path: string) => (path === '*' ? NO_SUCH_PAGE : path);

/** Pages whose prerendered HTML is the page the browser keeps: every one but the funnel steps a cold visit skips back from. */
const KEPT = PRERENDERED_PAGES.filter((p) => !/^\/(property_type|property_usage|property_value_debt|personal_details_\w+|email_verification|applicants)$/.test(p.path));

/** Form controls without an accessible label (label element, aria-label or aria-labelledby), as HTML. */
function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')]
      .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')))
      .map((el) => el.outerHTML),
  );
}

/**
 * Issue 14 §1: public pages arrive as HTML. With JavaScript off, each prerendered page shows its heading, title and
 * labelled fields (the 404 page with status 404); with JavaScript on, the code takes over the same elements (hydration:
 * the prerendered h1 is still the one on screen, nothing is reported), and what a person typed before the code
 * arrived is kept and sent.
 */
describe('Prerendered pages: painted before the code, hydrated without losing anything', () => {
  const e2e = browserSuite({ tabPerTest: true, sandbox: { config: { botCheckMode: 'off' } } });

  it('shows every prerendered page with JavaScript disabled: its heading, its title and a label for every field', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const seen: Array<{ path: string; status: number; h1: string; title: string; unlabelled: string[] }> = [];
      for (const { path } of PRERENDERED_PAGES) {
        const response = await page.goto(`${e2e.sandbox.baseUrl}${addressOf(path)}`);
        const h1 = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
        seen.push({ path, status: response?.status() ?? 0, h1, title: await page.title(), unlabelled: await unlabelledControls(page) });
      }
      for (const page of seen) {
        expect(page).toEqual({ ...page, status: page.path === '*' ? 404 : 200, title: `${page.h1} · ${APP_TITLE}`, unlabelled: [] });
        expect(page.h1).not.toBe('');
      }
      const byPath = new Map(seen.map((p) => [p.path, p.h1]));
      expect([byPath.get('/'), byPath.get('/property_address'), byPath.get('/login'), byPath.get('*')]).toEqual([
        'Where is your home?',
        'Where is your home?',
        'Sign in',
        'Page not found',
      ]);
      await page.goto(`${e2e.sandbox.baseUrl}/login`);
      await page.getByLabel('Email address').waitFor();
      await page.goto(`${e2e.sandbox.baseUrl}/property_address`);
      await page.getByLabel('Home address').waitFor();
      await page.goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
      await page.getByLabel('Password', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('hydrates each prerendered page in place: the same h1 element stays, no error is reported, and Continue works', async () => {
    for (const { path } of KEPT) {
      const tab = await e2e.openTab();
      // Kept when the document has been parsed and before any module script runs (those run after `interactive`).
      await tab.page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('#root h1');
        });
      });
      await tab.page.goto(`${e2e.sandbox.baseUrl}${addressOf(path)}`, { waitUntil: 'networkidle' });
      await expectHydrated(tab.page, 30_000);
      const kept = await tab.page.evaluate(() => {
        const first = (window as unknown as { __h1: Element | null }).__h1;
        return first !== null && first.isConnected && document.querySelector('#root h1') === first;
      });
      // The 404 page's own status is logged by the browser as a failed load: that one is expected.
      const errors = tab.consoleErrors.filter((e) => !(path === '*' && /status of 404/.test(e)));
      expect({ path, kept, errors }).toEqual({ path, kept: true, errors: [] });
    }
  });

  it('sends a cold visit to a later funnel page back to the first one after hydrating, with no error', async () => {
    const tab = await e2e.openTab();
    await tab.page.goto(`${e2e.sandbox.baseUrl}/property_usage`);
    await tab.page.waitForURL((url) => url.pathname === '/property_address');
    await expectHeading(tab.page, 'Where is your home?');
    expect(tab.consoleErrors).toEqual([]);
  });

  /** Holds every script of the build until `release()`, so a test can act on the HTML alone. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  it('shows a signed-in customer who opens `/` the loading page before the code runs, never the funnel’s question, then her application', async () => {
    const tab = await e2e.openTab();
    const { page } = tab;
    await seedSessionOnce(page, { [STORAGE_KEYS.token]: await apiToken(e2e.sandbox.baseUrl, DEMO.inProgress) });
    const release = await holdScripts(page);
    // Module scripts hold DOMContentLoaded back: wait for the parser to finish the document instead.
    await page.goto(`${e2e.sandbox.baseUrl}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // The HTML alone, as the browser first paints it: the signed-in shell, not the funnel page `/` is prerendered as.
    expect(await page.getByText('Where is your home?').count()).toBe(0);
    expect(await page.getByLabel('Home address').count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toContain('Loading…');
    expect(await page.title()).toBe(APP_TITLE);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();

    release();
    await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page, 'Your application');
    expect(tab.consoleErrors).toEqual([]);
  });

  it('shows a signed-in page’s heading before its code, where the page then draws it: a section (with its lead), the tasks, documents, messages and FAQ pages, on a phone and a wide screen', async () => {
    const tab = await e2e.openTab();
    const { page } = tab;
    const applicationId = (await openSignedIn(page, e2e.sandbox.baseUrl, DEMO.inProgress)).applicationUuid;
    const pages = [
      { path: 'sections/personal-information', title: 'Personal information', lead: 'Tell us about yourself.', content: page.getByRole('textbox').first() },
      { path: 'tasks', title: 'Your tasks', lead: null, content: page.locator('main').getByRole('listitem').first() },
      { path: 'documents', title: 'Your documents', lead: null, content: page.locator('main').getByRole('heading', { level: 2 }).first() },
      { path: 'messages', title: 'Messages', lead: 'Your conversations with your deal team about this application.', content: page.getByRole('link', { name: 'Write to your team' }) },
      { path: 'faq', title: 'Frequently asked questions', lead: null, content: page.getByRole('heading', { name: 'Questions on this page' }) },
    ];
    const headingBox = async () => {
      const box = await page.getByRole('heading', { level: 1 }).boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
    };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, title, lead, content } of pages) {
        const release = await holdScripts(page);
        await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationId}/${path}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.readyState !== 'loading');
        // The HTML alone: the page's heading (and lead) above the loading status, and its document title.
        expect(await page.locator('main h1').allInnerTexts()).toEqual([title]);
        expect(await page.locator('main .lead').allInnerTexts()).toEqual(lead ? [lead] : []);
        expect(await page.getByRole('status').textContent()).toContain('Loading…');
        expect(await page.title()).toBe(`${title} · ${APP_TITLE}`);
        const shown = await headingBox();

        release();
        await content.waitFor();
        // The page's code drew one h1 with the same words in the same place: nothing jumped.
        expect({ width, path, headings: await page.locator('h1').allInnerTexts(), box: await headingBox() }).toEqual({ width, path, headings: [title], box: shown });
        await page.unroute(/\/assets\/[^/]+\.js$/);
      }
    }
    expect(tab.consoleErrors).toEqual([]);
  });

  it('keeps an address typed before the code arrived, and Continue sends it once the page has hydrated', async () => {
    const tab = await e2e.openTab();
    const release = await holdScripts(tab.page);
    await tab.page.goto(`${e2e.sandbox.baseUrl}/property_address`, { waitUntil: 'commit' });
    const field = tab.page.getByLabel('Home address');
    await field.waitFor();
    const continueButton = tab.page.getByRole('button', { name: 'Continue', exact: true });
    // Before the code: the browser must not send the form itself (the address would go into the URL).
    expect(await continueButton.isDisabled()).toBe(true);
    await field.pressSequentially(QUALIFYING_ANSWERS.addressLine);
    await field.press('Enter');
    release();
    await expect.poll(() => continueButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await field.inputValue()).toBe(QUALIFYING_ANSWERS.addressLine);
    await continueButton.click();
    // The typed line was in the form's state: it is split into the manual fields.
    await tab.page.getByLabel('Street address').waitFor();
    expect(await tab.page.getByLabel('Street address').inputValue()).toBe('350 Fifth Avenue');
    expect(await tab.page.getByLabel('City').inputValue()).toBe('New York');
    expect(new URL(tab.page.url()).search).toBe('');
    expect(tab.consoleErrors).toEqual([]);
  });

  it('keeps an email typed on the login page before the code arrived, and goes on to the password', async () => {
    const tab = await e2e.openTab();
    const release = await holdScripts(tab.page);
    await tab.page.goto(`${e2e.sandbox.baseUrl}/login`, { waitUntil: 'commit' });
    const field = tab.page.getByLabel('Email address');
    await field.waitFor();
    await field.pressSequentially(DEMO.married.email);
    release();
    const continueButton = tab.page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    await continueButton.click();
    // The email reached the login's next step: the ways to sign in with it.
    await tab.page.getByRole('button', { name: 'Sign in with password' }).click();
    await tab.page.getByLabel('Password', { exact: true }).waitFor();
    expect(pathOf(tab.page)).toBe('/login');
    expect(new URL(tab.page.url()).search).toBe('');
    expect(tab.consoleErrors).toEqual([]);
  });

  it('keeps an email entered on the login page the moment its code takes the form over, on a CPU slowed 6×', async () => {
    const tab = await e2e.openTab();
    await throttleCpu(tab.page, 6);
    await enterWhenCommitted(tab.page, 'input[type=email]', DEMO.married.email);
    await tab.page.goto(`${e2e.sandbox.baseUrl}/login`);
    const entered = await enteredOnCommit(tab.page);
    // It was entered before the page was ready (its submit button is enabled once the page's effects have run).
    expect(entered.submitDisabled).toBe(true);
    const field = tab.page.getByLabel('Email address');
    const continueButton = tab.page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => continueButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe(DEMO.married.email);
    await continueButton.click();
    await tab.page.getByRole('button', { name: 'Sign in with password' }).waitFor();
    expect(tab.consoleErrors).toEqual([]);
  });
});
