import * as t from 'io-ts';
import {
  Application, InvestmentResult, PayoffStatementResult, ServicingRequest, ServicingStep, ServicingTask, ServicingTaskGroup, Task,
} from '../../src/contract';
import { SERVICING_REQUESTS } from '../../src/domain/servicing';
import { PHONE_INVALID_MESSAGE } from '../../src/domain/validation/messages';
import { control, uploadSample } from './support/closing';
import { expectCodec, startWithOps, type TestServer } from './support/server';
import { completeStep, dayFromNow, fundedCustomer, readRequest, saveStep, servicingControl, startRequest, submitStep, type FundedCustomer } from './support/servicing';
import { DEMO } from '../support/accounts';

/**
 * Servicing (issue 11 §3) over HTTP: funding records the investment, and the life of each kind of request — start,
 * save and submit its steps with their documents, approval or payoff, settle — as the homeowner and the back office
 * see it. Cast: customers funded through closing for each test (support/servicing.ts) and ops.
 */
let server: TestServer;
let ops = '';
beforeAll(async () => ({ server, ops } = await startWithOps()));
afterAll(() => server.close());

const investmentOf = async (c: FundedCustomer) =>
  expectCodec(InvestmentResult, (await server.api('GET', `v1/customer/application/${c.appUuid}/investment/`, { token: c.token })).body).investment;
const tasksOfRequest = async (c: FundedCustomer, requestUuid: string) =>
  expectCodec(t.array(ServicingTask), (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body)
    .filter((x) => x.request_uuid === requestUuid);
const payoffOf = async (c: FundedCustomer, requestUuid: string) =>
  expectCodec(PayoffStatementResult, (await server.api('GET', `v1/customer/servicing-request/${requestUuid}/payoff-statement/`, { token: c.token })).body).payoff_statement;
const stepOf = (r: ServicingRequest, kind: string) => r.steps.find((st) => st.kind === kind);

describe('funding records the investment', () => {
  it('answers the agreement’s terms once funded: active, funded today, the term end from the funding day', async () => {
    const c = await fundedCustomer(server, ops);
    const inv = await investmentOf(c);
    expect(inv).toMatchObject({ application_uuid: c.appUuid, status: 'active', funded_on: dayFromNow(0), latest_home_value_source: 'Appraisal at funding', settled_on: null });
    expect(inv?.term_end_on).toBe(`${Number(dayFromNow(0).slice(0, 4)) + (inv?.term_years ?? 0)}${dayFromNow(0).slice(4)}`);
    expect(inv?.latest_home_value).toBe(inv?.starting_home_value);
    const summary = (await server.api('GET', `v1/customer/agreement-summary/${c.appUuid}/`, { token: c.token })).body.summary;
    expect(inv).toMatchObject({ investment_amount: summary.investment_amount, equity_share_percent: summary.equity_share_percent, term_years: summary.term_years });
  });
});

describe('an owner buyout, from start to settled', () => {
  let c: FundedCustomer;
  let request: ServicingRequest;
  beforeAll(async () => {
    c = await fundedCustomer(server, ops, 'buyout');
  });

  it('starts with its steps in table order: the homeowner’s pending, the payoff step waiting on us; one task per document', async () => {
    request = await startRequest(server, c.token, c.appUuid, 'owner-buyout');
    expect(request).toMatchObject({ application_uuid: c.appUuid, request_type: 'owner-buyout', category: 'buyout-docs', status: 'pending', needs_approval: false, approval_status: null, reason: null, next_actor: 'customer' });
    expect(request.steps.map((st) => st.kind)).toEqual(SERVICING_REQUESTS['owner-buyout'].steps);
    expect(request.steps.map((st) => [st.status, st.actor])).toEqual([['pending', 'customer'], ['pending', 'customer'], ['pending', 'customer'], ['blocked', 'provider']]);
    expect(request.history).toEqual([expect.objectContaining({ event: 'submitted', status: 'pending', approval_status: null, actor: 'customer' })]);
    const tasks = await tasksOfRequest(c, request.uuid);
    expect(tasks.map((x) => x.task_type)).toEqual(SERVICING_REQUESTS['owner-buyout'].documents.map((d) => d.task_type));
    expect(tasks.find((x) => x.task_type === 'servicing--payoff-request')).toMatchObject({ status: 'blocked', document_type: null, required: true, category: 'buyout-docs' });
    expect(tasks.find((x) => x.task_type === 'mortgage-statement')).toMatchObject({ status: 'pending', required: false, step_kind: 'buyout-request', document_type: 'mortgage-statement' });
    // The application's own task list never shows servicing tasks.
    const own = expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${c.appUuid}/tasks/`, { token: c.token })).body);
    expect(own.some((x) => tasks.some((s) => s.uuid === x.uuid))).toBe(false);
    expect((await investmentOf(c))?.status).toBe('settling');
    expect((await server.outbox(c.email))[0]?.subject).toBe('We received your request: Buy out the investment');
  });

  it('saves a draft and submits it; an upload to the step’s task completes exactly that task', async () => {
    const saved = await saveStep(server, c.token, request.uuid, 'buyout-request', { intended_date: dayFromNow(45), funding_source: 'savings' });
    expect(saved.status).toBe(200);
    expect(expectCodec(ServicingStep, saved.body)).toMatchObject({ revision: 1, values: { intended_date: dayFromNow(45), funding_source: 'savings' } });
    const task = (await tasksOfRequest(c, request.uuid)).find((x) => x.task_type === 'mortgage-statement');
    const doc = await uploadSample(server, c.token, c.appUuid, { task_uuid: task?.uuid ?? null, document_type: 'mortgage-statement' });
    expect(doc).toMatchObject({ status: 'uploaded', task_uuid: task?.uuid });
    expect((await tasksOfRequest(c, request.uuid)).find((x) => x.uuid === task?.uuid)?.status).toBe('completed');
    const submitted = await submitStep(server, c.token, request.uuid, 'buyout-request');
    expect(submitted.status).toBe(200);
    expect(stepOf(expectCodec(ServicingRequest, submitted.body), 'buyout-request')).toMatchObject({ status: 'completed', submitted_at: expect.any(String) });
  });

  it('after the improvements and the appraisal the servicing team acts next; no payoff statement yet', async () => {
    await completeStep(server, c.token, request.uuid, 'improvement-adjustment', { improvements: [{ description: 'New roof', cost: '20,000', completed_on: dayFromNow(-200) }] });
    const after = await completeStep(server, c.token, request.uuid, 'authorize-hei-appraisal', { method: 'exterior-only-appraisal', authorized: true });
    expect(after.next_actor).toBe('provider');
    expect(after.status).toBe('pending');
    expect(await payoffOf(c, request.uuid)).toBeNull();
    const early = await server.api('POST', `v1/customer/servicing-request/${request.uuid}/payoff-statement/acknowledge/`, { token: c.token, body: {} });
    expect(early).toMatchObject({ status: 409, body: { detail: 'We have not issued a payoff statement for this request yet.' } });
    expect((await saveStep(server, c.token, request.uuid, 'acknowledge-payoff-and-accept-wire-details', { wire_confirmed_by_phone: true })).status).toBe(409);
  });

  it('the back office issues the payoff statement: the value entered becomes the latest home value; the step opens', async () => {
    const issued = await servicingControl(server, ops, request.uuid, 'payoff-statement', { home_value: 990_000 });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ detail: 'Payoff statement issued.', request_uuid: request.uuid, status: 'pending', next_actor: 'customer' });
    const statement = await payoffOf(c, request.uuid);
    expect(statement).toMatchObject({ request_uuid: request.uuid, good_through: dayFromNow(30), expired: false, acknowledged_at: null, wire_instructions: null });
    expect(statement?.computation).toMatchObject({ valuation_method: 'exterior-only-appraisal', home_value: 990_000 });
    expect(statement?.computation.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(statement?.amount_cents);
    expect(statement?.computation.lines.map((l) => l.label)).toEqual(expect.arrayContaining(['Improvement credit', 'Exterior-only appraisal fee', 'Lien release recording fee']));
    expect(await investmentOf(c)).toMatchObject({ latest_home_value: 990_000, latest_home_value_on: dayFromNow(0), latest_home_value_source: 'Exterior-only appraisal' });
    expect(stepOf(await readRequest(server, c.token, request.uuid), 'acknowledge-payoff-and-accept-wire-details')).toMatchObject({ status: 'pending', actor: 'customer' });
    expect((await server.outbox(c.email))[0]?.subject).toBe('Your payoff statement is ready');
    expect(JSON.stringify(await server.outbox(c.email))).not.toContain('000123456789');
  });

  it('wire instructions only after acknowledging; then the payoff step can be completed', async () => {
    await saveStep(server, c.token, request.uuid, 'acknowledge-payoff-and-accept-wire-details', { wire_confirmed_by_phone: true });
    const early = await submitStep(server, c.token, request.uuid, 'acknowledge-payoff-and-accept-wire-details');
    expect(early).toMatchObject({ status: 409, body: { detail: 'Acknowledge the payoff statement first.' } });
    const ack = await server.api('POST', `v1/customer/servicing-request/${request.uuid}/payoff-statement/acknowledge/`, { token: c.token, body: {} });
    expect(ack.status).toBe(200);
    const shown = expectCodec(PayoffStatementResult, ack.body).payoff_statement;
    expect(shown?.acknowledged_at).not.toBeNull();
    expect(shown?.wire_instructions).toMatchObject({ bank_name: expect.any(String), routing_number: expect.stringMatching(/^\d{9}$/), verify_phone: expect.any(String) });
    expect((await payoffOf(c, request.uuid))?.wire_instructions).toEqual(shown?.wire_instructions);
    expect((await tasksOfRequest(c, request.uuid)).find((x) => x.task_type === 'servicing--payoff-request')?.status).toBe('completed');
    const done = await submitStep(server, c.token, request.uuid, 'acknowledge-payoff-and-accept-wire-details');
    expect(done.status).toBe(200);
    expect(expectCodec(ServicingRequest, done.body).next_actor).toBe('provider');
  });

  it('the back office marks the investment settled: request completed, investment settled with the payoff amount; nothing more can start', async () => {
    const amount = (await payoffOf(c, request.uuid))?.amount_cents;
    const settled = await servicingControl(server, ops, request.uuid, 'settle');
    expect(settled.body).toMatchObject({ status: 'completed', next_actor: null });
    const r = await readRequest(server, c.token, request.uuid);
    expect(r.history.map((h) => h.step_kind ?? h.event)).toEqual([
      'submitted', 'buyout-request', 'improvement-adjustment', 'authorize-hei-appraisal', 'payoff-issued', 'payoff-acknowledged',
      'acknowledge-payoff-and-accept-wire-details', 'status-changed', 'status-changed',
    ]);
    expect(r.history.filter((h) => h.event === 'status-changed').map((h) => h.status)).toEqual(['processing', 'completed']);
    expect(r.history.at(-1)?.note).toMatch(/^Settled on .*: we received \$/);
    expect(await investmentOf(c)).toMatchObject({ status: 'settled', settled_on: dayFromNow(0), settlement_amount_cents: amount, settlement_request_uuid: request.uuid });
    expect((await server.outbox(c.email))[0]?.subject).toBe('Your investment is settled');
    const again = await server.api('POST', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token, body: { request_type: 'hoi-update' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'Your investment is settled: there is nothing left to service.' } });
  });
});

describe('a home sale settles from the sale with an amount the team adjusts', () => {
  it('listing, no improvements, the sales contract as the value, the purchase agreement, payoff with overrides, settled', async () => {
    const c = await fundedCustomer(server, ops, 'sale');
    const r = await startRequest(server, c.token, c.appUuid, 'home-sale');
    expect(r.category).toBe('home-sale-docs');
    const listing = {
      listing_date: dayFromNow(-3), list_price: '1,150,000', agent_name: 'Rita Realtor', agent_phone: '(212) 555-0100', agent_email: 'rita@example.com', expected_closing_date: dayFromNow(40),
    };
    // The §5 phone rule (domain validatePhone) on the agent's phone, in the words the form shows.
    await saveStep(server, c.token, r.uuid, 'home-listing', listing);
    const badPhone = await submitStep(server, c.token, r.uuid, 'home-listing');
    expect(badPhone).toMatchObject({ status: 400, body: { detail: 'Some answers are missing or need a change.', errors: { agent_phone: [PHONE_INVALID_MESSAGE] } } });
    expect(Object.keys(badPhone.body.errors)).toEqual(['agent_phone']);
    await completeStep(server, c.token, r.uuid, 'home-listing', { ...listing, agent_phone: '(415) 456-2000' }, 2);
    await completeStep(server, c.token, r.uuid, 'improvement-adjustment', { none_to_claim: true });
    await completeStep(server, c.token, r.uuid, 'authorize-hei-appraisal', { method: 'sales-contract', authorized: true });
    await saveStep(server, c.token, r.uuid, 'document-upload', {});
    const missing = await submitStep(server, c.token, r.uuid, 'document-upload');
    expect(missing).toMatchObject({ status: 400, body: { detail: 'Upload this document first: Signed purchase agreement.', errors: { documents: ['Upload this document first: Signed purchase agreement.'] } } });
    const agreement = (await tasksOfRequest(c, r.uuid)).find((x) => x.document_type === 'purchase-agreement');
    await uploadSample(server, c.token, c.appUuid, { task_uuid: agreement?.uuid ?? null, document_type: 'purchase-agreement', file_name: 'contract.pdf' });
    expect((await submitStep(server, c.token, r.uuid, 'document-upload')).status).toBe(200);
    // A valuation no home has (a typing slip, or a value that would overflow the payoff) is a 400 with a reason.
    const absurd = await servicingControl(server, ops, r.uuid, 'payoff-statement', { home_value: 1e308 });
    expect(absurd.status).toBe(400);
    expect(absurd.body.errors).toEqual({ home_value: ['Enter a home value above $0 and at most $1,000,000,000.'] });
    const issued = await servicingControl(server, ops, r.uuid, 'payoff-statement', { home_value: 1_120_000, amount_cents: 25_000_000, good_through: dayFromNow(10) });
    expect(issued.status).toBe(200);
    const statement = await payoffOf(c, r.uuid);
    expect(statement).toMatchObject({ amount_cents: 25_000_000, good_through: dayFromNow(10) });
    expect(statement?.computation.lines.at(-1)?.label).toBe('Adjustment by our servicing team');
    expect(statement?.computation.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(25_000_000);
    expect((await investmentOf(c))?.latest_home_value_source).toBe('Signed sales contract');
    const settled = await servicingControl(server, ops, r.uuid, 'settle', { amount_cents: 24_990_000 });
    expect(settled.status).toBe(200);
    expect(await investmentOf(c)).toMatchObject({ status: 'settled', settlement_amount_cents: 24_990_000 });
  });
});

describe('a mortgage refinance needs a manager’s approval', () => {
  let c: FundedCustomer;
  beforeAll(async () => {
    c = await fundedCustomer(server, ops, 'subordination');
  });
  const lender = { lender_name: 'Bay Credit Union', loan_officer_name: 'Lee Loan', loan_officer_phone: '(415) 456-3000', loan_officer_email: 'lee@example.com', loan_amount: '400000', loan_type: 'rate-and-term-refinance', expected_closing_date: dayFromNow(60) };
  const fileEverything = async (r: ServicingRequest) => {
    await completeStep(server, c.token, r.uuid, 'third-party-lender-info', lender);
    const tasks = await tasksOfRequest(c, r.uuid);
    for (const type of ['subordination-request', 'mortgage-information'] as const) {
      await uploadSample(server, c.token, c.appUuid, { task_uuid: tasks.find((x) => x.document_type === type)?.uuid ?? null, document_type: type });
    }
    await completeStep(server, c.token, r.uuid, 'subordination-request', { requested_by: dayFromNow(20) });
    return completeStep(server, c.token, r.uuid, 'document-upload', { note: 'Closing with Bay CU.' });
  };

  it('goes to waiting-manager-approval once filed; the team cannot process it before; approved, then processed and completed', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'mortgage-refinance');
    expect(r).toMatchObject({ needs_approval: true, approval_status: null, category: 'subordination-docs' });
    const filed = await fileEverything(r);
    expect(filed).toMatchObject({ status: 'pending', approval_status: 'waiting-manager-approval', next_actor: 'manager' });
    expect(filed.history.at(-1)).toMatchObject({ event: 'approval-changed', status: 'pending', approval_status: 'waiting-manager-approval', actor: 'customer' });
    const early = await servicingControl(server, ops, r.uuid, 'status', { status: 'processing' });
    expect(early).toMatchObject({ status: 409, body: { detail: 'A servicing manager must approve this request first.' } });
    const approved = await servicingControl(server, ops, r.uuid, 'approval', { decision: 'accept' });
    expect(approved.body).toMatchObject({ approval_status: 'accepted', status: 'pending', next_actor: 'provider' });
    expect((await server.outbox(c.email))[0]?.subject).toBe('Your request is approved');
    expect((await servicingControl(server, ops, r.uuid, 'approval', { decision: 'decline', reason: 'Too late.' })).status).toBe(409);
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'processing' })).body.status).toBe('processing');
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'completed', note: 'Subordination recorded.' })).body).toMatchObject({ status: 'completed', next_actor: null });
    const done = await readRequest(server, c.token, r.uuid);
    expect(done.history.filter((h) => h.event !== 'step-completed').map((h) => [h.event, h.status, h.approval_status, h.actor])).toEqual([
      ['submitted', 'pending', null, 'customer'], ['approval-changed', 'pending', 'waiting-manager-approval', 'customer'],
      ['approval-changed', 'pending', 'accepted', 'manager'], ['status-changed', 'processing', 'accepted', 'provider'],
      ['status-changed', 'completed', 'accepted', 'provider'],
    ]);
    expect(done.history.filter((h) => h.event === 'step-completed').map((h) => h.step_kind)).toEqual(['third-party-lender-info', 'subordination-request', 'document-upload']);
    expect((await investmentOf(c))?.status).toBe('active');
  });

  it('a declined approval declines the request with the reason the homeowner sees (a reason is required)', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'mortgage-refinance');
    await fileEverything(r);
    const bare = await servicingControl(server, ops, r.uuid, 'approval', { decision: 'decline' });
    expect(bare).toMatchObject({ status: 400, body: { errors: { reason: ['Say why the request is declined: the homeowner sees it.'] } } });
    const reason = 'Your new loan would put the combined loan-to-value above 80%.';
    const declined = await servicingControl(server, ops, r.uuid, 'approval', { decision: 'decline', reason });
    expect(declined.body).toMatchObject({ status: 'declined', approval_status: 'declined', next_actor: null });
    const seen = await readRequest(server, c.token, r.uuid);
    expect(seen).toMatchObject({ status: 'declined', reason });
    expect(seen.history.at(-1)).toMatchObject({ status: 'declined', approval_status: 'declined', actor: 'manager', note: reason });
    const mail = (await server.outbox(c.email))[0];
    expect(mail?.subject).toBe('Your request was declined');
    expect(mail?.text).toContain(reason);
  });
});

describe('the other request types', () => {
  let c: FundedCustomer;
  beforeAll(async () => {
    c = await fundedCustomer(server, ops, 'others');
  });

  it('start-new-application is transferred at once: nothing to do here, nobody acts next', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'start-new-application');
    expect(r).toMatchObject({ status: 'transferred', next_actor: null });
    expect(r.history.map((h) => [h.event, h.status, h.actor])).toEqual([['submitted', 'pending', 'customer'], ['status-changed', 'transferred', 'system']]);
    expect(r.steps.every((st) => st.status === 'canceled')).toBe(true);
    expect((await startRequest(server, c.token, c.appUuid, 'start-new-application')).status).toBe('transferred');
  });

  it('a name change to a trust: trust details and the proof of transfer, then the team completes it', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'name-change-or-transfer-to-trust');
    expect(r.category).toBe('servicing');
    await completeStep(server, c.token, r.uuid, 'name-of-trust', { change_kind: 'transfer-to-trust', trust_name: 'Funded Family Trust', trust_date: dayFromNow(-10), trustees: 'Fay Funded' });
    const proof = (await tasksOfRequest(c, r.uuid)).find((x) => x.task_type === 'servicing--proof-of-transfer-to-trust');
    expect(proof).toMatchObject({ document_type: 'trust-agreement', required: false });
    await uploadSample(server, c.token, c.appUuid, { task_uuid: proof?.uuid ?? null, document_type: 'trust-agreement', file_name: 'deed.pdf' });
    const filed = await completeStep(server, c.token, r.uuid, 'document-upload', {});
    expect(filed.next_actor).toBe('provider');
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'processing' })).status).toBe(200);
    expect((await servicingControl(server, ops, r.uuid, 'status', { status: 'completed' })).body.status).toBe('completed');
  });

  it('other-change asks for a description of at least 10 characters', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'other-change');
    await saveStep(server, c.token, r.uuid, 'other-change', { description: 'Hi' });
    const short = await submitStep(server, c.token, r.uuid, 'other-change');
    expect(short).toMatchObject({ status: 400, body: { errors: { description: ['Tell us a little more: at least 10 characters.'] } } });
    expect((await completeStep(server, c.token, r.uuid, 'other-change', { description: 'Please send me a copy of my recorded agreement.' }, 2)).next_actor).toBe('provider');
  });

  it.each(['hoi-update', 'hoi-update-flood', 'hoi-update-master'] as const)('%s: the declarations page, then the policy details', async (type) => {
    const r = await startRequest(server, c.token, c.appUuid, type);
    const task = (await tasksOfRequest(c, r.uuid))[0];
    expect(task).toMatchObject({ task_type: 'property--home-owners-insurance', document_type: SERVICING_REQUESTS[type].documents[0]?.document_type, required: true, step_kind: 'hoi-upload' });
    expect((await submitStep(server, c.token, r.uuid, 'hoi-upload')).status).toBe(400);
    await uploadSample(server, c.token, c.appUuid, { task_uuid: task?.uuid ?? null, document_type: task?.document_type ?? '', file_name: 'policy.pdf' });
    await completeStep(server, c.token, r.uuid, 'hoi-upload', {});
    const policy = { carrier: 'Golden Gate Mutual', policy_number: 'HO-123456', dwelling_coverage: '850,000', effective_date: dayFromNow(-5), expiration_date: dayFromNow(360), insured_interest: 'not-named' };
    await saveStep(server, c.token, r.uuid, 'hoi-policy-details', policy);
    const notNamed = await submitStep(server, c.token, r.uuid, 'hoi-policy-details');
    expect(notNamed.body.errors.insured_interest).toEqual(['We must be named on the policy as additional insured or mortgagee; ask your agent to add us.']);
    expect((await completeStep(server, c.token, r.uuid, 'hoi-policy-details', { ...policy, insured_interest: 'mortgagee' }, 2)).next_actor).toBe('provider');
  });

  it('the HEI refinance task carries the new lender and the payoff statement; other requests have none', async () => {
    const r = await startRequest(server, c.token, c.appUuid, 'hei-refinance');
    const taskOf = async (uuid: string) => (await server.api('GET', `v1/customer/servicing-request/${uuid}/refinance-task/`, { token: c.token })).body.task;
    expect(await taskOf(r.uuid)).toMatchObject({ request_uuid: r.uuid, status: 'pending', lender_name: null, loan_amount: null, payoff_statement_uuid: null });
    await completeStep(server, c.token, r.uuid, 'third-party-lender-info', { lender_name: 'Second Bank', loan_officer_name: 'Lou', loan_officer_phone: '(415) 456-4000', loan_officer_email: 'lou@example.com', loan_amount: '$310,000', loan_type: 'cash-out-refinance', expected_closing_date: dayFromNow(50) });
    await completeStep(server, c.token, r.uuid, 'authorize-hei-appraisal', { method: 'automated-valuation', authorized: true });
    await servicingControl(server, ops, r.uuid, 'payoff-statement', {});
    const task = await taskOf(r.uuid);
    expect(task).toMatchObject({ lender_name: 'Second Bank', loan_amount: 310_000, expected_closing_date: dayFromNow(50), payoff_statement_uuid: (await payoffOf(c, r.uuid))?.uuid });
    const other = (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token })).body.find((x: ServicingRequest) => x.request_type === 'other-change');
    expect(await taskOf(other.uuid)).toBeNull();
  });

  it('lists requests newest first and groups their tasks by request under each servicing category', async () => {
    const list = expectCodec(t.array(ServicingRequest), (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-requests/`, { token: c.token })).body);
    expect(list[0]?.request_type).toBe('hei-refinance');
    const groups = expectCodec(t.array(ServicingTaskGroup), (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-task-groups/`, { token: c.token })).body);
    for (const g of groups) {
      const r = list.find((x) => x.uuid === g.request_uuid);
      expect(g).toMatchObject({ category: r?.category, request_type: r?.request_type, request_status: r?.status });
      expect(g.tasks.every((x) => x.request_uuid === g.request_uuid)).toBe(true);
    }
    expect(groups.map((g) => g.category)).toEqual(expect.arrayContaining(['servicing', 'hei-refi-docs', 'other-docs']));
  });
});

describe('a funded application from before issue 11 (the seeded closed customer)', () => {
  it('gets its investment on first read; an unfunded one has none and cannot start a request', async () => {
    const { login } = await import('./support/server');
    const token = await login(server, DEMO.closed);
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
    const inv = expectCodec(InvestmentResult, (await server.api('GET', `v1/customer/application/${app?.uuid}/investment/`, { token })).body).investment;
    expect(inv).toMatchObject({ application_uuid: app?.uuid, status: 'active' });
    const early = await login(server, DEMO.inProgress);
    const [mine] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: early })).body);
    expect((await server.api('GET', `v1/customer/application/${mine?.uuid}/investment/`, { token: early })).body).toEqual({ investment: null });
    const refused = await server.api('POST', `v1/customer/application/${mine?.uuid}/servicing-requests/`, { token: early, body: { request_type: 'owner-buyout' } });
    expect(refused).toMatchObject({ status: 409, body: { detail: 'Servicing requests start once your investment is funded.' } });
    expect(control).toBeDefined();
  });
});

describe('the servicing demo customers', () => {
  const as = async (email: string) => {
    const { login } = await import('./support/server');
    const token = await login(server, email, 'Demo-pass-1');
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
    const requests = expectCodec(t.array(ServicingRequest), (await server.api('GET', `v1/customer/application/${app?.uuid}/servicing-requests/`, { token })).body);
    const investment = expectCodec(InvestmentResult, (await server.api('GET', `v1/customer/application/${app?.uuid}/investment/`, { token })).body).investment;
    return { token, app, requests, investment };
  };

  it('are funded, each with the story the banner promises', async () => {
    const funded = await as('demo.funded@example.com');
    expect(funded.app?.customer_stage).toBe('closed');
    expect(funded.investment?.status).toBe('active');
    expect(funded.requests).toEqual([]);

    const [buyout] = (await as('demo.buyout@example.com')).requests;
    expect(buyout).toMatchObject({ request_type: 'owner-buyout', status: 'pending', next_actor: 'customer' });
    expect(buyout?.steps.map((st) => st.status)).toEqual(['completed', 'completed', 'pending', 'blocked']);

    const sale = await as('demo.homesale@example.com');
    expect(sale.requests[0]).toMatchObject({ request_type: 'home-sale', next_actor: 'customer' });
    const statement = await server.api('GET', `v1/customer/servicing-request/${sale.requests[0]?.uuid}/payoff-statement/`, { token: sale.token });
    expect(statement.body.payoff_statement).toMatchObject({ expired: false, acknowledged_at: null, wire_instructions: null });
    expect(sale.investment?.status).toBe('settling');

    const hoi = (await as('demo.hoi@example.com')).requests[0];
    expect(hoi).toMatchObject({ request_type: 'hoi-update', next_actor: 'customer' });
    expect(hoi?.steps[0]).toMatchObject({ kind: 'hoi-upload', status: 'pending' });

    expect((await as('demo.subordination@example.com')).requests[0]).toMatchObject({ request_type: 'mortgage-refinance', approval_status: 'waiting-manager-approval', next_actor: 'manager' });
    const declined = (await as('demo.declined@example.com')).requests[0];
    expect(declined).toMatchObject({ status: 'declined', approval_status: 'declined', reason: expect.stringContaining('loan-to-value') });

    const termEnd = (await as('demo.termend@example.com')).investment;
    expect(termEnd?.term_years).toBe(10);
    const { settlementNoticeDue } = await import('../../src/domain/servicing');
    expect(settlementNoticeDue(dayFromNow(0), termEnd?.term_end_on ?? '')).toBe(true);
  });
});
