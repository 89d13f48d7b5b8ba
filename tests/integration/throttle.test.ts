import { BotCheckRequired, BOT_CHECK_REQUIRED_CODE, Throttled, tooManyAttemptsText } from '../../src/contract/botCheck';
import { expectCodec, startTestServer, type Answer, type TestServer } from './support/server';
import { botCheckToken } from '../support/signIn';

/**
 * Issue 13 §1 "Anyone can lock any customer out": password sign-ins are throttled per account and client with growing
 * delays and, after a few failures of the account from anywhere, the bot check — never a lock-out the attacker
 * controls. Two clients are told apart by `X-Forwarded-For` (the sandbox runs with `trustProxy`, as behind a load
 * balancer). Also the per-address limits of check-token and verification-code-data (@fastify/rate-limit, counted in
 * the database). Each of these failed before: 10 wrong passwords locked the right one out for 10 minutes from
 * everywhere, across restarts; the staff sign-in had no bot check; the two lookups took unlimited guesses.
 */
const CUSTOMER = { email: 'demo.approved@example.com', password: 'Demo-pass-1' };
/** Trusting `X-Forwarded-For` means the sandbox is reachable from elsewhere: the demo staff passwords are replaced. */
const STAFF_PASSWORD = 'Throttle-test-staff-1';
const STAFF = { email: 'analyst@example.com', password: STAFF_PASSWORD };
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

/** A sign-in at `route` from `ip`, with a bot-check token when given. */
async function signIn(server: TestServer, route: string, who: { email: string; password: string }, ip: string, botCheckToken?: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(botCheckToken && { 'turnstile-token': botCheckToken }) },
    body: JSON.stringify(who),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
}

/** A token from the stand-in widget (it passes with the bot check off, and its tokens are real). */
const widgetToken = (server: TestServer): Promise<string> => botCheckToken(server.url);

/**
 * `count` wrong passwords from `ip`, waiting out each delay the way a patient attacker would (moving the clock by
 * `Retry-After`); answers the waits asked for, in seconds.
 */
async function wrongPasswords(server: TestServer, route: string, email: string, ip: string, count: number): Promise<number[]> {
  const waits: number[] = [];
  for (let wrong = 0; wrong < count; ) {
    const answer = await signIn(server, route, { email, password: `wrong-${wrong}` }, ip);
    if (answer.status === 429) {
      const wait = Number(answer.headers.get('retry-after'));
      expect(expectCodec(Throttled, answer.body)).toEqual({ detail: tooManyAttemptsText(wait), code: 'throttled', retry_after_s: wait });
      waits.push(wait);
      server.advance(wait * 1000);
      continue;
    }
    // Past the first failures of the account the attacker needs a bot check too: a passed one, from the widget.
    if (answer.status === 403) {
      expect(expectCodec(BotCheckRequired, answer.body).code).toBe(BOT_CHECK_REQUIRED_CODE);
      const again = await signIn(server, route, { email, password: `wrong-${wrong}` }, ip, await widgetToken(server));
      expect(again.status).toBe(400);
    } else {
      expect(answer.status).toBe(400);
    }
    wrong += 1;
  }
  return waits;
}

describe.each([
  ['a customer', 'v1/token-auth/', CUSTOMER],
  ['a staff member', 'v1/ops/token-auth/', STAFF],
])('20 wrong passwords for %s from one client', (_who, route, account) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: true, staffPassword: STAFF_PASSWORD } });
  });
  afterAll(() => server.close());

  it('make that client wait longer and longer (1, 2, 4 … s, capped), never refuse the owner elsewhere, and end with the delay', async () => {
    const waits = await wrongPasswords(server, route, account.email, ATTACKER, 20);
    // 3 free failures, then a delay before each further attempt: 1, 2, 4, 8, … up to 300 s.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300, 300]);

    // The attacker's client waits again after its last failure, even with the right password.
    const attackerNow = await signIn(server, route, account, ATTACKER);
    expect(attackerNow.status).toBe(429);

    // The owner, from another client: the account asks for the bot check; with it, the right password works at once.
    const owner = await signIn(server, route, account, OWNER);
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ detail: expect.stringMatching(/security check/), code: 'bot_check_required' });
    const ownerChecked = await signIn(server, route, account, OWNER, await widgetToken(server));
    expect(ownerChecked.status).toBe(200);
    expect(typeof (ownerChecked.body as { token?: unknown }).token).toBe('string');

    // And from the attacker's address too, once its delay has passed.
    server.advance(Number(attackerNow.headers.get('retry-after')) * 1000);
    expect((await signIn(server, route, account, ATTACKER, await widgetToken(server))).status).toBe(200);
  });

  it('a few clients with one wrong password each make the account ask for the bot check, but delay no one', async () => {
    // The default: the account asks for the bot check after 5 failures from anywhere.
    for (let i = 0; i < 5; i++) expect((await signIn(server, route, { ...account, password: 'nope-nope' }, `192.0.2.${i + 1}`)).status).toBe(400);
    const refused = await signIn(server, route, account, OWNER);
    expect(refused.status).toBe(403);
    // A token it never issued is refused with the reason; a real one passes.
    expect((await signIn(server, route, account, OWNER, 'made-up')).body).toMatchObject({ code: 'bot_check_failed', reason: 'invalid' });
    expect((await signIn(server, route, account, OWNER, await widgetToken(server))).status).toBe(200);
    // The success cleared the account's count: the next sign-in needs no check.
    expect((await signIn(server, route, account, '192.0.2.1')).status).toBe(200);
  });

  it('a burst of parallel guesses past the free failures gets one through; the rest wait', async () => {
    const burstFrom = '198.51.100.99';
    for (let i = 0; i < 3; i++) expect((await signIn(server, route, { ...account, password: `wrong-${i}` }, burstFrom)).status).toBe(400);
    const burst = await Promise.all([1, 2, 3, 4, 5].map((i) => signIn(server, route, { ...account, password: `burst-${i}` }, burstFrom)));
    expect(burst.map((a) => a.status).sort()).toEqual([400, 429, 429, 429, 429]);
  });
});

describe('the staff sign-in with the bot check on (pass mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { botCheckMode: 'pass', staffPassword: STAFF_PASSWORD } });
  });
  afterAll(() => server.close());

  it('refuses a sign-in without a token and lets one with a fresh token in', async () => {
    const missing = await signIn(server, 'v1/ops/token-auth/', STAFF, '127.0.0.1');
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'bot_check_failed', reason: 'missing' });
    expect((await signIn(server, 'v1/ops/token-auth/', STAFF, '127.0.0.1', await widgetToken(server))).status).toBe(200);
  });
});

describe('after a restart on the same data', () => {
  it('no account is locked: the owner signs in from another client (with the bot check the failures asked for)', async () => {
    const first = await startTestServer({ config: { trustProxy: true, staffPassword: STAFF_PASSWORD } });
    await wrongPasswords(first, 'v1/token-auth/', CUSTOMER.email, ATTACKER, 12);
    await first.close({ keepData: true });
    const second = await startTestServer({ dataDir: first.dataDir, seed: false, config: { trustProxy: true, staffPassword: STAFF_PASSWORD } });
    try {
      expect((await signIn(second, 'v1/token-auth/', CUSTOMER, OWNER, await widgetToken(second))).status).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('per-address limits of the secret lookups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      config: { trustProxy: true, staffPassword: STAFF_PASSWORD, addressLimits: { signIn: { max: 300, windowS: 60 }, checkToken: { max: 3, windowS: 60 }, codeData: { max: 4, windowS: 60 }, botCheck: { max: 300, windowS: 60 } } },
    });
  });
  afterAll(() => server.close());

  const from = (ip: string, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/${path}`, {
      method,
      headers: { 'x-forwarded-for': ip, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('check-token answers 429 with Retry-After past its limit, for that address only, until the window passes', async () => {
    const guess = (ip: string, i: number) => from(ip, 'POST', 'v1/customer/temporal-links/check-token/', { token_key: `guess-${i}` });
    for (let i = 0; i < 3; i++) expect((await guess(ATTACKER, i)).status).toBe(200);
    const limited = await guess(ATTACKER, 3);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(expectCodec(Throttled, await limited.json()).code).toBe('throttled');
    expect((await guess(OWNER, 4)).status).toBe(200);
    server.advance(61_000);
    expect((await guess(ATTACKER, 5)).status).toBe(200);
  });

  it('verification-code-data answers 429 past its limit (malformed guesses count too)', async () => {
    const guess = (ip: string, code: string) => from(ip, 'GET', `v1/customer/email-verification/verification-code-data/${code}/`);
    expect((await guess(ATTACKER, 'abc')).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await guess(ATTACKER, `12345${i}`)).status).toBe(404);
    const limited = await guess(ATTACKER, '123459');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess(OWNER, '123459')).status).toBe(404);
  });
});
