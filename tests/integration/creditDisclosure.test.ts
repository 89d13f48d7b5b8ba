import * as t from 'io-ts';
import { Application, type ClosedLost } from '../../src/contract';
import { control, opsLogin } from './support/closing';
import { expectCodec, login, magicLogin, signUp, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * The credit disclosure of a credit-based denial (docs/api.md `credit_disclosure`): the denied demo customer reads
 * the bureau, their score and its range, the pull date and the key factors; a withdrawal and a denial about the home
 * carry null; a score comes from the credit pull itself; nobody else reads it (404), a co-owner reads only their own
 * (null when their credit was not used), and staff read the primary applicant's.
 */
const DELAY_MS = 4000;
let server: TestServer;
let ops = '';
beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { creditPullDelayMs: DELAY_MS } });
  ops = await opsLogin(server);
});
afterAll(() => server.close());

const appPath = (uuid: string, rest = '') => `v1/customer/application/${uuid}/${rest}`;
const applicationsOf = async (token: string) => expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
const closedLostOf = async (token: string, uuid: string): Promise<ClosedLost | null> =>
  expectCodec(Application, (await server.api('GET', appPath(uuid), { token })).body).closed_lost;
const disclosureOf = (c: ClosedLost | null) => (c?.outcome === 'denied' ? c.credit_disclosure : undefined);

describe('credit_disclosure of the closed-lost outcome', () => {
  it('the denied demo customer (a credit denial) reads the bureau, score, range, pull date and up to four key factors', async () => {
    const token = await login(server, DEMO.denied);
    const [app] = await applicationsOf(token);
    if (!app) throw new Error('no application');
    const disclosure = disclosureOf(await closedLostOf(token, app.uuid));
    expect(disclosure).toMatchObject({
      bureau: { name: 'Sandbox Credit Bureau', address: expect.stringMatching(/\d{5}$/), phone: '(800) 555-0199', website: expect.stringMatching(/^https:\/\//) },
      score: 487,
      score_range: { min: 300, max: 850 },
    });
    expect(disclosure?.key_factors).toHaveLength(4);
    expect(disclosure?.key_factors[0]).toMatch(/90 days late/);
    expect(Date.parse(disclosure?.pulled_at ?? '')).toBeLessThan(Date.parse((app.closed_lost as ClosedLost).decided_at));
    // The list answers the same as the application.
    expect(disclosureOf(app.closed_lost)).toEqual(disclosure);
  });

  it('a withdrawal carries null', async () => {
    const token = await login(server, DEMO.withdrawn);
    const [app] = await applicationsOf(token);
    expect(app?.closed_lost).toMatchObject({ outcome: 'withdrawn', credit_disclosure: null });
  });

  it('another customer cannot read it (404), signed out is 401; staff read the primary applicant’s', async () => {
    const denied = await login(server, DEMO.denied);
    const [app] = await applicationsOf(denied);
    if (!app) throw new Error('no application');
    const withdrawn = await login(server, DEMO.withdrawn);
    const stranger = await signUp(server, 'disclosure.stranger@example.com');
    for (const token of [withdrawn, stranger.token]) {
      const res = await server.api('GET', appPath(app.uuid), { token });
      expect(res.status).toBe(404);
      // The score as a JSON value (`:487,`), not any 487 of an id or a time in the body.
      expect(JSON.stringify(res.body)).not.toMatch(/:487[,}\]]|Sandbox Credit Bureau/);
      expect(JSON.stringify((await server.api('GET', 'v1/customer/application/', { token })).body)).not.toContain(app.uuid);
    }
    expect((await server.api('GET', appPath(app.uuid), {})).status).toBe(401);
    expect(disclosureOf(await closedLostOf(ops, app.uuid))).toMatchObject({ score: 487 });
  });

  it('a credit denial after a real credit pull discloses the score the pull stored; a denial about the home, and one without a report, null', async () => {
    const pulled = await signUp(server, 'disclosure.pulled@example.com', { address: { street: '7 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    await server.api('POST', appPath(pulled.application_uuid, 'consents/'), { token: pulled.token, body: { documents: ['credit'] } });
    await server.api('PATCH', `v1/customer/profile/${pulled.profile_uuid}/`, { token: pulled.token, body: { social_security_number: '111225555' } });
    expect((await server.api('POST', appPath(pulled.application_uuid, 'credit-pull/'), { token: pulled.token, body: {} })).status).toBe(200);
    server.advance(DELAY_MS);
    expect((await server.api('GET', appPath(pulled.application_uuid, 'credit-report/'), { token: pulled.token })).status).toBe(200);
    await control(server, ops, `applications/${pulled.application_uuid}/deny`, { reason: 'not-enough-equity', denial_factors: ['dti-over-45-percent'] });
    const disclosure = disclosureOf(await closedLostOf(pulled.token, pulled.application_uuid));
    expect(disclosure).toMatchObject({ bureau: { name: 'Sandbox Credit Bureau' }, score: 742, score_range: { min: 300, max: 850 } });
    expect(disclosure?.key_factors.length).toBeGreaterThan(0);

    const home = await signUp(server, 'disclosure.home@example.com', { address: { street: '8 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    await control(server, ops, `applications/${home.application_uuid}/deny`, { reason: 'atypical-property', denial_factors: ['property-type'] });
    expect(await closedLostOf(home.token, home.application_uuid)).toMatchObject({ outcome: 'denied', credit_disclosure: null });

    const noReport = await signUp(server, 'disclosure.noreport@example.com', { address: { street: '9 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    await control(server, ops, `applications/${noReport.application_uuid}/deny`, { reason: 'credit' });
    expect(await closedLostOf(noReport.token, noReport.application_uuid)).toMatchObject({ outcome: 'denied', reason: 'credit', credit_disclosure: null });
  });

  it('is the reader’s own report: a co-owner whose credit was not pulled reads null, not the applicant’s score', async () => {
    const me = await signUp(server, 'disclosure.household@example.com', { address: { street: '10 Other St', city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
    const co = await server.api('POST', appPath(me.application_uuid, 'parties/'), {
      token: me.token, body: { profile_type: 'co_owner', first_name: 'Cora', last_name: 'Harper', email: 'disclosure.coowner@example.com', middle_name: null, phone: null, birth_date: null },
    });
    expect(co.status).toBe(200);
    await server.api('POST', appPath(me.application_uuid, 'consents/'), { token: me.token, body: { documents: ['credit'] } });
    await server.api('PATCH', `v1/customer/profile/${me.profile_uuid}/`, { token: me.token, body: { social_security_number: '111226666' } });
    expect((await server.api('POST', appPath(me.application_uuid, 'credit-pull/'), { token: me.token, body: {} })).status).toBe(200);
    server.advance(DELAY_MS);
    expect((await server.api('GET', appPath(me.application_uuid, 'credit-report/'), { token: me.token })).status).toBe(200);
    await control(server, ops, `applications/${me.application_uuid}/deny`, { reason: 'credit' });
    expect(disclosureOf(await closedLostOf(me.token, me.application_uuid))).toMatchObject({ score: 742 });
    const coToken = await magicLogin(server, 'disclosure.coowner@example.com');
    const seen = await server.api('GET', appPath(me.application_uuid), { token: coToken });
    expect(expectCodec(Application, seen.body).closed_lost).toMatchObject({ outcome: 'denied', reason: 'credit', credit_disclosure: null });
    // The score as a JSON value: ids and times in the body may hold the digits 742 by chance.
    expect(JSON.stringify(seen.body)).not.toMatch(/:742[,}\]]|Sandbox Credit Bureau/);
  });
});
