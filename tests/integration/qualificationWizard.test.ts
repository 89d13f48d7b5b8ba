import * as t from 'io-ts';
import { Application, ApplicationForm, BackgroundTask, Consent, CreditReport, Profile } from '../../src/contract';
import { formClient, ok200 } from './support/form';
import { expectCodec, login, signUp, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/** The qualification wizard's calls: SSN, consents, the credit pull with its delay, demo credit cases, completion. */
const DELAY_MS = 4000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { creditPullDelayMs: DELAY_MS } });
});
afterAll(() => server.close());

const appPath = (uuid: string, rest: string) => `v1/customer/application/${uuid}/${rest}`;
const tasksOf = async (token: string, uuid: string) =>
  expectCodec(t.array(BackgroundTask), (await server.api('GET', appPath(uuid, 'background-tasks/'), { token })).body).filter((x) => x.task_type === 'credit-pull');

describe('SSN', () => {
  it('is stored, shown only as a mask, never echoed; another person using it is a duplicate', async () => {
    const a = await signUp(server, 'ssn.a@example.com');
    const b = await signUp(server, 'ssn.b@example.com', { address: { street: '2 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    const check = (who: typeof a, ssn: string) => server.api('POST', `v1/customer/profile/${who.profile_uuid}/is-ssn-duplicate/`, { token: who.token, body: { social_security_number: ssn } });
    expect((await check(a, '123456789')).body).toEqual({ is_duplicate: false });
    const patched = await server.api('PATCH', `v1/customer/profile/${a.profile_uuid}/`, { token: a.token, body: { social_security_number: '123456789' } });
    expect(expectCodec(Profile, patched.body).social_security_number).toBe('***-**-6789');
    const app = await server.api('GET', appPath(a.application_uuid, ''), { token: a.token });
    for (const text of [JSON.stringify(patched.body), JSON.stringify(app.body)]) expect(text).not.toContain('12345');
    expect((await check(a, '123456789')).body).toEqual({ is_duplicate: false });
    expect((await check(b, '123456789')).body).toEqual({ is_duplicate: true });
    const dup = await server.api('PATCH', `v1/customer/profile/${b.profile_uuid}/`, { token: b.token, body: { social_security_number: '123456789' } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ social_security_number: ['This Social Security number is already in use.'] });
    expect(JSON.stringify(dup.body)).not.toContain('6789');
    const own = await server.api('GET', `v1/customer/profile/${b.profile_uuid}/`, { token: b.token });
    expect(own.body.social_security_number).toBeNull();
  });

  it('refuses anything but 9 digits without quoting it, and limits how many numbers one person can try', async () => {
    const c = await signUp(server, 'ssn.c@example.com', { address: { street: '3 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    const bad = await server.api('POST', `v1/customer/profile/${c.profile_uuid}/is-ssn-duplicate/`, { token: c.token, body: { social_security_number: '123-45-6789' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain('6789');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await server.api('POST', `v1/customer/profile/${c.profile_uuid}/is-ssn-duplicate/`, { token: c.token, body: { social_security_number: `90000${String(i).padStart(4, '0')}` } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('consents', () => {
  it('records each document for the caller with the sandbox time; lists them oldest first', async () => {
    const me = await signUp(server, 'consent@example.com', { address: { street: '4 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    expect((await server.api('GET', appPath(me.application_uuid, 'consents/'), { token: me.token })).body).toEqual([]);
    const none = await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: [] } });
    expect(none.status).toBe(400);
    await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: ['credit'] } });
    server.advance(1000);
    const before = Date.now();
    const res = expectCodec(t.array(Consent), (await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: ['telephone', 'telephone'] } })).body);
    expect(res.map((c) => [c.document, c.profile_uuid])).toEqual([['credit', me.profile_uuid], ['telephone', me.profile_uuid]]);
    const [credit, phone] = res.map((c) => Date.parse(c.consented_at));
    expect((phone ?? 0) - (credit ?? 0)).toBe(1000);
    expect(Math.abs((phone ?? 0) - before)).toBeLessThan(60_000);
  });
});

describe('the credit pull', () => {
  it('needs the credit consent and an SSN (400 naming which), then finishes after the delay by the sandbox clock', async () => {
    const me = await signUp(server, 'pull@example.com', { address: { street: '5 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null }, estimated_debt: 250_000 });
    const start = () => server.api('POST', appPath(me.application_uuid, 'credit-pull/'), { token: me.token, body: {} });
    const refused = await start();
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['consents', 'social_security_number']);
    await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: ['credit', 'telephone'] } });
    expect(Object.keys((await start()).body.errors)).toEqual(['social_security_number']);
    await server.api('PATCH', `v1/customer/profile/${me.profile_uuid}/`, { token: me.token, body: { social_security_number: '111223333' } });

    const task = expectCodec(BackgroundTask, ok200('start', await start()).body);
    expect(task).toMatchObject({ task_type: 'credit-pull', status: 'pending', result: null, finished_at: null });
    expect((await start()).body.uuid).toBe(task.uuid);
    server.advance(DELAY_MS - 1);
    expect((await tasksOf(me.token, me.application_uuid)).map((x) => x.status)).toEqual(['pending']);
    expect((await server.api('GET', appPath(me.application_uuid, 'credit-report/'), { token: me.token })).status).toBe(404);
    server.advance(1);
    const [done] = await tasksOf(me.token, me.application_uuid);
    expect(done).toMatchObject({ uuid: task.uuid, status: 'completed', result: 'credit_report_received' });
    expect(Date.parse(done?.finished_at ?? '') - Date.parse(task.created_at)).toBe(DELAY_MS);
    const report = expectCodec(CreditReport, (await server.api('GET', appPath(me.application_uuid, 'credit-report/'), { token: me.token })).body);
    expect(report.profile_uuid).toBe(me.profile_uuid);
    expect(report.mortgage_tradelines).toHaveLength(1);
    expect(report.mortgage_tradelines[0]).toMatchObject({ creditor: 'Sandbox Home Loans', balance: 250_000 });
    const payment = report.mortgage_tradelines[0]?.monthly_payment ?? 0;
    expect(payment).toBeGreaterThan(1000);
    expect(payment).toBeLessThan(3000);
  });

  it('shows no tradeline when the application has no debt', async () => {
    const me = await signUp(server, 'nodebt@example.com', { address: { street: '6 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null }, estimated_debt: 0 });
    await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: ['credit'] } });
    await server.api('PATCH', `v1/customer/profile/${me.profile_uuid}/`, { token: me.token, body: { social_security_number: '111224444' } });
    ok200('start', await server.api('POST', appPath(me.application_uuid, 'credit-pull/'), { token: me.token, body: {} }));
    server.advance(DELAY_MS);
    const report = expectCodec(CreditReport, (await server.api('GET', appPath(me.application_uuid, 'credit-report/'), { token: me.token })).body);
    expect(report.mortgage_tradelines).toEqual([]);
  });

  it.each([
    ['demo.frozen@example.com', 'credit_frozen'],
    ['demo.crediterror@example.com', 'credit_error'],
  ])('%s: the first pull ends %s with no report; the retry succeeds', async (email, firstResult) => {
    const token = await login(server, email, 'Demo-pass-1');
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
    const uuid = app?.uuid ?? '';
    expect(app?.stage).toBe('pending-app-submit');
    expect(app?.application_profiles[0]?.profile.social_security_number).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    ok200('first', await server.api('POST', appPath(uuid, 'credit-pull/'), { token, body: {} }));
    server.advance(DELAY_MS);
    expect((await tasksOf(token, uuid)).map((x) => x.result)).toEqual([firstResult]);
    expect((await server.api('GET', appPath(uuid, 'credit-report/'), { token })).status).toBe(404);
    ok200('retry', await server.api('POST', appPath(uuid, 'credit-pull/'), { token, body: {} }));
    server.advance(DELAY_MS);
    expect((await tasksOf(token, uuid)).map((x) => x.result)).toEqual([firstResult, 'credit_report_received']);
    const report = expectCodec(CreditReport, (await server.api('GET', appPath(uuid, 'credit-report/'), { token })).body);
    expect(report.mortgage_tradelines[0]?.balance).toBe(app?.property.estimated_debt);
  });
});

describe('completing the wizard', () => {
  it('names what is missing, then records qualification_completed_at once', async () => {
    const token = await login(server, DEMO.married);
    const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
    const uuid = app?.uuid ?? '';
    const me = app?.application_profiles[0]?.profile;
    expect(me?.social_security_number).toBeNull();
    expect(app?.property.estimated_debt).toBeGreaterThan(0);
    const complete = () => server.api('POST', appPath(uuid, 'qualification/complete/'), { token, body: {} });
    const early = await complete();
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.errors).sort()).toEqual(['consents', 'credit_report', 'mortgage-details.has_mortgages', 'social_security_number']);
    expect(early.body.detail).toBe('To finish, we still need the credit authorization, the telephone consent, your Social Security number, '
      + 'your credit report, whether the home has a mortgage.');

    await server.api('POST', appPath(uuid, 'consents/'), { token, body: { documents: ['credit', 'telephone'] } });
    await server.api('PATCH', `v1/customer/profile/${me?.uuid}/`, { token, body: { social_security_number: '222334444' } });
    await server.api('POST', appPath(uuid, 'credit-pull/'), { token, body: {} });
    expect(Object.keys((await complete()).body.errors).sort()).toEqual(['credit_report', 'mortgage-details.has_mortgages']);
    server.advance(DELAY_MS);
    await formClient(server, token, uuid).save('mortgage-details', { has_mortgages: false });
    const done = expectCodec(ApplicationForm, ok200('complete', await complete()).body);
    expect(done.qualification_completed_at).not.toBeNull();
    server.advance(60_000);
    expect((await complete()).body.qualification_completed_at).toBe(done.qualification_completed_at);
  });
});
