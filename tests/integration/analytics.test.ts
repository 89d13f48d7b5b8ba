import { spawn } from 'node:child_process';
import type { SegmentEvent } from '../../src/contract';
import { trackingPlanViolations } from '../../src/contract/trackingPlan';
import { EventPage, StoredEvent, ViolationSummary } from '../../src/sandbox/analytics/codecs';
import { backOffice } from './support/closing';
import { openTestDatabase } from '../support/database';
import { expectCodec, login, staffLogin, startTestServer, type Answer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';
import { runScript, TSX } from '../support/cli';

/**
 * The analysts' event store (issue #5 §2; ARCHITECTURE "analysts can read what was emitted"): the public intake with
 * its limits, every stored call's verdict, the staff-only JSON / NDJSON / violations routes with their filters and
 * cursor, the live page, and the old export's redirect.
 */
let server: TestServer;
let analyst = '';
let customer = '';
/** Real time just before the sandbox started: its injected clock starts there and moves only by `advance`. */
let started = 0;
beforeAll(async () => {
  started = Date.now();
  server = await startTestServer({ seed: true });
  [analyst, customer] = await Promise.all([
    staffLogin(server, 'analyst@example.com', 'Analyst-pass-1'), login(server, DEMO.inProgress),
  ]);
});
afterAll(() => server.close());

let serial = 0;
/** An analytics call as the portal sends it (what the plan thinks of it does not matter here: tests compare with the plan). */
const call = (o: Partial<SegmentEvent> = {}): SegmentEvent => ({
  type: 'track', name: 'Task Viewed', properties: { task_type: 'property--home-owners-insurance', page_name: 'Tasks' },
  anonymous_id: 'session-default', timestamp: new Date().toISOString(), message_id: `msg-${++serial}`, ...o,
});
const send = (events: unknown[], at: TestServer = server) => at.api('POST', 'v1/customer/send-segment-events/', { body: { events } });
const events = async (query: string, token = analyst): Promise<EventPage> => {
  const res = await backOffice(server, token, 'GET', `analytics/events.json${query ? `?${query}` : ''}`);
  if (res.status !== 200) throw new Error(`events.json?${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return expectCodec(EventPage, res.body);
};
const ndjson = async (query: string): Promise<{ status: number; type: string | null; lines: string[] }> => {
  const res = await fetch(`${server.url}/sandbox/analytics/events.ndjson${query ? `?${query}` : ''}`, { headers: { authorization: `JWT ${analyst}` } });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), lines: text.split('\n').filter((l) => l !== '') };
};

describe('intake: every call is stored with the time received, its session and its verdict', () => {
  it('stores the calls in order, with receivedAt from the sandbox clock and violations exactly as the tracking plan says', async () => {
    server.advance(60_000);
    const sent = [call({ anonymous_id: 'sess-store-1' }), call({ anonymous_id: 'sess-store-1', type: 'page', name: 'Tasks', properties: { page_name: 'Tasks' } })];
    const res = await send(sent);
    expect(res.body).toEqual({ received: 2 });
    const page = await events('session=sess-store-1');
    expect(page.events.map((e) => e.messageId)).toEqual(sent.map((e) => e.message_id));
    page.events.forEach((stored, i) => {
      const original = sent[i] as SegmentEvent;
      expect(stored).toMatchObject({ sessionId: 'sess-store-1', type: original.type, name: original.name, properties: original.properties, timestamp: original.timestamp });
      expect(stored.violations).toEqual(trackingPlanViolations(original));
      expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(started + 60_000);
      expect(Date.parse(stored.receivedAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    });
  });

  it('stores a resent call once: a batch retried with the same message ids adds only the calls it had not stored', async () => {
    const first = call({ anonymous_id: 'sess-resend' });
    expect((await send([first])).body).toEqual({ received: 1 });
    const second = call({ anonymous_id: 'sess-resend' });
    expect((await send([first, second, second])).body).toEqual({ received: 1 });
    const page = await events('session=sess-resend');
    expect(page.events.map((e) => e.messageId)).toEqual([first.message_id, second.message_id]);
  });

  it('lists an event the plan does not know as a violation naming its key', async () => {
    await send([call({ anonymous_id: 'sess-unknown', name: 'Definitely Not In The Plan' })]);
    const [stored] = (await events('session=sess-unknown')).events;
    expect(stored?.violations.some((v) => v.includes('track:Definitely Not In The Plan'))).toBe(true);
  });

  it('stores a call carrying personal data but lists where and what, never the value', async () => {
    const leaky = call({ anonymous_id: 'sess-leak', properties: { page_name: 'Tasks', contact: 'ivy.nguyen@example.com', note: 'SSN 123-45-6789' } });
    await send([leaky]);
    const [stored] = (await events('session=sess-leak')).events;
    expect(stored?.properties).toEqual(leaky.properties);
    expect(stored?.violations).toEqual([
      ...trackingPlanViolations(leaky), 'personal data: properties.contact (email)', 'personal data: properties.note (ssn)',
    ]);
    expect(JSON.stringify(stored?.violations)).not.toMatch(/ivy\.nguyen|123-45-6789/);
  });

  it('refuses a malformed batch with the per-field report and stores none of it', async () => {
    const { message_id: _dropped, ...noId } = call({ anonymous_id: 'sess-malformed' });
    const res = await send([call({ anonymous_id: 'sess-malformed' }), noId, { ...call({ anonymous_id: 'sess-malformed' }), type: 'screen' }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ 'events.1.message_id': ['This field is required'], 'events.2.type': [expect.stringContaining('Must be one of')] });
    expect((await events('session=sess-malformed')).events).toEqual([]);
  });

  it('refuses more than 100 events in one batch (400) and stores none; accepts exactly 100', async () => {
    const many = (n: number, session: string) => Array.from({ length: n }, () => call({ anonymous_id: session }));
    const tooMany = await send(many(101, 'sess-101'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ events: ['At most 100 events per batch.'] });
    expect((await events('session=sess-101')).events).toEqual([]);
    expect((await send(many(100, 'sess-100'))).body).toEqual({ received: 100 });
  });
});

describe('intake limits per body and per client', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ seed: false, config: { analyticsIntake: { maxEventsPerBatch: 100, maxBodyBytes: 2048, maxBatchesPerWindow: 3, windowS: 60 } } });
  });
  afterAll(() => small.close());

  it('answers 413 for a body over the limit, and 429 with Retry-After once an address sent its batches for the window', async () => {
    const big = await send([call({ properties: { page_name: 'x'.repeat(4000) } })], small);
    expect(big.status).toBe(413);
    // The refused body counted: two more are accepted, then the address waits.
    expect((await send([call()], small)).status).toBe(200);
    expect((await send([call()], small)).status).toBe(200);
    const limited = await send([call()], small);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    small.advance(61_000);
    expect((await send([call()], small)).status).toBe(200);
  });
});

describe('who may read', () => {
  it.each(['analytics/events.json', 'analytics/events.ndjson', 'analytics/violations.json'])('%s: 401 signed out, 403 for a customer, 200 for staff (JWT or the back-office cookie)', async (path) => {
    expect((await backOffice(server, undefined, 'GET', path)).status).toBe(401);
    expect((await backOffice(server, customer, 'GET', path)).status).toBe(403);
    expect((await backOffice(server, analyst, 'GET', path)).status).toBe(200);
    const byCookie = await fetch(`${server.url}/sandbox/${path}`, { headers: { cookie: await staffCookie() } });
    await byCookie.text();
    expect(byCookie.status).toBe(200);
  });
});

describe('events.json filters and the tailing cursor', () => {
  const session = 'sess-filter-0f3c9a';
  const sent = [
    call({ anonymous_id: session, type: 'page', name: 'Tasks', properties: { page_name: 'Tasks' } }),
    call({ anonymous_id: session, name: 'Task Viewed' }),
    call({ anonymous_id: session, name: 'Made Up Event' }),
    call({ anonymous_id: session, type: 'identify', name: '', properties: { email: 'leak@example.com' } }),
  ];
  beforeAll(async () => {
    await send(sent);
    await send([call({ anonymous_id: 'sess-filter-other', name: 'Task Viewed' })]);
  });

  it('filters by session (exact or its first characters), call type and exact name', async () => {
    expect((await events(`session=${session}`)).events.map((e) => e.messageId)).toEqual(sent.map((e) => e.message_id));
    expect((await events('session=sess-filter-0f')).events).toHaveLength(4);
    expect((await events('session=sess-filter-')).events).toHaveLength(5);
    expect((await events(`session=${session}&type=page`)).events.map((e) => e.name)).toEqual(['Tasks']);
    expect((await events(`session=${session}&name=${encodeURIComponent('Task Viewed')}`)).events.map((e) => e.messageId)).toEqual([sent[1]?.message_id]);
    expect((await events(`session=${session}&name=Task`)).events).toEqual([]);
  });

  it('splits by violations: only = the calls with any, none = the rest', async () => {
    const all = (await events(`session=${session}`)).events;
    const only = (await events(`session=${session}&violations=only`)).events;
    const none = (await events(`session=${session}&violations=none`)).events;
    expect(only.map((e) => e.id)).toEqual(all.filter((e) => e.violations.length > 0).map((e) => e.id));
    expect(none.map((e) => e.id)).toEqual(all.filter((e) => e.violations.length === 0).map((e) => e.id));
    expect(only.map((e) => e.name)).toContain('Made Up Event');
    expect(only.find((e) => e.type === 'identify')?.violations).toContain('personal data: properties.email (personal field)');
  });

  it('pages with limit and tails with since=nextSince, answering only what arrived after', async () => {
    const first = await events(`session=${session}&limit=3`);
    expect(first.events).toHaveLength(3);
    expect(first.nextSince).toBe(first.events[2]?.id);
    const rest = await events(`session=${session}&since=${first.nextSince}`);
    expect(rest.events.map((e) => e.messageId)).toEqual([sent[3]?.message_id]);
    const idle = await events(`session=${session}&since=${rest.nextSince}`);
    expect(idle).toEqual({ events: [], nextSince: rest.nextSince });
    const late = call({ anonymous_id: session, name: 'Late Event' });
    await send([late]);
    const tail = await events(`session=${session}&since=${idle.nextSince}`);
    expect(tail.events.map((e) => e.messageId)).toEqual([late.message_id]);
    expect(tail.nextSince).toBeGreaterThan(idle.nextSince);
  });

  it.each([
    ['since=abc', 'since'], ['since=-1', 'since'], ['limit=0', 'limit'], ['limit=1001', 'limit'], ['type=screen', 'type'],
    ['violations=some', 'violations'], ['sesion=typo', 'sesion'], ['name=a&name=b', 'name'],
  ])('refuses the filter %s with 400 naming %s', async (query, param) => {
    const res: Answer = await backOffice(server, analyst, 'GET', `analytics/events.json?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid filter.');
    expect(Object.keys(res.body.errors)).toEqual([param]);
  });

  it('reads empty parameters as no filter (a submitted form sends them)', async () => {
    expect((await events(`session=${session}&type=&name=&violations=&since=`)).events).toHaveLength(5);
  });
});

describe('events.ndjson export', () => {
  it('streams every match as one JSON object per line, the same calls as events.json, past the 500-per-read chunk', async () => {
    const session = 'sess-export';
    for (let i = 0; i < 6; i++) await send(Array.from({ length: 100 }, () => call({ anonymous_id: session })));
    await send([call({ anonymous_id: session, name: 'Made Up Event' })]);
    const res = await ndjson(`session=${session}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/x-ndjson/);
    expect(res.lines).toHaveLength(601);
    const parsed = res.lines.map((l) => expectCodec(StoredEvent, JSON.parse(l)));
    const ids = parsed.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(601);
    const json = await events(`session=${session}&limit=1000`);
    expect(parsed).toEqual(json.events);
  });

  it('applies the filters and limit, and refuses a bad filter with 400 JSON', async () => {
    expect((await ndjson('session=sess-export&name=Made%20Up%20Event')).lines.map((l) => (JSON.parse(l) as { name: string }).name)).toEqual(['Made Up Event']);
    expect((await ndjson('session=sess-export&limit=7')).lines).toHaveLength(7);
    const bad = await fetch(`${server.url}/sandbox/analytics/events.ndjson?since=x`, { headers: { authorization: `JWT ${analyst}` } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty('since');
  });
});

describe('violations.json', () => {
  it('counts calls and violating calls per event key, with the latest violating ones newest first (at most 3)', async () => {
    const session = 'sess-summary';
    const made = Array.from({ length: 5 }, () => call({ anonymous_id: session, name: 'Made Up Event' }));
    await send([...made, call({ anonymous_id: session, type: 'page', name: 'Tasks', properties: { page_name: 'Tasks' } })]);
    const res = await backOffice(server, analyst, 'GET', `analytics/violations.json?session=${session}`);
    expect(res.status).toBe(200);
    const summary = expectCodec(ViolationSummary, res.body);
    expect(summary.events).toBe(6);
    const key = summary.keys.find((k) => k.key === 'track:Made Up Event');
    expect(key).toMatchObject({ type: 'track', name: 'Made Up Event', events: 5, violating: 5 });
    expect(key?.latest.map((e) => e.messageId)).toEqual([made[4], made[3], made[2]].map((e) => e?.message_id));
    const page = summary.keys.find((k) => k.key === 'page:Tasks');
    expect(page?.events).toBe(1);
    expect(summary.violating).toBe(summary.keys.reduce((n, k) => n + k.violating, 0));
    expect(summary.keys.map((k) => k.violating)).toEqual([...summary.keys.map((k) => k.violating)].sort((a, b) => b - a));
  });
});

describe('the older /sandbox/events.json', () => {
  it('redirects (308) to the staff-only events.json, keeping the query', async () => {
    const res = await fetch(`${server.url}/sandbox/events.json?session=sess-store-1`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/sandbox/analytics/events.json?session=sess-store-1');
  });
});

/** Signs the analyst in through the back-office form; answers the Cookie header value. */
async function staffCookie(next = '/sandbox/analytics'): Promise<string> {
  const res = await fetch(`${server.url}/sandbox/back-office/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'analyst@example.com', password: 'Analyst-pass-1', next }).toString(),
  });
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('the live page /sandbox/analytics', () => {
  const page = async (query = '', cookie?: string) => {
    const res = await fetch(`${server.url}/sandbox/analytics${query}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, html: await res.text() };
  };

  it('asks a signed-out visitor to sign in, with a form that leads back here', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.html).toContain('<h1>Analytics sign-in</h1>');
    expect(res.html).toContain('<input type="hidden" name="next" value="/sandbox/analytics">');
  });

  it('shows the events newest first with their violations, the counts, the filters and an export link for them', async () => {
    const session = 'sess-page-7d1e';
    const hostile = call({ anonymous_id: session, name: '<img src=x onerror=alert(1)>' });
    await send([call({ anonymous_id: session, name: 'Made Up Event' }), hostile]);
    const res = await page(`?session=${session}&violations=only`, await staffCookie());
    expect(res.status).toBe(200);
    expect(res.html).toContain('<h1>Analytics events</h1>');
    expect(res.html).toMatch(/<label for="f-session">Session<\/label><input id="f-session" name="session" value="sess-page-7d1e"/);
    expect(res.html).toContain('<option value="only" selected>Only events with violations</option>');
    expect(res.html).toContain('<p id="summary" role="status" aria-live="polite" aria-atomic="true">2 events match these filters; 2 with violations.</p>');
    expect(res.html).toContain(`href="/sandbox/analytics/events.ndjson?session=${session}&amp;violations=only"`);
    expect(res.html).toContain('<th scope="col">Violations</th>');
    expect(res.html).not.toContain('<img src=x');
    expect(res.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.html.indexOf('&lt;img src=x')).toBeLessThan(res.html.indexOf('Made Up Event</td>'));
    expect(res.html).toMatch(/<tr class="bad">/);
    expect(res.html).toContain('<a href="/sandbox/analytics">Analytics</a>');
  });

  it('shows a bad filter as an alert (400) and every event instead', async () => {
    const res = await page('?since=soon', await staffCookie());
    expect(res.status).toBe(400);
    expect(res.html).toContain('<div role="alert"><p>Invalid filter. Showing every event instead.</p>');
  });
});

describe('calls stored before the verdict existed', () => {
  it('are checked at the next start', async () => {
    const other = await startTestServer({ seed: false });
    const leaky = call({ anonymous_id: 'sess-old', properties: { phone: '2124561001' } });
    await send([leaky], other);
    await other.close({ keepData: true });
    const violationsIn = async (): Promise<unknown[]> => {
      const db = await openTestDatabase(other.dataDir);
      try {
        return (await db.query<{ violations: unknown }>('SELECT violations FROM segment_events')).rows.map((r) => r.violations);
      } finally {
        await db.close();
      }
    };
    const db = await openTestDatabase(other.dataDir);
    await db.query('UPDATE segment_events SET violations = NULL');
    await db.close();
    expect(await violationsIn()).toEqual([null]);
    const again = await startTestServer({ seed: false, dataDir: other.dataDir });
    await again.close({ keepData: true });
    try {
      expect(await violationsIn()).toEqual([
        [...trackingPlanViolations(leaky), 'personal data: properties.phone (personal field)', 'personal data: properties.phone (phone)'],
      ]);
    } finally {
      await again.close();
    }
  });
});

describe('npm run events (scripts/events.ts)', () => {
  const env = () => ({ ...process.env, SANDBOX_URL: server.url, SANDBOX_OPS_EMAIL: 'analyst@example.com', SANDBOX_OPS_PASSWORD: 'Analyst-pass-1', NO_COLOR: '1' });
  const cli = (args: string[], environment: NodeJS.ProcessEnv = env()) => runScript('events.ts', args, environment);
  const session = 'sess-cli-4b2a91';
  const sent = [
    call({ anonymous_id: session, type: 'page', name: 'Tasks', properties: { page_name: 'Tasks' } }),
    call({ anonymous_id: session, name: 'Made Up Event', properties: { task_type: 'property--home-owners-insurance' } }),
  ];
  beforeAll(async () => {
    await send(sent);
  });

  it('--once prints one line per matching event: time, session prefix, type, name, key properties, ✗ violations', async () => {
    const out = await cli(['--once', '--session', session]);
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d sess-cli track +Made Up Event +task_type=property--home-owners-insurance +✗ .*track:Made Up Event/);
    expect(lines[0]).toContain('page_name=Tasks');
    const filtered = await cli(['--once', '--session', session, '--type', 'page']);
    expect(filtered.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('--ndjson prints the stored events as JSON lines (pipe-friendly), the same as events.json', async () => {
    const out = await cli(['--once', '--ndjson', '--session', session, '--violations']);
    const parsed = out.stdout.trim().split('\n').map((l) => expectCodec(StoredEvent, JSON.parse(l)));
    expect(parsed).toEqual((await events(`session=${session}&violations=only`)).events);
  });

  it('follows new events live and ends cleanly on Ctrl-C', async () => {
    const child = spawn(TSX, ['scripts/events.ts', '--session', session, '--new'], { env: env() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += String(d); });
    child.stderr.on('data', (d: Buffer) => { stderr += String(d); });
    const until = (what: () => boolean, label: string) => new Promise<void>((resolve, reject) => {
      const check = () => (what() ? resolve() : undefined);
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      child.on('exit', () => reject(new Error(`events CLI exited before ${label}: ${stderr}`)));
      check();
    });
    try {
      await until(() => stderr.includes('Following new events'), 'following');
      expect(stdout).toBe('');
      const late = call({ anonymous_id: session, name: 'Arrived Late' });
      await send([late]);
      await until(() => stdout.includes('Arrived Late'), 'printing the new event');
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('says clearly when the sandbox is not running, and refuses a bad flag or filter', async () => {
    const down = await cli(['--once'], { ...env(), SANDBOX_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Cannot reach the sandbox at http://127.0.0.1:9. Start it with `npm run sandbox`');
    expect((await cli(['--frobnicate'])).stderr).toContain('Unknown flag --frobnicate');
    const badType = await cli(['--once', '--type', 'screen']);
    expect(badType.code).toBe(1);
    expect(badType.stderr).toContain('400: Invalid filter.');
  });
});
