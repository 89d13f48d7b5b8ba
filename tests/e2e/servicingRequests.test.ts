import { addDays, format, subDays } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { listDocuments, type CustomerDocument } from '../../src/contract/documents';
import type { ServicingStepKind } from '../../src/contract/servicing';
import { getServicingRequest, listServicingRequests, listServicingTasks } from '../../src/contract/servicing/endpoints';
import { REQUEST_POLL_INTERVAL_MS } from '../../src/client/features/servicing/epics/request';
import { STEP_KINDS } from '../../src/domain/servicing/stepKinds';
import { DEMO, type Account } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi, type ApiSession } from '../support/signIn';
import { openBackOffice, type BackOffice } from './support/backOffice';
import { expectFieldError, fieldState } from './support/fields';
import { expectUploadedRow, testFiles, type TestFile, type TestFiles } from './support/files';
import { expectHeading } from './support/flows';
import { isFocused } from './support/keyboard';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

const DASHBOARD = 'Your Home Equity Investment';
const CATALOGUE = 'What would you like to do?';
const SUBMIT = 'Submit this step';
const ALL_DONE = 'You have done every step of this request. We will let you know when it moves on.';
const REQUIRED = 'This field is required';
/** The reasons the back office gives (the homeowner reads them as written). */
const REJECTION = 'The declarations page is cut off at the bottom: send the whole page, please.';
const DECLINE = 'Your new loan would bring the combined loan-to-value above 80%, the most we can subordinate to.';
const TRUST = { name: 'The Nasser Family Trust', trustees: 'Farah Nasser\nKarim Nasser' } as const;

const isoDay = (d: Date) => format(d, 'yyyy-MM-dd');
/** §9 date MM/dd/yyyy of a `yyyy-MM-dd` (or ISO date-time) string. */
const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 11 §5 (b), (c), (d) and (f). Farah Nasser (demo.funded, funded two years ago, no request yet) files three
// requests from "What would you like to do?":
// (b) a homeowners insurance update: she uploads a real PDF of the declarations page from the step screen (progress,
//     then received); the back office rejects it with a reason, she reads it on the step (and in an email), replaces
//     the file, submits the upload step, then the policy details (their rules shown at the fields, nothing typed lost);
// (c) a mortgage refinance: lender, subordination request (with the lender's document) and the loan terms; the request
//     waits for a servicing manager, who declines it; her open page shows at its next check that it was declined and
//     why, and nothing can be changed any more;
// (d) a move of her home into a trust: the trust's name, date and trustees, then the proof of transfer uploaded on
//     the documents step; the request goes to the servicing team and her documents page files the proof under
//     "Servicing".
// (f) Tess Morgan (demo.termend, 9½ years into a 10-year term) starts the six request types that hold the 12 step
//     kinds between them; axe finds nothing on the dashboard, the catalogue and every step screen at 1280 and 360 px,
//     and nothing scrolls sideways at 320 px. An empty submit shows each rule at its field; what was typed stays.
describe('servicing requests: insurance update, subordination, transfer to a trust, and every step screen accessible', () => {
  // With a clock: a test brings the request page's next check forward instead of waiting for it.
  const e2e = browserSuite({ clock: true });
  let files: TestFiles;
  let backOffice: BackOffice;
  let api: ApiSession;
  let applicationUuid = '';

  const page = (): Page => e2e.tab.page;
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  /** The value (`<dd>`) shown for the label (`<dt>`) `label` within `scope`. */
  const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');
  const standing = () => page().getByRole('region', { name: 'Where your request stands' });
  const stepHeading = (name: string) => page().getByRole('heading', { level: 2, name, exact: true });
  const stepScreen = (name: string) => page().getByRole('region', { name, exact: true });
  /** The card of the document a step asks for (a servicing task), by its title. */
  const taskCard = (title: string) =>
    page().getByRole('region', { name: 'Documents for this step' }).getByRole('listitem').filter({ has: page().getByRole('heading', { level: 4, name: title, exact: true }) });
  /** The row of `file` in the uploads of this visit for the task `title`. */
  const uploadRow = (title: string, fileName: string) => page().getByRole('region', { name: `Uploads of ${title}` }).getByRole('listitem').filter({ hasText: fileName });
  const requestApi = (uuid: string) => api.get(`v1/customer/servicing-request/${uuid}/`, getServicingRequest.response);
  const documentsApi = () => api.get(`v1/customer/application/${applicationUuid}/documents/`, listDocuments.response);
  const servicingTasksApi = () => api.get(`v1/customer/application/${applicationUuid}/servicing-tasks/`, listServicingTasks.response);

  /**
   * axe at 1280 px and at 360 px wide, and at 320 px the page must not scroll sideways; back to 1280 px after.
   */
  const check = (label: string) => checkScreen(page(), label, { axeAt: [360] });

  /** Signs `account` in (through the API) and waits for the investment dashboard; answers the application's uuid. */
  const signIn = async (account: Account) => {
    const { applicationUuid } = await openSignedIn(page(), e2e.sandbox.baseUrl, account);
    await expectHeading(page(), DASHBOARD);
    return applicationUuid;
  };

  /** From the dashboard, starts a request of the card `label`; answers the new request's uuid once its page shows. */
  const startFromCatalogue = async (label: string) => {
    const card = page().getByRole('region', { name: CATALOGUE }).getByRole('listitem').filter({ has: page().getByRole('heading', { level: 3, name: label, exact: true }) });
    // The hidden ": {label}" part is an absolutely positioned span, so Chromium names the button with a space before the colon.
    await card.getByRole('button', { name: new RegExp(`^Start ?: ${escapeRegExp(label)}$`) }).click();
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}\/servicing\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), label);
    return new URL(page().url()).pathname.split('/')[4] ?? '';
  };

  const backToDashboard = async () => {
    await page().getByRole('link', { name: 'Back to your investment', exact: true }).click();
    await expectHeading(page(), DASHBOARD);
    await page().getByRole('region', { name: CATALOGUE }).getByRole('listitem').first().waitFor();
  };

  /** Waits until the page shows the step `kind` of request `requestUuid` (URL and heading). */
  const onStep = async (requestUuid: string, kind: ServicingStepKind, title: string) => {
    await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/servicing/${requestUuid}/${kind}`);
    await stepHeading(title).waitFor();
  };

  const expectUploaded = (title: string, file: TestFile) => expectUploadedRow(uploadRow(title, file.name), file);

  /** The document `fileName` as listed under "Sent for {title}" on the step: "file · size · Uploaded date", status, why. */
  const sentDocument = (title: string, fileName: string) =>
    taskCard(title).getByRole('list', { name: `Sent for ${title}` }).getByRole('listitem').filter({ hasText: `${fileName} ·` });

  /** The customer's document named `fileName` in the sandbox (throws when there is none). */
  const documentNamed = async (fileName: string): Promise<CustomerDocument> => {
    const found = (await documentsApi()).filter((d) => d.file_name === fileName);
    if (found.length !== 1 || !found[0]) throw new Error(`the sandbox holds ${found.length} documents named ${fileName}`);
    return found[0];
  };

  beforeAll(async () => {
    [files, backOffice, api] = await Promise.all([testFiles(e2e.browser), openBackOffice(e2e.sandbox.baseUrl), signInWithApi(e2e.sandbox.baseUrl, DEMO.funded)]);
  });
  afterAll(async () => {
    await files?.remove();
  });

  // ---- (b) homeowners insurance update: a real PDF, rejected with a reason, replaced ----

  describe('(b) a homeowners insurance update with a real PDF, rejected in the back office and replaced', () => {
    const TYPE = 'Update homeowners insurance';
    const UPLOAD_STEP = 'Upload your homeowners insurance policy';
    const DETAILS_STEP = 'Homeowners insurance policy details';
    const DECLARATIONS = 'Homeowners insurance declarations page';
    const NOTE = 'Renewed with the same carrier in October.';
    let requestUuid = '';
    let first: TestFile | null = null;

    it('starts the update from the catalogue and lands on its upload step, the declarations page asked for', async () => {
      applicationUuid = await signIn(DEMO.funded);
      expect(applicationUuid).toBe(await backOffice.applicationOf(DEMO.funded.email));
      requestUuid = await startFromCatalogue(TYPE);
      const steps = page().getByRole('navigation', { name: 'Steps' });
      expect(await steps.getByRole('link').allInnerTexts()).toEqual([UPLOAD_STEP, DETAILS_STEP]);
      expect(await steps.getByRole('link', { name: UPLOAD_STEP }).getAttribute('aria-current')).toBe('step');
      await stepHeading(UPLOAD_STEP).waitFor();
      const card = taskCard(DECLARATIONS);
      await card.getByText('Required · Status: To do', { exact: true }).waitFor();
      expect(await figure(standing(), 'Who acts next').innerText()).toBe('You');

      const request = await requestApi(requestUuid);
      expect(request).toMatchObject({ request_type: 'hoi-update', status: 'pending', next_actor: 'customer', category: 'servicing' });
      expect(request.steps.map((s) => [s.kind, s.status])).toEqual([['hoi-upload', 'pending'], ['hoi-policy-details', 'pending']]);
      const tasks = (await servicingTasksApi()).filter((t) => t.request_uuid === requestUuid);
      expect(tasks.map((t) => ({ title: t.title, type: t.document_type, step: t.step_kind, status: t.status, required: t.required }))).toEqual([
        { title: DECLARATIONS, type: 'homeowners-insurance-policy', step: 'hoi-upload', status: 'pending', required: true },
      ]);
      await check('hoi update, upload step, nothing sent');
    });

    it('refuses to submit the step before the declarations page is sent, and keeps the note typed', async () => {
      await page().getByLabel('Anything we should know about these documents (optional)').fill(NOTE);
      await button(SUBMIT).click();
      await page().getByRole('alert').getByText('Upload this document first: Homeowners insurance declarations page.', { exact: true }).waitFor();
      expect(await page().getByLabel('Anything we should know about these documents (optional)').inputValue()).toBe(NOTE);
      expect(new URL(page().url()).pathname).toBe(`/applications/${applicationUuid}/servicing/${requestUuid}`);
      expect((await requestApi(requestUuid)).steps[0]?.status).toBe('pending');
      await check('hoi update, upload step refused without its document');
    });

    it('uploads a real PDF from the step: progress while it goes, then received, and the task is done', async () => {
      first = await files.pdf('declarations-page.pdf', 'Declarations page — Acme Mutual HO-3');
      // A slow connection (DevTools network emulation), so the row is seen while the file is in flight.
      const cdp = await e2e.tab.context.newCDPSession(page());
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 });
      try {
        await taskCard(DECLARATIONS).getByLabel(`Choose files for ${DECLARATIONS}`, { exact: true }).setInputFiles(first.path);
        const row = uploadRow(DECLARATIONS, first.name);
        await row.getByRole('status').getByText('Uploading', { exact: true }).waitFor();
        const bar = row.getByRole('progressbar', { name: `Upload of ${first.name}` });
        expect(await bar.getAttribute('aria-valuemax')).toBe(String(first.bytes));
        expect(await bar.getAttribute('aria-valuetext')).toMatch(/^\d+(\.\d+)? (Bytes|KB) of \d+(\.\d+)? KB$/);
        await row.getByRole('button', { name: `Cancel uploading ${first.name}`, exact: true }).waitFor();
      } finally {
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await cdp.detach();
      }
      await expectUploaded(DECLARATIONS, first);
      const sent = sentDocument(DECLARATIONS, first.name);
      await sent.getByText('Status: Received', { exact: true }).waitFor();
      await sent.getByText(new RegExp(`^${escapeRegExp(first.name)} · [\\d.]+ KB · Uploaded ${escapeRegExp(shownDate(isoDay(new Date())))}$`)).waitFor();
      await taskCard(DECLARATIONS).getByText('Required · Status: Done', { exact: true }).waitFor();
      await check('hoi update, declarations page uploaded');

      const held = await documentNamed(first.name);
      const task = (await servicingTasksApi()).find((t) => t.request_uuid === requestUuid);
      expect(held).toMatchObject({ document_type: 'homeowners-insurance-policy', status: 'uploaded', size_bytes: first.bytes, content_type: 'application/pdf', task_uuid: task?.uuid, source: 'customer' });
      expect(task?.status).toBe('completed');
    });

    it('the back office rejects it with a reason: the step says why, asks again, and offers to replace it', async () => {
      const held = await documentNamed(first?.name ?? '');
      const rejected = await backOffice.reviewDocument(held.uuid, { decision: 'reject', reason: REJECTION });
      expect(rejected.application_uuid).toBe(applicationUuid);

      await page().reload();
      await stepHeading(UPLOAD_STEP).waitFor();
      const sent = sentDocument(DECLARATIONS, first?.name ?? '');
      await sent.getByText('Status: Needs attention', { exact: true }).waitFor();
      await sent.getByText(`Why: ${REJECTION}`, { exact: true }).waitFor();
      await taskCard(DECLARATIONS).getByText('Required · Status: To do', { exact: true }).waitFor();
      // The note typed before is still there (saved with the step's draft).
      expect(await page().getByLabel('Anything we should know about these documents (optional)').inputValue()).toBe(NOTE);
      await check('hoi update, declarations page rejected');
      expect((await servicingTasksApi()).find((t) => t.request_uuid === requestUuid)?.status).toBe('pending');
      expect(await documentNamed(first?.name ?? '')).toMatchObject({ status: 'rejected', rejection_reason: REJECTION });
      // She is told by email too, with the same reason.
      const asked = (await e2e.sandbox.outbox(DEMO.funded.email)).filter((m) => m.subject === 'We need a new document from you');
      expect(asked).toHaveLength(1);
      expect(asked[0]?.text).toContain(`We could not accept “${first?.name ?? ''}”: ${REJECTION}`);
    });

    it('replaces the rejected file: the new one is received in its place and the task is done again', async () => {
      const old = await documentNamed(first?.name ?? '');
      const replacement = await files.pdf('declarations-page-full.pdf', 'Declarations page (all of it) — Acme Mutual HO-3');
      await sentDocument(DECLARATIONS, old.file_name).getByRole('button', { name: `Replace “${old.file_name}”`, exact: true }).click();
      await taskCard(DECLARATIONS).getByRole('status').getByText(`Replacing “${old.file_name}”. Choose the new file below.`, { exact: true }).waitFor();
      const input = taskCard(DECLARATIONS).getByLabel(`Choose the new file for ${DECLARATIONS}`, { exact: true });
      // The file input takes the focus, so the next key press opens the file chooser.
      await expect.poll(() => isFocused(input)()).toBe(true);
      await input.setInputFiles(replacement.path);
      await expectUploaded(DECLARATIONS, replacement);
      await sentDocument(DECLARATIONS, replacement.name).getByText('Status: Received', { exact: true }).waitFor();
      // The rejected one is no longer listed; the task is done again.
      await expect.poll(() => sentDocument(DECLARATIONS, old.file_name).count()).toBe(0);
      await taskCard(DECLARATIONS).getByText('Required · Status: Done', { exact: true }).waitFor();
      await check('hoi update, declarations page replaced');

      const documents = await documentsApi();
      expect(documents.find((d) => d.file_name === replacement.name)).toMatchObject({ status: 'uploaded', replaces: old.uuid, size_bytes: replacement.bytes, task_uuid: old.task_uuid });
      expect(documents.find((d) => d.uuid === old.uuid)?.status).toBe('replaced');
      expect((await servicingTasksApi()).find((t) => t.request_uuid === requestUuid)?.status).toBe('completed');
    });

    it('submits the upload step and moves on to the policy details', async () => {
      await button(SUBMIT).click();
      await onStep(requestUuid, 'hoi-policy-details', DETAILS_STEP);
      // The next step's heading takes the focus, so a keyboard or screen-reader user starts there.
      await expect.poll(() => isFocused(stepHeading(DETAILS_STEP))()).toBe(true);
      const upload = (await requestApi(requestUuid)).steps.find((s) => s.kind === 'hoi-upload');
      expect(upload).toMatchObject({ status: 'completed', values: { note: NOTE } });
      const steps = page().getByRole('navigation', { name: 'Steps' });
      await steps.getByRole('listitem').filter({ hasText: UPLOAD_STEP }).getByText('Done', { exact: true }).waitFor();
    });

    it('policy details: an empty submit shows each rule at its field; a wrong answer keeps everything typed', async () => {
      await button(SUBMIT).click();
      for (const label of ['Insurance company', 'Policy number', 'Effective date', 'Expiration date']) await expectFieldError(page(), label, REQUIRED);
      await expectFieldError(page(), 'Dwelling coverage', 'Enter an amount in whole dollars.');
      const named = page().getByRole('group', { name: 'How are we named on the policy?' });
      await named.getByText(REQUIRED, { exact: true }).waitFor();
      expect(await describedBy(named)).toContain(REQUIRED);
      await check('hoi update, policy details with their errors');

      // Typed answers with two mistakes: the policy expires before it starts, and we are not named on it.
      const effective = isoDay(subDays(new Date(), 10));
      await page().getByLabel('Insurance company', { exact: true }).fill('Acme Mutual');
      await page().getByLabel('Policy number', { exact: true }).fill('HO3-4471-0098');
      await page().getByLabel('Dwelling coverage', { exact: true }).fill('650,000');
      await page().getByLabel('Effective date', { exact: true }).fill(effective);
      await page().getByLabel('Expiration date', { exact: true }).fill(isoDay(subDays(new Date(), 20)));
      await named.getByRole('radio', { name: 'Not named on the policy', exact: true }).check();
      await button(SUBMIT).click();
      await expectFieldError(page(), 'Expiration date', 'The expiration date must be after the effective date.');
      await named.getByText('We must be named on the policy as additional insured or mortgagee; ask your agent to add us.', { exact: true }).waitFor();
      // A group's error is read with the group (its fieldset's aria-describedby).
      expect(await describedBy(named)).toContain('We must be named on the policy as additional insured or mortgagee; ask your agent to add us.');
      // Nothing typed is lost, and the fields that were right no longer show an error.
      expect(await fieldState(page(), 'Insurance company')).toMatchObject({ value: 'Acme Mutual', invalid: false });
      expect(await fieldState(page(), 'Policy number')).toMatchObject({ value: 'HO3-4471-0098', invalid: false });
      expect(await fieldState(page(), 'Dwelling coverage')).toMatchObject({ value: '650,000', invalid: false });
      expect(await fieldState(page(), 'Effective date')).toMatchObject({ value: effective, invalid: false });
      expect((await requestApi(requestUuid)).steps.find((s) => s.kind === 'hoi-policy-details')?.status).toBe('pending');
      await check('hoi update, policy details with two wrong answers');
    });

    it('corrects them and submits: every step is done and the servicing team acts next', async () => {
      const expires = isoDay(addDays(new Date(), 355));
      await page().getByLabel('Expiration date', { exact: true }).fill(expires);
      await page().getByRole('group', { name: 'How are we named on the policy?' }).getByRole('radio', { name: 'Named as mortgagee', exact: true }).check();
      await button(SUBMIT).click();
      await page().getByText(ALL_DONE, { exact: true }).waitFor();
      await expect.poll(() => figure(standing(), 'Who acts next').innerText()).toBe('Our servicing team');
      expect(await figure(standing(), 'Status').innerText()).toBe('Open');
      await check('hoi update, every step done');

      const request = await requestApi(requestUuid);
      expect(request).toMatchObject({ status: 'pending', next_actor: 'provider' });
      expect(request.steps.map((s) => s.status)).toEqual(['completed', 'completed']);
      expect(request.steps[1]?.values).toEqual({
        carrier: 'Acme Mutual', policy_number: 'HO3-4471-0098', dwelling_coverage: '650,000',
        effective_date: isoDay(subDays(new Date(), 10)), expiration_date: expires, insured_interest: 'mortgagee',
      });
    });
  });

  // ---- (c) mortgage refinance: manager approval, declined with a reason ----

  describe('(c) a mortgage refinance waits for a servicing manager, who declines it; she sees why', () => {
    const TYPE = 'Refinance your mortgage';
    const LENDER_STEP = 'Tell us about your new lender';
    const SUBORDINATION_STEP = 'Request a subordination';
    const DOCUMENTS_STEP = 'Upload documents';
    const LENDER_REQUEST = 'Your lender’s subordination request';
    const LOAN_TERMS = 'New loan terms (loan estimate or commitment)';
    let requestUuid = '';

    it('starts the refinance and fills the lender’s details', async () => {
      await backToDashboard();
      requestUuid = await startFromCatalogue(TYPE);
      const steps = page().getByRole('navigation', { name: 'Steps' });
      expect(await steps.getByRole('link').allInnerTexts()).toEqual([LENDER_STEP, SUBORDINATION_STEP, DOCUMENTS_STEP]);
      await stepHeading(LENDER_STEP).waitFor();
      expect((await requestApi(requestUuid)).needs_approval).toBe(true);

      await page().getByLabel('New lender', { exact: true }).fill('Lakeside Credit Union');
      await page().getByLabel('Loan officer’s name', { exact: true }).fill('Jordan Lee');
      await page().getByLabel('Loan officer’s phone', { exact: true }).fill('(612) 456-2200');
      await page().getByLabel('Loan officer’s email', { exact: true }).fill('jordan.lee@example.com');
      await page().getByLabel('Loan amount', { exact: true }).fill('310,000');
      await page().getByLabel('Loan type', { exact: true }).selectOption({ label: 'Rate-and-term refinance' });
      await page().getByLabel('Expected closing date', { exact: true }).fill(isoDay(addDays(new Date(), 45)));
      await button(SUBMIT).click();
      await onStep(requestUuid, 'subordination-request', SUBORDINATION_STEP);
      await expect.poll(() => isFocused(stepHeading(SUBORDINATION_STEP))()).toBe(true);
      const lender = (await requestApi(requestUuid)).steps.find((s) => s.kind === 'third-party-lender-info');
      expect(lender).toMatchObject({
        status: 'completed',
        values: {
          lender_name: 'Lakeside Credit Union', loan_officer_name: 'Jordan Lee', loan_officer_phone: '(612) 456-2200', loan_officer_email: 'jordan.lee@example.com',
          loan_amount: '310,000', loan_type: 'rate-and-term-refinance', expected_closing_date: isoDay(addDays(new Date(), 45)),
        },
      });
    });

    it('the subordination request: the date the lender needs it by, and the lender’s document', async () => {
      const requestedBy = isoDay(addDays(new Date(), 30));
      await page().getByLabel('Date your lender needs the subordination by', { exact: true }).fill(requestedBy);
      // Without the lender's document the step is refused, naming it.
      await button(SUBMIT).click();
      await page().getByRole('alert').getByText('Upload this document first: Your lender’s subordination request.', { exact: true }).waitFor();
      expect(await page().getByLabel('Date your lender needs the subordination by', { exact: true }).inputValue()).toBe(requestedBy);

      const lenderPdf = await files.pdf('lakeside-subordination-request.pdf', 'Lakeside Credit Union — subordination request');
      await taskCard(LENDER_REQUEST).getByLabel(`Choose files for ${LENDER_REQUEST}`, { exact: true }).setInputFiles(lenderPdf.path);
      await expectUploaded(LENDER_REQUEST, lenderPdf);
      await sentDocument(LENDER_REQUEST, lenderPdf.name).getByText('Status: Received', { exact: true }).waitFor();
      await check('mortgage refinance, subordination request with its document');
      await button(SUBMIT).click();
      await onStep(requestUuid, 'document-upload', DOCUMENTS_STEP);
      const step = (await requestApi(requestUuid)).steps.find((s) => s.kind === 'subordination-request');
      expect(step).toMatchObject({ status: 'completed', values: { requested_by: requestedBy } });
      expect(await documentNamed(lenderPdf.name)).toMatchObject({ document_type: 'subordination-request', status: 'uploaded' });
    });

    it('the documents step: the new loan terms; submitting sends it to a manager, and the page says so', async () => {
      await taskCard(LOAN_TERMS).getByText('Required · Status: To do', { exact: true }).waitFor();
      await taskCard('Lien release of the loan being paid off').getByText('Optional · Status: To do', { exact: true }).waitFor();
      const terms = await files.pdf('loan-estimate.pdf', 'Loan estimate — Lakeside Credit Union');
      await taskCard(LOAN_TERMS).getByLabel(`Choose files for ${LOAN_TERMS}`, { exact: true }).setInputFiles(terms.path);
      await expectUploaded(LOAN_TERMS, terms);
      await button(SUBMIT).click();

      await page().getByText(ALL_DONE, { exact: true }).waitFor();
      await expect.poll(() => figure(standing(), 'Who acts next').innerText()).toBe('A servicing manager');
      expect(await figure(standing(), 'Approval').innerText()).toBe('Waiting for a servicing manager’s approval');
      expect(await figure(standing(), 'Status').innerText()).toBe('Open');
      await page().getByRole('region', { name: 'History' }).getByText('Sent to a servicing manager for approval.', { exact: true }).waitFor();
      await check('mortgage refinance, waiting for a manager');

      const request = await requestApi(requestUuid);
      expect(request).toMatchObject({ status: 'pending', approval_status: 'waiting-manager-approval', next_actor: 'manager' });
      expect(request.steps.map((s) => s.status)).toEqual(['completed', 'completed', 'completed']);
      expect(await documentNamed(terms.name)).toMatchObject({ document_type: 'mortgage-information', status: 'uploaded' });
    });

    it('the manager declines with a reason: the open page shows it at its next check, with why; nothing can be changed', async () => {
      // The page is left open as she waits: it checks for news while a manager decides (no reload).
      await page().evaluate(() => ((window as unknown as { waitingMarker: string }).waitingMarker = 'same page'));
      const declined = await backOffice.decideApproval(requestUuid, { decision: 'decline', reason: DECLINE });
      expect(declined).toMatchObject({ status: 'declined', approval_status: 'declined', next_actor: null });

      // Her page's next check, brought forward instead of waited for in real time.
      await page().clock.fastForward(REQUEST_POLL_INTERVAL_MS);
      await figure(standing(), 'Status').filter({ hasText: /^Declined$/ }).waitFor();
      expect(await page().evaluate(() => (window as unknown as { waitingMarker?: string }).waitingMarker)).toBe('same page');
      expect(await figure(standing(), 'Approval').innerText()).toBe('Declined by a servicing manager');
      expect(await figure(standing(), 'Who acts next').innerText()).toBe('Nobody: this request is finished.');
      await standing().getByText(DECLINE, { exact: true }).waitFor();
      const history = page().getByRole('region', { name: 'History' });
      await history.getByRole('listitem').filter({ has: page().getByText('Declined', { exact: true }) }).filter({ hasText: 'by a servicing manager' }).getByText(DECLINE, { exact: true }).waitFor();
      // Finished: no cancel, and no step can be changed.
      expect(await page().getByRole('region', { name: 'Cancel this request' }).count()).toBe(0);
      await page().getByText('This request is declined.', { exact: true }).waitFor();
      await check('mortgage refinance, declined by a manager');

      await page().getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: LENDER_STEP }).click();
      await onStep(requestUuid, 'third-party-lender-info', LENDER_STEP);
      await stepScreen(LENDER_STEP).getByText('This request is declined; nothing more can be changed.', { exact: true }).waitFor();
      expect(await page().getByLabel('New lender', { exact: true }).isDisabled()).toBe(true);
      expect(await page().getByLabel('New lender', { exact: true }).inputValue()).toBe('Lakeside Credit Union');
      expect(await button(SUBMIT).count()).toBe(0);
      await check('mortgage refinance, declined, a locked step');

      // Her dashboard lists it as declined, and she could file a new one.
      await backToDashboard();
      const listed = page().getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ has: page().getByRole('link', { name: TYPE, exact: true }) });
      await listed.getByText('Status: Declined', { exact: false }).waitFor();
      const card = page().getByRole('region', { name: CATALOGUE }).getByRole('listitem').filter({ has: page().getByRole('heading', { level: 3, name: TYPE, exact: true }) });
      await card.getByRole('button', { name: new RegExp(`^Start ?: ${escapeRegExp(TYPE)}$`) }).waitFor();
      const emails = await e2e.sandbox.outbox(DEMO.funded.email);
      const declinedEmails = emails.filter((m) => m.subject === 'Your request was declined');
      expect(declinedEmails).toHaveLength(1);
      expect(declinedEmails[0]?.text).toContain(`A servicing manager declined your “${TYPE}” request: ${DECLINE}`);
      expect((await requestApi(requestUuid)).reason).toBe(DECLINE);
    });
  });

  // ---- (d) a name change to a trust with its document ----

  describe('(d) a transfer of the home into a trust, with the proof of transfer on the documents step', () => {
    const TYPE = 'Change your name or move your home into a trust';
    const TRUST_STEP = 'Name change or trust';
    const DOCUMENTS_STEP = 'Upload documents';
    const PROOF = 'Proof of transfer to trust';
    let requestUuid = '';
    let proof: TestFile | null = null;

    it('names the trust, its date and trustees', async () => {
      requestUuid = await startFromCatalogue(TYPE);
      await stepHeading(TRUST_STEP).waitFor();
      const kind = page().getByRole('group', { name: 'What is changing?' });
      await kind.getByRole('radio', { name: 'I am moving my home into a trust', exact: true }).check();
      // An empty submit asks for the trust's details at their fields.
      await button(SUBMIT).click();
      for (const label of ['Name of the trust', 'Date of the trust', 'Trustees']) await expectFieldError(page(), label, REQUIRED);
      await check('transfer to trust, the trust’s details with their errors');

      const trustDate = isoDay(subDays(new Date(), 90));
      await page().getByLabel('Name of the trust', { exact: true }).fill(TRUST.name);
      await page().getByLabel('Date of the trust', { exact: true }).fill(trustDate);
      await page().getByLabel('Trustees', { exact: true }).fill(TRUST.trustees);
      await button(SUBMIT).click();
      await onStep(requestUuid, 'document-upload', DOCUMENTS_STEP);
      const step = (await requestApi(requestUuid)).steps.find((s) => s.kind === 'name-of-trust');
      expect(step).toMatchObject({ status: 'completed', values: { change_kind: 'transfer-to-trust', trust_name: TRUST.name, trust_date: trustDate, trustees: TRUST.trustees } });
    });

    it('uploads the proof of transfer on the documents step and submits: the servicing team acts next', async () => {
      await taskCard(PROOF).getByText('Optional · Status: To do', { exact: true }).waitFor();
      proof = await files.pdf('deed-to-trust.pdf', 'Deed of transfer to The Nasser Family Trust');
      await taskCard(PROOF).getByLabel(`Choose files for ${PROOF}`, { exact: true }).setInputFiles(proof.path);
      await expectUploaded(PROOF, proof);
      await sentDocument(PROOF, proof.name).getByText('Status: Received', { exact: true }).waitFor();
      await taskCard(PROOF).getByText('Optional · Status: Done', { exact: true }).waitFor();
      await check('transfer to trust, documents step with the proof');
      await button(SUBMIT).click();

      await page().getByText(ALL_DONE, { exact: true }).waitFor();
      await expect.poll(() => figure(standing(), 'Who acts next').innerText()).toBe('Our servicing team');
      const request = await requestApi(requestUuid);
      expect(request).toMatchObject({ request_type: 'name-change-or-transfer-to-trust', status: 'pending', next_actor: 'provider', approval_status: null, category: 'servicing' });
      expect(request.steps.map((s) => s.status)).toEqual(['completed', 'completed']);
      const task = (await servicingTasksApi()).find((t) => t.request_uuid === requestUuid && t.task_type === 'servicing--proof-of-transfer-to-trust');
      expect(task).toMatchObject({ status: 'completed', document_type: 'trust-agreement', category: 'servicing' });
      expect(await documentNamed(proof.name)).toMatchObject({ document_type: 'trust-agreement', status: 'uploaded', task_uuid: task?.uuid });
      // Her list of requests says who acts next.
      const list = await api.get(`v1/customer/application/${applicationUuid}/servicing-requests/`, listServicingRequests.response);
      expect(list.find((r) => r.uuid === requestUuid)?.next_actor).toBe('provider');
    });

    it('her documents page lists the proof under “Servicing”, also after a reload', async () => {
      const name = proof?.name ?? '';
      await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents', exact: true }).click();
      await page().waitForURL((url) => url.pathname === `/applications/${applicationUuid}/documents`);
      await expectHeading(page(), 'Your documents');
      const servicing = page().getByRole('region', { name: 'Servicing', exact: true });
      const card = () => servicing.getByRole('listitem').filter({ hasText: `${name} ·` });
      await card().getByRole('heading', { level: 4, name: 'Trust agreement', exact: true }).waitFor();
      await card().getByText('Status: Received', { exact: true }).waitFor();
      // The insurance declarations page (b) is a servicing document too; the subordination papers (c) are not here.
      await servicing.getByRole('listitem').filter({ hasText: 'declarations-page-full.pdf ·' }).waitFor();
      await page().getByRole('region', { name: 'Subordination Docs', exact: true }).getByRole('listitem').filter({ hasText: 'loan-estimate.pdf ·' }).waitFor();
      await check('documents page with servicing documents');

      await page().reload();
      await expectHeading(page(), 'Your documents');
      await card().getByRole('heading', { level: 4, name: 'Trust agreement', exact: true }).waitFor();
    });

    it('logged no console errors in (b)–(d) besides the refused submits', () => {
      const unexpected = e2e.tab.consoleErrors.filter((line) => !/status of 400/.test(line));
      expect(unexpected).toEqual([]);
    });
  });

  // ---- (f) every screen accessible ----

  describe('(f) axe finds nothing on the dashboard, the catalogue and every step screen; nothing scrolls sideways', () => {
    /** Tess Morgan: 9½ years into a 10-year term, so the dashboard also shows the settlement notice. */
    const TESS = DEMO.termEnd;
    /** The request types that hold the 12 step kinds between them, and each step's title on its screen. */
    const REQUESTS = [
      {
        type: 'owner-buyout', label: 'Buy out the investment',
        steps: [
          ['buyout-request', 'Tell us about your buyout'],
          ['improvement-adjustment', 'Claim home improvements'],
          ['authorize-hei-appraisal', 'Authorize a home valuation'],
          ['acknowledge-payoff-and-accept-wire-details', 'Review your payoff statement'],
        ],
      },
      { type: 'home-sale', label: 'Sell your home', steps: [['home-listing', 'Tell us about the listing'], ['document-upload', 'Upload documents']] },
      { type: 'mortgage-refinance', label: 'Refinance your mortgage', steps: [['third-party-lender-info', 'Tell us about your new lender'], ['subordination-request', 'Request a subordination']] },
      { type: 'name-change-or-transfer-to-trust', label: 'Change your name or move your home into a trust', steps: [['name-of-trust', 'Name change or trust']] },
      { type: 'other-change', label: 'Something else', steps: [['other-change', 'Describe the change']] },
      { type: 'hoi-update', label: 'Update homeowners insurance', steps: [['hoi-upload', 'Upload your homeowners insurance policy'], ['hoi-policy-details', 'Homeowners insurance policy details']] },
    ] as const satisfies readonly { type: string; label: string; steps: readonly (readonly [ServicingStepKind, string])[] }[];
    const started = new Map<string, string>();
    const checked = new Set<ServicingStepKind>();

    /** Opens step `kind` of the started request `type` from its checklist and waits for its screen. */
    const openStep = async (type: string, kind: ServicingStepKind, title: string) => {
      const uuid = started.get(type) ?? '';
      const path = `/applications/${applicationUuid}/servicing/${uuid}`;
      if (!new URL(page().url()).pathname.startsWith(path)) {
        await page().goto(`${e2e.sandbox.baseUrl}${path}`);
        await page().getByRole('navigation', { name: 'Steps' }).waitFor();
      }
      await page().getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: title, exact: true }).click();
      await onStep(uuid, kind, title);
      await stepScreen(title).getByText(/^Status: /).first().waitFor();
    };
    const checkStep = async (kind: ServicingStepKind, label: string) => {
      await check(`${kind} step screen, ${label}`);
      checked.add(kind);
    };

    it('the dashboard with its settlement notice and the catalogue', async () => {
      await e2e.openTab();
      applicationUuid = await signIn(TESS);
      api = await signInWithApi(e2e.sandbox.baseUrl, TESS);
      await page().getByText('Time to plan your settlement', { exact: true }).waitFor();
      const catalogue = page().getByRole('region', { name: CATALOGUE });
      expect(await catalogue.getByRole('listitem').count()).toBe(10);
      await page().getByText('You have no requests yet.', { exact: false }).waitFor();
      await check('investment dashboard and catalogue, no request yet');
    });

    it('starts the six request types that hold the 12 step kinds; the dashboard lists them and links the catalogue to them', async () => {
      // Every step kind is in one of these requests (the domain table says which).
      expect(new Set(REQUESTS.flatMap((r) => r.steps.map(([kind]) => kind)))).toEqual(new Set(Object.keys(STEP_KINDS)));
      for (const request of REQUESTS) {
        started.set(request.type, await startFromCatalogue(request.label));
        expect(await page().getByRole('navigation', { name: 'Steps' }).getByRole('link').allInnerTexts()).toEqual(
          expect.arrayContaining(request.steps.map(([, title]) => title)),
        );
        await backToDashboard();
      }
      const listed = page().getByRole('region', { name: 'Your requests' }).getByRole('listitem');
      expect(await listed.count()).toBe(REQUESTS.length);
      const catalogue = page().getByRole('region', { name: CATALOGUE });
      for (const request of REQUESTS) {
        await catalogue.getByRole('link', { name: new RegExp(`^Continue it ?: ${escapeRegExp(request.label)}$`) }).waitFor();
      }
      const held = await api.get(`v1/customer/application/${applicationUuid}/servicing-requests/`, listServicingRequests.response);
      expect(held.map((r) => r.request_type).sort()).toEqual(REQUESTS.map((r) => r.type).sort());
      await check('investment dashboard with six open requests');
    });

    it('owner buyout: the buyout, improvements (with a row) and valuation (with the fee) screens', async () => {
      const [buyout, improvements, appraisal] = REQUESTS[0].steps;
      await openStep('owner-buyout', ...buyout);
      await checkStep('buyout-request', 'empty');

      await openStep('owner-buyout', ...improvements);
      await checkStep('improvement-adjustment', 'nothing claimed');
      await button('Add an improvement').click();
      await page().getByRole('group', { name: 'Improvement 1' }).getByLabel('What was done').waitFor();
      await button(SUBMIT).click();
      await expectFieldError(page(), 'What was done', REQUIRED);
      await checkStep('improvement-adjustment', 'one improvement with its errors');

      await openStep('owner-buyout', ...appraisal);
      await page().getByRole('group', { name: 'How should we value your home?' }).getByRole('radio').first().check();
      await page().getByRole('checkbox', { name: /^I authorize the / }).waitFor();
      await checkStep('authorize-hei-appraisal', 'a valuation chosen, its fee shown');
    });

    it('owner buyout: the payoff screen waiting, with its statement, and with the wire details', async () => {
      const [, , , payoff] = REQUESTS[0].steps;
      const uuid = started.get('owner-buyout') ?? '';
      await openStep('owner-buyout', ...payoff);
      await stepScreen(payoff[1]).getByText('Waiting on our servicing team.', { exact: false }).waitFor();
      await checkStep(payoff[0], 'waiting for the statement');

      await backOffice.issuePayoff(uuid);
      await page().reload();
      const statement = page().getByRole('region', { name: 'Your payoff statement' });
      await figure(statement, 'Payoff amount').waitFor();
      await checkStep(payoff[0], 'a statement to acknowledge');
      await button('I acknowledge this payoff statement').click();
      await page().getByRole('region', { name: 'Where to wire the payment' }).waitFor();
      await button(SUBMIT).click();
      await page().getByText('Confirm that you checked the wire details by phone before sending money.', { exact: true }).waitFor();
      await checkStep(payoff[0], 'wire details shown, the confirmation with its error');
    });

    it('home sale: the listing screen shows each rule at its field and keeps what was typed', async () => {
      const [listing, documents] = REQUESTS[1].steps;
      await openStep('home-sale', ...listing);
      await button(SUBMIT).click();
      for (const label of ['Listing date', 'Your agent’s name', 'Expected closing date']) await expectFieldError(page(), label, REQUIRED);
      await expectFieldError(page(), 'List price', 'Enter an amount in whole dollars.');
      await checkStep('home-listing', 'empty submit, every error shown');

      // Half right: what is right stays as typed and loses its error; what is wrong says why at the field.
      const listed = isoDay(subDays(new Date(), 3));
      await page().getByLabel('Listing date', { exact: true }).fill(listed);
      await page().getByLabel('List price', { exact: true }).fill('829,000');
      await page().getByLabel('Your agent’s name', { exact: true }).fill('Maria Lopez');
      await page().getByLabel('Your agent’s phone', { exact: true }).fill('456-77');
      await page().getByLabel('Your agent’s email', { exact: true }).fill('maria.lopez@example');
      await page().getByLabel('Expected closing date', { exact: true }).fill(isoDay(subDays(new Date(), 5)));
      await button(SUBMIT).click();
      await expectFieldError(page(), 'Expected closing date', 'Choose today or a later date.');
      expect((await fieldState(page(), 'Your agent’s phone')).invalid).toBe(true);
      expect((await fieldState(page(), 'Your agent’s email')).invalid).toBe(true);
      expect(await fieldState(page(), 'Listing date')).toMatchObject({ value: listed, invalid: false });
      expect(await fieldState(page(), 'List price')).toMatchObject({ value: '829,000', invalid: false });
      expect(await fieldState(page(), 'Your agent’s name')).toMatchObject({ value: 'Maria Lopez', invalid: false });
      expect(await fieldState(page(), 'Your agent’s phone')).toMatchObject({ value: '456-77' });
      expect(await fieldState(page(), 'Your agent’s email')).toMatchObject({ value: 'maria.lopez@example' });
      await checkStep('home-listing', 'three wrong answers');
      // The step was not submitted, and the save queue kept what she typed.
      const uuid = started.get('home-sale') ?? '';
      await expect.poll(async () => (await requestApi(uuid)).steps.find((s) => s.kind === 'home-listing')?.values.agent_name).toBe('Maria Lopez');
      expect((await requestApi(uuid)).steps.find((s) => s.kind === 'home-listing')?.status).toBe('pending');

      await openStep('home-sale', ...documents);
      await taskCard('Signed purchase agreement').waitFor();
      await checkStep('document-upload', 'the purchase agreement asked for');
    });

    it('mortgage refinance: the lender and subordination screens, with their errors', async () => {
      const [lender, subordination] = REQUESTS[2].steps;
      await openStep('mortgage-refinance', ...lender);
      await button(SUBMIT).click();
      await expectFieldError(page(), 'New lender', REQUIRED);
      await checkStep('third-party-lender-info', 'empty submit');
      await openStep('mortgage-refinance', ...subordination);
      await button(SUBMIT).click();
      await expectFieldError(page(), 'Date your lender needs the subordination by', REQUIRED);
      await checkStep('subordination-request', 'empty submit');
    });

    it('name change or trust, something else, and the insurance screens', async () => {
      const [[trustKind, trustTitle]] = REQUESTS[3].steps;
      await openStep('name-change-or-transfer-to-trust', trustKind, trustTitle);
      await checkStep('name-of-trust', 'nothing chosen');
      await page().getByRole('group', { name: 'What is changing?' }).getByRole('radio', { name: 'I changed my name', exact: true }).check();
      await button(SUBMIT).click();
      await expectFieldError(page(), 'Your new legal name', REQUIRED);
      await checkStep('name-of-trust', 'a name change with its error');

      const [[otherKind, otherTitle]] = REQUESTS[4].steps;
      await openStep('other-change', otherKind, otherTitle);
      await page().getByLabel('What would you like to change?').fill('Too short');
      await button(SUBMIT).click();
      expect(await expectFieldError(page(), 'What would you like to change?', 'Tell us a little more: at least 10 characters.')).toBe('Too short');
      await checkStep('other-change', 'too short a description');

      const [upload, details] = REQUESTS[5].steps;
      await openStep('hoi-update', ...upload);
      await taskCard('Homeowners insurance declarations page').waitFor();
      await checkStep('hoi-upload', 'the declarations page asked for');
      await openStep('hoi-update', ...details);
      await checkStep('hoi-policy-details', 'empty');
    });

    it('checked all 12 step kinds, and logged no console errors besides the refused submits', () => {
      expect([...checked].sort()).toEqual(Object.keys(STEP_KINDS).sort());
      const unexpected = e2e.tab.consoleErrors.filter((line) => !/status of 400/.test(line));
      expect(unexpected).toEqual([]);
    });
  });
});

/** The texts `locator`'s element is described by (aria-describedby), e.g. a group's hint and error. */
function describedBy(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`),
  );
}
