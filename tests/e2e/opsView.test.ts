import { dataWrites } from './support/writes';
import type { Page, Request } from 'playwright-core';
import { DEMO, OPS } from '../support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { openBackOffice, type BackOffice } from './support/backOffice';
import { horizontalOverflow } from './support/fields';
import { expectHeading, followMenuLink, waitForHydratedForm } from './support/flows';
import { browserSuite } from './support/suite';

/** The co-owner case of the seed (docs/sandbox.md): Uma Rossi, under review, with Marco Rossi (co-owner) and an occupant. */
const CUSTOMER = { email: 'demo.underreview@example.com', name: 'Uma Rossi' } as const;
const BANNER = 'Read-only customer view';
/** The table's columns, each header a sort button. */
const COLUMNS = ['Name', 'Email', 'Stage', 'Last change'] as const;
const EXPLANATION = 'Read-only view: you can see everything the customer sees, but nothing you do here changes their application.';

/** One request the browser sent, with when it started and ended (ms, Node clock). */
type Sent = { method: string; url: string; start: number; end: number | null };

// The applications table (docs/ops.md "Every application"): its columns, sorting by a header's button, paging, the stage
// filter and the search (kept over a reload, the search text never in the address), axe at 1280 and 375 px, 320 px.
// Issue 5 §1 and §5 (a), (d): a staff member signs in at /ops/sign-in, opens a customer's application and watches it
// change when the back office moves its stage — polled every 3 s with If-None-Match, never two requests at once, nothing
// else fetched again while nothing changes, and not one mutating request leaving the browser (analytics included). The
// profile selector shows the pages as the co-owner sees them; controls are disabled with the read-only explanation;
// axe finds nothing on the banner, home, tasks and documents; nothing scrolls sideways at 320 px.
describe('ops read-only customer-experience view', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  const sent: Sent[] = [];
  let backOffice: BackOffice;
  let applicationUuid = '';
  let signInIndex = -1;
  /** Console errors before the staff sign-in (the refused attempt's 400 is one). */
  let consoleBefore = 0;

  const pathOf = (url: string) => new URL(url).pathname;
  const applicationGets = () => sent.filter((r) => r.method === 'GET' && pathOf(r.url) === `/api/v1/customer/application/${applicationUuid}/`);
  /** Requests to the API (other than the application itself) sent from index `from` on. */
  const otherApiCalls = (from: number) =>
    sent.slice(from).filter((r) => pathOf(r.url).startsWith('/api/') && pathOf(r.url) !== `/api/v1/customer/application/${applicationUuid}/`);
  /** Waits until `count` more application requests than now have been sent and answered (each poll within 4.5 s). */
  const nextPolls = async (count: number) => {
    const target = applicationGets().length + count;
    await expect
      .poll(() => applicationGets().filter((r) => r.end !== null).length, { timeout: count * 4_500, interval: 100 })
      .toBeGreaterThanOrEqual(target);
  };
  const banner = () => page().getByRole('region', { name: BANNER });
  const selector = () => banner().getByLabel('You are viewing');
  /** The ops list's polite status line ("Showing 1–25 of 27 applications"). */
  const status = () => page().locator('p[role="status"]');
  const columnHeader = (name: string) => page().getByRole('columnheader', { name: new RegExp(`^${name}`) });
  /** The names in the table's rows, in order. */
  const names = () => page().getByRole('rowheader').allInnerTexts();

  beforeAll(async () => {
    backOffice = await openBackOffice(e2e.sandbox.baseUrl);
    applicationUuid = await backOffice.applicationOf(CUSTOMER.email);
    const byRequest = new Map<Request, Sent>();
    page().on('request', (request) => {
      const entry: Sent = { method: request.method(), url: request.url(), start: Date.now(), end: null };
      byRequest.set(request, entry);
      sent.push(entry);
    });
    const finished = (request: Request) => {
      const entry = byRequest.get(request);
      if (entry) entry.end = Date.now();
    };
    page().on('requestfinished', finished);
    page().on('requestfailed', finished);
  });

  it('answers a customer’s credentials at the staff sign-in like a wrong password', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await expectHeading(page(), 'Staff sign-in');
    await waitForHydratedForm(page());
    await expectNoAxeViolations(page(), 'staff sign-in');
    await page().getByLabel('Staff email').fill(DEMO.married.email);
    await page().getByLabel('Password').fill(DEMO.married.password);
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().getByRole('alert').getByText('Wrong email or password.', { exact: true }).waitFor();
    expect(pathOf(page().url())).toBe('/ops/sign-in');
  });

  it('signs the staff member in and lists every application in a table with name, email, stage and last change', async () => {
    await page().getByLabel('Staff email').fill(OPS.email);
    await page().getByLabel('Password').fill(OPS.password);
    await page().getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page(), 'All applications');
    signInIndex = sent.findLastIndex((r) => r.method === 'POST' && pathOf(r.url) === '/api/v1/ops/token-auth/');
    consoleBefore = e2e.tab.consoleErrors.length;
    expect(signInIndex).toBeGreaterThanOrEqual(0);
    const table = page().getByRole('table', { name: /^Applications/ });
    await table.waitFor();
    const headers = table.getByRole('columnheader');
    expect(await headers.count()).toBe(COLUMNS.length);
    for (const [i, name] of COLUMNS.entries()) await headers.nth(i).getByRole('button', { name, exact: true }).waitFor();
    expect(await columnHeader('Last change').getAttribute('aria-sort')).toBe('descending');
    const summary = await status().innerText();
    const total = Number(/^Showing 1–25 of (\d+) applications$/.exec(summary)?.[1]);
    expect(total).toBeGreaterThan(25); // every seeded customer (more than a page), not one person's applications
    expect(await names()).toHaveLength(25);
    const row = table.getByRole('row').filter({ has: page().getByRole('rowheader', { name: CUSTOMER.name }) });
    await row.getByRole('cell', { name: CUSTOMER.email }).waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toMatch(/^Under review\s*Internal stage:\s*pending-condl-approval-uw$/);
    expect(await row.locator('time').innerText()).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('sorts by a header\'s button (with the keyboard too), and says so with aria-sort', async () => {
    const before = await names();
    await page().getByRole('button', { name: 'Name' }).focus();
    await page().keyboard.press('Enter');
    await page().waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.startsWith('Name'));
    const ascending = await names();
    expect(ascending).not.toEqual(before);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await columnHeader('Last change').getAttribute('aria-sort')).toBeNull();
    await page().keyboard.press('Space');
    await page().waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.startsWith('Name'));
    const descending = await names();
    expect(descending).not.toEqual(ascending);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(new URL(page().url()).searchParams.get('sort')).toBe('-name');
  });

  it('pages 25 at a time with Previous and Next', async () => {
    const total = Number(/of (\d+) applications$/.exec(await status().innerText())?.[1]);
    const firstPage = await names();
    await page().getByRole('button', { name: 'Next' }).click();
    await status().getByText(`Showing 26–${total} of ${total} applications`).waitFor();
    const secondPage = await names();
    expect(secondPage).toHaveLength(total - 25);
    expect(secondPage.filter((n) => firstPage.includes(n) && firstPage.indexOf(n) === secondPage.indexOf(n))).toEqual([]);
    expect(await page().getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(new URL(page().url()).searchParams.get('page')).toBe('2');
    await page().getByRole('button', { name: 'Previous' }).click();
    await status().getByText(`Showing 1–25 of ${total} applications`).waitFor();
    expect(await names()).toEqual(firstPage);
  });

  it('filters by stage, and a reload keeps the filter and the sort', async () => {
    const stage = page().getByLabel('Stage', { exact: true });
    const options = await stage.locator('option').allInnerTexts();
    expect(options[0]).toBe('All stages');
    expect(options).toContain('Under review (1)');
    await stage.selectOption({ label: options.find((o) => o.startsWith('Closed ('))! });
    const closed = Number(/\((\d+)\)/.exec(options.find((o) => o.startsWith('Closed ('))!)?.[1]);
    await status().getByText(new RegExp(`^Showing 1(–${closed})? of ${closed} matching application`)).waitFor();
    const stages = await page().locator('tbody td:nth-of-type(2)').allInnerTexts();
    expect(stages).toHaveLength(closed);
    for (const s of stages) expect(s).toMatch(/^Closed\s/);
    await page().reload();
    await expectHeading(page(), 'All applications');
    await status().getByText(new RegExp(`of ${closed} matching application`)).waitFor();
    expect(await page().getByLabel('Stage', { exact: true }).inputValue()).toBe('closed');
    expect(await columnHeader('Name').getAttribute('aria-sort')).toBe('descending');
    await page().getByLabel('Stage', { exact: true }).selectOption({ label: 'All stages' });
  });

  it('finds a customer by email as one types, whatever the case, without putting it in the address', async () => {
    const search = page().getByLabel('Search by name or email');
    await search.pressSequentially('DEMO.UNDERREVIEW@', { delay: 10 });
    await status().getByText(/^Showing 1 of 1 matching application \(\d+ in all\)$/).waitFor();
    expect(await names()).toEqual([CUSTOMER.name]);
    expect(page().url()).not.toMatch(/underreview/i);
    await page().reload();
    await expectHeading(page(), 'All applications');
    await status().getByText(/^Showing 1 of 1 matching application/).waitFor();
    expect(await page().getByLabel('Search by name or email').inputValue()).toBe('DEMO.UNDERREVIEW@');
    await page().getByLabel('Search by name or email').fill('nobody-at-all');
    await status().getByText(/^No application matches\. \d+ applications in all\.$/).waitFor();
    expect(await page().getByRole('table').count()).toBe(0);
    await page().getByLabel('Search by name or email').fill('');
    await status().getByText(/^Showing 1–25 of \d+ applications$/).waitFor();
  });

  it('passes axe at 1280 and 375 px, and nothing scrolls sideways at 320 px', async () => {
    await expectNoAxeViolations(page(), 'ops applications table at 1280 px');
    try {
      await page().setViewportSize({ width: 375, height: 740 });
      await expectNoAxeViolations(page(), 'ops applications table at 375 px');
      await page().setViewportSize({ width: 320, height: 640 });
      expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
      await page().getByRole('button', { name: 'Next' }).click();
      expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
      await page().getByRole('button', { name: 'Previous' }).click();
    } finally {
      await page().setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('opens a customer from the list, in the read-only view', async () => {
    // Signed in as staff, the customer entry points lead back to the list.
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'All applications');
    await page().getByLabel('Search by name or email').fill('Rossi');
    await page().getByRole('link', { name: CUSTOMER.name }).click();
    await expectHeading(page(), 'Your application');
    await banner().getByText('in a READ ONLY/CX VIEW').waitFor();
    await banner().getByText(EXPLANATION, { exact: true }).waitFor();
    expect(await selector().inputValue()).not.toBe('');
    expect(await selector().locator('option').allInnerTexts()).toEqual([
      'Primary Applicant: Uma Rossi',
      'Co-Owner: Marco Rossi',
      'Non-Owning Occupant: Lena Rossi',
    ]);
    expect(await selector().locator('option:checked').innerText()).toBe('Primary Applicant: Uma Rossi');
    await page().getByText('Under review', { exact: true }).waitFor();
    await expectNoAxeViolations(page(), 'ops banner over the application home');
  });

  it('polls the application every 3 s, one request at a time, and fetches nothing else again while it is unchanged', async () => {
    await nextPolls(1); // the first poll, 3 s after the home's own loads
    const from = sent.length;
    const started = Date.now();
    await nextPolls(2);
    // Two more polls took about 6 s: not sooner (each waits its 3 s), not later (nextPolls allows 4.5 s each).
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(otherApiCalls(from).map((r) => `${r.method} ${pathOf(r.url)}`)).toEqual([]);
  });

  it('shows the stage the back office set at its next poll, without a reload, and says what changed', async () => {
    await page().evaluate(() => ((window as unknown as { opsMarker: string }).opsMarker = 'same page'));
    const changed = await backOffice.setStage(applicationUuid, 'pending-intent-to-proceed');
    expect(changed.customer_stage).toBe('consent-to-proceed');
    const changedAt = Date.now();
    await page().getByText('Consent to proceed', { exact: true }).waitFor({ timeout: 4_500 });
    // The first poll answered after the change brought it (one sent since at most: a poll already on its way may have
    // carried it). The 3 s between polls is pinned above and, in virtual time, by the epic's marble test; a bound in
    // milliseconds here would measure how busy the machine is.
    expect(applicationGets().filter((r) => r.start >= changedAt).length).toBeLessThanOrEqual(1);
    expect(await page().evaluate(() => (window as unknown as { opsMarker?: string }).opsMarker)).toBe('same page');
    await banner().getByRole('status').getByText(/^Updated \d\d:\d\d:\d\d — Stage/).waitFor();
    // §4 "briefly highlighted": the stage's part of the page runs the flash animation (no inline style: CSP, issue 13).
    const animation = await page().evaluate(() => {
      const part = document.querySelector('[data-ops-changed~="stage"]');
      return part ? getComputedStyle(part).animationName : 'no stage part';
    });
    expect(animation).toMatch(/^ops-flash-[ab]$/);
    await nextPolls(1); // one more poll after the change: a 304 again
  });

  it('never had two application requests in flight, and the polls were about 3 s apart', () => {
    const gets = applicationGets();
    for (let i = 1; i < gets.length; i += 1) {
      const previous = gets[i - 1]!;
      expect(previous.end, 'every application request finished').not.toBeNull();
      expect(gets[i]!.start).toBeGreaterThanOrEqual(previous.end ?? Infinity);
    }
    const polls = gets.slice(-3);
    for (let i = 1; i < polls.length; i += 1) {
      const gap = polls[i]!.start - polls[i - 1]!.start;
      expect(gap).toBeGreaterThan(2500);
      expect(gap).toBeLessThan(4500);
    }
  });

  it('switching the profile selector shows the pages as the co-owner sees them', async () => {
    await followMenuLink(page(), 'Profile');
    await expectHeading(page(), 'Your profile');
    const yourName = page().getByRole('region', { name: 'Your name' });
    await yourName.getByText(CUSTOMER.name, { exact: true }).waitFor();
    await selector().selectOption({ label: 'Co-Owner: Marco Rossi' });
    await yourName.getByText('Marco Rossi', { exact: true }).waitFor();
    await page().getByText('demo.coowner@example.com', { exact: true }).waitFor();
  });

  it('disables what would change data, with the read-only explanation; navigation stays enabled', async () => {
    const edit = page().getByRole('button', { name: 'Edit name' });
    expect(await edit.isDisabled()).toBe(true);
    const describedBy = (await edit.getAttribute('aria-describedby')) ?? '';
    expect(await page().locator(`#${describedBy}`).innerText()).toBe(EXPLANATION);

    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents' }).click();
    await expectHeading(page(), 'Your documents');
    expect(await page().getByLabel('Choose files', { exact: true }).isDisabled()).toBe(true);
    expect(await page().getByLabel('Document type').isDisabled()).toBe(true);
    await page().getByText(EXPLANATION, { exact: true }).waitFor();
    await expectNoAxeViolations(page(), 'documents in the ops view');

    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Tasks' }).click();
    await expectHeading(page(), 'Your tasks');
    await expectNoAxeViolations(page(), 'tasks in the ops view');
    expect(await selector().isEnabled()).toBe(true);
  });

  it('fits 320 px with the banner (it wraps; nothing scrolls sideways or hides under it)', async () => {
    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Home' }).click();
    await expectHeading(page(), 'Your application');
    await page().setViewportSize({ width: 320, height: 640 });
    try {
      expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
      const bannerBox = await banner().boundingBox();
      const titleBox = await page().getByRole('heading', { level: 1 }).boundingBox();
      expect(titleBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
    } finally {
      await page().setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('keeps the banner at the top while scrolling on a wide screen, but lets it scroll away on a phone (it would cover a third of it)', async () => {
    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Home' }).click();
    await expectHeading(page(), 'Your application');
    const bannerTopAfterScroll = async () => {
      await page().evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page().evaluate(() => window.scrollY)).toBeGreaterThan(0);
      return (await banner().boundingBox())!.y;
    };
    try {
      await page().setViewportSize({ width: 1280, height: 400 });
      expect(await bannerTopAfterScroll()).toBe(0);
      await page().setViewportSize({ width: 375, height: 740 });
      expect(await bannerTopAfterScroll()).toBeLessThan(0);
    } finally {
      await page().evaluate(() => window.scrollTo(0, 0));
      await page().setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('the skip link is the first keyboard stop, before the read-only banner (issue 12 §5)', async () => {
    const firstFocusable = await page().evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, select, input, textarea, [tabindex]')];
      const first = all.find((el) => el.tabIndex >= 0 && !el.hasAttribute('disabled'));
      return first?.textContent?.trim() ?? null;
    });
    expect(firstFocusable).toBe('Skip to content');
    await selector().focus();
    await page().keyboard.press('Shift+Tab');
    expect(await page().evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to content');
    await page().keyboard.press('Enter');
    expect(await page().evaluate(() => location.hash)).toBe('#main');
  });

  it('sent no POST, PATCH, PUT or DELETE after the sign-in (analytics included), and logged no error', () => {
    expect(dataWrites(sent.slice(signInIndex + 1))).toEqual([]);
    expect(e2e.tab.consoleErrors.slice(consoleBefore)).toEqual([]);
  });
});
