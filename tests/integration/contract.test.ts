import fc from 'fast-check';
import { isLeft } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import {
  Application, CUSTOMER_STAGE_PROGRESS, DealTeam, ENDPOINTS, ErrorBody, pathOf, Profile, Task, type AnyEndpoint,
} from '../../src/contract';
import * as c from '../../src/contract';
import { validatePhone } from '../../src/domain/validation/phone';
import { OUTCOME_DEMO_CUSTOMERS, SERVICING_DEMO_CUSTOMERS } from '../../src/sandbox/seed/demoData';
import { DEFAULT_SUPPORTED_STATES } from '../../src/sandbox/states';
import { backOffice, putUpload, SAMPLE_FILES } from './support/closing';
import { uploadBody } from './support/diagnostics';
import { declarationOf, VALID_VALUES } from './support/form';
import { expectCodec, login, staffLogin, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

let server: TestServer;
let token = '';
let appUuid = '';
let profileUuid = '';
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await login(server, DEMO.inProgress);
  const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
  appUuid = app?.uuid ?? '';
  profileUuid = app?.application_profiles[0]?.profile.uuid ?? '';
});
afterAll(() => server.close());

const withBody = ENDPOINTS.filter((e) => e.method !== 'GET');
const pathFor = (e: AnyEndpoint) =>
  pathOf(e, { uuid: appUuid, code: '123456', section: 'personal-information', party: '00000000-0000-4000-8000-000000000000', field: '00000000-0000-4000-8000-000000000000', kind: 'other-change', message: '00000000-0000-4000-8000-000000000000' } as never);
/**
 * Calls `e` as the demo customer. An accepted call that answers a new token (sign-out-everywhere, a password or email
 * change: issue 13 §1) has ended the old one, so later calls use the new one, as the portal does.
 */
const send = async (e: AnyEndpoint, opts: { body?: unknown; rawBody?: string; contentType?: string }) => {
  const res = await server.api(e.method, pathFor(e), { ...opts, ...(e.auth && { token }) });
  const renewed = e.auth && res.status === 200 ? (res.body as { token?: unknown } | undefined)?.token : undefined;
  if (typeof renewed === 'string') token = renewed;
  return res;
};
/** Profile endpoints take the profile's uuid, not the application's. */
const targetOf = (e: AnyEndpoint) => (e.route.startsWith('v1/customer/profile/') ? pathOf(e, { uuid: profileUuid } as never) : pathFor(e));

describe('malformed bodies → 400 { detail, errors }, never 500', () => {
  it.each(withBody.map((e) => [e.name, e] as const))('%s: not JSON, JSON of the wrong kind, unknown field', async (_name, e) => {
    const cases = [
      { rawBody: '{"unterminated', contentType: 'application/json' },
      { rawBody: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' },
      { rawBody: 'hello', contentType: 'text/plain' },
      { body: [] },
      { body: 'a string' },
      { body: 42 },
      { body: { totally_unknown_field: 1 } },
    ];
    for (const c of cases) {
      const res = await server.api(e.method, targetOf(e), { ...c, ...(e.auth && { token }) });
      expect({ endpoint: e.name, status: res.status }).toEqual({ endpoint: e.name, status: 400 });
      expect(res.body.detail).toBe('Invalid request');
      expect(Object.values(res.body.errors as Record<string, string[]>).flat().length).toBeGreaterThan(0);
      expectCodec(ErrorBody, res.body);
    }
  });

  it('names each missing field, wrong type and extra field', async () => {
    const res = await server.api('POST', 'v1/customer/signup/', { body: { first_name: 42, email: 'x@example.com' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.first_name).toEqual(['Must be a string']);
    expect(res.body.errors.last_name).toEqual(['This field is required']);
    expect(res.body.errors['address']).toEqual(['This field is required']);
    const nested = await server.api('POST', 'v1/customer/qualification/', {
      body: { address: { street: 1, city: 'X', state: 'CA', unit_number: null, zip_code: '94102', county: null, planet: 'Mars' } },
    });
    expect(nested.body.errors).toEqual({ 'address.planet': ['Unexpected field'] });
    const enumWrong = await server.api('POST', 'v1/customer/change-login-method/', { token, body: { login_method: 'carrier-pigeon' } });
    expect(enumWrong.body.errors.login_method).toEqual(['Must be one of: email, password, magicLink']);
    const nul = await server.api('POST', 'v1/customer/magic-link/', { body: { email: 'a\u0000@example.com' } });
    expect(nul.status).toBe(400);
  });

  it('fuzz: any JSON body on any endpoint is answered below 500, and one its codec rejects is a 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.jsonValue({ maxDepth: 3 }), async (e, value) => {
        const res = await send(e, { body: value });
        expect(res.status).toBeLessThan(500);
        if (isLeft(e.body.decode(value))) expect(res.status).toBe(400);
        if (res.status >= 400) expectCodec(ErrorBody, res.body);
      }),
      { numRuns: 150 },
    );
  });

  it('unknown /api paths are JSON 404s', async () => {
    const res = await server.api('GET', 'v9/nothing/here/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});

describe('demo data (seeded)', () => {
  const stages = Object.keys(CUSTOMER_STAGE_PROGRESS) as (keyof typeof CUSTOMER_STAGE_PROGRESS)[];
  it.each(stages)('demo.%s signs in and sees one application at that customer stage', async (stage) => {
    const email = `demo.${stage.replace(/-/g, '')}@example.com`;
    const tk = await login(server, email, 'Demo-pass-1');
    const [app, ...rest] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: tk })).body);
    expect(rest).toEqual([]);
    expect(app?.customer_stage).toBe(stage);
    expect(DEFAULT_SUPPORTED_STATES).toContain(app?.property.address.state);
    const me = app?.application_profiles.find((p) => p.position === 1)?.profile;
    expect(me?.email).toBe(email);
    expect(validatePhone(me?.phone ?? '')).toBeUndefined();
    const tasks = expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${app?.uuid}/tasks/`, { token: tk })).body);
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    if (stage === 'closed') expect(tasks.every((x) => x.status === 'completed')).toBe(true);
    else if (stage !== 'in-progress') expect(tasks.some((x) => x.status === 'pending')).toBe(true);
    const team = expectCodec(DealTeam, (await server.api('GET', `v1/customer/application/${app?.uuid}/deal-team/`, { token: tk })).body);
    expect(team.home_equity_officer?.last_name).toBeTruthy();
    expect(team.transaction_specialist?.last_name).toBeTruthy();
  });

  it('has the co-owner household: spouse on title at position 2 (linked both ways), occupant at position 3', async () => {
    const tk = await login(server, DEMO.coOwner);
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: tk })).body);
    const people = app?.application_profiles.map((p) => [p.position, p.profile_type, p.profile.on_title]);
    expect(people).toEqual([[1, 'applicant', true], [2, 'co_owner', true], [3, 'non_owning_occupant', false]]);
    const [primary, spouse] = app?.application_profiles ?? [];
    expect(primary?.profile.spouse_profile).toBe(spouse?.profile.uuid);
    expect(spouse?.profile.spouse_profile).toBe(primary?.profile.uuid);
  });

  it('ops signs in with role ops', async () => {
    const tk = await staffLogin(server);
    const claims = JSON.parse(Buffer.from(tk.split('.')[1] ?? '', 'base64url').toString()) as { role: string };
    expect(claims.role).toBe('ops');
    expect(expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: tk })).body)).toHaveLength(18 + SERVICING_DEMO_CUSTOMERS.length + OUTCOME_DEMO_CUSTOMERS.length);
  });
});

describe('application changes (happy paths decode with their codecs)', () => {
  it('acknowledging the Investment Estimate is refused before it is delivered, accepted at consent-to-proceed', async () => {
    expect((await server.api('PATCH', `v1/customer/application/${appUuid}/`, { token, body: { ie_acknowledged: true } })).status).toBe(409);
    const tk = await login(server, DEMO.consentToProceed);
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: tk })).body);
    expect(app?.ie_acknowledged).toBe(false);
    const res = await server.api('PATCH', `v1/customer/application/${app?.uuid}/`, { token: tk, body: { ie_acknowledged: true } });
    const patched = expectCodec(Application, res.body);
    expect(patched.ie_acknowledged).toBe(true);
    expect(patched.tasks_version).toBe((app?.tasks_version ?? 0) + 1);
    const tasks = expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${app?.uuid}/tasks/`, { token: tk })).body);
    expect(tasks.find((x) => x.task_type === 'review-investment-estimate')?.status).toBe('completed');
  });

  it('a profile patch validates §5 rules and shows on the application', async () => {
    const bad = await server.api('PATCH', `v1/customer/profile/${profileUuid}/`, { token, body: { phone: '123', birth_date: '2020-01-01' } });
    expect(bad.body.errors).toEqual({
      phone: ['Enter 10 digits'],
      birth_date: ['You must enter a date that is between 18 and 110 year from today’s date.'],
    });
    const ok = await server.api('PATCH', `v1/customer/profile/${profileUuid}/`, { token, body: { middle_name: 'Q', birth_date: '1980-02-29' } });
    expect(expectCodec(Profile, ok.body)).toMatchObject({ middle_name: 'Q', birth_date: '1980-02-29' });
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${appUuid}/`, { token })).body);
    expect(app.application_profiles[0]?.profile.middle_name).toBe('Q');
  });

  it('creates a second application (v2) for the signed-in customer, refusing one that does not qualify', async () => {
    const property = {
      address: { street: '2 Example Way', city: 'Miami', state: 'FL', unit_number: null, zip_code: '33101', county: null },
      property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 700_000, estimated_debt: 100_000,
    };
    const res = await server.api('POST', 'v2/customer/application/', { token, body: { property, estimated_fico: 701 } });
    expect(res.status).toBe(200);
    const app = expectCodec(Application, res.body);
    expect(app.application_profiles.map((p) => p.profile.uuid)).toEqual([profileUuid]);
    expect(app.customer_stage).toBe('in-progress');
    const poor = await server.api('POST', 'v2/customer/application/', { token, body: { property: { ...property, estimated_debt: 600_000 }, estimated_fico: 701 } });
    expect(poor.status).toBe(400);
    expect(poor.body.errors.non_field_errors).toEqual(['minimum_investment_guideline_reached']);
    const list = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
    expect(list).toHaveLength(2);
  });
});

describe('every endpoint has a happy path whose answer decodes with its (closed) response codec', () => {
  const decoded = new Set<string>();
  /** Calls an endpoint, expects 200, decodes strictly with the endpoint's response codec, and records it. */
  const ok = async <A>(e: { name: string; method: string; route: string; auth: boolean; response: t.Type<A, unknown, unknown> }, o: { params?: Record<string, string>; body?: unknown; query?: string; token?: string } = {}): Promise<A> => {
    const path = pathOf(e as AnyEndpoint, (o.params ?? {}) as never) + (o.query ?? '');
    const res = await server.api(e.method, path, { body: o.body, token: o.token });
    expect({ endpoint: e.name, status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ endpoint: e.name, status: 200, body: 'ok' });
    decoded.add(e.name);
    return expectCodec(e.response, res.body);
  };

  it('walks the whole API as a new customer would', async () => {
    const email = 'walker@example.com';
    const address = { street: '500 Walk Way', city: 'Portland', state: 'OR', unit_number: null, zip_code: '97201', county: 'Multnomah County' };
    await ok(c.getVersion);
    await ok(c.listStates);
    await ok(c.getLicensingData, { query: '?state=OR' });
    await ok(c.qualify, { body: { address, estimated_value: 800_000, estimated_debt: 100_000, estimated_fico: 701 } });
    await ok(c.checkUser, { body: { email, address } });
    await ok(c.checkDuplicatedAddress, { body: { address } });
    await ok(c.signUpForLater, { body: { email: 'later2@example.com', first_name: 'A', last_name: 'B', phone: '4154567890', estimated_fico: 0, property: { address: { unit_number: '', city: 'unknown', state: 'NA', zip_code: 'unsupported', street: '', county: '' }, property_type: '', property_usage: '', estimated_value: 0 }, denial_reason: 'fico_too_low', trusted_form_cert_url: '' } });
    await ok(c.sendSegmentEvents, { body: { events: [] } });
    await ok(c.sendEmailVerification, { body: { email } });
    const code = (await server.outbox(email))[0]?.code ?? '';
    await ok(c.checkEmailVerification, { body: { email, code } });
    await ok(c.verificationCodeData, { params: { code } });
    await ok(c.confirmEmailVerification, { body: { email, code } });
    const created = await ok(c.signup, { body: { first_name: 'Wal', last_name: 'Ker', email, phone: '5034567890', estimated_fico: 701, estimated_value: 800_000, estimated_debt: 100_000, property_type: 'single-family-detached', property_usage: 'principal-residence', address, verification_code: code, ownership: 'only_me', timezone: 'America/Los_Angeles' } });
    let token = created.token;
    const uuid = created.application_uuid;
    await ok(c.getApplication, { params: { uuid }, token });
    await ok(c.listApplications, { query: `?profile_uuid=${created.profile_uuid}`, token });
    await ok(c.listTasks, { params: { uuid }, token });
    await ok(c.listBackgroundTasks, { params: { uuid }, token });
    await ok(c.getDealTeam, { params: { uuid }, token });
    await ok(c.customerChanged, { params: { uuid }, token, body: {} });
    await ok(c.allApplicationProfilesFromUser, { token, body: {} });
    await ok(c.getProfile, { params: { uuid: created.profile_uuid }, token });
    await ok(c.getOwnProfile, { query: `?application_uuid=${uuid}`, token });
    await ok(c.patchProfile, { params: { uuid: created.profile_uuid }, token, body: { middle_name: null } });
    await ok(c.patchApplication, { params: { uuid }, token, body: { property: { address, property_type: 'townhouse', property_usage: 'principal-residence', estimated_value: 820_000, estimated_debt: 100_000 } } });
    await ok(c.createApplication, { token, body: { property: { address: { ...address, street: '501 Walk Way' }, property_type: 'condominium', property_usage: 'second-home', estimated_value: 500_000, estimated_debt: 0 }, estimated_fico: 701 } });
    await ok(c.setLoginMethod, { token, body: { uuid: created.profile_uuid, login_method: 'password', password: 'Walker-pass-1' } });
    await ok(c.changeLoginMethod, { token, body: { login_method: 'password' } });
    const { token: pwToken } = await ok(c.tokenAuth, { body: { email, password: 'Walker-pass-1' } });
    await ok(c.tokenRefresh, { body: { token: pwToken } });
    await ok(c.requestMagicLink, { body: { email } });
    const key = (await server.outbox(email)).find((m) => m.link)?.link?.split('/').pop() ?? '';
    await ok(c.magicLinkLogin, { body: { key } });
    await ok(c.passwordRetrieval, { body: { email } });
    await ok(c.createChangePasswordLink, { body: { email } });
    const resetKey = (await server.outbox(email)).find((m) => m.link?.includes('/password/'))?.link?.split('/').pop() ?? '';
    await ok(c.checkTemporalToken, { body: { token_key: resetKey } });
    await ok(c.changePassword, { body: { password: 'Walker-pass-2', token_key: resetKey, token_mode: 'reset' } });
    // A reset by email ends every session (issue 13 §1): sign in again with the new password.
    token = (await ok(c.tokenAuth, { body: { email, password: 'Walker-pass-2' } })).token;
    await ok(c.createChangePasswordToken, { token, body: {} });
    token = (await ok(c.signOutEverywhere, { token, body: {} })).token;

    // Issue 3: the qualification wizard, every section, the submit, and the people on the application.
    const me = created.profile_uuid;
    await ok(c.isSsnDuplicate, { params: { uuid: me }, token, body: { social_security_number: '123456789' } });
    await ok(c.patchProfile, { params: { uuid: me }, token, body: { social_security_number: '123456789' } });
    await ok(c.recordConsents, { params: { uuid }, token, body: { documents: ['credit', 'telephone'] } });
    await ok(c.listConsents, { params: { uuid }, token });
    await ok(c.startCreditPull, { params: { uuid }, token, body: {} });
    server.advance(5000);
    await ok(c.getCreditReport, { params: { uuid }, token });
    for (const [section, values] of Object.entries(VALID_VALUES)) {
      await ok(c.saveSectionDraft, { params: { uuid, section }, token, body: { section, revision: 1, values } });
      await ok(c.submitSection, { params: { uuid, section }, token, body: {} });
    }
    await ok(c.completeQualification, { params: { uuid }, token, body: {} });
    const declarations = { applicants: [declarationOf(created.app_profile_uuid, { ownership: 'only_me', title_vesting: 'individual' })] };
    await ok(c.saveSectionDraft, { params: { uuid, section: 'declarations' }, token, body: { section: 'declarations', revision: 1, values: declarations } });
    await ok(c.submitSection, { params: { uuid, section: 'declarations' }, token, body: {} });
    await ok(c.getSection, { params: { uuid, section: 'declarations' }, token });
    await ok(c.getApplicationForm, { params: { uuid }, token });
    await ok(c.submitApplication, { params: { uuid }, token, body: {} });
    const person = { middle_name: null, phone: null, birth_date: null };
    const party = await ok(c.addParty, { params: { uuid }, token, body: { profile_type: 'co_owner', first_name: 'Co', last_name: 'Owner', email: 'co.walker@example.com', ...person } });
    await ok(c.updateParty, { params: { uuid, party: party.uuid }, token, body: { first_name: 'Cora' } });
    await ok(c.removeParty, { params: { uuid, party: party.uuid }, token });
    await ok(c.putSpouse, { params: { uuid: me }, token, body: { application_uuid: uuid, on_title: false, first_name: 'Sam', last_name: 'Ker', email: 'sam.walker@example.com', ...person } });

    // Issue 4: documents, the offer, signing (the back office plays the provider), and the email change.
    const { token: ops } = await ok(c.opsTokenAuth, { body: { email: 'ops@example.com', password: 'Ops-pass-1' } });
    const pdf = SAMPLE_FILES['application/pdf'];
    const upload = { document_type: 'mortgage-statement', file_name: 'statement.pdf', content_type: 'application/pdf', size_bytes: pdf.length, source: 'customer' };
    const ticket = await ok(c.requestUpload, { params: { uuid }, token, body: upload });
    const renewed = await ok(c.renewUploadUrl, { params: { uuid: ticket.document.uuid }, token });
    expect((await putUpload(renewed.url, pdf, 'application/pdf')).status).toBe(200);
    await ok(c.completeUpload, { params: { uuid: ticket.document.uuid }, token });
    const spare = await ok(c.requestUpload, { params: { uuid }, token, body: upload });
    await ok(c.cancelUpload, { params: { uuid: spare.document.uuid }, token });
    await ok(c.listDocuments, { params: { uuid }, token });
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/estimate`, {})).status).toBe(200);
    await ok(c.getInvestmentEstimate, { params: { uuid }, token });
    await ok(c.patchApplication, { params: { uuid }, token, body: { ie_acknowledged: true } });
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/envelope`, {})).status).toBe(200);
    await ok(c.getAgreementSummary, { params: { uuid }, token });
    await ok(c.listSnapshots, { params: { uuid }, token });
    const { envelope } = await ok(c.getEnvelope, { params: { uuid }, token });
    for (const f of envelope?.documents.flatMap((d) => d.pages.flatMap((p) => p.fields)) ?? []) {
      await ok(c.signField, { params: { uuid: envelope?.uuid ?? '', field: f.uuid }, token, body: { value: f.kind === 'signature' ? 'Wal Ker' : 'WK' } });
    }
    await ok(c.completeEnvelope, { params: { uuid: envelope?.uuid ?? '' }, token, body: { confirmed: true } });

    // Issue 12 §1: the closing tasks (the back office offers appraisal times), before funding closes the file.
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/appraisal-slots`, {})).status).toBe(200);
    const { slots } = await ok(c.listMeetings, { params: { uuid }, token });
    const booked = await ok(c.bookMeeting, { params: { uuid }, token, body: { slot_uuid: slots[0]?.uuid ?? '' } });
    await ok(c.rescheduleMeeting, { params: { uuid: booked.uuid }, token, body: { slot_uuid: slots[1]?.uuid ?? '' } });
    await ok(c.cancelMeeting, { params: { uuid: booked.uuid }, token, body: {} });
    await ok(c.getDisbursementInstruction, { params: { uuid }, token });
    await ok(c.saveDisbursementInstruction, {
      params: { uuid }, token,
      body: { bank_name: 'First Sandbox Bank', account_holder: 'Wal Ker', account_type: 'savings', routing_number: '011000015', account_number: '12345678', account_number_confirmation: '12345678' },
    });
    await ok(c.confirmClosingDetails, { params: { uuid }, token, body: {} });
    await ok(c.acknowledgeClosingStatement, { params: { uuid }, token, body: { reviewed: true } });
    // Issue 11: servicing after funding (the back office funds and issues the payoff statement).
    expect((await backOffice(server, ops, 'POST', `applications/${uuid}/fund`, {})).status).toBe(200);
    await ok(c.getInvestment, { params: { uuid }, token });
    // Issue 12 §3: the funded home is under a service agreement.
    await ok(c.isServiceAgreement, { token, body: { address } });
    const buyout = await ok(c.createServicingRequest, { params: { uuid }, token, body: { request_type: 'owner-buyout' } });
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await ok(c.saveServicingStep, { params: { uuid: buyout.uuid, kind: 'buyout-request' }, token, body: { revision: 1, values: { intended_date: inAMonth, funding_source: 'savings' } } });
    await ok(c.submitServicingStep, { params: { uuid: buyout.uuid, kind: 'buyout-request' }, token, body: {} });
    await ok(c.listServicingRequests, { params: { uuid }, token });
    await ok(c.getServicingRequest, { params: { uuid: buyout.uuid }, token });
    await ok(c.listServicingTasks, { params: { uuid }, token });
    await ok(c.listServicingTaskGroups, { params: { uuid }, token });
    await ok(c.getProductRefinanceTask, { params: { uuid: buyout.uuid }, token });
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    expect((await backOffice(server, ops, 'POST', `servicing-requests/${buyout.uuid}/payoff-statement`, { good_through: today })).status).toBe(200);
    await ok(c.getPayoffStatement, { params: { uuid: buyout.uuid }, token });
    await ok(c.acknowledgePayoffStatement, { params: { uuid: buyout.uuid }, token, body: {} });
    const change = await ok(c.createServicingRequest, { params: { uuid }, token, body: { request_type: 'other-change' } });
    await ok(c.cancelServicingRequest, { params: { uuid: change.uuid }, token, body: { reason: 'Not needed after all.' } });
    // Issue 12: a message from the deal team, listed and read.
    const sent = await backOffice(server, ops, 'POST', `applications/${uuid}/messages`, { from: 'transaction-specialist', subject: 'Hello', body: 'Welcome aboard.' });
    expect(sent.status).toBe(200);
    const [message] = await ok(c.listMessages, { params: { uuid }, token });
    await ok(c.markMessageRead, { params: { uuid, message: message?.uuid ?? '' }, token, body: {} });
    // The homeowner answers in that thread and starts a new one.
    await ok(c.postMessageReply, { params: { uuid, message: message?.uuid ?? '' }, token, body: { body: 'Thank you.' } });
    await ok(c.postMessage, { params: { uuid }, token, body: { subject: 'A question', body: 'When is the appraisal?' } });
    const second = (await server.api('GET', 'v1/customer/application/', { token })).body.find((a: { uuid: string }) => a.uuid !== uuid).uuid as string;
    expect((await backOffice(server, ops, 'POST', `applications/${second}/estimate`, {})).status).toBe(200);
    expect((await backOffice(server, ops, 'POST', `applications/${second}/envelope`, {})).status).toBe(200);
    const other = await ok(c.getEnvelope, { params: { uuid: second }, token });
    await ok(c.declineEnvelope, { params: { uuid: other.envelope?.uuid ?? '' }, token, body: { reason: 'Not now.' } });
    await ok(c.changeEmail, { token, body: { new_email: 'walker.new@example.com' } });
    const emailCode = (await server.outbox('walker.new@example.com'))[0]?.code ?? '';
    await ok(c.updateEmail, { token, body: { new_email: 'walker.new@example.com', verification_code: emailCode } });
    // Issue 11: a payoff statement past its good-through date is renewed (two days on; tokens last an hour).
    server.advance(2 * 86_400_000);
    const { token: later } = await ok(c.tokenAuth, { body: { email: 'walker.new@example.com', password: 'Walker-pass-2' } });
    await ok(c.renewPayoffStatement, { params: { uuid: buyout.uuid }, token: later, body: {} });
    // Diagnostics: shared signed in and signed out, listed and deleted by the customer, listed and read by staff.
    const shared = await ok(c.shareDiagnostic, { token: later, body: uploadBody(uuid, { applicationUuid: uuid }) });
    await ok(c.shareAnonymousDiagnostic, { body: uploadBody(uuid) });
    await ok(c.listOwnDiagnostics, { token: later });
    const staff = (await server.api('POST', 'v1/ops/token-auth/', { body: { email: 'ops@example.com', password: 'Ops-pass-1' } })).body.token as string;
    await ok(c.listDiagnostics, { token: staff });
    await ok(c.getDiagnostic, { params: { uuid: shared.uuid }, token: staff });
    await ok(c.deleteOwnDiagnostic, { params: { uuid: shared.uuid }, token: later });
    expect(ENDPOINTS.map((e) => e.name).filter((n) => !decoded.has(n))).toEqual([]);
  });
});
