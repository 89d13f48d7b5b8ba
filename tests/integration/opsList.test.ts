import { SignJWT } from 'jose';
import * as t from 'io-ts';
import { Application } from '../../src/contract';
import { primaryApplicant } from '../../src/domain/roles';
import { customerStageOf } from '../../src/domain/stages';
import { control } from './support/closing';
import { expectCodec, login, staffLogin, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * The list behind the ops applications table (docs/ops.md "Every application"): `GET /v1/customer/application/`
 * answers a staff token every application with what the table shows — the primary applicant's name and email, the
 * customer-facing and internal stage and `updated_at`, when the application last changed (any change a customer could
 * see moves it). A customer's token only ever gets that customer's own applications; no token or a forged one, 401.
 */
let server: TestServer;
let ops = '';
let customer = '';
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [ops, customer] = await Promise.all([staffLogin(server), login(server, DEMO.underReview)]);
});
afterAll(() => server.close());

const list = async (token?: string) => server.api('GET', 'v1/customer/application/', token === undefined ? {} : { token });
const apps = async (token: string) => expectCodec(t.array(Application), (await list(token)).body);
const emailOf = (app: Application) => primaryApplicant(app.application_profiles)?.profile.email;

describe('the ops list', () => {
  it('gives staff every application with name, email, both stages and when it last changed', async () => {
    const all = await apps(ops);
    expect(all.length).toBeGreaterThanOrEqual(25);
    const emails = all.map(emailOf);
    expect(emails).toContain('demo.underreview@example.com');
    expect(emails).toContain('demo.inprogress@example.com');
    for (const app of all) {
      expect(app.customer_stage).toBe(customerStageOf(app.stage));
      expect(Date.parse(app.updated_at)).not.toBeNaN();
      expect(Date.parse(app.updated_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('moves an application’s last change when the back office moves its stage, and no other one’s', async () => {
    const before = await apps(ops);
    const target = before.find((a) => emailOf(a) === 'demo.inprogress@example.com')!;
    server.advance(90_000);
    await control(server, ops, `applications/${target.uuid}/stage`, { stage: 'pending-doc-upload' });
    const after = await apps(ops);
    const moved = after.find((a) => a.uuid === target.uuid)!;
    expect(Date.parse(moved.updated_at) - Date.parse(target.updated_at)).toBeGreaterThanOrEqual(90_000);
    expect(moved.stage).toBe('pending-doc-upload');
    const others = (xs: Application[]) => xs.filter((a) => a.uuid !== target.uuid).map((a) => [a.uuid, a.updated_at]).sort();
    expect(others(after)).toEqual(others(before));
  });

  it('moves it when the customer changes something shown in it (their own profile)', async () => {
    const [mine] = await apps(customer);
    const person = primaryApplicant(mine!.application_profiles)!.profile;
    server.advance(60_000);
    const res = await server.api('PATCH', `v1/customer/profile/${person.uuid}/`, { token: customer, body: { middle_name: 'Q' } });
    expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    const seen = (await apps(ops)).find((a) => a.uuid === mine!.uuid)!;
    expect(Date.parse(seen.updated_at) - Date.parse(mine!.updated_at)).toBeGreaterThanOrEqual(60_000);
  });
});

describe('is every application for staff only', () => {
  it('gives a customer only their own applications, even when they name someone else', async () => {
    const all = await apps(ops);
    const someoneElse = all.find((a) => emailOf(a) === 'demo.inprogress@example.com')!;
    const otherPerson = primaryApplicant(someoneElse.application_profiles)!.profile.uuid;
    const own = await apps(customer);
    expect(own.map(emailOf)).toEqual(['demo.underreview@example.com']);
    const asked = await server.api('GET', `v1/customer/application/?profile_uuid=${otherPerson}`, { token: customer });
    // Only applications both people are on: none here.
    expect({ status: asked.status, body: asked.body }).toEqual({ status: 200, body: [] });
  });

  it('answers 401 without a token, with a forged one, and with a customer’s token re-labelled ops', async () => {
    expect((await list()).status).toBe(401);
    const forged = await new SignJWT({ username: 'x', uuid: 'x', role: 'ops' })
      .setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('y'.repeat(32)));
    expect((await list(forged)).status).toBe(401);
    const [h, body, s] = customer.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect((await list([h, Buffer.from(JSON.stringify({ ...claims, role: 'ops' })).toString('base64url'), s].join('.'))).status).toBe(401);
  });
});
