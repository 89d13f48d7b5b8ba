import { SECTION_NAME } from '../../src/contract/sectionEnums';
import { defaultConfig } from '../../src/sandbox/config';
import { onPostgres, openTestDatabase, testDatabaseUrl } from '../support/database';
import { confirmedCode, signUp, signupBody, startTestServer, type TestServer } from './support/server';

/**
 * Issue 13 §3: several sandbox processes on one PostgreSQL database must stay correct under concurrent requests
 * (READ COMMITTED): one-time secrets used once, rate limits counted across processes, every version bump kept.
 * On PostgreSQL the requests alternate between two sandboxes sharing one database; the embedded database is
 * single-process, so there both "sandboxes" are the same one (the requests are still concurrent).
 */
describe('two sandboxes on one database, concurrent requests', () => {
  let a: TestServer;
  let b: TestServer;
  const either = (i: number): TestServer => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    a = await startTestServer({ seed: false });
    b = onPostgres ? await startTestServer({ seed: false, databaseUrl: await testDatabaseUrl(a.dataDir) }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  it('share sign-ins: a token issued by one sandbox is accepted by the other (one JWT secret)', async () => {
    const me = await signUp(a, 'shared.token@example.com');
    expect((await b.api('GET', `v1/customer/application/${me.application_uuid}/`, { token: me.token })).status).toBe(200);
  });

  it('a magic link used at the same instant on both sandboxes signs in exactly once', async () => {
    await signUp(a, 'shared.magic@example.com');
    await a.api('POST', 'v1/customer/magic-link/', { body: { email: 'shared.magic@example.com' } });
    const key = (await b.outbox('shared.magic@example.com')).find((m) => m.link)?.link?.split('/').pop() ?? '';
    const tries = await Promise.all([0, 1, 2, 3].map((i) => either(i).api('POST', 'v1/customer/magic-link/login/', { body: { key } })));
    expect(tries.map((t) => t.status).sort()).toEqual([200, 400, 400, 400].sort());
  });

  it('an email code confirmed at the same instant on both sandboxes is confirmed once; the others are told it is wrong', async () => {
    const email = 'shared.code@example.com';
    await a.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await a.outbox(email))[0]?.code ?? '';
    const tries = await Promise.all([0, 1, 2, 3].map((i) =>
      either(i).api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } })));
    expect(tries.map((t) => t.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('one confirmed code makes exactly one account, however many signups race with it (no 5xx)', async () => {
    const email = 'shared.signup@example.com';
    const code = await confirmedCode(b, email);
    const tries = await Promise.all([0, 1, 2, 3].map((i) => either(i).api('POST', 'v1/customer/signup/', { body: signupBody(email, code) })));
    const statuses = tries.map((t) => t.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 400 || s === 409)).toBe(true);
  });

  it('the per-email message limit holds across both sandboxes: only the allowed number of links is sent', async () => {
    const email = 'shared.limit@example.com';
    await signUp(a, email);
    const max = defaultConfig().rateLimit.maxPerWindow;
    const tries = await Promise.all(
      Array.from({ length: max + 4 }, (_, i) => either(i).api('POST', 'v1/customer/magic-link/', { body: { email } })),
    );
    expect(tries.filter((t) => t.status === 200)).toHaveLength(max);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(4);
    expect((await a.outbox(email)).filter((m) => m.link)).toHaveLength(max);
  });

  it('concurrent section saves on both sandboxes each bump the application version (none lost)', async () => {
    const me = await signUp(a, 'shared.version@example.com');
    const before = await versionOf(me.application_uuid);
    const sections = SECTION_NAME.values;
    const saves = await Promise.all(sections.map((section, i) =>
      either(i).api('PUT', `v1/customer/application/${me.application_uuid}/sections/${section}/`, {
        token: me.token, body: { section, revision: 1, values: {} },
      })));
    expect(saves.map((r) => r.status)).toEqual(sections.map(() => 200));
    expect(await versionOf(me.application_uuid)).toBe(before + sections.length);
  });

  it('people added to one application at the same instant on both sandboxes are all added, each at its own position', async () => {
    const me = await signUp(a, 'shared.parties@example.com');
    const adds = await Promise.all([0, 1, 2, 3].map((i) =>
      either(i).api('POST', `v1/customer/application/${me.application_uuid}/parties/`, {
        token: me.token, body: { profile_type: 'co_owner', first_name: `Co${i}`, last_name: 'Harper', email: `shared.party${i}@example.com`,
          middle_name: null, phone: null, birth_date: null },
      })));
    expect(adds.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const app = await b.api('GET', `v1/customer/application/${me.application_uuid}/`, { token: me.token });
    expect((app.body.application_profiles as unknown[]).length).toBe(5);
  });

  /** The stored application version: straight from PostgreSQL; the embedded database must be closed first. */
  async function versionOf(uuid: string): Promise<number> {
    if (!onPostgres) await a.close({ keepData: true });
    const db = await openTestDatabase(a.dataDir);
    try {
      return (await db.query<{ version: number }>('SELECT version FROM applications WHERE uuid = $1', [uuid])).rows[0]?.version ?? -1;
    } finally {
      await db.close();
      if (!onPostgres) b = a = await startTestServer({ seed: false, dataDir: a.dataDir });
    }
  }
});
