import * as t from 'io-ts';
import { DealTeam, Message, listMessages, markMessageRead, pathOf } from '../../src/contract';
import { MAX_MESSAGE_SUBJECT } from '../../src/domain/messages';
import { backOffice, opsLogin } from './support/closing';
import { expectCodec, login, signUp, startTestServer, type TestServer } from './support/server';

/**
 * Messages from the deal team (issue 12 §1): the back office sends one (version bump, notice email without the body),
 * the homeowner lists and reads it (own read state, idempotent), another customer gets 404 like a missing id, ops read
 * and are refused marking (403), and a seeded demo customer has an inbox. Cast: A (new), B (a stranger), OPS.
 */
let server: TestServer;
let OPS = '';
const A = { email: `messages.a.${Date.now()}@example.com`, token: '', app: '' };
const B = { email: `messages.b.${Date.now()}@example.com`, token: '', app: '' };
const MISSING = '00000000-0000-4000-8000-000000000000';

const list = (token: string, app: string) => server.api('GET', pathOf(listMessages, { uuid: app }), { token });
const markRead = (token: string, app: string, message: string, body: unknown = {}) =>
  server.api('POST', pathOf(markMessageRead, { uuid: app, message }), { token, body });
const send = (app: string, body: unknown, token = OPS) => backOffice(server, token, 'POST', `applications/${app}/messages`, body);
const changed = async (token: string, app: string) =>
  (await server.api('POST', `v1/customer/application/${app}/customer-changed/`, { token, body: {} })).body as { has_changes: boolean };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  OPS = await opsLogin(server);
  for (const who of [A, B]) {
    const r = await signUp(server, who.email);
    who.token = r.token;
    who.app = r.application_uuid;
  }
});
afterAll(() => server.close());

describe('messages from the deal team (issue 12 §1)', () => {
  let first: Message;
  let second: Message;

  it('a new application has no messages', async () => {
    const res = await list(A.token, A.app);
    expect(res.status).toBe(200);
    expect(expectCodec(t.array(Message), res.body)).toEqual([]);
  });

  it('the back office sends a message as the HEO: it names the HEO, bumps the version and emails a notice without the body', async () => {
    await changed(A.token, A.app);
    expect((await changed(A.token, A.app)).has_changes).toBe(false);
    const res = await send(A.app, { from: 'home-equity-officer', subject: 'Your appraisal', body: 'The appraiser will call you on Tuesday.\nSecret detail 4417.' });
    expect(res.status).toBe(200);
    first = expectCodec(Message, res.body.message);
    const team = expectCodec(DealTeam, (await server.api('GET', `v1/customer/application/${A.app}/deal-team/`, { token: A.token })).body);
    expect(first.from).toEqual({ name: `${team.home_equity_officer?.first_name} ${team.home_equity_officer?.last_name}`, role: 'home-equity-officer' });
    expect(first.read_at).toBeNull();
    expect((await changed(A.token, A.app)).has_changes).toBe(true);
    const notice = (await server.outbox(A.email))[0];
    expect(notice?.subject).toBe('New message from your Home Equity Officer');
    expect(notice?.text).not.toContain('Secret detail 4417');
    expect(notice?.text).not.toContain('Your appraisal');
  });

  it('lists messages newest first, unread', async () => {
    server.advance(60_000);
    second = expectCodec(Message, (await send(A.app, { from: 'transaction-specialist', subject: 'Closing date', body: 'We are aiming for the 14th.' })).body.message);
    const messages = expectCodec(t.array(Message), (await list(A.token, A.app)).body);
    expect(messages.map((m) => [m.subject, m.from.role, m.read_at])).toEqual([
      ['Closing date', 'transaction-specialist', null],
      ['Your appraisal', 'home-equity-officer', null],
    ]);
    expect(messages[1]?.body).toBe('The appraiser will call you on Tuesday.\nSecret detail 4417.');
  });

  it('marking read records the first time only, and the list shows it', async () => {
    const read = await markRead(A.token, A.app, first.uuid);
    expect(read.status).toBe(200);
    const readAt = expectCodec(Message, read.body).read_at;
    expect(readAt).not.toBeNull();
    server.advance(5_000);
    expect((await markRead(A.token, A.app, first.uuid)).body.read_at).toBe(readAt);
    const messages = expectCodec(t.array(Message), (await list(A.token, A.app)).body);
    expect(messages.map((m) => m.read_at)).toEqual([null, readAt]);
  });

  it("another customer's application and message answer 404, like a missing id", async () => {
    const missing = await list(B.token, MISSING);
    const foreign = await list(B.token, A.app);
    expect([foreign.status, foreign.body]).toEqual([404, missing.body]);
    expect((await markRead(B.token, A.app, second.uuid)).status).toBe(404);
    // A's message through B's own application: not on it.
    expect((await markRead(B.token, B.app, second.uuid)).status).toBe(404);
    expect((await markRead(A.token, A.app, MISSING)).status).toBe(404);
    expect((await markRead(A.token, A.app, 'not-a-uuid')).status).toBe(404);
    // B's read did not happen: A's second message is still unread.
    expect(expectCodec(t.array(Message), (await list(A.token, A.app)).body)[0]?.read_at).toBeNull();
  });

  it('ops read the messages (with when the homeowner read them) and may not mark them read (403)', async () => {
    const messages = expectCodec(t.array(Message), (await list(OPS, A.app)).body);
    expect(messages.map((m) => m.read_at === null)).toEqual([true, false]);
    const refused = await markRead(OPS, A.app, second.uuid);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Operations users have a read-only view.');
    expect((await markRead(OPS, A.app, MISSING)).status).toBe(404);
  });

  it('a body it cannot handle is a 400 with a reason, never a 5xx', async () => {
    const res = await markRead(A.token, A.app, second.uuid, { read: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ read: ['Unexpected field'] });
  });

  it('no token is 401', async () => {
    expect((await server.api('GET', pathOf(listMessages, { uuid: A.app }))).status).toBe(401);
  });
});

describe('the back office "send a message" control (issue 12 §1)', () => {
  it('refuses an empty or too long subject and an empty body with field errors, and an unknown role', async () => {
    const res = await send(A.app, { from: 'home-equity-officer', subject: ' ', body: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subject: ['Write a subject.'], body: ['Write the message.'] });
    const long = await send(A.app, { from: 'home-equity-officer', subject: 'x'.repeat(MAX_MESSAGE_SUBJECT + 1), body: 'Hi' });
    expect(long.body.errors).toEqual({ subject: [`Keep the subject under ${MAX_MESSAGE_SUBJECT} characters.`] });
    expect((await send(A.app, { from: 'underwriter', subject: 'Hi', body: 'Hi' })).status).toBe(400);
  });

  it('is for ops only: 401 without a token, 403 for a customer; 404 for an unknown application', async () => {
    expect((await backOffice(server, undefined, 'POST', `applications/${A.app}/messages`, { from: 'home-equity-officer', subject: 'Hi', body: 'Hi' })).status).toBe(401);
    expect((await send(A.app, { from: 'home-equity-officer', subject: 'Hi', body: 'Hi' }, A.token)).status).toBe(403);
    expect((await send(MISSING, { from: 'home-equity-officer', subject: 'Hi', body: 'Hi' })).status).toBe(404);
  });

  it('lists what was sent (JSON), newest first', async () => {
    const res = await backOffice(server, OPS, 'GET', `applications/${A.app}/messages`);
    expect(res.status).toBe(200);
    expect(expectCodec(t.array(Message), res.body.messages).map((m) => m.subject)).toEqual(['Closing date', 'Your appraisal']);
  });
});

describe('the back-office page\'s Messages section (issue 12 §1)', () => {
  /** Posts/gets with the ops cookie, never following redirects. */
  let cookie = '';
  const go = async (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => {
    const res = await fetch(`${server.url}${path}`, {
      method, redirect: 'manual',
      headers: { ...(cookie && { cookie }), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };

  it('sends a message from the form; a refused one comes back with what was typed and the reason', async () => {
    await go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'Ops-pass-1' });
    const page = await go('GET', `/sandbox/back-office/applications/${B.app}`);
    expect(page.html).toContain('<h2 id="messages-h">Messages</h2>');
    expect(page.html).toContain('No messages yet.');
    const refused = await go('POST', `/sandbox/back-office/applications/${B.app}/messages`, { from: 'transaction-specialist', subject: 'Keys & <dates>', body: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
    expect(refused.html).toContain('body: Write the message.');
    expect(refused.html).toContain('value="Keys &amp; &lt;dates&gt;"');
    expect(refused.html).toContain('<option value="transaction-specialist" selected>');
    const sent = await go('POST', `/sandbox/back-office/applications/${B.app}/messages`, { from: 'transaction-specialist', subject: 'Keys', body: 'Bring both sets.' });
    expect(sent).toMatchObject({ status: 303, location: `/sandbox/back-office/applications/${B.app}?done=messages` });
    const after = await go('GET', sent.location ?? '');
    expect(after.html).toContain('Message sent: the homeowners are emailed a notice.');
    expect(after.html).toMatch(/<strong>Keys<\/strong> — from .+ \(Transaction Specialist\), sent \d{2}\/\d{2}\/\d{4};\nnot read yet/);
    expect(expectCodec(t.array(Message), (await list(B.token, B.app)).body).map((m) => m.subject)).toEqual(['Keys']);
  });
});

describe('seeded messages (docs/sandbox.md)', () => {
  it('Uma Rossi (under review) has two messages, the newest unread', async () => {
    const token = await login(server, 'demo.underreview@example.com', 'Demo-pass-1');
    const app = ((await server.api('GET', 'v1/customer/application/', { token })).body as { uuid: string }[])[0]?.uuid ?? '';
    const messages = expectCodec(t.array(Message), (await list(token, app)).body);
    expect(messages.map((m) => [m.subject, m.read_at === null])).toEqual([
      ['Your application is being reviewed', true],
      ['Welcome: I am your Home Equity Officer', false],
    ]);
  });
});
