import type { Uuid } from '../../contract';
import { hashPassword } from '../auth/password';
import { insertApplication, insertAppProfile } from '../repo/applications';
import { insertConsents } from '../repo/consents';
import { insertProfile, setSsn } from '../repo/profiles';
import { one } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, insertTasks, starterTasks } from '../repo/tasks';
import type { Services } from '../services';
import { DEMO_PASSWORD, FORM_DEMO_CUSTOMERS } from './demoData';

const DAY_MS = 86_400_000;
/** Marks this seed step done in `sandbox_meta` (separate from the first seed, so older data folders get it too). */
const DONE_KEY = 'seeded_form_demo_at';

/**
 * Seeds the issue-3 demo customers once per data folder (docs/sandbox.md): each at pending-app-submit with a
 * signed-up application; the frozen and credit-error ones also with an SSN and the credit and telephone consents on
 * file, so the wizard goes straight to the credit pull. Answers true when it seeded now.
 */
export async function seedFormDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  const hashes = await Promise.all(FORM_DEMO_CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    const now = s.now();
    for (const [i, c] of FORM_DEMO_CUSTOMERS.entries()) {
      const createdMs = now - DAY_MS;
      const person = await insertProfile(tx, {
        email: c.email, role: 'customer', first_name: c.first_name, middle_name: null, last_name: c.last_name, phone: c.phone,
        birth_date: c.birth_date, login_method: 'password', password_hash: hashes[i] ?? (await hashPassword(DEMO_PASSWORD)),
        timezone: 'America/New_York',
      }, createdMs);
      const app = await insertApplication(tx, {
        stage: 'pending-app-submit', estimated_fico: 701, ownership: c.ssn ? 'only_me' : 'me_and_spouse',
        property: { address: c.address, property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: c.estimated_value, estimated_debt: c.estimated_debt },
        ...assignDealTeam(i + 1),
      }, createdMs);
      await insertAppProfile(tx, app, person, { position: 1, profile_type: 'applicant', on_title: true });
      // They have a password: insertTasks makes their password task done.
      await insertTasks(tx, app, starterTasks(person), createdMs);
      await insertBackgroundTask(tx, app, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs, finishedMs: createdMs + 60_000 });
      if (c.ssn) {
        await setSsn(tx, person, s.ssnFingerprint(c.ssn), c.ssn.slice(-4), createdMs);
        await insertConsents(tx, app as Uuid, person, ['credit', 'telephone'], createdMs + 60_000);
      }
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(now).toISOString()]);
    return true;
  });
}
