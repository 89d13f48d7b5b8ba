import { customerStageOf, isStageAtOrAfter } from '../../domain/stages';
import { hashPassword } from '../auth/password';
import { closeAsLost } from '../outcomes/close';
import { findApplication, insertApplication, insertAppProfile, type ApplicationRow } from '../repo/applications';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import { all, one, type Sql } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, insertTasks } from '../repo/tasks';
import type { Services } from '../services';
import { seedStageData } from './closingDemo';
import { completeDemoForm } from './completeForms';
import { storeOutcomeDemoCreditReport } from './outcomeCreditDemo';
import { DEMO_PASSWORD, OUTCOME_DEMO_CUSTOMERS, type OutcomeDemoCustomer } from './demoData';
import { demoTasks } from './tasks';

const DAY_MS = 86_400_000;
/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before issue 12 get it too). */
const DONE_KEY = 'seeded_outcomes_demo_at';

/**
 * Adds one outcome demo customer: an application that reached `internal` with that stage's tasks and closing data
 * a complete form and a scored credit report, then denied or withdrawn as a back-office user would (tasks canceled, homeowners emailed).
 */
async function seedOutcomeCustomer(s: Services, tx: Sql, c: OutcomeDemoCustomer, index: number, hash: string): Promise<void> {
  const createdMs = s.now() - 30 * DAY_MS;
  const person = await insertProfile(tx, {
    email: c.email, role: 'customer', first_name: c.first_name, middle_name: null, last_name: c.last_name, phone: c.phone,
    birth_date: c.birth_date, login_method: 'password', password_hash: hash, timezone: 'America/Denver',
  }, createdMs);
  const appUuid = await insertApplication(tx, {
    stage: c.internal, estimated_fico: 701, ownership: 'only_me', ie_acknowledged: isStageAtOrAfter(c.internal, 'pending-order-outs'),
    property: { address: c.address, property_type: c.property_type, property_usage: c.property_usage, estimated_value: c.estimated_value, estimated_debt: c.estimated_debt },
    ...assignDealTeam(index + 3),
  }, createdMs);
  await insertAppProfile(tx, appUuid, person, { position: 1, profile_type: 'applicant', on_title: true });
  await insertTasks(tx, appUuid, demoTasks(customerStageOf(c.internal), person, [person]), createdMs);
  await insertBackgroundTask(tx, appUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs, finishedMs: createdMs + 60_000 });
  const pulledMs = createdMs + DAY_MS + 90_000;
  await insertBackgroundTask(tx, appUuid, { task_type: 'credit-pull', status: 'completed', result: 'credit_report_received', createdMs: createdMs + DAY_MS, finishedMs: pulledMs });
  const app = await findApplication(tx, appUuid);
  if (!app) return;
  await storeOutcomeDemoCreditReport(tx, c, app, person, pulledMs);
  await completeDemoForm(s, tx, app);
  await seedStageData(s, tx, app);
  const fresh = await findApplication(tx, appUuid);
  if (fresh) await closeAsLost(s, tx, fresh, c.decision);
}

/** The demo applications past submission (primary applicant `demo.…@example.com`, stage pending-doc-upload or later). */
function pastSubmissionDemoApplications(tx: Sql): Promise<ApplicationRow[]> {
  return all<ApplicationRow>(tx,
    `SELECT a.* FROM applications a JOIN application_profiles ap ON ap.application_uuid = a.uuid AND ap.position = 1
     JOIN profiles p ON p.uuid = ap.profile_uuid
     WHERE p.email LIKE 'demo.%@example.com' AND a.stage <> 'pending-qualification' AND a.stage <> 'pending-app-submit'`);
}

/**
 * Seeds the issue-12 demo data once per data folder (docs/sandbox.md "Outcome demo customers"): the denied and the
 * withdrawn customer, then completes the form of every demo application past submission — the stage customers, the
 * closing and servicing ones — so that each customer's screens agree with its stage (issue 12 §5). Runs after the
 * other seed steps. Answers true when it seeded now.
 */
export async function seedOutcomesDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    for (const [i, c] of OUTCOME_DEMO_CUSTOMERS.entries()) {
      if (!(await findProfileByEmail(tx, c.email))) await seedOutcomeCustomer(s, tx, c, i, hash);
    }
    for (const app of await pastSubmissionDemoApplications(tx)) await completeDemoForm(s, tx, app);
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(s.now()).toISOString()]);
    return true;
  });
}
