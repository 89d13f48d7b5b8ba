import type { Uuid } from '../../contract';
import { isStageAtOrAfter, isStageBefore } from '../../domain/stages';
import { hashPassword } from '../auth/password';
import { openEnvelope, SIGN_TASK } from '../closing/envelope';
import { issueEstimate, REVIEW_ESTIMATE_TASK } from '../closing/offer';
import { findApplication, insertApplication, insertAppProfile, updateApplication, type ApplicationRow } from '../repo/applications';
import { currentEnvelopeOf, fieldsOf, setEnvelopeStatus, setSignerStatus, signersOf, signFieldRow } from '../repo/envelopes';
import { estimateOf } from '../repo/estimates';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import { all, one, type Sql } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, insertTasks, starterTasks, tasksOfType, setTaskStatus, type NewTask } from '../repo/tasks';
import type { Services } from '../services';
import { demoTasks } from './tasks';
import { CLOSING_DEMO_CUSTOMERS, DEMO_CUSTOMERS, DEMO_PASSWORD, demoEmail, type ClosingDemoCustomer } from './demoData';

const DAY_MS = 86_400_000;
/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before issue 4 get it too). */
const DONE_KEY = 'seeded_closing_demo_at';

/** Issues an estimate; when the customer is past consent-to-proceed it reads as acknowledged (task done). */
async function seedEstimate(s: Services, tx: Sql, appUuid: string): Promise<void> {
  const app = await findApplication(tx, appUuid);
  if (!app || (await estimateOf(tx, appUuid))) return;
  await issueEstimate(s, tx, app, {});
  if (isStageAtOrAfter(app.stage, 'pending-order-outs')) {
    for (const t of await tasksOfType(tx, appUuid, REVIEW_ESTIMATE_TASK.task_type, null)) await setTaskStatus(tx, t.uuid, 'completed');
    await updateApplication(tx, appUuid, { ie_acknowledged: true }, s.now());
  }
}

/** Every signer signs every field and finishes: the envelope is completed (for stages past signing). */
async function signEverything(s: Services, tx: Sql, appUuid: string): Promise<void> {
  const envelope = await currentEnvelopeOf(tx, appUuid);
  if (!envelope || envelope.status !== 'sent') return;
  const now = s.now();
  for (const signer of await signersOf(tx, envelope.uuid)) {
    for (const f of await fieldsOf(tx, envelope.uuid, signer.profile_uuid)) {
      await signFieldRow(tx, f.uuid, f.kind === 'signature' ? signer.signer_name : signer.signer_initials, now);
    }
    await setSignerStatus(tx, envelope.uuid, signer.profile_uuid, 'completed', now);
  }
  await setEnvelopeStatus(tx, envelope.uuid, 'completed', now);
  for (const t of await tasksOfType(tx, appUuid, SIGN_TASK.task_type)) await setTaskStatus(tx, t.uuid, 'completed');
}

/** Gives an application the closing data of its stage: an estimate from consent-to-proceed on, an envelope from signing on. */
export async function seedStageData(s: Services, tx: Sql, app: ApplicationRow): Promise<void> {
  if (isStageBefore(app.stage, 'pending-intent-to-proceed') || app.stage === 'closed-lost') return;
  await seedEstimate(s, tx, app.uuid);
  if (isStageBefore(app.stage, 'pending-signature')) return;
  const fresh = await findApplication(tx, app.uuid);
  if (fresh && !(await currentEnvelopeOf(tx, app.uuid))) await openEnvelope(s, tx, fresh);
  if (app.stage !== 'pending-signature') await signEverything(s, tx, app.uuid);
}

/** The tasks a closing demo customer starts with. */
function tasksFor(c: ClosingDemoCustomer, person: Uuid): NewTask[] {
  switch (c.kind) {
    case 'magiclink':
      return starterTasks(person);
    case 'documents':
      // Submitted: the form and password are done; the ID and the mortgage statement wait for uploads.
      return [
        ...starterTasks(person).map((t) => (t.task_type === 'verify-identity' ? t : { ...t, status: 'completed' as const })),
        ...demoTasks('submitted-for-review', person, [person]).filter((t) => t.task_type === 'mortgage-statement'),
      ];
    case 'estimate':
      return demoTasks('consent-to-proceed', person, [person]).filter((t) => t.task_type !== REVIEW_ESTIMATE_TASK.task_type);
    case 'signing':
      return demoTasks('sign-closing-docs', person, [person]).filter((t) => t.task_type !== SIGN_TASK.task_type);
  }
}

/** Adds one closing demo customer with their application. */
async function seedClosingCustomer(s: Services, tx: Sql, c: ClosingDemoCustomer, index: number, hash: string): Promise<void> {
  const createdMs = s.now() - 3 * DAY_MS;
  const magic = c.kind === 'magiclink';
  const person = await insertProfile(tx, {
    email: c.email, role: 'customer', first_name: c.first_name, middle_name: null, last_name: c.last_name, phone: c.phone,
    birth_date: c.birth_date, login_method: magic ? 'magicLink' : 'password', password_hash: magic ? null : hash, timezone: 'America/Los_Angeles',
  }, createdMs);
  const appUuid = await insertApplication(tx, {
    stage: c.internal, estimated_fico: 701, ownership: 'only_me',
    property: { address: c.address, property_type: c.property_type, property_usage: c.property_usage, estimated_value: c.estimated_value, estimated_debt: c.estimated_debt },
    ...assignDealTeam(index + 5),
  }, createdMs);
  await insertAppProfile(tx, appUuid, person, { position: 1, profile_type: 'applicant', on_title: true });
  await insertTasks(tx, appUuid, tasksFor(c, person), createdMs);
  await insertBackgroundTask(tx, appUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs, finishedMs: createdMs + 60_000 });
  if (!magic) {
    await insertBackgroundTask(tx, appUuid, { task_type: 'credit-pull', status: 'completed', result: 'credit_report_received', createdMs: createdMs + DAY_MS, finishedMs: createdMs + DAY_MS + 90_000 });
    await tx.query('UPDATE applications SET qualification_completed_at = $2, submitted_at = $3 WHERE uuid = $1',
      [appUuid, new Date(createdMs + DAY_MS), new Date(createdMs + 2 * DAY_MS)]);
  }
  const app = await findApplication(tx, appUuid);
  if (app) await seedStageData(s, tx, app);
}

/**
 * Seeds the issue-4 demo data once per data folder (docs/sandbox.md): the documents, estimate, signing and
 * magic-link customers, and for the stage customers seeded before it the closing data of their stage (an estimate
 * from consent-to-proceed on, acknowledged past it; an envelope out at sign-closing-docs, signed after it) and the
 * document type of their document-upload tasks. Answers true when it seeded now.
 */
export async function seedClosingDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    // Task rows seeded before migration 3 have no document type.
    await tx.query(`UPDATE tasks SET document_type = CASE task_type WHEN 'mortgage-statement' THEN 'mortgage-statement'
      WHEN 'property--home-owners-insurance' THEN 'homeowners-insurance-policy' WHEN 'payoff-statement' THEN 'payoff-statement' END
      WHERE document_type IS NULL AND task_type IN ('mortgage-statement', 'property--home-owners-insurance', 'payoff-statement')`);
    for (const c of DEMO_CUSTOMERS) {
      const person = await findProfileByEmail(tx, demoEmail(c.stage));
      if (!person) continue;
      const apps = await all<ApplicationRow>(tx,
        'SELECT a.* FROM applications a JOIN application_profiles ap ON ap.application_uuid = a.uuid WHERE ap.profile_uuid = $1 AND ap.position = 1', [person.uuid]);
      for (const app of apps) await seedStageData(s, tx, app);
    }
    for (const [i, c] of CLOSING_DEMO_CUSTOMERS.entries()) {
      if (!(await findProfileByEmail(tx, c.email))) await seedClosingCustomer(s, tx, c, i, hash);
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(s.now()).toISOString()]);
    return true;
  });
}
