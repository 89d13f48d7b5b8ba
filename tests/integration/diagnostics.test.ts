import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as t from 'io-ts';
import { Diagnostic, DiagnosticReceipt, DiagnosticSummary, OwnDiagnostic } from '../../src/contract';
import { isDiagnosticCode } from '../../src/domain/diagnostics/code';
import { DIAGNOSTIC_BODY_LIMIT_BYTES } from '../../src/domain/diagnostics/limits';
import { PERSONAL, uploadBody } from './support/diagnostics';
import { expectCodec, login, staffLogin, startTestServer, type TestServer } from './support/server';

/**
 * Diagnostics through the sandbox's HTTP interface (docs/api.md "Diagnostics", docs/diagnostics.md): sharing signed in
 * (attached to one's own application) and signed out (behind the bot check), one's own list and delete, the staff
 * list and read; object-level authorisation, the 400/413 refusals, the server's own scrub and the retention.
 */
let server: TestServer;
const tok = { a: '', b: '', ops: '' };
const app = { a: '', b: '' };
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [tok.a, tok.b, tok.ops] = await Promise.all([
    login(server, 'demo.inprogress@example.com', 'Demo-pass-1'), login(server, 'demo.underreview@example.com', 'Demo-pass-1'), staffLogin(server),
  ]);
  app.a = (await server.api('GET', 'v1/customer/application/', { token: tok.a })).body[0].uuid;
  app.b = (await server.api('GET', 'v1/customer/application/', { token: tok.b })).body[0].uuid;
});
afterAll(() => server.close());

const share = (token: string, body: unknown) => server.api('POST', 'v1/customer/diagnostics/', { token, body });
const staffList = async () => expectCodec(t.array(DiagnosticSummary), (await server.api('GET', 'v1/ops/diagnostics/', { token: tok.ops })).body);
const staffRead = async (uuid: string) => expectCodec(Diagnostic, (await server.api('GET', `v1/ops/diagnostics/${uuid}/`, { token: tok.ops })).body);

describe('sharing a diagnostic', () => {
  it('signed in: answers a short code, attaches it to the application, and stores none of the personal values sent', async () => {
    const res = await share(tok.a, uploadBody(app.a, { applicationUuid: app.a }));
    expect(res.status).toBe(200);
    const receipt = expectCodec(DiagnosticReceipt, res.body);
    expect(isDiagnosticCode(receipt.code)).toBe(true);
    const stored = await staffRead(receipt.uuid);
    expect(stored).toMatchObject({ code: receipt.code, application_uuid: app.a, stage: 'in-progress', entry_count: 7, error_count: 2 });
    expect(stored.customer?.email).toBe('demo.inprogress@example.com');
    const text = JSON.stringify(stored.entries);
    for (const value of Object.values(PERSONAL)) expect(text).not.toContain(value);
    expect(text).not.toContain(app.a);
    // What support needs survives: the field's name and error kind, the document type, the route patterns.
    expect(stored.entries[2]).toEqual({ t: 41, k: 'event', type: 'forms/fieldErrorShown', payload: { field: 'middle_name', kind: 'required', value: '' } });
    expect(stored.entries[3]).toMatchObject({ payload: { id: 'upload-1', fileName: '', documentType: 'mortgage-statement', total: 0 } });
    expect(stored.entries[5]).toEqual({ t: 960, k: 'page', route: '/applications/:param/documents' });
    expect(stored.entries[6]).toMatchObject({ route: 'other', status: 200 });
  });

  it('answers the same code when the same diagnostic is sent again (a retry whose answer was lost)', async () => {
    const body = uploadBody(app.a, { applicationUuid: null });
    const first = expectCodec(DiagnosticReceipt, (await share(tok.a, body)).body);
    const again = expectCodec(DiagnosticReceipt, (await share(tok.a, body)).body);
    expect(again).toEqual(first);
    expect((await staffRead(first.uuid)).application_uuid).toBe(app.a);
  });

  it("refuses to attach it to another customer's application (404, like a missing id)", async () => {
    const res = await share(tok.a, uploadBody(app.a, { applicationUuid: app.b }));
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('signed out: stands alone with its code; staff see no customer', async () => {
    const res = await server.api('POST', 'v1/customer/diagnostics/anonymous/', { body: uploadBody(app.a) });
    const receipt = expectCodec(DiagnosticReceipt, res.body);
    expect(await staffRead(receipt.uuid)).toMatchObject({ customer: null, application_uuid: null });
  });

  it('signed out needs the bot check when it is on (403 bot_check_failed without a token)', async () => {
    const guarded = await startTestServer({ seed: false, config: { botCheckMode: 'pass' } });
    try {
      const res = await guarded.api('POST', 'v1/customer/diagnostics/anonymous/', { body: uploadBody(app.a) });
      expect(res).toMatchObject({ status: 403, body: { code: 'bot_check_failed', reason: 'missing' } });
    } finally {
      await guarded.close();
    }
  });

  it('is for customers: a staff token is 403, no token 401', async () => {
    expect((await share(tok.ops, uploadBody(app.a, { applicationUuid: null }))).status).toBe(403);
    expect((await server.api('POST', 'v1/customer/diagnostics/', { body: uploadBody(app.a, { applicationUuid: null }) })).status).toBe(401);
  });
});

describe('bad bodies', () => {
  it('a body over the limit is 413 with the limit named, never a reset', async () => {
    const body = uploadBody(app.a, { applicationUuid: null });
    const huge = { ...body, entries: [{ t: 0, k: 'event', type: 'forms/fieldErrorShown', payload: { field: 'x'.repeat(DIAGNOSTIC_BODY_LIMIT_BYTES) } }] };
    const res = await share(tok.a, huge);
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe(`Request body is too large: this address accepts at most ${DIAGNOSTIC_BODY_LIMIT_BYTES.toLocaleString('en-US')} bytes.`);
  });

  it.each([
    ['entries that are not a list', { entries: 'all of them' }, 'entries'],
    ['an unknown field', { name: PERSONAL.name }, 'name'],
    ['an entry of an unknown kind', { entries: [{ t: 0, k: 'keystroke', key: 'Q' }] }, 'entries.0'],
    ['a negative time', { entries: [{ t: -1, k: 'page', route: '/login' }] }, 'entries.0'],
    ['an address with a query string', { entries: [{ t: 0, k: 'page', route: '/login?email=a@b.c' }] }, 'entries.0'],
    ['a context with a typed value', { context: { portal_version: '0.1.0', browser: PERSONAL.email } }, 'context.browser'],
  ])('%s is a 400 naming the field', async (_what, change, field) => {
    const res = await share(tok.a, { ...uploadBody(app.a, { applicationUuid: null }), ...change });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).some((k) => k.startsWith(field))).toBe(true);
  });

  it('more than 2,000 entries is a 400 that says so', async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({ t: i, k: 'page', route: '/login' }));
    const res = await share(tok.a, { ...uploadBody(app.a, { applicationUuid: null }), entries });
    expect(res).toMatchObject({ status: 400, body: { errors: { entries: ['A diagnostic holds at most 2,000 entries; this one has 2,001.'] } } });
  });

  it('JSON nested 100 deep in a payload is a 400, and nothing was stored', async () => {
    const before = (await staffList()).length;
    const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
    const raw = JSON.stringify({ ...uploadBody(app.a, { applicationUuid: null }), entries: [] }).replace('"entries":[]', `"entries":[{"t":0,"k":"event","type":"forms/x","payload":${deep}}]`);
    const res = await server.api('POST', 'v1/customer/diagnostics/', { token: tok.a, rawBody: raw });
    expect(res.status).toBe(400);
    expect((await staffList()).length).toBe(before);
  });
});

describe('reading and deleting', () => {
  let mine = '';
  let theirs = '';
  beforeAll(async () => {
    mine = expectCodec(DiagnosticReceipt, (await share(tok.a, uploadBody(app.a, { applicationUuid: app.a }))).body).uuid;
    theirs = expectCodec(DiagnosticReceipt, (await share(tok.b, uploadBody(app.b, { applicationUuid: app.b }))).body).uuid;
  });

  it("a customer lists only their own, with when it will be deleted", async () => {
    const own = expectCodec(t.array(OwnDiagnostic), (await server.api('GET', 'v1/customer/diagnostics/', { token: tok.b })).body);
    expect(own.map((d) => d.uuid)).toEqual([theirs]);
    expect(Date.parse(own[0]?.expires_at ?? '') - Date.parse(own[0]?.created_at ?? '')).toBe(30 * 24 * 3600 * 1000);
  });

  it("cannot read the staff list or anyone's diagnostic with a customer token (403), nor without one (401)", async () => {
    expect((await server.api('GET', 'v1/ops/diagnostics/', { token: tok.a })).status).toBe(403);
    expect((await server.api('GET', `v1/ops/diagnostics/${mine}/`, { token: tok.a })).status).toBe(403);
    expect((await server.api('GET', `v1/ops/diagnostics/${theirs}/`, { token: tok.a })).status).toBe(403);
    expect((await server.api('GET', 'v1/ops/diagnostics/')).status).toBe(401);
  });

  it("cannot delete another customer's diagnostic (404, and it is still there); deletes one's own", async () => {
    expect((await server.api('DELETE', `v1/customer/diagnostics/${theirs}/`, { token: tok.a })).status).toBe(404);
    expect((await server.api('DELETE', `v1/customer/diagnostics/${theirs}/`, { token: tok.ops })).status).toBe(403);
    expect((await server.api('DELETE', 'v1/customer/diagnostics/not-a-uuid/', { token: tok.a })).status).toBe(404);
    expect((await staffList()).some((d) => d.uuid === theirs)).toBe(true);
    expect(await server.api('DELETE', `v1/customer/diagnostics/${mine}/`, { token: tok.a })).toMatchObject({ status: 200, body: { uuid: mine } });
    expect((await server.api('GET', `v1/ops/diagnostics/${mine}/`, { token: tok.ops })).status).toBe(404);
  });

  it('staff read any one by id; an unknown id is 404', async () => {
    expect((await staffRead(theirs)).customer?.email).toBe('demo.underreview@example.com');
    expect((await server.api('GET', 'v1/ops/diagnostics/9b2e4f7a-1c3d-4e5f-8a9b-0c1d2e3f4a5b/', { token: tok.ops })).status).toBe(404);
  });
});

describe('retention', () => {
  it('answers nothing past the configured days, and the sweep deletes it', async () => {
    const short = await startTestServer({ seed: true, config: { diagnosticRetentionDays: 2 } });
    try {
      const customer = await login(short, 'demo.inprogress@example.com', 'Demo-pass-1');
      const old = expectCodec(DiagnosticReceipt, (await short.api('POST', 'v1/customer/diagnostics/', { token: customer, body: uploadBody(app.a, { applicationUuid: null }) })).body);
      short.advance(2 * 24 * 3600 * 1000 + 1000);
      const [fresh, refreshedOps] = await Promise.all([login(short, 'demo.inprogress@example.com', 'Demo-pass-1'), staffLogin(short)]);
      expect((await short.api('GET', `v1/ops/diagnostics/${old.uuid}/`, { token: refreshedOps })).status).toBe(404);
      expect((await short.api('GET', 'v1/customer/diagnostics/', { token: fresh })).body).toEqual([]);
      const rows = async () => (await short.sandbox.db.query<{ uuid: string }>('SELECT uuid FROM diagnostics')).rows.map((r) => r.uuid);
      expect(await rows()).toEqual([old.uuid]);
      await short.api('POST', 'v1/customer/diagnostics/', { token: fresh, body: uploadBody(app.a, { applicationUuid: null }) });
      expect(await rows()).not.toContain(old.uuid);
      expect(await rows()).toHaveLength(1);
    } finally {
      await short.close();
    }
  });
});

describe('npm run backoffice -- diagnostics / diagnostic CODE', () => {
  const run = promisify(execFile);
  const cli = (args: string[]) => run(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/backoffice.ts', ...args], {
    env: { ...process.env, SANDBOX_URL: server.url }, timeout: 60_000,
  }).then((r) => String(r.stdout));

  it('lists them with code, customer and counts, and prints one timeline in words with its errors marked', async () => {
    const receipt = expectCodec(DiagnosticReceipt, (await share(tok.b, uploadBody(app.b, { applicationUuid: app.b }))).body);
    const list = await cli(['diagnostics', 'underreview']);
    expect(list).toContain(receipt.code);
    expect(list).toMatch(/demo\.underreview@example\.com.* 7 entries, 2 errors/);
    const timeline = await cli(['diagnostic', receipt.code.toLowerCase().replace(/-/g, '')]);
    expect(timeline).toContain(`${receipt.code}, shared`);
    expect(timeline).toMatch(/ERROR Field error shown: “middle_name”, nothing entered/);
    expect(timeline).toContain('Document chosen for upload: Mortgage statement');
    expect(timeline).toMatch(/ERROR PUT \/api\/v1\/customer\/application\/:uuid\/sections\/:section\/ → 400 in 84 ms/);
    for (const value of Object.values(PERSONAL)) expect(timeline).not.toContain(value);
  });
});
