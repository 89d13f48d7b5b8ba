import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { Diagnostic, DiagnosticSummary } from '../../src/contract/diagnostics';
import { isDiagnosticCode } from '../../src/domain/diagnostics/code';
import * as t from 'io-ts';
import { OPS, type Account } from '../support/accounts';
import { apiToken } from '../support/signIn';
import { signInThroughLoginPage } from './support/loginPage';
import { expectNoAxeViolations } from './support/axe';
import { openBackOffice, type BackOffice } from './support/backOffice';
import { horizontalOverflow } from './support/fields';
import { testFiles, type TestFile, type TestFiles } from './support/files';
import { expectHeading, waitForBotCheckVerified } from './support/flows';
import { browserSuite } from './support/suite';

/** Sends `file` as a mortgage statement of `account` on `applicationUuid` through the API (request, PUT, complete); answers the document's uuid. */
async function uploadThroughApi(baseUrl: string, account: Account, applicationUuid: string, fileName: string, file: TestFile): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  const token = await apiToken(baseUrl, account);
  const auth = { ...json, Authorization: `JWT ${token}` };
  const bytes = await readFile(file.path);
  const asked = await fetch(`${baseUrl}/api/v1/customer/application/${applicationUuid}/documents/`, {
    method: 'POST', headers: auth,
    body: JSON.stringify({ document_type: 'mortgage-statement', file_name: fileName, content_type: 'application/pdf', size_bytes: bytes.length, source: 'customer' }),
  });
  const ticket = (await asked.json()) as { document: { uuid: string }; upload: { url: string } };
  const put = await fetch(ticket.upload.url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
  await fetch(`${baseUrl}/api/v1/customer/document/${ticket.document.uuid}/complete/`, { method: 'POST', headers: auth });
  return ticket.document.uuid;
}

/*
 * Diagnostics end to end (docs/diagnostics.md): Ivy Nguyen (demo.inprogress) signs in and reads that the statement she
 * sent earlier needs attention, and why (the deal team rejected it before her visit); she uploads a tax bill whose file
 * name is distinctive, types a distinctive middle name and a phone (the first one refused: a field error) into her
 * personal information, goes back to her documents, then shares a diagnostic from Help and reads the code — all in one
 * visit, as the portal records it in the page's memory. Staff find it by code in the ops view, step through it, see the
 * error and the upload in the timeline, and at its end the documents exactly as her page showed them. What the sandbox
 * stored holds none of what she typed, her email or the file names. Axe finds nothing on the new screens at 375 and
 * 1280 px.
 */
const IVY: Account = { email: 'demo.inprogress@example.com', password: 'Demo-pass-1' };
const MIDDLE_NAME = 'Quillonette';
const REFUSED_PHONE = '415 555 0123';
const PHONE = '425 867 5309';
const FILE_NAME = 'quillonette-zed-tax-bill.pdf';
/** The statement she sent before, which the deal team rejected before she signed in. */
const OLD_FILE_NAME = 'quillonette-old-statement.pdf';
const REJECTION = 'The statement is older than 60 days: please send the latest one.';
/** What may never be found in the stored diagnostic. */
const SECRETS = [MIDDLE_NAME, MIDDLE_NAME.toLowerCase(), '4155550123', '555 0123', '555-0123', '4258675309', '867 5309', '867-5309', IVY.email, 'quillonette-zed', FILE_NAME, OLD_FILE_NAME];

describe('diagnostics: a customer shares what happened, staff replay it', () => {
  const e2e = browserSuite({ tabPerTest: false });
  let files: TestFiles;
  let backOffice: BackOffice;
  let applicationUuid = '';
  let bill: TestFile;
  let code = '';
  const shownDocuments: string[] = [];

  const page = (): Page => e2e.tab.page;
  const staffGet = async <A>(path: string, codec: t.Type<A, unknown, unknown>): Promise<A> => {
    const login = await fetch(`${e2e.sandbox.baseUrl}/api/v1/ops/token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OPS) });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${e2e.sandbox.baseUrl}/api/${path}`, { headers: { Authorization: `JWT ${token}` } });
    const decoded = codec.decode(await res.json());
    if (decoded._tag === 'Left') throw new Error(`${path}: unexpected shape`);
    return decoded.right;
  };
  /** Axe at 375 and 1280 px, and nothing scrolls sideways on the phone. */
  const checkScreen = async (label: string) => {
    for (const width of [375, 1280]) {
      await page().setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page(), `${label} at ${width} px`);
      if (width === 375) expect(await horizontalOverflow(page()), `${label} at 375 px`).toEqual({ scrollWidth: 375, clientWidth: 375 });
    }
    await page().setViewportSize({ width: 1280, height: 720 });
  };

  beforeAll(async () => {
    [files, backOffice] = await Promise.all([testFiles(e2e.browser), openBackOffice(e2e.sandbox.baseUrl)]);
    bill = await files.pdf(FILE_NAME, 'Property tax bill');
    // Before her session: a statement sent earlier, which the deal team rejected with a reason.
    const app = await backOffice.applicationOf(IVY.email);
    const old = await uploadThroughApi(e2e.sandbox.baseUrl, IVY, app, OLD_FILE_NAME, await files.pdf(OLD_FILE_NAME, 'Old statement'));
    await backOffice.reviewDocument(old, { decision: 'reject', reason: REJECTION });
  });
  afterAll(async () => {
    await files?.remove();
  });

  /**
   * Goes to `path` inside the portal, as its own links do (the History API and a popstate the router follows): the page
   * is not loaded again, so what the portal recorded since sign-in stays (it lives in the page's memory).
   */
  const goInApp = async (path: string, heading: string) => {
    await page().evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expectHeading(page(), heading);
  };
  const documentCard = (name: string) => page().getByRole('region', { name: 'Documents you’ve sent' }).getByRole('listitem').filter({ hasText: `${name} ·` });

  it('signs in, reads that her earlier statement needs attention and why, and uploads a tax bill', async () => {
    applicationUuid = await signInThroughLoginPage(page(), e2e.sandbox.baseUrl, IVY);
    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents' }).first().click();
    await expectHeading(page(), 'Your documents');
    await documentCard(OLD_FILE_NAME).getByText(REJECTION).waitFor();
    await page().getByLabel('Document type').selectOption({ label: 'Property tax bill' });
    await page().getByLabel('Choose files', { exact: true }).setInputFiles(bill.path);
    await page().getByRole('region', { name: 'Your uploads' }).getByText('Uploaded', { exact: true }).waitFor();
    await documentCard(FILE_NAME).waitFor();
  });

  it('types a middle name and a phone into her personal information; the first phone is refused at the field', async () => {
    await goInApp(`/applications/${applicationUuid}/sections/personal-information`, 'Personal information');
    await page().getByLabel('Middle name').fill(MIDDLE_NAME);
    await page().getByLabel('Phone number').fill(REFUSED_PHONE);
    await page().getByLabel('Middle name').focus();
    await page().getByText('Enter a valid US number', { exact: true }).waitFor();
    await page().getByLabel('Phone number').fill(PHONE);
    await page().getByLabel('Middle name').focus();
    await page().getByText('All changes saved').waitFor();
  });

  it('goes back to her documents, which show as before', async () => {
    await goInApp(`/applications/${applicationUuid}/documents`, 'Your documents');
    await documentCard(FILE_NAME).waitFor();
    const cards = page().getByRole('region', { name: 'Documents you’ve sent' }).getByRole('listitem');
    for (const card of await cards.all()) {
      const label = (await card.getByRole('heading', { level: 4 }).textContent())?.trim() ?? '';
      const status = (await card.locator('.pill').textContent())?.replace(/^Status:\s*/, '').trim() ?? '';
      const reason = (await card.getByText(REJECTION).count()) > 0 ? REJECTION : null;
      shownDocuments.push(`${label}: ${status}${reason ? ` — “${reason}”` : ''}`);
    }
    expect(shownDocuments).toContain(`Mortgage statement: Needs attention — “${REJECTION}”`);
    expect(shownDocuments).toHaveLength(2);
  });

  it('shares a diagnostic from Help and reads its code', async () => {
    await page().getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/help`);
    await expectHeading(page(), 'Help');
    await page().getByText('Anything you typed: your answers, names, phone numbers, email address or Social Security number').waitFor();
    await checkScreen('help page');
    // Without consent nothing is sent.
    await page().getByRole('button', { name: 'Share diagnostic' }).click();
    await page().getByText('Tick the box to agree before sharing.').waitFor();
    await page().getByLabel('I agree to send this diagnostic to support').check();
    await page().getByRole('button', { name: 'Share diagnostic' }).click();
    code = (await page().getByTestId('diagnostic-code').textContent())?.trim() ?? '';
    expect(isDiagnosticCode(code)).toBe(true);
    await checkScreen('help page with the code');
  });

  it('lists it on her profile with the date and a Delete', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/profile`);
    const section = page().getByRole('region', { name: 'Diagnostics you shared' });
    await section.getByText(code).waitFor();
    await section.getByRole('button', { name: `Delete ${code}` }).waitFor();
  });

  it('staff find it by code, step through it, and see the field error, the upload and, at its end, what her page showed', async () => {
    const staff = await e2e.openTab();
    const p = staff.page;
    await p.goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await waitForBotCheckVerified(p);
    await p.getByLabel('Staff email').fill(OPS.email);
    await p.getByLabel('Password').fill(OPS.password);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectHeading(p, 'All applications');
    await p.getByRole('link', { name: 'Diagnostics', exact: true }).click();
    await expectHeading(p, 'Diagnostics');
    await p.getByLabel('Search by code, name or email').fill(code.toLowerCase().replace(/-/g, ''));
    await p.getByText('1 of 1 match').waitFor();
    await checkScreen('diagnostics list');
    await p.getByRole('link', { name: code }).click();
    await expectHeading(p, `Diagnostic ${code}`);

    const timeline = p.getByRole('list', { name: 'Timeline' });
    const error = timeline.getByRole('button', { name: /Error: Field error shown: “phone”/ });
    await error.first().waitFor();
    await timeline.getByRole('button', { name: /Document chosen for upload: Property tax bill/ }).first().waitFor();
    await timeline.getByRole('button', { name: /Document Uploaded/ }).first().waitFor();

    // At its end (where it opens): the documents exactly as her page showed them, the deal team's reason with them.
    const state = p.getByRole('region', { name: 'What the customer’s page showed' });
    for (const shown of shownDocuments) await state.getByText(shown, { exact: true }).waitFor();
    await checkScreen('diagnostic replay');

    // The first step: nothing read yet. Forward and Back move one step; the scrubber follows a timeline entry pressed.
    await timeline.getByRole('button').first().click();
    await p.getByText(/^Step 1 of \d+/).waitFor();
    await state.getByText('Not loaded yet').first().waitFor();
    await p.getByRole('button', { name: 'Forward', exact: true }).click();
    await p.getByText(/^Step 2 of \d+/).waitFor();
    await p.getByRole('button', { name: 'Back', exact: true }).click();
    await p.getByText(/^Step 1 of \d+/).waitFor();
    await error.first().click();
    const step = Number(await p.getByLabel('Step').inputValue());
    expect(step).toBeGreaterThan(0);
    await p.getByText(new RegExp(`^Step ${step + 1} of \\d+`)).waitFor();
    // Play moves on by itself until paused; End on the scrubber goes to the last step, where the reason shows again.
    await p.getByRole('button', { name: 'Play', exact: true }).click();
    await p.getByText(new RegExp(`^Step ${step + 3} of \\d+`)).waitFor();
    await p.getByRole('button', { name: 'Pause', exact: true }).click();
    await p.getByLabel('Step').press('End');
    for (const shown of shownDocuments) await state.getByText(shown, { exact: true }).waitFor();
  }, 240_000);

  it('stored none of what she typed, her email or the file name', async () => {
    const [summary] = (await staffGet('v1/ops/diagnostics/', t.array(DiagnosticSummary))).filter((d) => d.code === code);
    const stored = await staffGet(`v1/ops/diagnostics/${summary?.uuid}/`, Diagnostic);
    expect(stored.customer?.email).toBe(IVY.email);
    const text = JSON.stringify(stored.entries);
    for (const secret of SECRETS) expect({ secret, found: text.toLowerCase().includes(secret.toLowerCase()) }).toEqual({ secret, found: false });
    expect(text).toContain('"field":"phone"');
    expect(text).toContain('property-tax');
  });
});
