import { dataWrites } from './support/writes';
import { addDays, format, subDays } from 'date-fns';
import type { Locator, Page, Route } from 'playwright-core';
import { getInvestment, getPayoffStatement, getServicingRequest, listServicingRequests } from '../../src/contract/servicing/endpoints';
import type { Investment, PayoffStatement } from '../../src/contract/servicing';
import { DEMO, OPS, type Account } from '../support/accounts';
import { REQUEST_POLL_INTERVAL_MS } from '../../src/client/features/servicing/epics/request';
import { OPS_POLLING_INTERVAL_MS } from '../../src/domain/constants';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi, type ApiSession } from '../support/signIn';
import { openBackOffice, type BackOffice } from './support/backOffice';
import { newPage, type TestPage } from './support/browser';
import { expectHeading, STEP_TIMEOUT_MS, waitForBotCheckVerified } from './support/flows';
import { isFocused } from './support/keyboard';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

/** Farah Nasser (demo.funded): funded 2 years ago, no servicing request yet (docs/sandbox.md "Servicing demo customers"). */
const CUSTOMER = { account: DEMO.funded, name: 'Farah Nasser' } as const;
const DASHBOARD = 'Your Home Equity Investment';
const BUYOUT = 'Buy out the investment';
/** The improvement she claims (whole USD as typed, and as a number). */
const IMPROVEMENT = { description: 'New roof', typed: '18,000', usd: 18_000 } as const;
const FUNDING_NOTES = 'From my savings account and a small gift from family.';
/** The provider's number to confirm the wire details on, and two of the details (src/sandbox/servicing/wire.ts). */
const WIRE = { phone: '(303) 555-0142', routing: '021000021', account: '000123456789', bank: 'Sandbox National Bank' } as const;
const FRAUD_WARNING =
  'Wire fraud targets payoffs. Before you send any money, call us on the number below to confirm these details. We will never change our wire details by email.';
const READ_ONLY_NOTE = 'Read-only view: you can see everything the customer sees, but nothing you do here changes their application.';
/** Real ms the ops tab may take to show a change once its page time has moved one poll interval ahead (fetch, render). */
const OPS_SHOW_TIMEOUT_MS = 5_000;

/** §9 money as an independent oracle: whole dollars "$900,000"; cents "$1,234.56". */
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const cents = (c: number) => `${c < 0 ? '−' : ''}$${(Math.abs(c) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** §9 date MM/dd/yyyy of a `yyyy-MM-dd` (or ISO date-time) string. */
const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoDay = (d: Date) => format(d, 'yyyy-MM-dd');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 11 §5 (a) and (e), with (f)'s axe runs on every page visited. Farah Nasser (demo.funded, funded two years ago)
// signs in and sees her investment dashboard: its figures, and the settlement estimate labelled as one. From "What would
// you like to do?" she starts an owner buyout, fills the buyout step (a reload mid-step loses nothing she typed), claims
// one improvement and authorizes an exterior-only appraisal after reading its fee and who pays it. A staff member opens
// her request in the ops view; when the back office issues the payoff statement it shows there within one 3 s poll,
// without a reload, every control disabled. Farah sees the amount and good-through date and no wire details — not on
// the page, not in the API — until she acknowledges it; then the wire details show with the fraud warning. She
// confirms them by phone and submits. The back office settles, and her dashboard (and the ops view) says settled.
describe('servicing: an owner buyout from the dashboard to a settled investment, watched live in the ops view', () => {
  // With a clock: a test brings her request page's next check forward. The ops tab has a context, and a clock, of its own.
  const e2e = browserSuite({ clock: true });
  let backOffice: BackOffice;
  let api: ApiSession;
  let ops: TestPage | null = null;
  /** Index in the ops tab's network log of the staff sign-in. */
  let opsSignedInAt = -1;
  let applicationUuid = '';
  let requestUuid = '';
  let investment: Investment | null = null;
  let statement: PayoffStatement | null = null;
  /** Every payoff-statement answer the customer's browser received (GET and the acknowledgement), in order. */
  const payoffAnswers: { method: string; body: string }[] = [];

  const page = (): Page => e2e.tab.page;
  const opsPage = (): Page => {
    if (!ops) throw new Error('the ops tab is not open');
    return ops.page;
  };
  const today = () => isoDay(new Date());
  /** The value (`<dd>`) shown for the label (`<dt>`) `label` within `scope`. */
  const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');
  const stepHeading = (p: Page, name: string) => p.getByRole('heading', { level: 2, name, exact: true });
  const submitStep = () => page().getByRole('button', { name: 'Submit this step', exact: true });
  const requestPath = () => `/applications/${applicationUuid}/servicing/${requestUuid}`;
  /** The path the ops tab polls (§4). */
  const applicationPath = () => `/api/v1/customer/application/${applicationUuid}/`;
  /** What the sandbox holds, as the customer's API answers it. */
  const investmentApi = async () => (await api.get(`v1/customer/application/${applicationUuid}/investment/`, getInvestment.response)).investment;
  const requestApi = () => api.get(`v1/customer/servicing-request/${requestUuid}/`, getServicingRequest.response);
  const payoffApi = async () => (await api.get(`v1/customer/servicing-request/${requestUuid}/payoff-statement/`, getPayoffStatement.response)).payoff_statement;
  const stepValues = async (kind: string) => (await requestApi()).steps.find((s) => s.kind === kind)?.values;

  /** axe at 1280 px, then at 360 px wide (where nothing may scroll sideways), then back to 1280 px. */
  const check = (p: Page, label: string) => checkScreen(p, label, { axeAt: [360], fitsAt: 360 });

  /** Signs `account` in (through the API) and waits for the investment dashboard; answers the application's uuid. */
  const signIn = async (account: Account) => {
    const { applicationUuid } = await openSignedIn(page(), e2e.sandbox.baseUrl, account);
    await expectHeading(page(), DASHBOARD);
    return applicationUuid;
  };

  beforeAll(async () => {
    [backOffice, api] = await Promise.all([openBackOffice(e2e.sandbox.baseUrl), signInWithApi(e2e.sandbox.baseUrl, CUSTOMER.account)]);
    page().on('response', (response) => {
      if (!/\/servicing-request\/[\w-]+\/payoff-statement\/(acknowledge\/)?$/.test(new URL(response.url()).pathname)) return;
      const method = response.request().method();
      response.text().then((body) => payoffAnswers.push({ method, body }), () => undefined);
    });
  });
  afterAll(async () => {
    await ops?.close();
  });

  it('signs in to the investment dashboard: the figures the sandbox holds, and the settlement labelled as an estimate', async () => {
    applicationUuid = await signIn(CUSTOMER.account);
    expect(applicationUuid).toBe(await backOffice.applicationOf(CUSTOMER.account.email));
    investment = await investmentApi();
    if (!investment) throw new Error('the sandbox holds no investment for the funded customer');
    expect(investment.status).toBe('active');

    const mine = page().getByRole('region', { name: 'Your investment' });
    expect(await figure(mine, 'Investment amount').innerText()).toBe(usd(investment.investment_amount));
    expect(await figure(mine, 'Funded on').innerText()).toBe(shownDate(investment.funded_on));
    expect(await figure(mine, 'Equity share').innerText()).toBe(`${investment.equity_share_percent.toFixed(1)}%`);
    expect(await figure(mine, 'Term ends on').innerText()).toBe(shownDate(investment.term_end_on));
    // Funded two years ago on a ten-year term.
    expect(await figure(mine, 'Time left').innerText()).toMatch(/^(7 years and 1[01] months|8 years) left$/);
    expect(await figure(mine, 'Latest home value').innerText()).toBe(
      `${usd(investment.latest_home_value)} (${investment.latest_home_value_source}, ${shownDate(investment.latest_home_value_on)})`,
    );

    // The estimate: the provider's share of today's value, never more than the investment grown 18 % a year (independent oracle).
    const years = (Date.parse(today()) - Date.parse(investment.funded_on)) / 86_400_000 / 365.25;
    const share = Math.round(investment.latest_home_value * investment.equity_share_percent);
    const cap = Math.round(investment.investment_amount * 100 * 1.18 ** years);
    const estimate = page().getByRole('region', { name: 'Estimated settlement today' });
    await estimate.getByText(`${cents(Math.min(share, cap))} (estimate)`, { exact: true }).waitFor();
    await estimate.getByText(/^Estimate: \d+(\.\d+)?% of your home’s value, never more than your investment grown by 18% a year\./).waitFor();
    const table = estimate.getByRole('table', { name: 'Estimated settlement if your home were worth more or less' });
    // Today's value and 10 % and 5 % lower and higher, each with what settling at it would cost today.
    const value = investment.latest_home_value;
    const pct = investment.equity_share_percent;
    const scenarios = [['10% lower', -10], ['5% lower', -5], ['Today’s value', 0], ['5% higher', 5], ['10% higher', 10]] as const;
    const rows = scenarios.map(([label, change]) => {
      const homeValue = Math.round(value * (1 + change / 100));
      const shareAt = Math.round(homeValue * pct);
      return { label, homeValue, amount: Math.min(shareAt, cap), capped: shareAt > cap };
    });
    // Capped rows are marked in a column only when some are and some are not (every one capped is said once, above).
    const mixed = rows.some((r) => r.capped) && !rows.every((r) => r.capped);
    expect(await tableBody(table)).toEqual(
      rows.map((r) => [r.label, usd(r.homeValue), cents(r.amount), ...(mixed ? [r.capped ? 'Yes' : 'No'] : [])]),
    );
    await estimate.getByRole('img', { name: /^Chart: your home’s value, the estimated settlement and the cap/ }).waitFor();

    await page().getByRole('region', { name: 'Your requests' }).getByText('You have no requests yet.', { exact: false }).waitFor();
    const catalogue = page().getByRole('region', { name: 'What would you like to do?' });
    await catalogue.getByRole('heading', { level: 3, name: BUYOUT }).waitFor();
    expect(await catalogue.getByRole('listitem').count()).toBe(10);
    await check(page(), 'investment dashboard');
  });

  it('starts an owner buyout from “What would you like to do?” and lands on its first step', async () => {
    const card = page().getByRole('region', { name: 'What would you like to do?' }).getByRole('listitem').filter({ has: page().getByRole('heading', { level: 3, name: BUYOUT }) });
    await card.getByText('Settle the investment and keep your home', { exact: false }).waitFor();
    // The hidden ": {label}" part is an absolutely positioned span, so Chromium may name the button with a space before the colon.
    await card.getByRole('button', { name: new RegExp(`^Start ?: ${escapeRegExp(BUYOUT)}$`) }).click();
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}\/servicing\/[0-9a-f-]{36}$/.test(url.pathname));
    requestUuid = new URL(page().url()).pathname.split('/')[4] ?? '';
    await expectHeading(page(), BUYOUT);

    const list = await api.get(`v1/customer/application/${applicationUuid}/servicing-requests/`, listServicingRequests.response);
    expect(list.map((r) => ({ uuid: r.uuid, type: r.request_type, status: r.status, next: r.next_actor }))).toEqual([
      { uuid: requestUuid, type: 'owner-buyout', status: 'pending', next: 'customer' },
    ]);
    expect(list[0]?.steps.map((s) => [s.kind, s.status])).toEqual([
      ['buyout-request', 'pending'],
      ['improvement-adjustment', 'pending'],
      ['authorize-hei-appraisal', 'pending'],
      ['acknowledge-payoff-and-accept-wire-details', 'blocked'],
    ]);
    // A buyout settles the investment: while it is open the investment is being settled.
    expect((await investmentApi())?.status).toBe('settling');

    const status = page().getByRole('region', { name: 'Where your request stands' });
    expect(await figure(status, 'Status').innerText()).toBe('Open');
    expect(await figure(status, 'Who acts next').innerText()).toBe('You');
    const steps = page().getByRole('navigation', { name: 'Steps' });
    expect(await steps.getByRole('link').allInnerTexts()).toEqual([
      'Tell us about your buyout',
      'Claim home improvements',
      'Authorize a home valuation',
      'Review your payoff statement',
    ]);
    expect(await steps.getByRole('link', { name: 'Tell us about your buyout' }).getAttribute('aria-current')).toBe('step');
    await stepHeading(page(), 'Tell us about your buyout').waitFor();
    await check(page(), 'owner buyout, buyout-request step');
  });

  it('the buyout step: what was typed survives a reload, the sandbox holds it, and submitting moves on', async () => {
    const intended = isoDay(addDays(new Date(), 60));
    // The step's saves are held (never answered) until the reload, so what comes back can only come from this device.
    const held: Route[] = [];
    let holding = true;
    const stepSave = (url: URL) => url.pathname === `/api/v1/customer/servicing-request/${requestUuid}/steps/buyout-request/`;
    await page().route(stepSave, (route) => (holding && route.request().method() === 'PUT' ? void held.push(route) : route.continue()));
    await page().getByLabel('When would you like to buy out the investment?').fill(intended);
    await page().getByRole('group', { name: 'Where will the money come from?' }).getByRole('radio', { name: 'Savings', exact: true }).check();
    await page().getByLabel('Anything we should know about the funding').fill(FUNDING_NOTES);
    await expect.poll(() => held.length, { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(0);
    await page().getByRole('status').getByText('Saving…', { exact: true }).waitFor();
    expect((await stepValues('buyout-request'))?.funding_notes).toBeUndefined();
    await page().reload();
    // The saves held were the previous page's: they never reach the sandbox. The new page's go through.
    holding = false;
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    await expectHeading(page(), BUYOUT);
    await stepHeading(page(), 'Tell us about your buyout').waitFor();
    await expect.poll(() => page().getByLabel('Anything we should know about the funding').inputValue(), { timeout: STEP_TIMEOUT_MS }).toBe(FUNDING_NOTES);
    expect(await page().getByLabel('When would you like to buy out the investment?').inputValue()).toBe(intended);
    expect(await page().getByRole('radio', { name: 'Savings', exact: true }).isChecked()).toBe(true);
    // …and the save queue sends it to the sandbox.
    await page().getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    await page().unroute(stepSave);
    await expect.poll(() => stepValues('buyout-request'), { timeout: STEP_TIMEOUT_MS }).toEqual({ intended_date: intended, funding_source: 'savings', funding_notes: FUNDING_NOTES });

    await submitStep().click();
    await page().waitForURL((url) => url.pathname === `${requestPath()}/improvement-adjustment`);
    await stepHeading(page(), 'Claim home improvements').waitFor();
    // The next step is a new view: its heading takes the focus, so a screen reader starts there.
    await expect.poll(() => isFocused(stepHeading(page(), 'Claim home improvements'))(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
    expect((await requestApi()).steps.find((s) => s.kind === 'buyout-request')?.status).toBe('completed');
  });

  it('claims one improvement and submits it', async () => {
    await check(page(), 'owner buyout, improvement-adjustment step');
    await page().getByRole('button', { name: 'Add an improvement', exact: true }).click();
    const row = page().getByRole('group', { name: 'Improvement 1' });
    // The new row's first field takes the focus.
    await expect.poll(() => isFocused(row.getByLabel('What was done'))(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
    await row.getByLabel('What was done').fill(IMPROVEMENT.description);
    await row.getByLabel('What it cost').fill(IMPROVEMENT.typed);
    await row.getByLabel('When it was finished').fill(isoDay(subDays(new Date(), 200)));
    await check(page(), 'owner buyout, improvement-adjustment with one improvement');
    await submitStep().click();
    await page().waitForURL((url) => url.pathname === `${requestPath()}/authorize-hei-appraisal`);
    await stepHeading(page(), 'Authorize a home valuation').waitFor();
    const step = (await requestApi()).steps.find((s) => s.kind === 'improvement-adjustment');
    expect(step?.status).toBe('completed');
    expect(step?.values).toEqual({ improvements: [{ description: IMPROVEMENT.description, cost: IMPROVEMENT.typed, completed_on: isoDay(subDays(new Date(), 200)) }] });
  });

  it('authorizes an exterior-only appraisal after seeing its fee and who pays it', async () => {
    const methods = page().getByRole('group', { name: 'How should we value your home?' });
    await methods.waitFor();
    expect(await methods.getByRole('radio').count()).toBe(3);
    await methods.getByText('Fee: No fee — we pay for it.', { exact: false }).waitFor();
    await check(page(), 'owner buyout, appraisal step');
    await methods.getByRole('radio', { name: /^Exterior-only appraisal/ }).check();
    // The fee and who pays it, shown next to the box before it is ticked.
    const fee = page().getByText('Exterior-only appraisal: $250, paid by you: it is added to your payoff amount.', { exact: true });
    await fee.waitFor();
    const authorize = page().getByRole('checkbox', { name: 'I authorize the exterior-only appraisal and its fee' });
    expect(await authorize.isChecked()).toBe(false);
    // …and the box is described by it, so a screen reader hears the fee with the authorization.
    expect((await authorize.getAttribute('aria-describedby'))?.split(' ')).toContain(await fee.getAttribute('id'));
    await submitStep().click();
    await page().getByText('Authorize the valuation to continue.', { exact: true }).waitFor();
    expect(await authorize.getAttribute('aria-invalid')).toBe('true');
    await check(page(), 'owner buyout, appraisal step with its error');
    await authorize.check();
    await submitStep().click();

    // Nothing is left for her to do: the page shows the payoff step, waiting on the servicing team.
    await page().waitForURL((url) => url.pathname === requestPath());
    await stepHeading(page(), 'Review your payoff statement').waitFor();
    await page().getByText('We are preparing your payoff statement.', { exact: false }).waitFor();
    const status = page().getByRole('region', { name: 'Where your request stands' });
    await expect.poll(() => figure(status, 'Who acts next').innerText(), { timeout: STEP_TIMEOUT_MS }).toBe('Our servicing team');
    expect(await page().getByRole('button', { name: 'I acknowledge this payoff statement' }).count()).toBe(0);
    await check(page(), 'owner buyout, waiting for the payoff statement');
    const request = await requestApi();
    expect(request.next_actor).toBe('provider');
    expect(request.steps.find((s) => s.kind === 'authorize-hei-appraisal')).toMatchObject({ status: 'completed', values: { method: 'exterior-only-appraisal', authorized: true } });
  });

  it('the dashboard lists the open request and its catalogue card leads back to it instead of starting another', async () => {
    await page().getByRole('link', { name: 'Back to your investment' }).click();
    await expectHeading(page(), DASHBOARD);
    const listed = page().getByRole('region', { name: 'Your requests' }).getByRole('listitem');
    await listed.getByRole('heading', { level: 3, name: BUYOUT }).waitFor();
    expect(await listed.count()).toBe(1);
    await listed.getByText(`Status: Open · Started ${shownDate(today())}`, { exact: true }).waitFor();
    await listed.getByText('Next: Our servicing team', { exact: true }).waitFor();
    const card = page().getByRole('region', { name: 'What would you like to do?' }).getByRole('listitem').filter({ has: page().getByRole('heading', { level: 3, name: BUYOUT }) });
    await card.getByText('You already have one open.', { exact: false }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await check(page(), 'investment dashboard with an open buyout');
    await card.getByRole('link', { name: new RegExp(`^Continue it ?: ${escapeRegExp(BUYOUT)}$`) }).click();
    await page().waitForURL((url) => url.pathname === requestPath());
    await stepHeading(page(), 'Review your payoff statement').waitFor();
    expect(await api.get(`v1/customer/application/${applicationUuid}/servicing-requests/`, listServicingRequests.response)).toHaveLength(1);
  });

  // ---- (e) the ops view, live and read-only ----

  it('ops: a staff member opens her request read-only from the dashboard; every control is disabled', async () => {
    ops = await newPage(e2e.browser);
    ops.page.setDefaultTimeout(STEP_TIMEOUT_MS);
    // A clock of its own, so a test moves the tab's 3 s polls forward instead of timing them on the machine's clock.
    await ops.page.clock.install();
    const p = opsPage();
    await p.goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await expectHeading(p, 'Staff sign-in');
    await check(p, 'staff sign-in');
    await waitForBotCheckVerified(p);
    await p.getByLabel('Staff email').fill(OPS.email);
    await p.getByLabel('Password').fill(OPS.password);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(p, 'All applications');
    opsSignedInAt = ops.network.findLastIndex((e) => e.method === 'POST' && new URL(e.url).pathname === '/api/v1/ops/token-auth/');
    expect(opsSignedInAt).toBeGreaterThanOrEqual(0);
    await p.getByLabel('Search by name or email').fill(CUSTOMER.name);
    await p.getByRole('status').getByText(/^Showing 1 of 1 matching application \(\d+ in all\)$/).waitFor();
    await check(p, 'ops applications list, filtered');
    await p.getByRole('link', { name: CUSTOMER.name }).click();
    await expectHeading(p, DASHBOARD);
    await p.getByRole('region', { name: 'Read-only customer view' }).getByText('in a READ ONLY/CX VIEW').waitFor();
    // The dashboard as she sees it, with Start disabled.
    const requests = p.getByRole('region', { name: 'Your requests' });
    await requests.getByRole('link', { name: BUYOUT }).waitFor();
    for (const start of await p.getByRole('region', { name: 'What would you like to do?' }).getByRole('button').all()) expect(await start.isDisabled()).toBe(true);
    await check(p, 'ops view, investment dashboard');

    await requests.getByRole('link', { name: BUYOUT }).click();
    await p.waitForURL((url) => url.pathname === requestPath());
    await expectHeading(p, BUYOUT);
    await stepHeading(p, 'Review your payoff statement').waitFor();
    await p.getByText('We are preparing your payoff statement.', { exact: false }).waitFor();
    await expectControlsDisabled(p);
    await check(p, 'ops view, request page waiting for the payoff statement');
  });

  it('ops: the payoff statement the back office issues shows within one 3 s poll, without a reload', async () => {
    const p = opsPage();
    await p.evaluate(() => ((window as unknown as { opsMarker: string }).opsMarker = 'same page'));
    const issued = await backOffice.issuePayoff(requestUuid);
    expect(issued).toMatchObject({ request_uuid: requestUuid, status: 'pending', next_actor: 'customer' });
    statement = (await backOffice.servicing(applicationUuid)).payoff_statements[requestUuid] ?? null;
    if (!statement) throw new Error('the back office holds no payoff statement after issuing one');
    // §4: the next poll, at most one interval away in the tab's time, brings it. The tab's time stands still while it
    // is checked, so exactly one poll can have run, however slow the machine is.
    await p.clock.pauseAt(Date.now() + 1);
    const before = ops?.network.length ?? 0;
    await p.clock.runFor(OPS_POLLING_INTERVAL_MS);
    const panel = p.getByRole('region', { name: 'Your payoff statement' });
    await figure(panel, 'Payoff amount').filter({ hasText: cents(statement.amount_cents) }).waitFor({ timeout: OPS_SHOW_TIMEOUT_MS });
    const polls = (ops?.network ?? []).slice(before).filter((e) => e.method === 'GET' && new URL(e.url).pathname === applicationPath());
    expect(polls).toHaveLength(1);
    await p.clock.resume();
    expect(await p.evaluate(() => (window as unknown as { opsMarker?: string }).opsMarker)).toBe('same page');
    expect(await figure(panel, 'Good through').innerText()).toBe(shownDate(statement.good_through));
    await p.getByRole('region', { name: 'Read-only customer view' }).getByRole('status').getByText(/^Updated \d\d:\d\d:\d\d/).waitFor();
    // Staff cannot acknowledge for her, and see no wire details before she does.
    const acknowledge = p.getByRole('button', { name: 'I acknowledge this payoff statement' });
    expect(await acknowledge.isDisabled()).toBe(true);
    const describedBy = (await acknowledge.getAttribute('aria-describedby')) ?? '';
    expect(await p.locator(`[id="${describedBy}"]`).innerText()).toBe(READ_ONLY_NOTE);
    expect(await p.getByText(WIRE.routing).count()).toBe(0);
    await expectControlsDisabled(p);
    await check(p, 'ops view, payoff statement issued');
  });

  // ---- back to the customer ----

  it('the customer’s open page brings the statement: amount and good-through date, and no wire details on the page or in the API', async () => {
    if (!statement) throw new Error('no payoff statement');
    // Her request page has stayed open since she authorized the appraisal: its next check brings the statement.
    const panel = page().getByRole('region', { name: 'Your payoff statement' });
    await page().clock.fastForward(REQUEST_POLL_INTERVAL_MS);
    await figure(panel, 'Payoff amount').filter({ hasText: cents(statement.amount_cents) }).waitFor();
    await page().getByRole('button', { name: 'I acknowledge this payoff statement', exact: true }).waitFor();
    const status = page().getByRole('region', { name: 'Where your request stands' });
    expect(await figure(status, 'Who acts next').innerText()).toBe('You');
    expect(await figure(panel, 'Good through').innerText()).toBe(shownDate(statement.good_through));
    expect(statement.good_through).toBe(isoDay(addDays(new Date(), 30)));
    // How it was computed (independent oracle): the share of the value less the share of her improvement, capped at the
    // investment grown 18 % a year, plus the appraisal fee she authorized and the lien release fee.
    const inv = investment;
    if (!inv) throw new Error('no investment');
    const pct = inv.equity_share_percent;
    const shareOfValue = Math.round(statement.computation.home_value * pct);
    const credit = Math.round(IMPROVEMENT.usd * pct);
    const cap = Math.round(inv.investment_amount * 100 * 1.18 ** ((Date.parse(today()) - Date.parse(inv.funded_on)) / 86_400_000 / 365.25));
    const capped = shareOfValue - credit > cap;
    const expected: [string, number][] = [
      [`${pct}% of the home value of ${usd(statement.computation.home_value)}`, shareOfValue],
      ['Improvement credit', -credit],
      ...(capped ? [['Cap on our return (credit)', cap - (shareOfValue - credit)] as [string, number]] : []),
      ['Exterior-only appraisal fee', 250_00],
      ['Lien release recording fee', 150_00],
    ];
    expect(statement.computation).toMatchObject({ valuation_method: 'exterior-only-appraisal', home_value: inv.latest_home_value });
    expect(statement.amount_cents).toBe(Math.min(shareOfValue - credit, cap) + 250_00 + 150_00);
    const lines = await tableBody(panel.getByRole('table', { name: `How we computed ${cents(statement.amount_cents)}` }));
    expect(lines).toEqual(expected.map(([label, amount]) => [label, cents(amount)]));
    expect(await figure(panel, 'Home value from').innerText()).toBe('Exterior-only appraisal');

    // No wire details before acknowledging: not shown, not sent.
    expect(await page().getByRole('heading', { name: 'Where to wire the payment' }).count()).toBe(0);
    const html = await page().content();
    for (const secret of [WIRE.routing, WIRE.account, WIRE.bank]) expect(html).not.toContain(secret);
    // Nor in any answer the browser received: the statement came, its wire instructions did not.
    const received = payoffAnswers.map((a) => a.body);
    expect(received.some((body) => body.includes(statement?.uuid ?? '?'))).toBe(true);
    for (const body of received) {
      expect((JSON.parse(body) as { payoff_statement: { wire_instructions: unknown } | null }).payoff_statement?.wire_instructions ?? null).toBeNull();
      for (const secret of [WIRE.routing, WIRE.account]) expect(body).not.toContain(secret);
    }
    const fromApi = await payoffApi();
    expect(fromApi).toMatchObject({ uuid: statement.uuid, acknowledged_at: null, wire_instructions: null, expired: false });
    // She was emailed that it is ready, with its amount and date — and wire details are never emailed.
    const mail = await e2e.sandbox.outbox(CUSTOMER.account.email);
    const ready = mail.filter((m) => m.subject === 'Your payoff statement is ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]?.text).toContain(`${cents(statement.amount_cents)}, good through ${shownDate(statement.good_through)}`);
    for (const message of mail) for (const secret of [WIRE.routing, WIRE.account]) expect(message.text).not.toContain(secret);
    await check(page(), 'payoff statement to acknowledge');
  });

  it('acknowledges: only then the wire details show, with the fraud warning and the number to confirm them on', async () => {
    await page().getByRole('button', { name: 'I acknowledge this payoff statement', exact: true }).click();
    await page().getByRole('status').getByText(`You acknowledged this statement on ${shownDate(today())}.`, { exact: true }).waitFor();
    const wire = page().getByRole('region', { name: 'Where to wire the payment' });
    await wire.getByText('Confirm by phone before you send money', { exact: true }).waitFor();
    await wire.getByText(FRAUD_WARNING, { exact: true }).waitFor();
    expect(await wire.getByRole('link', { name: WIRE.phone }).getAttribute('href')).toBe('tel:3035550142');
    expect(await figure(wire, 'Routing number').innerText()).toBe(WIRE.routing);
    expect(await figure(wire, 'Account number').innerText()).toBe(WIRE.account);
    expect(await figure(wire, 'Bank').innerText()).toBe(WIRE.bank);
    const acknowledgement = payoffAnswers.filter((a) => a.method === 'POST');
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]?.body).toContain(WIRE.routing);
    const fromApi = await payoffApi();
    expect(fromApi?.acknowledged_at).not.toBeNull();
    expect(fromApi?.wire_instructions).toMatchObject({ routing_number: WIRE.routing, account_number: WIRE.account, verify_phone: WIRE.phone });
    expect(await figure(wire, 'Reference').innerText()).toBe(fromApi?.wire_instructions?.reference);
    await check(page(), 'payoff statement acknowledged, wire details shown');
  });

  it('confirms the wire details by phone and submits the payoff step', async () => {
    await submitStep().click();
    await page().getByText('Confirm that you checked the wire details by phone before sending money.', { exact: true }).waitFor();
    await check(page(), 'payoff step with its error');
    await page().getByRole('checkbox', { name: `I called you on ${WIRE.phone} and confirmed these wire details` }).check();
    await submitStep().click();
    await page().getByText('You have done every step of this request. We will let you know when it moves on.', { exact: true }).waitFor();
    const request = await requestApi();
    expect(request.steps.map((s) => s.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(request).toMatchObject({ status: 'pending', next_actor: 'provider' });
    expect(request.steps[3]?.values).toEqual({ wire_confirmed_by_phone: true });
    await check(page(), 'owner buyout, every step done');
  });

  it('the back office settles: the open page shows it completed at its next check, and the dashboard shows the investment settled', async () => {
    if (!statement) throw new Error('no payoff statement');
    const settled = await backOffice.settle(requestUuid);
    expect(settled).toMatchObject({ status: 'completed', next_actor: null });
    const held = await investmentApi();
    expect(held).toMatchObject({ status: 'settled', settled_on: today(), settlement_amount_cents: statement.amount_cents, settlement_request_uuid: requestUuid });
    const settledMail = (await e2e.sandbox.outbox(CUSTOMER.account.email)).filter((m) => m.subject === 'Your investment is settled');
    expect(settledMail).toHaveLength(1);
    expect(settledMail[0]?.text).toContain(`we received ${cents(statement.amount_cents)}`);

    // She keeps the page open: it checks for news while the servicing team acts, so no reload is needed.
    const status = page().getByRole('region', { name: 'Where your request stands' });
    await page().clock.fastForward(REQUEST_POLL_INTERVAL_MS);
    await figure(status, 'Status').filter({ hasText: /^Completed$/ }).waitFor();
    expect(await figure(status, 'Who acts next').innerText()).toBe('Nobody: this request is finished.');
    await page().getByRole('region', { name: 'History' }).getByText(`Settled on ${shownDate(today())}: we received ${cents(statement.amount_cents)}.`, { exact: true }).waitFor();
    expect(await page().getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    await check(page(), 'owner buyout, completed');

    await page().getByRole('link', { name: 'Back to your investment' }).click();
    await expectHeading(page(), DASHBOARD);
    const mine = page().getByRole('region', { name: 'Your investment' });
    await mine.getByText(`Settled on ${shownDate(today())} for ${cents(statement.amount_cents)}.`, { exact: true }).waitFor();
    // Nothing left to estimate or to request.
    expect(await page().getByRole('region', { name: 'Estimated settlement today' }).count()).toBe(0);
    expect(await figure(mine, 'Time left').count()).toBe(0);
    await page().getByText('Your investment is settled, so there is nothing more to request on it.', { exact: true }).waitFor();
    const requests = page().getByRole('region', { name: 'Your requests' }).getByRole('listitem');
    await requests.getByText(/^Status: Completed · Started /).waitFor();
    expect(await requests.count()).toBe(1);
    await check(page(), 'investment dashboard, settled');
  });

  it('ops: the settlement shows in the ops view without a reload, still read-only', async () => {
    const p = opsPage();
    const status = p.getByRole('region', { name: 'Where your request stands' });
    await p.clock.fastForward(OPS_POLLING_INTERVAL_MS);
    await figure(status, 'Status').filter({ hasText: /^Completed$/ }).waitFor({ timeout: OPS_SHOW_TIMEOUT_MS });
    expect(await p.evaluate(() => (window as unknown as { opsMarker?: string }).opsMarker)).toBe('same page');
    await p.getByText('This request is completed.', { exact: true }).waitFor();
    expect(await p.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    await check(p, 'ops view, request completed');
    // Watching changed nothing: no write left the staff member's browser after the sign-in (analytics included).
    expect(dataWrites((ops?.network ?? []).slice(opsSignedInAt + 1))).toEqual([]);
  });

  it('logged no console errors in either tab', () => {
    expect(e2e.tab.consoleErrors).toEqual([]);
    expect(ops?.consoleErrors).toEqual([]);
  });
});

// Hana Sato (demo.homesale): a home sale whose payoff statement the servicing team has issued. She claimed a bathroom
// remodel, so the statement's breakdown has an "Improvement credit" line and its sentence says so; she can no longer
// cancel (the page says why and whom to contact); the history lists the submission, each of the four steps she did and
// the statement issued, each with who and when. axe at 1280 and 360 px, nothing sideways at 360 px.
describe('servicing: the issued home-sale payoff statement agrees with itself, its cancel rule and its history', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;

  /** axe at 1280 px, then at 360 px wide (where nothing may scroll sideways), then back to 1280 px. */
  const check = (p: Page, label: string) => checkScreen(p, label, { axeAt: [360], fitsAt: 360 });

  it('shows the improvement credit line, no "Cancel request" (and why), and every completed step in the history', async () => {
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.homeSale);
    const app = await api.firstApplication();
    const sale = (await api.get(`v1/customer/application/${app.uuid}/servicing-requests/`, listServicingRequests.response)).find((r) => r.request_type === 'home-sale');
    if (!sale) throw new Error('demo.homesale has no home sale');
    const statement = (await api.get(`v1/customer/servicing-request/${sale.uuid}/payoff-statement/`, getPayoffStatement.response)).payoff_statement;
    if (!statement) throw new Error('no payoff statement issued');

    await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.homeSale);
    await expectHeading(page(), DASHBOARD);
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${app.uuid}/servicing/${sale.uuid}`);
    await expectHeading(page(), 'Sell your home');

    // The breakdown: the claimed $24,000 remodel credits back the investor's share of it (independent oracle).
    const panel = page().getByRole('region', { name: 'Your payoff statement' });
    const table = panel.getByRole('table', { name: `How we computed ${cents(statement.amount_cents)}` });
    await table.waitFor();
    const credit = Math.round(24_000 * statement.computation.equity_share_percent);
    const rows = await tableBody(table);
    expect(rows).toContainEqual(['Improvement credit', cents(-credit)]);
    await panel.getByText(/less the improvement credit \(our [\d.]+% share of the value your improvements added\)/).waitFor();

    // No cancel once the statement is issued: the page says why and whom to contact.
    expect(await page().getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    await page().getByText(/^Your payoff statement has been issued, so this request can no longer be canceled here\. To stop the payoff, contact your Transaction Specialist\.$/).waitFor();

    // The history: submitted, each completed step, the statement issued — what, when and by whom, in order.
    const done = [...sale.steps].filter((st) => st.status === 'completed').sort((a, b) => a.position - b.position);
    expect(done.map((st) => st.kind)).toEqual(['home-listing', 'improvement-adjustment', 'authorize-hei-appraisal', 'document-upload']);
    const submitted = sale.history[0];
    const expected = [
      ['Request submitted', `${shownDate(submitted?.at ?? '')} · by you`],
      ['Step done: Tell us about the listing', `${shownDate(done[0]?.submitted_at ?? '')} · by you`],
      ['Step done: Claim home improvements', `${shownDate(done[1]?.submitted_at ?? '')} · by you`],
      ['Step done: Authorize a home valuation', `${shownDate(done[2]?.submitted_at ?? '')} · by you`],
      ['Step done: Upload documents', `${shownDate(done[3]?.submitted_at ?? '')} · by you`],
      ['Payoff statement issued', `${shownDate(statement.issued_at)} · by our servicing team`],
    ];
    const entries = page().getByRole('region', { name: 'History' }).getByRole('listitem');
    const shown = await entries.evaluateAll((items) => items.map((li) => Array.from(li.querySelectorAll('p')).slice(0, 2).map((p) => p.textContent?.trim() ?? '')));
    expect(shown).toEqual(expected);
    await check(page(), 'home sale, payoff statement issued');
  });

  it('logged no console errors', () => {
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});

/**
 * Every form control in the page's main content (buttons, inputs, selects, text areas) is disabled, and there is at
 * least one (a check that cannot find any proves nothing).
 */
async function expectControlsDisabled(p: Page): Promise<void> {
  const controls = p.getByRole('main').locator('button, input, select, textarea');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  const enabled: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isDisabled())) enabled.push(await control.evaluate((el) => el.outerHTML.slice(0, 160)));
  }
  expect(enabled).toEqual([]);
}

/** The body rows of `table`, as cell texts. */
function tableBody(table: Locator): Promise<string[][]> {
  return table.evaluate((el) =>
    Array.from((el as HTMLTableElement).tBodies[0]?.rows ?? []).map((row) => Array.from(row.cells).map((cell) => cell.textContent?.trim() ?? '')),
  );
}
