import { PayoffStatementResult, ServicingRequest, ServicingStep } from '../../src/contract';
import { MAX_STEP_TEXT } from '../../src/domain/servicing';
import { backOffice, opsLogin, uploadSample } from './support/closing';
import { expectCodec, magicLogin, startWithOps, type TestServer } from './support/server';
import { pageBrowser } from '../support/backOfficePage';
import { completeStep, dayFromNow, fundedCustomer, readRequest, saveStep, servicingControl, startRequest, submitStep, type FundedCustomer } from './support/servicing';

/**
 * Servicing rules (issue 11 §3) over HTTP: what is refused and why (409 with the transition table's sentence, 400
 * with field errors, 404 unknown step), idempotent draft saves, canceling, payoff expiry and renewal, and the back
 * office's controls including document review of a servicing document. Cast: one funded customer and ops.
 */
let server: TestServer;
let ops = '';
let c: FundedCustomer;

beforeAll(async () => {
  ({ server, ops } = await startWithOps());
  c = await fundedCustomer(server, ops, 'rules');
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const payoffOf = async (uuid: string) =>
  expectCodec(PayoffStatementResult, (await server.api('GET', `v1/customer/servicing-request/${uuid}/payoff-statement/`, { token: c.token })).body).payoff_statement;
const cancel = (uuid: string, body: unknown = {}) => server.api('POST', `v1/customer/servicing-request/${uuid}/cancel/`, { token: c.token, body });

describe('starting', () => {
  it('one open request per type: a second is 409 until the first is finished', async () => {
    const first = await startRequest(server, c.token, c.appUuid, 'other-change');
    const again = await server.api('POST', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token, body: { request_type: 'other-change' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'You already have an open “Something else” request: continue it, or cancel it first.' } });
    expect((await cancel(first.uuid)).status).toBe(200);
    expect((await startRequest(server, c.token, c.appUuid, 'other-change')).status).toBe('pending');
  });
  it('an unknown request type or extra field is 400 with the field named', async () => {
    const start = (body: unknown) => server.api('POST', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token, body });
    expect(await start({ request_type: 'time-travel' })).toMatchObject({ status: 400, body: { errors: { request_type: [expect.stringMatching(/^Must be one of: start-new-application, owner-buyout/)] } } });
    expect(await start({ request_type: 'hoi-update', x: 1 })).toMatchObject({ status: 400, body: { errors: { x: ['Unexpected field'] } } });
    expect(await start({ request_type: 42 })).toMatchObject({ status: 400 });
  });
});

describe('saving a step draft', () => {
  let r: ServicingRequest;
  beforeAll(async () => {
    r = await startRequest(server, c.token, c.appUuid, 'hoi-update');
  });

  it('is idempotent by revision: an older or equal revision changes nothing and answers the stored step', async () => {
    const v2 = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 'Second' }, 2);
    expect(expectCodec(ServicingStep, v2.body)).toMatchObject({ revision: 2, values: { carrier: 'Second' } });
    const late = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 'First' }, 1);
    expect(late.status).toBe(200);
    expect(late.body).toEqual(v2.body);
    const retry = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 'Second' }, 2);
    expect(retry.body).toEqual(v2.body);
    expect((await readRequest(server, c.token, r.uuid)).steps.find((st) => st.kind === 'hoi-policy-details')?.values).toEqual({ carrier: 'Second' });
  });

  it('refuses values that do not fit the step kind, unknown fields, huge text and a revision below 1 (400 with the field), never 500', async () => {
    const wrongType = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 42, dwelling_coverage: ['x'] }, 3);
    expect(wrongType).toMatchObject({ status: 400, body: { detail: 'Invalid request', errors: { 'values.carrier': ['Must be a string'], 'values.dwelling_coverage': ['Must be a string'] } } });
    const unknown = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { flood_zone: 'A' }, 3);
    expect(unknown.body.errors).toEqual({ 'values.flood_zone': ['Unexpected field'] });
    const huge = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 'x'.repeat(MAX_STEP_TEXT + 1) }, 3);
    expect(huge.body.errors).toEqual({ 'values.carrier': [`Keep this under ${MAX_STEP_TEXT} characters.`] });
    const tooBig = await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: 'x'.repeat(2_000_000) }, 3);
    expect(tooBig.status).toBe(413);
    expect((await saveStep(server, c.token, r.uuid, 'hoi-policy-details', {}, 0)).body.errors).toEqual({ revision: ['Must be a whole number from 1 to 2147483647'] });
    expect((await saveStep(server, c.token, r.uuid, 'hoi-policy-details', {}, 1.5)).status).toBe(400);
    // A whole number too big for the stored column is a 400, never a 500.
    expect((await saveStep(server, c.token, r.uuid, 'hoi-policy-details', {}, 1e300)).body.errors).toEqual({ revision: ['Must be a whole number from 1 to 2147483647'] });
    const notObject = await server.api('PUT', `v1/customer/servicing-request/${r.uuid}/steps/hoi-policy-details/`, { token: c.token, body: { revision: 3, values: 'text' } });
    expect(notObject.status).toBe(400);
  });

  it('an unknown step kind, or one this request does not have, is 404', async () => {
    expect((await saveStep(server, c.token, r.uuid, 'time-machine', {}, 1)).status).toBe(404);
    expect((await saveStep(server, c.token, r.uuid, 'buyout-request', {}, 1)).status).toBe(404);
    expect((await submitStep(server, c.token, r.uuid, 'buyout-request')).status).toBe(404);
  });

  it('a completed step cannot be saved or submitted again (409 with the step’s name)', async () => {
    const task = (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body.find((x: { request_uuid: string }) => x.request_uuid === r.uuid);
    await uploadSample(server, c.token, c.appUuid, { task_uuid: task.uuid, document_type: 'homeowners-insurance-policy' });
    await completeStep(server, c.token, r.uuid, 'hoi-upload', { note: 'Renewed policy.' });
    const again = await saveStep(server, c.token, r.uuid, 'hoi-upload', { note: 'Changed' }, 2);
    expect(again).toMatchObject({ status: 409, body: { detail: '“Upload your policy” is already done: it cannot be changed now.' } });
    expect((await submitStep(server, c.token, r.uuid, 'hoi-upload')).status).toBe(409);
  });

  it('submitting answers every failing field at once with the step rules’ messages', async () => {
    await saveStep(server, c.token, r.uuid, 'hoi-policy-details', { carrier: '', dwelling_coverage: 'lots', effective_date: '2025-02-30', expiration_date: dayFromNow(-1), insured_interest: 'owner' }, 4);
    const res = await submitStep(server, c.token, r.uuid, 'hoi-policy-details');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Some answers are missing or need a change.');
    expect(Object.keys(res.body.errors).sort()).toEqual(['carrier', 'dwelling_coverage', 'effective_date', 'expiration_date', 'insured_interest', 'policy_number']);
    expect(res.body.errors.effective_date).toEqual(['Enter a valid date.']);
    expect(res.body.errors.expiration_date).toEqual(['This policy has expired; send us your current policy.']);
  });
});

describe('canceling', () => {
  it('while pending, with the homeowner’s reason in the history; open steps and tasks are canceled', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'name-change-or-transfer-to-trust');
    expect((await cancel(r.uuid, { reason: 'x'.repeat(1001) })).status).toBe(400);
    const res = await cancel(r.uuid, { reason: 'We decided not to use a trust.' });
    const done = expectCodec(ServicingRequest, res.body);
    expect(done).toMatchObject({ status: 'canceled', reason: 'We decided not to use a trust.', next_actor: null });
    expect(done.history.at(-1)).toMatchObject({ status: 'canceled', actor: 'customer', note: 'We decided not to use a trust.' });
    expect(done.steps.every((st) => st.status === 'canceled')).toBe(true);
    const tasks = (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body.filter((x: { request_uuid: string }) => x.request_uuid === r.uuid);
    expect(tasks.every((x: { status: string }) => x.status === 'canceled')).toBe(true);
    expect(await cancel(r.uuid)).toMatchObject({ status: 409, body: { detail: 'The request is already canceled.' } });
  });
  it('not once the team is processing it: 409 with the sentence the homeowner reads', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'hoi-update-flood');
    await servicingControl(server, ops, r.uuid, 'status', { status: 'processing' });
    expect(await cancel(r.uuid)).toMatchObject({ status: 409, body: { detail: 'Only a pending request can be canceled; contact your Transaction Specialist to stop it now.' } });
  });
});

describe('back-office controls', () => {
  it('refuse moves the transition table does not allow, with its reason; declining or holding needs a reason', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'hoi-update-master');
    expect(await servicingControl(server, ops, r.uuid, 'status', { status: 'completed' })).toMatchObject({ status: 409, body: { detail: 'A pending request cannot become completed.' } });
    expect(await servicingControl(server, ops, r.uuid, 'status', { status: 'blocked' })).toMatchObject({ status: 400, body: { errors: { reason: ['Say why: the homeowner sees it.'] } } });
    const held = await servicingControl(server, ops, r.uuid, 'status', { status: 'blocked', note: 'We are waiting for your insurer to confirm the policy.' });
    expect(held.body).toMatchObject({ status: 'blocked' });
    expect((await readRequest(server, c.token, r.uuid)).reason).toBe('We are waiting for your insurer to confirm the policy.');
    expect((await server.outbox(c.email))[0]).toMatchObject({ subject: 'Your request is on hold' });
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'pending' })).body.status).toBe('pending');
    expect((await readRequest(server, c.token, r.uuid)).reason).toBeNull();
    expect(await servicingControl(server, ops, r.uuid, 'approval', { decision: 'accept' })).toMatchObject({ status: 409, body: { detail: 'This request is not waiting for a manager’s approval.' } });
    expect(await servicingControl(server, ops, r.uuid, 'settle')).toMatchObject({ status: 409, body: { detail: 'A “Update the master insurance policy” request does not settle the investment.' } });
    expect(await servicingControl(server, ops, r.uuid, 'payoff-statement')).toMatchObject({ status: 409, body: { detail: 'This kind of request has no payoff statement.' } });
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'teleported' })).status).toBe(400);
    expect((await servicingControl(server, ops, '00000000-0000-4000-8000-000000000000', 'status', { status: 'processing' })).status).toBe(404);
    expect((await servicingControl(server, ops, 'nope', 'status', { status: 'processing' })).status).toBe(404);
    expect((await servicingControl(server, c.token, r.uuid, 'status', { status: 'processing' })).status).toBe(403);
    expect((await servicingControl(server, undefined, r.uuid, 'status', { status: 'processing' })).status).toBe(401);
  });

  it('request a document for a step; reject an upload (its task reopens) and a replacement completes it again', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'hei-refinance');
    const asked = await servicingControl(server, ops, r.uuid, 'document-requests', { step: 'third-party-lender-info', document_type: 'mortgage-information' });
    expect(asked.status).toBe(200);
    expect((await servicingControl(server, ops, r.uuid, 'document-requests', { step: 'third-party-lender-info', document_type: 'mortgage-information' })).status).toBe(409);
    expect((await servicingControl(server, ops, r.uuid, 'document-requests', { step: 'hoi-upload', document_type: 'mortgage-information' })).body.errors.step).toBeDefined();
    expect((await server.outbox(c.email))[0]?.subject).toBe('We need a document from you');
    const tasks = async () => (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body.filter((x: { request_uuid: string }) => x.request_uuid === r.uuid);
    const task = (await tasks()).find((x: { step_kind: string }) => x.step_kind === 'third-party-lender-info');
    expect(task).toMatchObject({ document_type: 'mortgage-information', required: true, status: 'pending', title: 'Mortgage information' });
    const lender = { lender_name: 'B', loan_officer_name: 'L', loan_officer_phone: '(415) 456-3000', loan_officer_email: 'l@example.com', loan_amount: '1000', loan_type: 'heloc', expected_closing_date: dayFromNow(10) };
    await saveStep(server, c.token, r.uuid, 'third-party-lender-info', lender);
    expect((await submitStep(server, c.token, r.uuid, 'third-party-lender-info')).body.errors.documents).toEqual(['Upload this document first: Mortgage information.']);
    const doc = await uploadSample(server, c.token, c.appUuid, { task_uuid: task.uuid, document_type: 'mortgage-information' });
    const rejected = await backOffice(server, ops, 'POST', `documents/${doc.uuid}/review`, { decision: 'reject', reason: 'The page is cut off.' });
    expect(rejected.status).toBe(200);
    expect((await tasks()).find((x: { uuid: string }) => x.uuid === task.uuid)?.status).toBe('pending');
    // The homeowner is told why by email (issue 11 §3), as on the step.
    expect((await server.outbox(c.email))[0]).toMatchObject({ subject: 'We need a new document from you', text: expect.stringContaining(`We could not accept “${doc.file_name}”: The page is cut off.`) });
    const replacement = await uploadSample(server, c.token, c.appUuid, { replaces: doc.uuid, document_type: 'mortgage-information' });
    expect(replacement.task_uuid).toBe(task.uuid);
    expect((await tasks()).find((x: { uuid: string }) => x.uuid === task.uuid)?.status).toBe('completed');
    expect((await backOffice(server, ops, 'POST', `documents/${replacement.uuid}/review`, { decision: 'accept' })).status).toBe(200);
    expect((await server.outbox(c.email))[0]).toMatchObject({ subject: 'We accepted your document' });
    expect((await submitStep(server, c.token, r.uuid, 'third-party-lender-info')).status).toBe(200);
  });

  it('an upload for one request’s task never completes another request’s task or the application’s own task of that type', async () => {
    const own = await backOffice(server, ops, 'POST', `applications/${c.appUuid}/document-requests`, { document_type: 'trust-agreement' });
    expect(own.status).toBe(200);
    const a = await startRequest(server, c.token, c.appUuid, 'name-change-or-transfer-to-trust');
    const all = async () => (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body as { uuid: string; request_uuid: string; document_type: string; status: string }[];
    const aTask = (await all()).find((x) => x.request_uuid === a.uuid && x.document_type === 'trust-agreement');
    const ownTask = () => server.api('GET', `v1/customer/application/${c.appUuid}/tasks/`, { token: c.token }).then((res) => res.body.find((x: { document_type: string; status: string }) => x.document_type === 'trust-agreement'));
    await uploadSample(server, c.token, c.appUuid, { task_uuid: aTask?.uuid ?? null, document_type: 'trust-agreement' });
    expect((await all()).find((x) => x.uuid === aTask?.uuid)?.status).toBe('completed');
    expect((await ownTask()).status).toBe('pending');
    // An upload for the application's own task leaves the request's other trust task alone.
    await uploadSample(server, c.token, c.appUuid, { document_type: 'trust-agreement' });
    expect((await ownTask()).status).toBe('completed');
  });

  it('each change bumps the application version so customer-changed reports it', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'home-sale');
    await server.api('POST', `v1/customer/application/${c.appUuid}/customer-changed/`, { token: c.token, body: {} });
    expect((await server.api('POST', `v1/customer/application/${c.appUuid}/customer-changed/`, { token: c.token, body: {} })).body).toEqual({ has_changes: false });
    await servicingControl(server, ops, r.uuid, 'status', { status: 'processing' });
    expect((await server.api('POST', `v1/customer/application/${c.appUuid}/customer-changed/`, { token: c.token, body: {} })).body).toEqual({ has_changes: true });
  });
});

/** A tiny browser for the back-office page (support/server.ts `pageBrowser`): `go(method, path, form?)`. */
const browser = () => pageBrowser(server.url).go;

describe('the back-office page', () => {
  it('shows the investment and each request, and its servicing forms work (refusals shown with the reason)', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'mortgage-refinance');
    const go = browser();
    await go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'Ops-pass-1' });
    const page = await go('GET', `/sandbox/back-office/applications/${c.appUuid}`);
    expect(page.html).toContain('<h2 id="servicing-h">Servicing requests</h2>');
    expect(page.html).toContain('Refinance your mortgage — pending');
    expect(page.html).toContain('Appraisal at funding');
    const refused = await go('POST', `/sandbox/back-office/servicing-requests/${r.uuid}/status`, { status: 'processing', note: '' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('<div role="alert"><p>A servicing manager must approve this request first.</p>');
    const held = await go('POST', `/sandbox/back-office/servicing-requests/${r.uuid}/status`, { status: 'blocked', note: 'Send the lender’s letter.' });
    expect(held).toMatchObject({ status: 303, location: `/sandbox/back-office/applications/${c.appUuid}?done=servicing-status` });
    expect((await go('GET', held.location ?? '')).html).toContain('<p role="status">Servicing request moved.</p>');
    expect((await readRequest(server, c.token, r.uuid)).status).toBe('blocked');
    expect((await go('POST', `/sandbox/back-office/servicing-requests/${r.uuid}/teleport`, {})).status).toBe(404);
    // The payoff form takes dollars as typed; blank fields are computed.
    const sale = (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token })).body.find((x: ServicingRequest) => x.request_type === 'home-sale');
    const issued = await go('POST', `/sandbox/back-office/servicing-requests/${sale.uuid}/payoff-statement`, { home_value: '$1,010,000', amount: '251,234.56', good_through: '' });
    expect(issued.status).toBe(303);
    expect(await payoffOf(sale.uuid)).toMatchObject({ amount_cents: 25_123_456, computation: { home_value: 1_010_000 } });
  });
});

// Last: these move the clock by days.
describe('payoff statements expire and are renewed', () => {
  let r: ServicingRequest;
  beforeAll(async () => {
    r = await startRequest(server, c.token, c.appUuid, 'owner-buyout');
    await servicingControl(server, ops, r.uuid, 'payoff-statement', { good_through: dayFromNow(2) });
  });

  it('renewing a statement that is still good is 409', async () => {
    const early = await server.api('POST', `v1/customer/servicing-request/${r.uuid}/payoff-statement/renew/`, { token: c.token, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/^Your payoff statement is good through .*: you can still use it\.$/);
  });

  it('past its good-through date it reads expired, shows no wire instructions and cannot be acknowledged or used', async () => {
    server.advance(3 * DAY_MS);
    // Tokens last an hour: sign in again on the moved clock.
    c.token = await magicLogin(server, c.email);
    const statement = await payoffOf(r.uuid);
    expect(statement).toMatchObject({ expired: true, wire_instructions: null });
    const ack = await server.api('POST', `v1/customer/servicing-request/${r.uuid}/payoff-statement/acknowledge/`, { token: c.token, body: {} });
    expect(ack.status).toBe(409);
    expect(ack.body.detail).toMatch(/^This payoff statement expired after .*: ask for a new one\.$/);
    await saveStep(server, c.token, r.uuid, 'acknowledge-payoff-and-accept-wire-details', { wire_confirmed_by_phone: true });
    expect((await submitStep(server, c.token, r.uuid, 'acknowledge-payoff-and-accept-wire-details')).body.detail).toMatch(/expired/);
  });

  it('renewing supersedes it: the payoff step waits on us again and the homeowner is told; a new one can be acknowledged', async () => {
    const renewed = await server.api('POST', `v1/customer/servicing-request/${r.uuid}/payoff-statement/renew/`, { token: c.token, body: {} });
    expect(renewed.status).toBe(200);
    const req = expectCodec(ServicingRequest, renewed.body);
    expect(req.steps.find((st) => st.kind === 'acknowledge-payoff-and-accept-wire-details')).toMatchObject({ status: 'blocked', actor: 'provider' });
    expect(await payoffOf(r.uuid)).toBeNull();
    expect((await server.outbox(c.email))[0]?.subject).toBe('We are preparing a new payoff statement');
    ops = await opsLogin(server);
    await servicingControl(server, ops, r.uuid, 'payoff-statement', {});
    const ack = await server.api('POST', `v1/customer/servicing-request/${r.uuid}/payoff-statement/acknowledge/`, { token: c.token, body: {} });
    expect(expectCodec(PayoffStatementResult, ack.body).payoff_statement?.wire_instructions).not.toBeNull();
    server.advance(31 * DAY_MS);
    c.token = await magicLogin(server, c.email);
    expect(await payoffOf(r.uuid)).toMatchObject({ expired: true, wire_instructions: null });
  });
});
