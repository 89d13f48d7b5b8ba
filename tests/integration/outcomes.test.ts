import * as t from 'io-ts';
import { Application, ApplicationForm, SECTION_NAME, SectionRecord } from '../../src/contract';
import { DENIAL_REASON_WORDS, WITHDRAWN_REASON_WORDS } from '../../src/domain/outcomes';
import { isStageAtOrAfter } from '../../src/domain/stages';
import { defaultConfig } from '../../src/sandbox/config';
import { debtIdsOf } from '../../src/sandbox/forms/people';
import { sectionProblems } from '../../src/sandbox/forms/sectionChecks';
import {
  CLOSING_DEMO_CUSTOMERS, DEMO_CUSTOMERS, DEMO_HOUSEHOLD, DEMO_PASSWORD, demoEmail, FORM_DEMO_CUSTOMERS, OUTCOME_DEMO_CUSTOMERS,
  SERVICING_DEMO_CUSTOMERS,
} from '../../src/sandbox/seed/demoData';
import { backOffice, control, requestUploadOf, tasksOf } from './support/closing';
import { expectCodec, login, signUp, startWithOps, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Closed-lost outcomes (issue 12 §1): the back office denies or withdraws an application with a reason, the
 * customer's Application carries it (and only theirs), open tasks stop asking for work, the homeowners are emailed in
 * plain words; bad reasons are 4xx with the field. And the demo data (issue 12 §5): the denied and withdrawn demo
 * customers, and every demo application past submission shows a complete form that passes the submit rules.
 */
let server: TestServer;
let ops = '';
beforeAll(async () => ({ server, ops } = await startWithOps()));
afterAll(() => server.close());

const appOf = async (token: string, uuid: string) => expectCodec(Application, (await server.api('GET', `v1/customer/application/${uuid}/`, { token })).body);

describe('deny and withdraw (back office)', () => {
  it('deny closes the application with its reason and factors; the customer sees it, tasks are canceled, the homeowner is emailed', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'outcome.deny@example.com');
    await control(server, ops, `applications/${uuid}/stage`, { stage: 'pending-file-setup' });
    const before = await appOf(token, uuid);
    expect(before.closed_lost).toBeNull();
    const res = await control(server, ops, `applications/${uuid}/deny`, { reason: 'not-enough-equity', denial_factors: ['dti-over-45-percent'] });
    expect(res.body).toMatchObject({ stage: 'closed-lost', customer_stage: 'closed' });
    const after = await appOf(token, uuid);
    expect(after.stage).toBe('closed-lost');
    expect(after.closed_lost).toMatchObject({ outcome: 'denied', reason: 'not-enough-equity', denial_factors: ['dti-over-45-percent'], stage_reached: 'under-review' });
    expect(after.tasks_version).toBeGreaterThan(before.tasks_version);
    expect((await tasksOf(server, token, uuid)).filter((x) => x.status === 'pending' || x.status === 'blocked')).toEqual([]);
    const upload = await requestUploadOf(server, token, uuid);
    expect(upload.status).toBe(409);
    expect(upload.body.detail).toMatch(/closed/);
    const [mail] = await server.outbox('outcome.deny@example.com');
    expect(mail?.subject).toMatch(/denied/i);
    expect(mail?.text).toContain(DENIAL_REASON_WORDS['not-enough-equity'].label);
    expect(mail?.text).not.toContain('not-enough-equity');
  });

  it('withdraw closes it with a withdrawn reason and no factors', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'outcome.withdraw@example.com');
    await control(server, ops, `applications/${uuid}/withdraw`, { reason: 'no-longer-interested' });
    expect((await appOf(token, uuid)).closed_lost).toMatchObject({ outcome: 'withdrawn', reason: 'no-longer-interested', denial_factors: [], stage_reached: 'in-progress' });
    expect((await server.outbox('outcome.withdraw@example.com'))[0]?.text).toContain(WITHDRAWN_REASON_WORDS['no-longer-interested'].label);
  });

  it('refuses bad reasons and factors with 400 naming the field, a closed application with 409, and closed-lost by "set stage"', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'outcome.bad@example.com');
    const deny = (body: unknown) => backOffice(server, ops, 'POST', `applications/${uuid}/deny`, body);
    const withdraw = (body: unknown) => backOffice(server, ops, 'POST', `applications/${uuid}/withdraw`, body);
    expect((await deny({ reason: 'too-expensive' })).body.errors.reason).toBeDefined();
    expect((await deny({})).body.errors.reason).toBeDefined();
    const badFactor = await deny({ reason: 'credit', denial_factors: ['shoe-size'] });
    expect(badFactor.status).toBe(400);
    expect(Object.keys(badFactor.body.errors).join()).toMatch(/denial_factors/);
    expect((await withdraw({ reason: 'credit' })).status).toBe(400);
    expect((await withdraw({ reason: 'duplicate', denial_factors: [] })).status).toBe(400);
    const viaStage = await backOffice(server, ops, 'POST', `applications/${uuid}/stage`, { stage: 'closed-lost' });
    expect(viaStage.status).toBe(400);
    expect(viaStage.body.detail).toMatch(/Deny or Withdraw/);
    expect((await appOf(token, uuid)).closed_lost).toBeNull();
    await control(server, ops, `applications/${uuid}/withdraw`, { reason: 'duplicate' });
    const again = await deny({ reason: 'credit' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already closed/);
    // Reopening by moving it to a stage forgets the outcome: closed_lost is null again.
    await control(server, ops, `applications/${uuid}/stage`, { stage: 'pending-doc-upload' });
    expect(await appOf(token, uuid)).toMatchObject({ stage: 'pending-doc-upload', closed_lost: null });
  });

  it('is ops-only (401 / 403), 404 for an unknown application; another customer cannot read the outcome (404)', async () => {
    const mine = await signUp(server, 'outcome.owner@example.com');
    const other = await signUp(server, 'outcome.other@example.com');
    await control(server, ops, `applications/${mine.application_uuid}/deny`, { reason: 'credit' });
    expect((await backOffice(server, undefined, 'POST', `applications/${mine.application_uuid}/withdraw`, { reason: 'other' })).status).toBe(401);
    expect((await backOffice(server, other.token, 'POST', `applications/${other.application_uuid}/deny`, { reason: 'credit' })).status).toBe(403);
    expect((await backOffice(server, ops, 'POST', 'applications/00000000-0000-4000-8000-000000000000/deny', { reason: 'credit' })).status).toBe(404);
    expect((await server.api('GET', `v1/customer/application/${mine.application_uuid}/`, { token: other.token })).status).toBe(404);
  });
});

/** Every seeded demo customer who signs in with a password. */
const DEMO_EMAILS = [
  ...DEMO_CUSTOMERS.map((c) => demoEmail(c.stage)), DEMO_HOUSEHOLD.coOwner.email, ...FORM_DEMO_CUSTOMERS.map((c) => c.email),
  ...CLOSING_DEMO_CUSTOMERS.filter((c) => c.kind !== 'magiclink').map((c) => c.email), ...SERVICING_DEMO_CUSTOMERS.map((c) => c.email),
  ...OUTCOME_DEMO_CUSTOMERS.map((c) => c.email),
];

describe('demo data (issue 12 §1, §5)', () => {
  it('the denied and withdrawn demo customers see their outcome in plain-words-ready codes', async () => {
    const [denied] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: await login(server, DEMO.denied) })).body);
    expect(denied?.closed_lost).toMatchObject({ outcome: 'denied', reason: 'credit', denial_factors: ['fico-under-500', 'mortgage-delinquency-90-days'], stage_reached: 'under-review' });
    const [withdrawn] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: await login(server, DEMO.withdrawn) })).body);
    expect(withdrawn?.closed_lost).toMatchObject({ outcome: 'withdrawn', reason: 'offer-too-small', stage_reached: 'consent-to-proceed' });
  });

  it('every demo application past pending-app-submit has all eight sections complete, passing the submit rules', async () => {
    let checked = 0;
    for (const email of DEMO_EMAILS) {
      const token = await login(server, email, DEMO_PASSWORD);
      const apps = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
      for (const app of apps.filter((a) => isStageAtOrAfter(a.stage, 'pending-doc-upload'))) {
        const base = `v1/customer/application/${app.uuid}/sections`;
        const form = expectCodec(ApplicationForm, (await server.api('GET', `${base}/`, { token })).body);
        expect({ email, submitted: form.submitted_at !== null, sections: form.sections.filter((s) => s.status !== 'completed').map((s) => s.section) })
          .toEqual({ email, submitted: true, sections: [] });
        const records = await Promise.all(SECTION_NAME.values.map(async (s) => expectCodec(SectionRecord, (await server.api('GET', `${base}/${s}/`, { token })).body)));
        const primary = app.application_profiles.find((p) => p.position === 1)?.profile;
        const people = {
          people: app.application_profiles.map((p) => ({
            appProfileUuid: p.uuid, profileUuid: p.profile.uuid, name: `${p.profile.first_name} ${p.profile.last_name}`,
            position: p.position, profile_type: p.profile_type, on_title: p.profile.on_title,
          })),
          primarySpouse: primary?.spouse_profile ?? null,
        };
        const context = { today: new Date(), minInvestmentUsd: defaultConfig().equity.minInvestmentUsd, debtIds: debtIdsOf(records), people };
        for (const r of records) expect({ email, section: r.section, problems: sectionProblems(r, context) }).toEqual({ email, section: r.section, problems: undefined });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(DEMO_CUSTOMERS.length - 1 + SERVICING_DEMO_CUSTOMERS.length + OUTCOME_DEMO_CUSTOMERS.length);
  });
});
