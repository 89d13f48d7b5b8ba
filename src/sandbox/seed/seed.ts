import type { Uuid } from '../../contract';
import { customerStageProgress, isStageAtOrAfter } from '../../domain/stages';
import { hashPassword } from '../auth/password';
import { insertApplication, insertAppProfile, updateApplication } from '../repo/applications';
import { insertProfile, updateProfile } from '../repo/profiles';
import { one, type Sql } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, insertTasks, settlePasswordTasks } from '../repo/tasks';
import type { Services } from '../services';
import { seedClosingDemo } from './closingDemo';
import { seedClosingTasksDemo } from './closingTasksDemo';
import { seedFormDemo } from './formDemo';
import { seedMessagesDemo } from './messagesDemo';
import { seedOutcomeCreditReports } from './outcomeCreditDemo';
import { seedOutcomesDemo } from './outcomesDemo';
import { seedServicingDemo } from './servicingDemo';
import { seedStaffAccounts, staffPasswordOf } from './staffAccounts';
import { demoTasks } from './tasks';
import { CO_OWNER_CASE_STAGE, DEMO_CUSTOMERS, DEMO_HOUSEHOLD, DEMO_PASSWORD, demoEmail, OPS_ACCOUNT, type DemoCustomer } from './demoData';

const DAY_MS = 86_400_000;

/** Adds the demo customer's application, the people on it, tasks and background tasks. */
async function seedCustomer(s: Services, tx: Sql, c: DemoCustomer, index: number, hash: () => Promise<string>): Promise<void> {
  const progress = customerStageProgress(c.stage);
  const now = s.now();
  const createdMs = now - (progress * 4 + 1) * DAY_MS;
  const person = (p: { email: string; first_name: string; last_name: string; phone: string; birth_date: string }) =>
    ({ ...p, role: 'customer' as const, middle_name: null, login_method: 'password' as const, timezone: 'America/New_York' });
  const applicant = await insertProfile(tx, { ...person({ ...c, email: demoEmail(c.stage) }), password_hash: await hash() }, createdMs);
  const appUuid = await insertApplication(tx, {
    stage: c.internal, estimated_fico: 701, ownership: c.stage === CO_OWNER_CASE_STAGE ? 'me_and_spouse' : 'only_me',
    property: { address: c.address, property_type: c.property_type, property_usage: c.property_usage, estimated_value: c.estimated_value, estimated_debt: c.estimated_debt },
    ie_acknowledged: isStageAtOrAfter(c.internal, 'pending-order-outs'),
    ...assignDealTeam(index),
  }, createdMs);
  await insertAppProfile(tx, appUuid, applicant, { position: 1, profile_type: 'applicant', on_title: true });
  const people: Uuid[] = [applicant];
  if (c.stage === CO_OWNER_CASE_STAGE) {
    const spouse = await insertProfile(tx, { ...person(DEMO_HOUSEHOLD.coOwner), password_hash: await hash(), spouse_profile: applicant }, createdMs);
    await updateProfile(tx, applicant, { spouse_profile: spouse }, createdMs);
    await insertAppProfile(tx, appUuid, spouse, { position: 2, profile_type: 'co_owner', on_title: true });
    const occupant = await insertProfile(tx, { ...person(DEMO_HOUSEHOLD.occupant), password_hash: await hash() }, createdMs);
    await insertAppProfile(tx, appUuid, occupant, { position: 3, profile_type: 'non_owning_occupant', on_title: false });
    people.push(spouse);
  }
  await insertTasks(tx, appUuid, demoTasks(c.stage, applicant, people), createdMs);
  await insertBackgroundTask(tx, appUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs, finishedMs: createdMs + 60_000 });
  if (progress > 1) {
    await insertBackgroundTask(tx, appUuid, { task_type: 'credit-pull', status: 'completed', result: 'credit_report_received', createdMs: createdMs + DAY_MS, finishedMs: createdMs + DAY_MS + 90_000 });
    // Past the form: it was qualified and submitted (its sections are completed by seedOutcomesDemo, issue 12 §5).
    await tx.query('UPDATE applications SET qualification_completed_at = $2, submitted_at = $3 WHERE uuid = $1',
      [appUuid, new Date(createdMs + DAY_MS), new Date(createdMs + 2 * DAY_MS)]);
  }
}

/**
 * Seeds the demo data once per data folder, then the issue-3 demo customers ({@link seedFormDemo}), the issue-4
 * closing data ({@link seedClosingDemo}), the staff accounts ({@link seedStaffAccounts}) and the issue-11 funded
 * customers with their servicing requests ({@link seedServicingDemo}), issue 12's messages from the deal team
 * ({@link seedMessagesDemo}), issue 12's closing-task slots and wire details ({@link seedClosingTasksDemo}), issue 12's denied and withdrawn customers and the
 * complete forms of every demo application past submission ({@link seedOutcomesDemo}) and their scored credit reports in a
 * folder seeded before scores ({@link seedOutcomeCreditReports}), each its own once-only step; then completes the
 * password tasks of people who have a password (`settlePasswordTasks`). Answers true when any seeded now.
 */
export async function seedDemoData(s: Services): Promise<boolean> {
  const first = await seedStageCustomers(s);
  const form = await seedFormDemo(s);
  const closing = await seedClosingDemo(s);
  const staff = await seedStaffAccounts(s);
  const servicing = await seedServicingDemo(s);
  const messages = await seedMessagesDemo(s);
  const closingTasks = await seedClosingTasksDemo(s);
  // Last: it completes the forms of every demo application past submission, the ones seeded above included.
  const outcomes = await seedOutcomesDemo(s);
  const outcomeCredit = await seedOutcomeCreditReports(s);
  // Folders seeded before the password task took its status from the password: done for everyone who has one.
  for (const app of await settlePasswordTasks(s.db)) await updateApplication(s.db, app, { tasksChanged: true }, s.now());
  return first || form || closing || staff || servicing || messages || closingTasks || outcomes || outcomeCredit;
}

/**
 * Seeds the stage demo data once per data folder (idempotent: a `sandbox_meta` row marks it done, all in one
 * transaction). Answers true when it seeded now. Accounts: docs/sandbox.md and the start banner.
 */
async function seedStageCustomers(s: Services): Promise<boolean> {
  if (await one(s.db, "SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at'")) return false;
  // scrypt is slow on purpose: hash in parallel on libuv's pool before the transaction.
  const hashes = await Promise.all(Array.from({ length: DEMO_CUSTOMERS.length + 2 }, () => hashPassword(DEMO_PASSWORD)));
  const opsHash = await hashPassword(staffPasswordOf(s, OPS_ACCOUNT));
  const hash = async () => hashes.pop() ?? hashPassword(DEMO_PASSWORD);
  return s.db.transaction(async (tx) => {
    if (await one(tx, "SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at'")) return false;
    for (const [i, c] of DEMO_CUSTOMERS.entries()) await seedCustomer(s, tx, c, i, hash);
    await insertProfile(tx, {
      email: OPS_ACCOUNT.email, role: 'ops', first_name: 'Sandbox', middle_name: null, last_name: 'Operations', phone: null,
      birth_date: null, login_method: 'password', password_hash: opsHash, timezone: 'America/New_York',
    }, s.now());
    await tx.query("INSERT INTO sandbox_meta (key, value) VALUES ('seeded_at', $1)", [new Date(s.now()).toISOString()]);
    return true;
  });
}
