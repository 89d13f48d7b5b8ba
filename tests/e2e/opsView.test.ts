import { dataWrites } from './support/writes';
import type { Page, Request } from 'playwright-core';
import { DEMO } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { openBackOffice, OPS, type BackOffice } from './support/backOffice';
import { horizontalOverflow } from './support/fields';
import { expectHeading, waitForHydratedForm } from './support/flows';
import { browserSuite } from './support/suite';

/** The co-owner case of the seed (docs/sandbox.md): Uma Rossi, under review, with Marco Rossi (co-owner) and an occupant. */
const CUSTOMER = { email: 'demo.underreview@example.com', name: 'Uma Rossi' } as const;
const BANNER = 'Read-only customer view';
const EXPLANATION = 'Read-only view: you can see everything the customer sees, but nothing you do here changes their application.';

/** One request the browser sent, with when it started and ended (ms, Node clock). */
type Sent = { method: string; url: string; start: number; end: number | null };

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
  const banner = () => page().getByRole('region', { name: BANNER });
  const selector = () => banner().getByLabel('You are viewing');

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

  it('signs the staff member in and lists every application, with a filter', async () => {
    await page().getByLabel('Staff email').fill(OPS.email);
    await page().getByLabel('Password').fill(OPS.password);
    await page().getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page(), 'All applications');
    signInIndex = sent.findLastIndex((r) => r.method === 'POST' && pathOf(r.url) === '/api/v1/ops/token-auth/');
    consoleBefore = e2e.tab.consoleErrors.length;
    expect(signInIndex).toBeGreaterThanOrEqual(0);
    const total = await page().getByRole('listitem').count();
    expect(total).toBeGreaterThan(10); // every seeded customer, not one person's applications
    await page().getByLabel('Filter applications').fill('Rossi los angeles');
    await page().getByRole('status').getByText(`Showing 1 of ${total} applications`).waitFor();
    await expectNoAxeViolations(page(), 'ops applications list (filtered)');
    // Signed in as staff, the customer entry points lead back here.
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'All applications');
    await page().getByLabel('Filter applications').fill('Rossi');
    await page().getByRole('link', { name: CUSTOMER.name }).click();
    await expectHeading(page(), 'Your application');
    await banner().getByText('in a READ ONLY/CX VIEW').waitFor();
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
    await page().waitForTimeout(1000); // the home's own loads are done
    const from = sent.length;
    const gets = applicationGets().length;
    await page().waitForTimeout(7000);
    const polls = applicationGets().slice(gets);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.length).toBeLessThanOrEqual(3);
    expect(otherApiCalls(from).map((r) => `${r.method} ${pathOf(r.url)}`)).toEqual([]);
  });

  it('shows the stage the back office set within 3.5 s, without a reload, and says what changed', async () => {
    await page().evaluate(() => ((window as unknown as { opsMarker: string }).opsMarker = 'same page'));
    const changed = await backOffice.setStage(applicationUuid, 'pending-intent-to-proceed');
    expect(changed.customer_stage).toBe('consent-to-proceed');
    const t0 = Date.now();
    await page().getByText('Consent to proceed', { exact: true }).waitFor({ timeout: 5000 });
    expect(Date.now() - t0).toBeLessThanOrEqual(3500);
    expect(await page().evaluate(() => (window as unknown as { opsMarker?: string }).opsMarker)).toBe('same page');
    await banner().getByRole('status').getByText(/^Updated \d\d:\d\d:\d\d — Stage/).waitFor();
    // §4 "briefly highlighted": the stage's part of the page runs the flash animation (no inline style: CSP, issue 13).
    const animation = await page().evaluate(() => {
      const part = document.querySelector('[data-ops-changed~="stage"]');
      return part ? getComputedStyle(part).animationName : 'no stage part';
    });
    expect(animation).toMatch(/^ops-flash-[ab]$/);
    await page().waitForTimeout(3500); // one more poll after the change: a 304 again
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
    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Profile' }).click();
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
