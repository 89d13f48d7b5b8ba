import { SignJWT } from 'jose';
import * as t from 'io-ts';
import { DealTeam, Message, listMessages, markMessageRead, pathOf, postMessage, postMessageReply } from '../../src/contract';
import { MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, NUL_MESSAGE } from '../../src/domain/messages';
import { backOffice, opsLogin } from './support/closing';
import { expectCodec, login, signUp, startTestServer, type TestServer } from './support/server';
import { pageBrowser } from '../support/backOfficePage';
import { DEMO } from '../support/accounts';

/**
 * Messages between the homeowners and the deal team (docs/messages.md): the back office sends one (version bump,
 * notice email without the body), the homeowner lists and reads it (own read state, idempotent), writes a new thread
 * and replies (the rules, 400/413, never 5xx; the deal team emailed), another customer gets 404 like a missing id, ops
 * read without marking and are refused writing (403), the back office counts and reads the homeowners' messages and
 * answers, and a seeded demo customer has an inbox. Cast: A (new), B (a stranger), OPS.
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
    expect(res.body.errors).toEqual({ subject: ['Write a subject.'], body: ['Write your message.'] });
    const long = await send(A.app, { from: 'home-equity-officer', subject: 'x'.repeat(MAX_MESSAGE_SUBJECT + 1), body: 'Hi' });
    expect(long.body.errors).toEqual({ subject: [`Keep the subject to ${MAX_MESSAGE_SUBJECT} characters or fewer (it has ${MAX_MESSAGE_SUBJECT + 1}).`] });
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
    expect(res.body.unread).toBe(0);
  });
});

describe('the back-office page\'s Messages section (issue 12 §1)', () => {
  /** Posts/gets with the ops cookie, never following redirects. */
  const go: ReturnType<typeof pageBrowser>['go'] = (method, path, form) => page.go(method, path, form);
  let page: ReturnType<typeof pageBrowser>;
  beforeAll(() => {
    page = pageBrowser(server.url);
  });

  it('sends a message from the form; a refused one comes back with what was typed and the reason', async () => {
    await go('POST', '/sandbox/back-office/sign-in', { email: 'ops@example.com', password: 'Ops-pass-1' });
    const page = await go('GET', `/sandbox/back-office/applications/${B.app}`);
    expect(page.html).toContain('<h2 id="messages-h">Messages</h2>');
    expect(page.html).toContain('No messages yet.');
    const refused = await go('POST', `/sandbox/back-office/applications/${B.app}/messages`, { from: 'transaction-specialist', subject: 'Keys & <dates>', body: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
    expect(refused.html).toContain('body: Write your message.');
    expect(refused.html).toContain('value="Keys &amp; &lt;dates&gt;"');
    expect(refused.html).toContain('<option value="transaction-specialist" selected>');
    const sent = await go('POST', `/sandbox/back-office/applications/${B.app}/messages`, { from: 'transaction-specialist', subject: 'Keys', body: 'Bring both sets.' });
    expect(sent).toMatchObject({ status: 303, location: `/sandbox/back-office/applications/${B.app}?done=messages` });
    const after = await go('GET', sent.location ?? '');
    expect(after.html).toContain('Message sent: the homeowners are emailed a notice.');
    expect(after.html).toMatch(/<strong>Keys<\/strong><\/a>\n<br><small>1 message; last from .+ \(Transaction Specialist\), \d{2}\/\d{2}\/\d{4}<\/small>/);
    expect(expectCodec(t.array(Message), (await list(B.token, B.app)).body).map((m) => m.subject)).toEqual(['Keys']);
  });
});

describe('seeded messages (docs/sandbox.md)', () => {
  it('Uma Rossi (under review) has two deal-team messages, the newest unread, and her own answer to the first', async () => {
    const token = await login(server, DEMO.underReview);
    const app = ((await server.api('GET', 'v1/customer/application/', { token })).body as { uuid: string }[])[0]?.uuid ?? '';
    const messages = expectCodec(t.array(Message), (await list(token, app)).body);
    expect(messages.map((m) => [m.subject, m.from.role, m.read_at === null])).toEqual([
      ['Your application is being reviewed', 'transaction-specialist', true],
      ['Welcome: I am your Home Equity Officer', 'homeowner', false],
      ['Welcome: I am your Home Equity Officer', 'home-equity-officer', false],
    ]);
    expect(messages[1]?.thread).toBe(messages[2]?.uuid);
    // The back office has her answer unread.
    expect((await backOffice(server, OPS, 'GET', `applications/${app}/messages`)).body.unread).toBe(1);
  });
});

describe('homeowners write to the deal team: new threads and replies', () => {
  const write = (token: string, app: string, body: unknown) => server.api('POST', pathOf(postMessage, { uuid: app }), { token, body });
  const reply = (token: string, app: string, message: string, body: unknown) =>
    server.api('POST', pathOf(postMessageReply, { uuid: app, message }), { token, body });
  const inbox = async (token: string, app: string) => expectCodec(t.array(Message), (await list(token, app)).body);
  let heoEmail = '';
  let started: Message;
  let answer: Message;

  it('a new message starts a thread: the homeowner is its author, it is read on their side, and it is stored trimmed', async () => {
    await changed(A.token, A.app);
    const team = expectCodec(DealTeam, (await server.api('GET', `v1/customer/application/${A.app}/deal-team/`, { token: A.token })).body);
    heoEmail = team.home_equity_officer?.email ?? '';
    const res = await write(A.token, A.app, { subject: '  Appraisal time  ', body: '\n Can we move it to Wednesday?\nThanks. \n' });
    expect(res.status).toBe(200);
    started = expectCodec(Message, res.body);
    expect(started).toMatchObject({ thread: started.uuid, subject: 'Appraisal time', body: 'Can we move it to Wednesday?\nThanks.', read_at: started.sent_at });
    expect(started.from.role).toBe('homeowner');
    expect(started.from.name).not.toBe('');
    expect((await inbox(A.token, A.app))[0]).toEqual(started);
    // The version moved, so the other homeowners' portals refresh their Messages.
    expect((await changed(A.token, A.app)).has_changes).toBe(true);
  });

  it('the deal team is emailed that a homeowner wrote, with the back-office link, never the subject or body', async () => {
    const notice = (await server.outbox(heoEmail))[0];
    expect(notice?.subject).toMatch(/^New message from a homeowner on application HE-/);
    expect(notice?.link).toBe(`${server.url}/sandbox/back-office/applications/${A.app}/messages/${started.uuid}`);
    expect(notice?.text).not.toContain('Wednesday');
    expect(notice?.text).not.toContain('Appraisal time');
  });

  it('a reply joins the thread of the message it answers and keeps its subject; both sides show in order', async () => {
    const appraisal = (await inbox(A.token, A.app)).find((m) => m.subject === 'Your appraisal' && m.from.role === 'home-equity-officer');
    const res = await reply(A.token, A.app, appraisal?.uuid ?? '', { body: 'Tuesday works, thank you.' });
    expect(res.status).toBe(200);
    const sent = expectCodec(Message, res.body);
    expect(sent).toMatchObject({ thread: appraisal?.uuid, subject: 'Your appraisal', body: 'Tuesday works, thank you.' });
    const thread = (await inbox(A.token, A.app)).filter((m) => m.thread === appraisal?.uuid).reverse();
    expect(thread.map((m) => m.from.role)).toEqual(['home-equity-officer', 'homeowner']);
  });

  it('refuses bad input with a 400 and a reason for each field, never a 5xx', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ subject: '', body: '   \n ' }, { subject: ['Write a subject.'], body: ['Write your message.'] }],
      [{ subject: 'Hi', body: 'y'.repeat(MAX_MESSAGE_BODY + 1) }, { body: [`Keep your message to 5,000 characters or fewer (it has 5,001).`] }],
      [{ subject: 'Hi', body: 'a\u0000b' }, { body: [NUL_MESSAGE] }],
      [{ subject: 'Two\nlines', body: 'Hi' }, { subject: ['Keep the subject on one line.'] }],
      [{ subject: 'x'.repeat(MAX_MESSAGE_SUBJECT + 1), body: 'Hi' }, { subject: [`Keep the subject to 120 characters or fewer (it has 121).`] }],
      [{ subject: 1, body: ['Hi'] }, { subject: ['Must be a string'], body: ['Must be a string'] }],
      [{ subject: 'Hi', body: 'Hi', cc: 'x' }, { cc: ['Unexpected field'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await write(A.token, A.app, body);
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors });
    }
    expect((await write(A.token, A.app, [])).status).toBe(400);
    expect((await write(A.token, A.app, { subject: 'Hi' })).status).toBe(400);
    const first = (await inbox(A.token, A.app)).at(-1)?.uuid ?? '';
    expect((await reply(A.token, A.app, first, { body: ' ' })).body.errors).toEqual({ body: ['Write your message.'] });
    expect((await reply(A.token, A.app, first, { body: 'Hi', subject: 'New' })).body.errors).toEqual({ subject: ['Unexpected field'] });
    // 5,000 emoji are 5,000 characters (10,000 UTF-16 units): allowed, as the portal's count says.
    expect((await reply(A.token, A.app, first, { body: '🏠'.repeat(MAX_MESSAGE_BODY) })).status).toBe(200);
    const huge = await server.api('POST', pathOf(postMessage, { uuid: A.app }), { token: A.token, rawBody: JSON.stringify({ subject: 'Hi', body: 'y'.repeat(200_000) }), contentType: 'application/json' });
    expect(huge.status).toBe(413);
    const broken = await server.api('POST', pathOf(postMessage, { uuid: A.app }), { token: A.token, rawBody: '{"subject":', contentType: 'application/json' });
    expect(broken.status).toBe(400);
  });

  it("another customer's application or thread is 404; no token or a forged one 401; ops 403; nothing is stored", async () => {
    const before = (await inbox(A.token, A.app)).length;
    expect((await write(B.token, A.app, { subject: 'Hi', body: 'Hi' })).status).toBe(404);
    expect((await reply(B.token, A.app, started.uuid, { body: 'Hi' })).status).toBe(404);
    expect((await reply(B.token, B.app, started.uuid, { body: 'Hi' })).status).toBe(404);
    expect((await reply(A.token, A.app, MISSING, { body: 'Hi' })).status).toBe(404);
    expect((await reply(A.token, A.app, 'not-a-uuid', { body: 'Hi' })).status).toBe(404);
    expect((await server.api('POST', pathOf(postMessage, { uuid: A.app }), { body: { subject: 'Hi', body: 'Hi' } })).status).toBe(401);
    const forged = await new SignJWT({ username: A.email, uuid: '11111111-1111-4111-8111-111111111111', role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await write(forged, A.app, { subject: 'Hi', body: 'Hi' })).status).toBe(401);
    const refused = await write(OPS, A.app, { subject: 'Hi', body: 'Hi' });
    expect([refused.status, refused.body.detail]).toEqual([403, 'Operations users have a read-only view.']);
    expect((await reply(OPS, A.app, started.uuid, { body: 'Hi' })).status).toBe(403);
    expect((await inbox(A.token, A.app)).length).toBe(before);
  });

  it('ops read the homeowners’ messages (unread by the deal team) without marking anything read', async () => {
    const unread = (await backOffice(server, OPS, 'GET', `applications/${A.app}/messages`)).body.unread as number;
    expect(unread).toBe(3);
    const seen = (await inbox(OPS, A.app)).find((m) => m.uuid === started.uuid);
    expect(seen?.read_at).toBeNull();
    expect((await backOffice(server, OPS, 'GET', `applications/${A.app}/messages`)).body.unread).toBe(unread);
  });

  it('the back office counts unread homeowner messages, opening a thread reads them, and its answer reaches the homeowner unread', async () => {
    const listed = (await backOffice(server, OPS, 'GET', 'applications')).body.applications as { uuid: string; unread_messages: number }[];
    expect(listed.find((a) => a.uuid === A.app)?.unread_messages).toBe(3);
    const opened = await backOffice(server, OPS, 'GET', `applications/${A.app}/messages/${started.uuid}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ thread: started.uuid, subject: 'Appraisal time', marked_read: 1 });
    expect(expectCodec(t.array(Message), opened.body.messages)[0]?.read_at).not.toBeNull();
    expect((await backOffice(server, OPS, 'GET', `applications/${A.app}/messages`)).body.unread).toBe(2);
    // The team's read is not the homeowner's: A's own view of the thread is unchanged.
    expect((await inbox(A.token, A.app)).find((m) => m.uuid === started.uuid)?.read_at).toBe(started.sent_at);
    expect((await backOffice(server, OPS, 'GET', `applications/${B.app}/messages/${started.uuid}`)).status).toBe(404);

    const sent = await send(A.app, { from: 'home-equity-officer', body: 'Wednesday at 10 is booked.', thread: started.uuid });
    expect(sent.status).toBe(200);
    answer = expectCodec(Message, sent.body.message);
    expect(answer).toMatchObject({ thread: started.uuid, subject: 'Appraisal time' });
    const mine = (await inbox(A.token, A.app)).find((m) => m.uuid === answer.uuid);
    expect(mine?.read_at).toBeNull();
    expect((await server.outbox(A.email))[0]?.subject).toBe('New message from your Home Equity Officer');
    expect((await server.outbox(A.email))[0]?.text).not.toContain('Wednesday');
    expect((await send(B.app, { from: 'home-equity-officer', body: 'Hi', thread: started.uuid })).status).toBe(404);
    expect((await send(A.app, { from: 'home-equity-officer', body: '', thread: started.uuid })).body.errors).toEqual({ body: ['Write your message.'] });
  });

  it('the homeowner reading the answer marks it read for them only; the deal team’s count is its own', async () => {
    expect((await markRead(A.token, A.app, answer.uuid)).status).toBe(200);
    expect((await inbox(A.token, A.app)).find((m) => m.uuid === answer.uuid)?.read_at).not.toBeNull();
    expect((await backOffice(server, OPS, 'GET', `applications/${A.app}/messages`)).body.unread).toBe(2);
  });

  it('the back-office thread page shows both sides and an answer form; a refused answer keeps what was typed', async () => {
    const cookie = await backOfficeCookie();
    const page = await fetch(`${server.url}/sandbox/back-office/applications/${A.app}/messages/${started.uuid}`, { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain('<h1>Appraisal time</h1>');
    expect(html).toContain('Can we move it to Wednesday?');
    expect(html).toContain('(Homeowner)');
    expect(html).toContain('Answer in this thread');
    const refused = await fetch(`${server.url}/sandbox/back-office/applications/${A.app}/messages`, {
      method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: 'home-equity-officer', thread: started.uuid, body: `x${'\u0000'}y <kept>` }).toString(),
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain(`body: ${NUL_MESSAGE}`);
    expect(again).toContain('&lt;kept&gt;</textarea>');
  });
});

/** Signs in to the back-office page as ops; answers the session cookie. */
async function backOfficeCookie(): Promise<string> {
  const res = await fetch(`${server.url}/sandbox/back-office/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'ops@example.com', password: 'Ops-pass-1' }).toString(),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
