import type { Uuid } from '../../src/contract';
import { all, one } from '../../src/sandbox/repo/sql';
import { insertTasks, settlePasswordTasks, starterTasks } from '../../src/sandbox/repo/tasks';
import { login, magicLogin, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * §2 password task: its status follows the person's password. Nobody who signs in with a password has one to do —
 * not the seeded demo customers, not a task created pending for them, not a task left pending in an older data folder;
 * a person without a password (demo.magiclink) still has it to do.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

interface TaskRow { task_type: string; status: string; profile_uuid: string | null }
const pendingForPasswordHolders = () =>
  all<{ email: string }>(server.sandbox.db,
    `SELECT p.email FROM tasks t JOIN profiles p ON p.uuid = t.profile_uuid
     WHERE t.task_type = 'set-password' AND t.status = 'pending' AND p.password_hash IS NOT NULL`);
const applicationOf = async (email: string) =>
  (await one<{ application_uuid: Uuid; profile_uuid: Uuid }>(server.sandbox.db,
    `SELECT ap.application_uuid, p.uuid AS profile_uuid FROM profiles p JOIN application_profiles ap ON ap.profile_uuid = p.uuid WHERE p.email = $1`, [email]))!;
const passwordTaskOf = async (token: string, applicationUuid: string) =>
  ((await server.api('GET', `v1/customer/application/${applicationUuid}/tasks/`, { token })).body as TaskRow[]).filter((t) => t.task_type === 'set-password');

describe('the password task follows the password', () => {
  it('no seeded person with a password has it pending', async () => {
    expect(await pendingForPasswordHolders()).toEqual([]);
  });

  it('demo.inprogress (a password) sees it completed; demo.magiclink (none) sees it pending', async () => {
    const inProgress = await applicationOf('demo.inprogress@example.com');
    const withPassword = await login(server, DEMO.inProgress);
    expect((await passwordTaskOf(withPassword, inProgress.application_uuid)).map((t) => t.status)).toEqual(['completed']);

    const magic = await applicationOf('demo.magiclink@example.com');
    const withoutPassword = await magicLogin(server, 'demo.magiclink@example.com');
    expect((await passwordTaskOf(withoutPassword, magic.application_uuid)).map((t) => t.status)).toEqual(['pending']);
  });

  it('a task created pending for a person with a password is stored completed', async () => {
    const { application_uuid, profile_uuid } = await applicationOf('demo.underreview@example.com');
    const statuses = async () => (await all<{ status: string }>(server.sandbox.db,
      `SELECT status FROM tasks WHERE application_uuid = $1 AND task_type = 'set-password'`, [application_uuid])).map((r) => r.status);
    const before = await statuses();
    const asked = starterTasks(profile_uuid).filter((t) => t.task_type === 'set-password');
    expect(asked.map((t) => t.status)).toEqual(['pending']);
    await insertTasks(server.sandbox.db, application_uuid, asked, Date.now());
    expect(await statuses()).toEqual([...before, 'completed']);
    expect(await pendingForPasswordHolders()).toEqual([]);
  });

  it('a pending one left in an older data folder is completed at start; one of a person without a password is not', async () => {
    const { application_uuid } = await applicationOf('demo.documents@example.com');
    await server.sandbox.db.query(`UPDATE tasks SET status = 'pending' WHERE application_uuid = $1 AND task_type = 'set-password'`, [application_uuid]);
    expect((await pendingForPasswordHolders()).map((r) => r.email)).toEqual(['demo.documents@example.com']);
    expect(await settlePasswordTasks(server.sandbox.db)).toEqual([application_uuid]);
    expect(await pendingForPasswordHolders()).toEqual([]);
    const magic = await applicationOf('demo.magiclink@example.com');
    const left = await one<{ status: string }>(server.sandbox.db, `SELECT status FROM tasks WHERE application_uuid = $1 AND task_type = 'set-password'`, [magic.application_uuid]);
    expect(left?.status).toBe('pending');
  });
});
