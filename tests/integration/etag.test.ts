import { Application } from '../../src/contract';
import { control, firstApplication, opsLogin } from './support/closing';
import { expectCodec, login, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Conditional GET of the application (issue #5 §1: the ops view polls it every 3 s, and an unchanged application
 * must cost almost nothing): `ETag` on `GET /v1/customer/application/{uuid}/`, 304 with no body when
 * `If-None-Match` matches, a new ETag after any change the response shows, and authorisation before the 304.
 */
let server: TestServer;
let customer = '';
let stranger = '';
let ops = '';
let uuid = '';
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [customer, stranger, ops] = await Promise.all([
    login(server, DEMO.submittedForReview), login(server, DEMO.closed), opsLogin(server),
  ]);
  uuid = (await firstApplication(server, customer)).uuid;
});
afterAll(() => server.close());

/** A raw GET of the application with optional If-None-Match. */
async function getApp(token: string, ifNoneMatch?: string) {
  const res = await fetch(`${server.url}/api/v1/customer/application/${uuid}/`, {
    headers: { authorization: `JWT ${token}`, ...(ifNoneMatch !== undefined && { 'if-none-match': ifNoneMatch }) },
  });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control'), text };
}

describe('GET /v1/customer/application/{uuid}/ with ETag', () => {
  it('answers 200 with an ETag and private, no-cache; then 304 with no body and the same ETag while nothing changed', async () => {
    const first = await getApp(customer);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    expect(first.cacheControl).toBe('private, no-cache');
    expect(expectCodec(Application, JSON.parse(first.text)).uuid).toBe(uuid);

    const again = await getApp(customer, first.etag ?? '');
    expect(again).toEqual({ status: 304, etag: first.etag, cacheControl: 'private, no-cache', text: '' });
    expect((await getApp(customer, `W/${first.etag}`)).status).toBe(304);
    expect((await getApp(customer, `"stale", ${first.etag}`)).status).toBe(304);
    expect((await getApp(customer, '"stale"')).status).toBe(200);
  });

  it('answers 200 with a new ETag after a back-office stage change, and 304 for that one afterwards', async () => {
    const before = await getApp(customer);
    await control(server, ops, `applications/${uuid}/advance`);
    const after = await getApp(customer, before.etag ?? '');
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.text).stage).not.toBe(JSON.parse(before.text).stage);
    expect((await getApp(customer, after.etag ?? '')).status).toBe(304);
  });

  it('changes the ETag when the customer edits their profile (the application shows its people)', async () => {
    const before = await getApp(customer);
    const me = JSON.parse(before.text).application_profiles[0].profile.uuid as string;
    const patched = await server.api('PATCH', `v1/customer/profile/${me}/`, { token: customer, body: { middle_name: 'Quinn' } });
    expect(patched.status).toBe(200);
    const after = await getApp(customer, before.etag ?? '');
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.text).application_profiles[0].profile.middle_name).toBe('Quinn');
  });

  it('gives the ops read-only view the same conditional answers (what it polls)', async () => {
    const seen = await getApp(ops);
    expect(seen.status).toBe(200);
    expect((await getApp(ops, seen.etag ?? '')).status).toBe(304);
  });

  it('answers another customer 404 without an ETag, even when they send the current one (authorisation before 304)', async () => {
    const current = (await getApp(customer)).etag ?? '';
    for (const header of [current, '*', undefined]) {
      const res = await getApp(stranger, header);
      expect(res.status).toBe(404);
      expect(res.etag).toBeNull();
      expect(JSON.parse(res.text)).toEqual({ detail: 'Not found.' });
    }
    const signedOut = await fetch(`${server.url}/api/v1/customer/application/${uuid}/`, { headers: { 'if-none-match': current } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('etag')).toBeNull();
  });

  it('is only on this route: the application list carries no ETag', async () => {
    const res = await fetch(`${server.url}/api/v1/customer/application/`, { headers: { authorization: `JWT ${customer}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });
});
