import * as t from 'io-ts';
import { InvestmentResult, PayoffStatementResult, ServicingRequest } from '../../src/contract';
import { CANCEL_AFTER_PAYOFF_TEXT } from '../../src/domain/servicing';
import { uploadSample } from './support/closing';
import { expectCodec, login, startWithOps, type TestServer } from './support/server';
import { completeStep, dayFromNow, fundedCustomer, readRequest, servicingControl, startRequest, type FundedCustomer } from './support/servicing';
import { DEMO } from '../support/accounts';

/**
 * A request's history and what the payoff statement settles (issue 11 §2–3) over HTTP: every completed step is in the
 * history with who and when, in order; the statement's improvement credit is a line whenever its text names it; once a
 * statement is issued the homeowner can no longer cancel (409 with the reason), the servicing team still can. The
 * seeded home-sale demo customer reads the same. Cast: a funded customer made here, demo.homesale and ops.
 */
let server: TestServer;
let ops = '';
let c: FundedCustomer;

beforeAll(async () => {
  ({ server, ops } = await startWithOps());
  c = await fundedCustomer(server, ops, 'history');
});
afterAll(() => server.close());

// Five minutes between actions: far enough apart to tell their order by time, well inside the token's hour.
const GAP_MS = 5 * 60_000;
const payoffOf = async (token: string, uuid: string) =>
  expectCodec(PayoffStatementResult, (await server.api('GET', `v1/customer/servicing-request/${uuid}/payoff-statement/`, { token })).body).payoff_statement;
/** A home value at which the share of value stays under the cap on a just-funded investment (so no cap line). */
const valueUnderCap = async (who: FundedCustomer) => {
  const inv = expectCodec(InvestmentResult, (await server.api('GET', `v1/customer/application/${who.appUuid}/investment/`, { token: who.token })).body).investment;
  return Math.floor(((inv?.investment_amount ?? 0) * 100 * 0.8) / (inv?.equity_share_percent ?? 1));
};
const cancel = (token: string, uuid: string) => server.api('POST', `v1/customer/servicing-request/${uuid}/cancel/`, { token, body: { reason: 'Changed my mind.' } });

describe('a home sale: history, improvement credit, no cancel after the payoff statement', () => {
  let r: ServicingRequest;

  it('after N steps are completed, the history holds those N entries, each with who and when, in order', async () => {
    r = await startRequest(server, c.token, c.appUuid, 'home-sale');
    const steps: [string, unknown][] = [
      ['home-listing', { listing_date: dayFromNow(-3), list_price: '1,150,000', agent_name: 'Rita Realtor', agent_phone: '(415) 456-2000', agent_email: 'rita@example.com', expected_closing_date: dayFromNow(40) }],
      ['improvement-adjustment', { improvements: [{ description: 'Primary bathroom remodel', cost: '24,000', completed_on: dayFromNow(-300) }] }],
      ['authorize-hei-appraisal', { method: 'sales-contract', authorized: true }],
      ['document-upload', {}],
    ];
    const agreement = expectCodec(t.array(t.type({ uuid: t.string, request_uuid: t.string, document_type: t.union([t.string, t.null]) })),
      (await server.api('GET', `v1/customer/application/${c.appUuid}/servicing-tasks/`, { token: c.token })).body)
      .find((x) => x.request_uuid === r.uuid && x.document_type === 'purchase-agreement');
    await uploadSample(server, c.token, c.appUuid, { task_uuid: agreement?.uuid ?? null, document_type: 'purchase-agreement' });
    for (const [n, [kind, values]] of steps.entries()) {
      server.advance(GAP_MS);
      const after = await completeStep(server, c.token, r.uuid, kind, values);
      const done = after.history.filter((h) => h.event === 'step-completed');
      expect(done.map((h) => h.step_kind)).toEqual(steps.slice(0, n + 1).map(([k]) => k));
      const step = after.steps.find((st) => st.kind === kind);
      expect(done.at(-1)).toMatchObject({ actor: 'customer', at: step?.submitted_at, status: 'pending' });
    }
    const history = (await readRequest(server, c.token, r.uuid)).history;
    expect(history.map((h) => h.step_kind ?? h.event)).toEqual(['submitted', ...steps.map(([k]) => k)]);
    const times = history.map((h) => Date.parse(h.at));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThanOrEqual(GAP_MS + (times[i - 1] ?? 0));
  });

  it('the statement has an “Improvement credit” line for the accepted claim, and its text names only what its lines hold', async () => {
    server.advance(GAP_MS);
    expect((await servicingControl(server, ops, r.uuid, 'payoff-statement', { home_value: await valueUnderCap(c) })).status).toBe(200);
    const statement = await payoffOf(c.token, r.uuid);
    const share = statement?.computation.equity_share_percent ?? 0;
    const credit = statement?.computation.lines.find((l) => l.kind === 'improvement-credit');
    expect(credit).toEqual({ kind: 'improvement-credit', label: 'Improvement credit', amount_cents: -Math.round(24_000 * share) });
    expect(statement?.computation.explanation).toContain('less the improvement credit');
    expect(statement?.computation.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(statement?.amount_cents);
    const history = (await readRequest(server, c.token, r.uuid)).history;
    expect(history.at(-1)).toMatchObject({ event: 'payoff-issued', actor: 'provider', at: statement?.issued_at });
  });

  it('the homeowner can no longer cancel: 409 with the reason, and nothing changes; the team still can', async () => {
    const refused = await cancel(c.token, r.uuid);
    expect(refused).toMatchObject({ status: 409, body: { detail: CANCEL_AFTER_PAYOFF_TEXT } });
    const still = await readRequest(server, c.token, r.uuid);
    expect(still).toMatchObject({ status: 'pending', reason: null });
    expect(still.history.some((h) => h.status === 'canceled')).toBe(false);
    const byTeam = await servicingControl(server, ops, r.uuid, 'status', { status: 'canceled', note: 'The sale fell through.' });
    expect(byTeam.body).toMatchObject({ status: 'canceled' });
    expect((await readRequest(server, c.token, r.uuid)).history.at(-1)).toMatchObject({ event: 'status-changed', status: 'canceled', actor: 'provider', note: 'The sale fell through.' });
  });

  it('without an accepted claim the statement has no improvement line and its text never mentions improvements', async () => {
    const other = await fundedCustomer(server, ops, 'noclaim');
    const b = await startRequest(server, other.token, other.appUuid, 'owner-buyout');
    await completeStep(server, other.token, b.uuid, 'buyout-request', { intended_date: dayFromNow(45), funding_source: 'savings' });
    await completeStep(server, other.token, b.uuid, 'improvement-adjustment', { none_to_claim: true });
    await completeStep(server, other.token, b.uuid, 'authorize-hei-appraisal', { method: 'automated-valuation', authorized: true });
    await servicingControl(server, ops, b.uuid, 'payoff-statement', { home_value: await valueUnderCap(other) });
    const statement = await payoffOf(other.token, b.uuid);
    expect(statement?.computation.lines.map((l) => l.kind)).toEqual(['share-of-value', 'lien-release-fee']);
    expect(statement?.computation.explanation).toMatch(/^Our \d+(\.\d+)?% share of your home’s value by automated valuation, plus the lien release recording fee\.$/);
    expect(statement?.computation.explanation).not.toMatch(/improvement/i);
  });
});

describe('the seeded home-sale customer (demo.homesale)', () => {
  it('reads a statement with its improvement credit, every step in the history on its own day, and cannot cancel', async () => {
    const token = await login(server, DEMO.homeSale);
    const apps = (await server.api('GET', 'v1/customer/application/', { token })).body as { uuid: string }[];
    const appUuid = apps[0]?.uuid ?? '';
    const list = expectCodec(t.array(ServicingRequest), (await server.api('GET', `v1/customer/application/${appUuid}/servicing-requests/`, { token })).body);
    const sale = list.find((x) => x.request_type === 'home-sale');
    if (!sale) throw new Error('no seeded home sale');
    const completed = sale.steps.filter((st) => st.status === 'completed');
    expect(completed.map((st) => st.kind)).toEqual(['home-listing', 'improvement-adjustment', 'authorize-hei-appraisal', 'document-upload']);
    expect(sale.history.map((h) => h.step_kind ?? h.event)).toEqual(['submitted', ...completed.map((st) => st.kind), 'payoff-issued']);
    expect(new Set(sale.history.map((h) => h.at.slice(0, 10))).size).toBe(sale.history.length - 1);
    const statement = await payoffOf(token, sale.uuid);
    expect(statement?.computation.lines.find((l) => l.kind === 'improvement-credit')?.label).toBe('Improvement credit');
    expect((await cancel(token, sale.uuid))).toMatchObject({ status: 409, body: { detail: CANCEL_AFTER_PAYOFF_TEXT } });
  });
});
