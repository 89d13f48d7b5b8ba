import type { Locator, Page } from 'playwright-core';
import { getAgreementSummary, getInvestmentEstimate, listSnapshots } from '../../src/contract/offer';
import { getEnvelope, type EnvelopePage } from '../../src/contract/signing';
import type { InvestmentEstimate } from '../../src/contract/offer';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi, type ApiSession } from '../support/signIn';
import { openBackOffice, type BackOffice } from './support/backOffice';
import { expectHeading } from './support/flows';
import { isFocused, shiftTabTo, tabTo } from './support/keyboard';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

/** What the back office re-issues the estimate with (whole USD; per cent). */
const REISSUED = { investment_amount: 180_000, equity_share_percent: 17.5 } as const;
/** Dana Okafor (demo.documents): what her signature and initials fields must match. */
const SIGNER = { name: 'Dana Okafor', initials: 'DO' } as const;

/** §9 money as an independent oracle: "$" and thousands separators, no decimals. */
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
/** Per cent with one decimal, as the offer shows rates and shares ("17.5%", "-2.0%"). */
const pct = (n: number) => `${n.toFixed(1)}%`;

// Issue 4 §7 (c), (d) and their part of (e): Dana Okafor (demo.documents, pending-doc-upload) has no estimate yet. The
// back office issues one, then re-issues it with other figures; she reads the three offer steps, sees the figures as
// dollars and per cents, and acknowledges. The back office opens the envelope; from her tasks she signs every field on
// every page with the keyboard (a wrong name first shows the server's message at the field), reviews, confirms and
// finishes. The back office funds, and her home becomes the investment dashboard (issue 11) with the signed figures.
describe('closing: the Investment Estimate acknowledged, every page signed by keyboard, funded and closed', () => {
  const e2e = browserSuite();
  let backOffice: BackOffice;
  let api: ApiSession;
  let applicationUuid = '';
  let estimate: InvestmentEstimate | null = null;

  const page = (): Page => e2e.tab.page;
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  const nav = (name: string) => page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name, exact: true });
  /** The value (`<dd>`) shown for the label (`<dt>`) `label` within `scope`. */
  const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');
  /** Runs axe and checks that the page fits 320 px without scrolling sideways. */
  const check = (label: string) => checkScreen(page(), label);
  const offerStep = async (n: number, heading: string) => {
    await page().getByText(`Step ${n} of 3`, { exact: true }).waitFor();
    await page().getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
  };

  /** The customer's envelope from the API, its pages flattened in reading order. */
  const envelopePages = async () => {
    const envelope = (await api.get(`v1/customer/application/${applicationUuid}/envelope/`, getEnvelope.response)).envelope;
    if (!envelope) throw new Error('no envelope for the customer');
    const pages: SigningPage[] = envelope.documents.flatMap((d) => d.pages.map((p) => ({ doc: d.name, count: d.pages.length, ...p })));
    return { documents: envelope.documents, pages, fieldCount: pages.reduce((n, p) => n + p.fields.length, 0) };
  };
  /** Waits until the signing page shows page `index` of `pages` (its position line). */
  const onPage = (pages: readonly SigningPage[], index: number) => {
    const current = pages[index];
    return page()
      .getByRole('status')
      .filter({ hasText: `Page ${index + 1} of ${pages.length} — ${current?.doc}, page ${current?.number} of ${current?.count}` })
      .waitFor();
  };
  /**
   * Signs pages `from` … `to − 1` with the keyboard only: Tab to each unsigned field, type the name or initials
   * (replacing anything left in the box), Enter; then Tab to "Next page" ("Review and finish" on the last) and Enter.
   * Checks that focus moves to each new page's heading.
   */
  const signPages = async (pages: readonly SigningPage[], from: number, to: number) => {
    const unsigned = () => page().getByRole('textbox', { name: /^Type your (full name to sign|initials)$/ });
    for (let index = from; index < to; index += 1) {
      const current = pages[index];
      if (!current) throw new Error(`no page ${index}`);
      await onPage(pages, index);
      if (index > from) await expect.poll(() => isFocused(page().getByRole('heading', { level: 2, name: current.heading, exact: true }))()).toBe(true);
      for (let left = await unsigned().count(); left > 0; left -= 1) {
        const box = unsigned().first();
        const isSignature = (await labelOf(box)) === 'Type your full name to sign';
        await tabTo(page(), isFocused(box));
        if ((await box.inputValue()) !== '') await page().keyboard.press('ControlOrMeta+A');
        await page().keyboard.type(isSignature ? SIGNER.name : SIGNER.initials);
        await page().keyboard.press('Enter');
        // The field now reads as signed ("Signed MM/dd/yyyy at h:mm AM").
        await expect.poll(() => unsigned().count()).toBe(left - 1);
      }
      await page().getByText(/^Signed \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/).first().waitFor();
      const onward = button(index === pages.length - 1 ? 'Review and finish' : 'Next page');
      expect(await onward.getAttribute('aria-disabled')).toBeNull();
      await tabTo(page(), isFocused(onward));
      await page().keyboard.press('Enter');
    }
  };

  beforeAll(async () => {
    [backOffice, api] = await Promise.all([openBackOffice(e2e.sandbox.baseUrl), signInWithApi(e2e.sandbox.baseUrl, DEMO.documents)]);
  });

  // ---- (c) Investment Estimate ----

  it('before any estimate, the navigation has no Offer, and the typed address says it isn’t ready yet', async () => {
    applicationUuid = (await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.documents)).applicationUuid;
    await check('application home (pending-doc-upload)');
    await nav('Documents').waitFor();
    expect(await nav('Offer').count()).toBe(0);
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/offer`);
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/offer`);
    await expectHeading(page(), 'Your offer');
    await page().getByRole('heading', { level: 2, name: 'Your Investment Estimate isn’t ready yet' }).waitFor();
    await check('offer, not ready');
  });

  it('back office issues the estimate and re-issues it; the customer walks the offer steps with the figures formatted', async () => {
    const first = await backOffice.issueEstimate(applicationUuid);
    expect(first.customer_stage).toBe('consent-to-proceed');
    await backOffice.issueEstimate(applicationUuid, REISSUED);
    estimate = (await api.get(`v1/customer/application/${applicationUuid}/investment-estimate/`, getInvestmentEstimate.response)).estimate;
    if (!estimate) throw new Error('the sandbox has no estimate after issuing one');
    expect(estimate).toMatchObject(REISSUED);

    await page().reload();
    await expectHeading(page(), 'Your offer');
    await offerStep(1, 'Your home');
    const main = page().getByRole('main');
    expect(await figure(main, 'Home value used for the estimate').innerText()).toBe(usd(estimate.home_value));
    await check('offer step 1, your home');

    await button('Continue').click();
    await offerStep(2, 'Your Investment Estimate');
    // Focus follows the step change to its heading.
    await expect.poll(() => isFocused(page().getByRole('heading', { level: 2, name: 'Your Investment Estimate' }))()).toBe(true);
    expect(await figure(main, 'Investment amount').innerText()).toBe('$180,000');
    expect(await figure(main, 'Equity share').innerText()).toBe('17.5%');
    for (const fee of estimate.fees) expect(await figure(main, fee.label).innerText()).toBe(usd(fee.amount));
    const repayTable = page().locator('table', { has: page().getByRole('columnheader', { name: 'What you would repay', exact: true }) });
    expect(await tableBody(repayTable)).toEqual(
      estimate.scenarios.map((s) => [s.label, pct(s.annual_appreciation_percent), usd(s.home_value_at_settlement), usd(s.repayment)]),
    );
    await check('offer step 2, the estimate');
    // The caption names the horizon the scenarios are computed over (their term_years, 10), not the agreement's term.
    const horizon = new Set(estimate.scenarios.map((s) => s.term_years));
    expect(horizon.size).toBe(1);
    expect(await repayTable.locator('caption').innerText()).toBe(`What you would repay after ${[...horizon][0]} years`);
  });

  it('step 3 shows the agreement summary and how the offer changed', async () => {
    if (!estimate) throw new Error('no estimate');
    await button('Continue').click();
    await offerStep(3, 'Summary and acknowledgement');
    const summary = page().getByRole('region', { name: 'Agreement summary' });
    expect(await figure(summary, 'Investment amount').innerText()).toBe('$180,000');
    expect(await figure(summary, 'Equity share').innerText()).toBe('17.5%');
    const apiSummary = (await api.get(`v1/customer/agreement-summary/${applicationUuid}/`, getAgreementSummary.response)).summary;
    expect(await figure(summary, 'Cash to you').innerText()).toBe(usd(apiSummary?.cash_to_homeowner ?? -1));
    // Two estimates were issued: the change shows, oldest first.
    const changes = await tableBody(page().getByRole('region', { name: 'How your offer changed' }).locator('table'));
    const snapshots = await api.get(`v1/customer/application/${applicationUuid}/snapshots/`, listSnapshots.response);
    expect(snapshots).toHaveLength(2);
    expect(changes.map((row) => row.slice(2))).toEqual(snapshots.map((snap) => [usd(snap.home_value), usd(snap.investment_amount), pct(snap.equity_share_percent)]));
    expect(changes[1]?.slice(3)).toEqual(['$180,000', '17.5%']);
  });

  it('acknowledges after ticking the box; the home thanks them and the API has ie_acknowledged', async () => {
    await button('Acknowledge the Investment Estimate').click();
    await page().getByText('Tick the box to confirm you have read the Investment Estimate', { exact: true }).waitFor();
    await check('offer step 3, acknowledgement with its error');
    await page().getByRole('checkbox', { name: 'I have read the Investment Estimate' }).check();
    await button('Acknowledge the Investment Estimate').click();
    await page().getByRole('status').getByText('You acknowledged this Investment Estimate.', { exact: true }).waitFor();
    await check('offer step 3, acknowledged');
    expect((await api.application(applicationUuid)).ie_acknowledged).toBe(true);

    await nav('Home').click();
    await expectHeading(page(), 'Your application');
    await page().getByRole('region', { name: 'What’s next' }).getByText('Thanks — we’re ordering title and appraisal', { exact: true }).waitFor();
    await check('application home, estimate acknowledged');
  });

  // ---- (d) Signing ----

  it('back office opens the envelope; the customer goes from Tasks to the signing page', async () => {
    const opened = await backOffice.openEnvelope(applicationUuid);
    expect(opened.customer_stage).toBe('sign-closing-docs');
    await page().reload();
    await page().getByRole('region', { name: 'What’s next' }).getByText('Sign your closing documents', { exact: true }).waitFor();

    await nav('Tasks').click();
    await expectHeading(page(), 'Your tasks');
    const signatures = page().getByRole('listitem', { name: 'Sign your closing documents' }).first();
    await signatures.getByRole('heading', { level: 3, name: 'Sign your closing documents' }).waitFor();
    await check('tasks, with the signing task');
    // The hidden ": {title}" part is an absolutely positioned span, so Chromium names the link with a space before the colon.
    await signatures.getByRole('link', { name: /^Sign your documents ?: Sign your closing documents$/ }).click();
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/tasks/sign`);
    await expectHeading(page(), 'Sign your closing documents');
    await page().getByRole('status').filter({ hasText: /^Page 1 of \d+ — / }).waitFor();
    // Next is unavailable (but focusable, with the reason) until the page is signed.
    const next = button('Next page');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page().getByText('Sign every field on this page to go on.', { exact: true }).waitFor();
    await check('signing, first page');
  });

  it('a wrong name, typed and sent by keyboard, shows the server’s message at the field', async () => {
    const envelope = await envelopePages();
    const firstSignature = envelope.pages.findIndex((p) => p.fields.some((f) => f.kind === 'signature'));
    expect(firstSignature).toBeGreaterThanOrEqual(0);
    // Sign the pages before it (initials only), then type a wrong name in its signature field.
    await signPages(envelope.pages, 0, firstSignature);
    await onPage(envelope.pages, firstSignature);
    const box = page().getByRole('textbox', { name: 'Type your full name to sign', exact: true }).first();
    await tabTo(page(), isFocused(box));
    await page().keyboard.type(`${SIGNER.name.slice(0, -1)}`);
    const refused = page().waitForResponse((r) => /\/fields\/[\w-]+\/sign\/$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
    await page().keyboard.press('Enter');
    expect((await refused).status()).toBe(400);
    // What was typed stays, focus comes back to it, and the field is marked invalid.
    await expect.poll(() => isFocused(box)()).toBe(true);
    expect(await box.inputValue()).toBe(SIGNER.name.slice(0, -1));
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await check('signing, a wrong name at the field');
    // The server's own sentence, tied to the field (aria-describedby).
    const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
    const message = await page().locator(`[id="${describedBy}"]`).innerText();
    expect(message).toBe(`Type your full name: ${SIGNER.name}`);
  });

  it('signs every field on every page by keyboard and reaches the review', async () => {
    const envelope = await envelopePages();
    const status = await page().getByRole('status').filter({ hasText: /^Page \d+ of \d+ — / }).innerText();
    const from = Number(/^Page (\d+)/.exec(status)?.[1] ?? '1') - 1;
    await signPages(envelope.pages, from, envelope.pages.length);

    await page().getByRole('heading', { level: 2, name: 'Review and confirm' }).waitFor();
    await page().getByText(`All ${envelope.fieldCount} fields signed.`, { exact: true }).waitFor();
    for (const doc of envelope.documents) {
      const fields = doc.pages.reduce((n, p) => n + p.fields.length, 0);
      await page().getByRole('listitem').filter({ hasText: `${doc.name}: ${doc.pages.length} pages, all ${fields} ${fields === 1 ? 'field' : 'fields'} signed` }).waitFor();
    }
    await check('signing, review and confirm');
    const signer = (await backOffice.detail(applicationUuid)).envelope?.signers[0];
    expect(signer).toMatchObject({ name: SIGNER.name, status: 'pending', fields_total: envelope.fieldCount, fields_signed: envelope.fieldCount });
  });

  it('confirms and finishes by keyboard; the envelope is completed', async () => {
    const finish = button('Finish signing');
    const box = page().getByRole('checkbox', { name: 'I have reviewed these documents and agree to sign them electronically' });
    await tabTo(page(), isFocused(finish));
    await page().keyboard.press('Enter');
    await page().getByText('Tick the box to confirm you have reviewed the documents.', { exact: true }).waitFor();
    await check('signing, review with its error');
    await shiftTabTo(page(), isFocused(box));
    await page().keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await tabTo(page(), isFocused(finish));
    await page().keyboard.press('Enter');

    await page().getByRole('heading', { level: 2, name: 'You’ve signed your closing documents' }).waitFor();
    await check('signing, outcome: signed');
    const envelope = (await api.get(`v1/customer/application/${applicationUuid}/envelope/`, getEnvelope.response)).envelope;
    expect(envelope?.status).toBe('completed');
    expect(envelope?.signer_status).toBe('completed');
  });

  // Issue 11: once funded, the application home is the investment dashboard (docs/servicing.md).
  it('back office funds; the home becomes the investment dashboard with the signed figures', async () => {
    const funded = await backOffice.fund(applicationUuid);
    expect(funded).toMatchObject({ stage: 'closed-won', customer_stage: 'closed' });
    await page().getByRole('link', { name: 'Go to your application home' }).click();
    await expectHeading(page(), 'Your Home Equity Investment');
    const investment = page().getByRole('region', { name: 'Your investment' });
    await expect.poll(() => figure(investment, 'Investment amount').textContent()).toBe(usd(REISSUED.investment_amount));
    expect(await figure(investment, 'Equity share').textContent()).toBe(pct(REISSUED.equity_share_percent));
    await page().getByRole('region', { name: 'Estimated settlement today' }).getByText('(estimate)', { exact: false }).first().waitFor();
    await check('investment dashboard after funding');
  });

  it('logged no console errors besides the wrong name’s 400', () => {
    const unexpected = e2e.tab.consoleErrors.filter((line) => !/status of 400/.test(line));
    expect(unexpected).toEqual([]);
  });
});

/** One page of the envelope with its document's name and page count. */
type SigningPage = EnvelopePage & { doc: string; count: number };

/** The body rows of `table`, as cell texts. */
function tableBody(table: Locator): Promise<string[][]> {
  return table.evaluate((table) =>
    Array.from((table as HTMLTableElement).tBodies[0]?.rows ?? []).map((row) => Array.from(row.cells).map((cell) => cell.textContent?.trim() ?? '')),
  );
}

/** The text of the `<label>` of a form control. */
function labelOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
