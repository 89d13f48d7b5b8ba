import { Application } from '../../src/contract';
import { INTERNAL_STAGES } from '../../src/domain/stages';
import { backOffice, control, firstApplication, opsLogin, tasksOf, uploadSample } from './support/closing';
import { expectCodec, login, signUp, startTestServer, type TestServer } from './support/server';
import { pageBrowser } from '../support/backOfficePage';
import { DEMO } from '../support/accounts';
import { runScript } from '../support/cli';

/**
 * The back office (issue #4 §6): the ops-only JSON controls, the server-rendered page with its cookie sign-in and
 * forms, and the CLI. Every change must show to the customer on the next fetch.
 */
let server: TestServer;
let ops = '';
let customer = '';
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [ops, customer] = await Promise.all([opsLogin(server), login(server, DEMO.inProgress)]);
});
afterAll(() => server.close());

const appOf = async (token: string, uuid: string) => expectCodec(Application, (await server.api('GET', `v1/customer/application/${uuid}/`, { token })).body);

describe('JSON controls are for ops only', () => {
  it.each([
    ['GET', 'applications'], ['GET', 'applications/:app'], ['POST', 'applications/:app/advance'], ['POST', 'applications/:app/stage'],
    ['POST', 'applications/:app/estimate'], ['POST', 'applications/:app/document-requests'], ['POST', 'applications/:app/envelope'],
    ['POST', 'applications/:app/fund'], ['POST', 'documents/:app/review'], ['GET', 'documents/:app/file'],
  ])('%s /sandbox/%s: 401 without a token, 403 for a customer', async (method, path) => {
    const app = (await firstApplication(server, customer)).uuid;
    const url = path.replace(':app', app);
    expect((await backOffice(server, undefined, method, url, method === 'POST' ? {} : undefined)).status).toBe(401);
    expect((await backOffice(server, customer, method, url, method === 'POST' ? {} : undefined)).status).toBe(403);
  });
});

describe('JSON controls', () => {
  it('lists every application with its customer and stages; shows one in detail; 404 for an unknown id', async () => {
    const list = await backOffice(server, ops, 'GET', 'applications');
    const mine = list.body.applications.find((a: { customer_email: string }) => a.customer_email === 'demo.inprogress@example.com');
    expect(mine).toMatchObject({ customer_name: 'Ivy Nguyen', stage: 'pending-app-submit', customer_stage: 'in-progress' });
    expect(mine.external_id).toMatch(/^HE-\d{8}$/);
    const detail = await backOffice(server, ops, 'GET', `applications/${mine.uuid}`);
    expect(detail.body).toMatchObject({ next_stage: 'pending-doc-upload', estimate: null, envelope: null, documents: [] });
    expect(detail.body.tasks.length).toBeGreaterThan(0);
    expect((await backOffice(server, ops, 'GET', 'applications/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await backOffice(server, ops, 'POST', 'applications/not-a-uuid/advance', {})).status).toBe(404);
  });

  it('advance walks the §4 internal stages in order, each visible to the customer, and stops at closed-won', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'bo.advance@example.com');
    const seen: string[] = [(await appOf(token, uuid)).stage];
    for (;;) {
      const res = await backOffice(server, ops, 'POST', `applications/${uuid}/advance`, {});
      if (res.status !== 200) {
        expect(res.status).toBe(409);
        break;
      }
      const app = await appOf(token, uuid);
      expect(res.body).toMatchObject({ stage: app.stage, customer_stage: app.customer_stage });
      seen.push(app.stage);
    }
    expect(seen).toEqual(INTERNAL_STAGES.slice(INTERNAL_STAGES.indexOf('pending-app-submit'), INTERNAL_STAGES.indexOf('closed-won') + 1));
  });

  it('set stage moves anywhere (400 for the same stage, 400 for an unknown one) and marks the application changed', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'bo.stage@example.com');
    await server.api('POST', `v1/customer/application/${uuid}/customer-changed/`, { token, body: {} });
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/stage`, { stage: 'pending-app-submit' })).status).toBe(400);
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/stage`, { stage: 'pending-nowhere' })).body.errors.stage).toBeDefined();
    await control(server, ops, `applications/${uuid}/stage`, { stage: 'pending-final-approval-uw' });
    expect((await appOf(token, uuid)).customer_stage).toBe('reviewing-title-and-appraisal');
    expect((await server.api('POST', `v1/customer/application/${uuid}/customer-changed/`, { token, body: {} })).body).toEqual({ has_changes: true });
  });

  it('request a document for one person: 400 for a person not on the application or a provider-only type', async () => {
    const { token, application_uuid: uuid, profile_uuid } = await signUp(server, 'bo.request@example.com');
    const stranger = (await signUp(server, 'bo.stranger@example.com')).profile_uuid;
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/document-requests`, { document_type: 'passport', profile_uuid: stranger })).body.errors.profile_uuid).toBeDefined();
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/document-requests`, { document_type: 'qcs-report' })).body.errors.document_type).toBeDefined();
    await control(server, ops, `applications/${uuid}/document-requests`, { document_type: 'passport', profile_uuid });
    expect((await tasksOf(server, token, uuid)).find((x) => x.document_type === 'passport')).toMatchObject({ profile_uuid, status: 'pending', title: 'Upload your passport' });
  });

  it('the detail shows documents, estimate and envelope progress; the whole closing runs to funded', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'bo.closing@example.com');
    await uploadSample(server, token, uuid, { document_type: 'mortgage-statement' });
    await control(server, ops, `applications/${uuid}/estimate`);
    await server.api('PATCH', `v1/customer/application/${uuid}/`, { token, body: { ie_acknowledged: true } });
    await control(server, ops, `applications/${uuid}/envelope`);
    const detail = (await backOffice(server, ops, 'GET', `applications/${uuid}`)).body;
    expect(detail.documents.map((d: { status: string }) => d.status)).toEqual(['uploaded']);
    expect(detail.estimate.investment_amount).toBeGreaterThan(0);
    expect(detail.envelope).toMatchObject({ status: 'sent', signers: [{ name: 'Test Person', status: 'pending', fields_signed: 0 }] });
    expect(detail.envelope.signers[0].fields_total).toBeGreaterThan(3);
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/fund`, {})).status).toBe(409);
  });
});

/** A tiny browser on this file's sandbox (support/server.ts `pageBrowser`). */
const browser = () => pageBrowser(server.url);

describe('the back-office page', () => {
  it('asks to sign in, refuses a customer and a wrong password, and keeps the ops token in an HttpOnly SameSite=Strict cookie', async () => {
    const b = browser();
    const first = await b.go('GET', '/sandbox/back-office');
    expect(first.html).toContain('<h1>Back office sign-in</h1>');
    expect(first.html).toMatch(/<label for="email">Email<\/label><input id="email"/);
    expect((await b.go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'nope' })).status).toBe(400);
    const asCustomer = await b.go('POST', '/sandbox/back-office/sign-in', { email: 'demo.inprogress@example.com', password: 'Demo-pass-1' });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.html).toContain('role="alert"');
    const ok = await b.go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'Ops-pass-1' });
    expect(ok).toMatchObject({ status: 303, location: '/sandbox/back-office' });
    expect(ok.setCookie).toMatch(/HttpOnly/);
    expect(ok.setCookie).toMatch(/SameSite=Strict/);
    expect(ok.setCookie).toMatch(/Path=\/sandbox/);
    const list = await b.go('GET', '/sandbox/back-office');
    expect(list.html).toContain('<h1>Applications</h1>');
    expect(list.html).toContain('demo.inprogress@example.com');
    const out = await b.go('POST', '/sandbox/back-office/sign-out', {});
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect((await b.go('GET', '/sandbox/back-office')).html).toContain('Back office sign-in');
  });

  it('runs every control from its form, redirecting back with a status message, and shows refusals as alerts', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'bo.page@example.com');
    const doc = await uploadSample(server, token, uuid, { file_name: '<b>statement</b>.pdf' });
    const b = browser();
    await b.go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'Ops-pass-1' });
    const page = await b.go('GET', `/sandbox/back-office/applications/${uuid}`);
    expect(page.html).toContain('&lt;b&gt;statement&lt;/b&gt;.pdf');
    expect(page.html).not.toContain('<b>statement</b>');
    expect(page.html).toContain(`action="/sandbox/back-office/documents/${doc.uuid}/review"`);

    const post = async (path: string, form: Record<string, string>, done: string) => {
      const res = await b.go('POST', path, form);
      expect(res).toMatchObject({ status: 303, location: `/sandbox/back-office/applications/${uuid}?done=${done}` });
      return (await b.go('GET', res.location ?? '')).html;
    };
    expect(await post(`/sandbox/back-office/applications/${uuid}/advance`, {}, 'advance')).toContain('<p role="status">Moved to the next stage.</p>');
    expect((await appOf(token, uuid)).stage).toBe('pending-doc-upload');
    const refused = await b.go('POST', `/sandbox/back-office/documents/${doc.uuid}/review`, { decision: 'reject', reason: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
    await post(`/sandbox/back-office/documents/${doc.uuid}/review`, { decision: 'reject', reason: 'Blurry scan' }, 'reject');
    const listed = (await server.api('GET', `v1/customer/application/${uuid}/documents/`, { token })).body;
    expect(listed[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry scan' });
    await post(`/sandbox/back-office/applications/${uuid}/document-requests`, { document_type: 'passport', profile_uuid: '' }, 'document-requests');
    expect((await tasksOf(server, token, uuid)).some((x) => x.document_type === 'passport')).toBe(true);
    const badEstimate = await b.go('POST', `/sandbox/back-office/applications/${uuid}/estimate`, { home_value: 'lots' });
    expect(badEstimate.status).toBe(400);
    expect(await post(`/sandbox/back-office/applications/${uuid}/estimate`, { home_value: '$950,000', investment_amount: '', equity_share_percent: '' }, 'estimate')).toContain('$950,000');
    await post(`/sandbox/back-office/applications/${uuid}/envelope`, {}, 'envelope');
    expect((await appOf(token, uuid)).stage).toBe('pending-signature');
    const early = await b.go('POST', `/sandbox/back-office/applications/${uuid}/fund`, {});
    expect(early.status).toBe(409);
    expect(early.html).toContain('The closing documents are not signed by everyone yet.');
    await post(`/sandbox/back-office/applications/${uuid}/stage`, { stage: 'pending-recording' }, 'stage');
    expect((await appOf(token, uuid)).customer_stage).toBe('distributing-funds');
    expect((await b.go('POST', `/sandbox/back-office/applications/${uuid}/explode`, {})).status).toBe(404);
  });

  it('forms without the cookie are refused (another site cannot post them)', async () => {
    const uuid = (await firstApplication(server, customer)).uuid;
    const res = await fetch(`${server.url}/sandbox/back-office/applications/${uuid}/advance`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(401);
    expect((await appOf(customer, uuid)).stage).toBe('pending-app-submit');
  });
});

describe('the CLI (npm run backoffice)', () => {
  const cli = (...args: string[]) => runScript('backoffice.ts', args, { ...process.env, SANDBOX_URL: server.url });

  it('prints help, lists applications, moves one by the customer email, and explains errors', async () => {
    expect(String((await cli('--help')).stdout)).toContain('Usage: npm run backoffice -- <command> [args]');
    expect(String((await cli('list')).stdout)).toContain('demo.documents@example.com');
    const moved = await cli('stage', 'demo.married@example.com', 'pending-doc-upload');
    expect(String(moved.stdout)).toContain('Stage: pending-doc-upload (customer: submitted-for-review).');
    const bad = await cli('fund', 'nobody@example.com');
    expect(bad).toMatchObject({ code: 1 });
    expect(String(bad.stderr)).toContain('No application matches nobody@example.com');
  }, 60_000);
});
