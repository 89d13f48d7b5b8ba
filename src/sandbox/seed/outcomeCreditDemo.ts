import { mortgageTradelines, storeCreditReport } from '../repo/credit';
import { simulatedScore } from '../repo/creditScore';
import { findProfileByEmail } from '../repo/profiles';
import { all, one, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { OUTCOME_DEMO_CUSTOMERS, type OutcomeDemoCustomer } from './demoData';

/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before credit scores get them too). */
const DONE_KEY = 'seeded_outcome_credit_reports_at';

/**
 * Stores the credit report of an outcome demo customer's application: pulled at `pulledMs`, the mortgage tradeline of
 * its estimated debt, and its score and key factors (the customer's own, e.g. the denied one's 487, or what the credit
 * pull simulates) — what the credit disclosure of a credit denial shows.
 */
export function storeOutcomeDemoCreditReport(
  tx: Sql, c: OutcomeDemoCustomer, app: { uuid: string; estimated_debt: number | null }, profileUuid: string, pulledMs: number,
): Promise<void> {
  return storeCreditReport(tx, app.uuid, profileUuid, {
    pulledMs, tradelines: mortgageTradelines(app.estimated_debt, pulledMs), ...(c.credit_score ?? simulatedScore(701)),
  });
}

/**
 * Gives the outcome demo customers of a data folder seeded before credit reports had scores a scored report (once per
 * folder): for each one's applications without a scored report, stored as pulled when its credit-pull task finished.
 * Answers true when it changed anything.
 */
export async function seedOutcomeCreditReports(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    let changed = false;
    for (const c of OUTCOME_DEMO_CUSTOMERS) {
      const person = await findProfileByEmail(tx, c.email);
      if (!person) continue;
      const apps = await all<{ uuid: string; estimated_debt: number | null; pulled_at: Date | null }>(tx,
        `SELECT a.uuid, a.estimated_debt,
           (SELECT max(b.finished_at) FROM background_tasks b WHERE b.application_uuid = a.uuid AND b.task_type = 'credit-pull') AS pulled_at
         FROM applications a JOIN application_profiles ap ON ap.application_uuid = a.uuid AND ap.profile_uuid = $1
         WHERE NOT EXISTS (SELECT 1 FROM credit_reports r WHERE r.application_uuid = a.uuid AND r.profile_uuid = $1 AND r.score IS NOT NULL)`,
        [person.uuid]);
      for (const app of apps) {
        if (!app.pulled_at) continue;
        await storeOutcomeDemoCreditReport(tx, c, app, person.uuid, app.pulled_at.getTime());
        changed = true;
      }
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(s.now()).toISOString()]);
    return changed;
  });
}
