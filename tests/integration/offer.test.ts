import * as t from 'io-ts';
import { AgreementSummary, Application, InvestmentEstimate, Snapshot } from '../../src/contract';
import { ESTIMATE_RULES } from '../../src/sandbox/closing/estimate';
import { defaultConfig } from '../../src/sandbox/config';
import { backOffice, control, firstApplication, tasksOf } from './support/closing';
import { expectCodec, login, signUp, startWithOps, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * The Investment Estimate, its acknowledgement, the agreement summary and snapshots (issue #4 §3), with the back
 * office issuing. Cast: a fresh signup (value 900 000, debt 200 000), demo.estimate, ops.
 */
let server: TestServer;
let ops = '';
beforeAll(async () => ({ server, ops } = await startWithOps()));
afterAll(() => server.close());

const estimateOf = async (token: string, uuid: string) =>
  t.type({ estimate: t.union([InvestmentEstimate, t.null]) }).decode((await server.api('GET', `v1/customer/application/${uuid}/investment-estimate/`, { token })).body);
const summaryOf = async (token: string, uuid: string) => {
  const res = await server.api('GET', `v1/customer/agreement-summary/${uuid}/`, { token });
  expect(res.status).toBe(200);
  return expectCodec(t.type({ summary: t.union([AgreementSummary, t.null]) }), res.body).summary;
};
const snapshotsOf = async (token: string, uuid: string) =>
  expectCodec(t.array(Snapshot), (await server.api('GET', `v1/customer/application/${uuid}/snapshots/`, { token })).body);
const acknowledge = (token: string, uuid: string) => server.api('PATCH', `v1/customer/application/${uuid}/`, { token, body: { ie_acknowledged: true } });

describe('before an estimate', () => {
  it('the estimate and summary are null, there are no snapshots, and acknowledging is a 409', async () => {
    const { token, application_uuid: uuid } = await signUp(server, 'offer.none@example.com');
    expect((await server.api('GET', `v1/customer/application/${uuid}/investment-estimate/`, { token })).body).toEqual({ estimate: null });
    expect(await summaryOf(token, uuid)).toBeNull();
    expect(await snapshotsOf(token, uuid)).toEqual([]);
    const res = await acknowledge(token, uuid);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'There is no Investment Estimate to acknowledge yet.' });
  });
});

describe('issuing, acknowledging, re-issuing', () => {
  let token = '';
  let uuid = '';
  beforeAll(async () => {
    ({ token, application_uuid: uuid } = await signUp(server, 'offer.flow@example.com'));
    // A debt to pay off at closing (payoffs section, written while the form is open).
    const saved = await server.api('PUT', `v1/customer/application/${uuid}/sections/payoffs/`, {
      token, body: { section: 'payoffs', revision: 1, values: { has_payoffs: true, payoffs: [{ id: '5b0c3f9e-2f7e-4c89-9a51-3b8a8e7f0a11', lien_id: 'm1', creditor: 'Bank', amount: 20_000 }] } },
    });
    expect(saved.status).toBe(200);
  });

  it('prices the estimate from the home (equity rule, fees, scenarios), moves the stage and asks for a review', async () => {
    const issued = await control(server, ops, `applications/${uuid}/estimate`, {});
    expect(issued.body).toMatchObject({ stage: 'pending-intent-to-proceed', customer_stage: 'consent-to-proceed' });
    const res = await estimateOf(token, uuid);
    if (res._tag === 'Left' || !res.right.estimate) throw new Error('no estimate');
    const e = res.right.estimate;
    const { equity } = defaultConfig();
    const expected = Math.min(equity.maxInvestmentShare * 900_000, equity.maxCombinedLtv * 900_000 - 200_000);
    expect(e.home_value).toBe(900_000);
    expect(e.investment_amount).toBe(expected);
    expect(e.equity_share_percent).toBeCloseTo((expected / 900_000) * 100 * ESTIMATE_RULES.equityMultiplier, 1);
    const fees = e.fees.reduce((sum, f) => sum + f.amount, 0);
    expect(fees).toBe(Math.round(expected * 0.03) + 2_500);
    expect(e.cash_to_homeowner).toBe(expected - fees);
    expect(e.term_years).toBe(30);
    expect(e.scenarios.map((s) => s.annual_appreciation_percent)).toEqual([-2, 0, 3, 6]);
    // Repayment = equity share × value after 10 years, capped at investment × (1 + 20 % × 10): a falling home
    // repays less than a flat one, and the fastest-rising one hits the cap.
    for (const s of e.scenarios) {
      expect(s.home_value_at_settlement).toBe(Math.round(900_000 * (1 + s.annual_appreciation_percent / 100) ** 10));
      expect(s.repayment).toBe(Math.round(Math.min((e.equity_share_percent / 100) * s.home_value_at_settlement, e.investment_amount * 3)));
    }
    const [down, flat, , fast] = e.scenarios;
    expect(down?.repayment).toBeLessThan(flat?.repayment ?? 0);
    expect(flat?.home_value_at_settlement).toBe(900_000);
    expect(fast?.repayment).toBe(e.investment_amount * 3);
    expect(Date.parse(e.expires_on) - Date.parse(e.issued_at.slice(0, 10))).toBe(30 * 86_400_000);
    expect((await tasksOf(server, token, uuid)).find((x) => x.task_type === 'review-investment-estimate')?.status).toBe('pending');
    const summary = await summaryOf(token, uuid);
    expect(summary).toMatchObject({ status: 'estimate', investment_amount: e.investment_amount, total_fees: fees, payoffs_total: 20_000, cash_to_homeowner: e.investment_amount - fees - 20_000, effective_date: null });
    expect((await snapshotsOf(token, uuid)).map((x) => x.kind)).toEqual(['investment-estimate']);
  });

  it('acknowledging completes the review task and bumps the version once', async () => {
    const before = expectCodec(Application, (await server.api('GET', `v1/customer/application/${uuid}/`, { token })).body);
    const res = await acknowledge(token, uuid);
    const after = expectCodec(Application, res.body);
    expect(after.ie_acknowledged).toBe(true);
    expect(after.tasks_version).toBe(before.tasks_version + 1);
    expect((await tasksOf(server, token, uuid)).find((x) => x.task_type === 'review-investment-estimate')?.status).toBe('completed');
    expect(expectCodec(Application, (await acknowledge(token, uuid)).body).tasks_version).toBe(after.tasks_version);
  });

  it('re-issuing with overrides replaces the estimate, adds a snapshot and asks for a new acknowledgement', async () => {
    const bad = await backOffice(server, ops, 'POST', `applications/${uuid}/estimate`, { investment_amount: 500_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.investment_amount[0]).toMatch(/Enter an investment from \$1 to \$180,000/);
    await control(server, ops, `applications/${uuid}/estimate`, { investment_amount: 100_000, equity_share_percent: 17.5 });
    const res = await estimateOf(token, uuid);
    if (res._tag === 'Left' || !res.right.estimate) throw new Error('no estimate');
    expect(res.right.estimate).toMatchObject({ investment_amount: 100_000, equity_share_percent: 17.5 });
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${uuid}/`, { token })).body);
    expect(app.ie_acknowledged).toBe(false);
    expect((await tasksOf(server, token, uuid)).filter((x) => x.task_type === 'review-investment-estimate').map((x) => x.status)).toEqual(['pending']);
    const snaps = await snapshotsOf(token, uuid);
    expect(snaps.map((x) => x.investment_amount)).toEqual([180_000, 100_000]);
    expect(Date.parse(snaps[0]?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(snaps[1]?.created_at ?? ''));
  });

  it('the summary turns final with an effective date once the envelope opens', async () => {
    await control(server, ops, `applications/${uuid}/envelope`);
    const summary = await summaryOf(token, uuid);
    expect(summary).toMatchObject({ status: 'final', payoffs_total: 20_000, investment_amount: 100_000 });
    expect(summary?.cash_to_homeowner).toBe(100_000 - (summary?.total_fees ?? 0) - 20_000);
    expect(summary?.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await snapshotsOf(token, uuid)).map((x) => x.kind)).toEqual(['investment-estimate', 'investment-estimate', 'final-terms']);
    const locked = await backOffice(server, ops, 'POST', `applications/${uuid}/estimate`, {});
    expect(locked.status).toBe(409);
  });
});

describe('seeded demo.estimate', () => {
  it('has an estimate waiting for acknowledgement at consent-to-proceed', async () => {
    const token = await login(server, DEMO.estimate);
    const app = await firstApplication(server, token);
    expect(app).toMatchObject({ stage: 'pending-intent-to-proceed', ie_acknowledged: false });
    const res = await estimateOf(token, app.uuid);
    expect(res._tag === 'Right' && res.right.estimate?.investment_amount).toBeGreaterThan(0);
    expect((await tasksOf(server, token, app.uuid)).find((x) => x.task_type === 'review-investment-estimate')?.status).toBe('pending');
    expect((await acknowledge(token, app.uuid)).status).toBe(200);
  });
});
