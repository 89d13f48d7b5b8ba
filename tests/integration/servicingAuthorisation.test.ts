import { SignJWT } from 'jose';
import { ENDPOINTS, pathOf, type AnyEndpoint } from '../../src/contract';
import * as servicing from '../../src/contract/servicing/endpoints';
import { opsLogin } from './support/closing';
import { magicLogin, startTestServer, type TestServer } from './support/server';
import { fundedCustomer, startRequest, type FundedCustomer } from './support/servicing';

/**
 * Servicing as an attacker (issue 11 §3): every servicing endpoint with another customer's application or request
 * id (404, exactly like a missing id), as ops and as a non-owning occupant on the application (they read, 403 on
 * writes), without a token, with a forged or expired token (401), and request ids used where an application id
 * belongs. Cast: A (funded, with occupant O added by A), B (funded, a stranger to A) and OPS.
 */
let server: TestServer;
let A: FundedCustomer;
let B: FundedCustomer;
let O = '';
let OPS = '';
let requestA = '';
let requestB = '';

const SERVICING: AnyEndpoint[] = ENDPOINTS.filter((e) => (Object.values(servicing) as unknown[]).includes(e));
const onRequest = (e: AnyEndpoint) => e.route.startsWith('v1/customer/servicing-request/');
const READS = SERVICING.filter((e) => e.method === 'GET');
const WRITES = SERVICING.filter((e) => e.method !== 'GET');
const MISSING = '00000000-0000-4000-8000-000000000000';

/** A valid body for each write (so the answer is about who asks, not what is sent). */
const BODY: Record<string, unknown> = {
  createServicingRequest: { request_type: 'other-change' },
  cancelServicingRequest: { reason: 'Mine now.' },
  saveServicingStep: { revision: 99, values: { description: 'Hijacked text' } },
  submitServicingStep: {},
  acknowledgePayoffStatement: {},
  renewPayoffStatement: {},
};

const pathFor = (e: AnyEndpoint, appUuid: string, requestUuid: string) =>
  pathOf(e, { uuid: onRequest(e) ? requestUuid : appUuid, kind: 'other-change' } as never);
const call = (e: AnyEndpoint, token: string | undefined, appUuid: string, requestUuid: string) =>
  server.api(e.method, pathFor(e, appUuid, requestUuid), { ...(token && { token }), ...(e.method !== 'GET' && { body: BODY[e.name] ?? {} }) });

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  OPS = await opsLogin(server);
  [A, B] = [await fundedCustomer(server, OPS, 'victim'), await fundedCustomer(server, OPS, 'attacker')];
  const occupant = `occupant.${Date.now()}@example.com`;
  const added = await server.api('POST', `v1/customer/application/${A.appUuid}/parties/`, {
    token: A.token, body: { profile_type: 'non_owning_occupant', first_name: 'Otto', last_name: 'Occupant', email: occupant, middle_name: null, phone: null, birth_date: null },
  });
  if (added.status !== 200) throw new Error(`add occupant: ${added.status} ${JSON.stringify(added.body)}`);
  O = await magicLogin(server, occupant);
  requestA = (await startRequest(server, A.token, A.appUuid, 'other-change')).uuid;
  requestB = (await startRequest(server, B.token, B.appUuid, 'other-change')).uuid;
});
afterAll(() => server.close());

describe.each(SERVICING.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it("another customer's id answers 404, the same body as a missing id (and a malformed id is 404 too)", async () => {
    const foreign = await call(e, B.token, A.appUuid, requestA);
    const missing = await call(e, B.token, MISSING, MISSING);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 404, body: missing.body });
    expect(missing.status).toBe(404);
    expect((await call(e, B.token, 'not-a-uuid', 'not-a-uuid')).status).toBe(404);
  });
  it('401 without a token, with a token signed by another secret, and with an expired one', async () => {
    expect((await call(e, undefined, A.appUuid, requestA)).status).toBe(401);
    const forged = await new SignJWT({ username: A.email, uuid: 'x', role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('y'.repeat(32)));
    expect((await call(e, forged, A.appUuid, requestA)).status).toBe(401);
  });
});

describe.each(READS.map((e) => [e.name, e] as const))('read %s', (_name, e) => {
  it('200 for the owner, the non-owning occupant and ops', async () => {
    for (const who of [A.token, O, OPS]) expect((await call(e, who, A.appUuid, requestA)).status).toBe(200);
  });
});

describe.each(WRITES.map((e) => [e.name, e] as const))('write %s', (_name, e) => {
  it('403 for ops and for the non-owning occupant, with a sentence', async () => {
    for (const who of [OPS, O]) {
      const res = await call(e, who, A.appUuid, requestA);
      expect(res.status).toBe(403);
      expect(typeof res.body.detail).toBe('string');
    }
  });
});

describe('nothing leaked or changed by the attempts', () => {
  it("A's request still reads as A left it", async () => {
    const r = (await server.api('GET', `v1/customer/servicing-request/${requestA}/`, { token: A.token })).body;
    expect(r).toMatchObject({ status: 'pending', reason: null });
    expect(JSON.stringify(r)).not.toContain('Hijacked');
  });
  it('a request id used as an application id (and the reverse) is 404', async () => {
    expect((await server.api('GET', `v1/customer/application/${requestB}/servicing-requests/`, { token: B.token })).status).toBe(404);
    expect((await server.api('GET', `v1/customer/servicing-request/${B.appUuid}/`, { token: B.token })).status).toBe(404);
  });
  it('an expired token is 401 on a servicing read', async () => {
    server.advance(2 * 3600 * 1000);
    expect((await server.api('GET', `v1/customer/servicing-request/${requestA}/`, { token: A.token })).body).toEqual({ detail: 'Token has expired.' });
  });
});
