import { subMonths } from 'date-fns';
import type { DocumentType, Uuid } from '../../contract';
import { hashPassword } from '../auth/password';
import { findApplication, insertApplication, insertAppProfile, type ApplicationRow } from '../repo/applications';
import { insertDocument, putObject, setDocumentStatus } from '../repo/documents';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import { one, type Sql } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, setTaskStatus } from '../repo/tasks';
import type { Services } from '../services';
import { saveStep, startRequest, submitStep } from '../servicing/customer';
import { recordInvestment, todayOf } from '../servicing/investments';
import { decideApproval, issuePayoff } from '../servicing/provider';
import { tasksOfRequest } from '../servicing/tasks';
import { seedStageData } from './closingDemo';
import { DEMO_PASSWORD, SERVICING_DEMO_CUSTOMERS, type ServicingDemoCustomer } from './demoData';

const DAY_MS = 86_400_000;
/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before issue 11 get it too). */
const DONE_KEY = 'seeded_servicing_demo_at';
/** A tiny but real PDF, the "uploaded" demo documents. */
const DEMO_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The decline reason the declined demo customer reads. */
export const DEMO_DECLINE_REASON = 'Your new loan would bring the combined loan-to-value above 80%, the most we can subordinate to. A smaller loan would qualify.';

/** `today` ± days, `yyyy-MM-dd`. */
const day = (s: Services, days: number) => new Date(s.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Stores a demo PDF as the upload answering a request's task of `documentType`, and completes the task. */
async function seedUpload(s: Services, tx: Sql, appUuid: Uuid, requestUuid: Uuid, documentType: DocumentType, fileName: string): Promise<void> {
  const task = (await tasksOfRequest(tx, requestUuid)).find((t) => t.document_type === documentType);
  if (!task) return;
  const now = s.now();
  const doc = await insertDocument(tx, {
    application_uuid: appUuid, document_type: documentType, file_name: fileName, content_type: 'application/pdf', size_bytes: DEMO_PDF.length,
    source: 'customer', profile_uuid: null, task_uuid: task.uuid, replaces: null, uploadExpiresMs: now,
  }, now);
  await putObject(tx, doc.uuid, 'application/pdf', DEMO_PDF, now);
  await setDocumentStatus(tx, doc.uuid, 'uploaded', now);
  await setTaskStatus(tx, task.uuid, 'completed');
}

/**
 * The services with the clock set `days` before now: a story's steps happen on different days, as they would, so
 * its history reads in order with real dates (the seed itself still runs at one instant).
 */
const daysAgo = (s: Services, days: number): Services => ({ ...s, now: () => s.now() - days * DAY_MS });

/** Saves and submits one step as the homeowner would. */
async function fill(s: Services, tx: Sql, requestUuid: Uuid, kind: string, values: Record<string, unknown>): Promise<void> {
  await saveStep(s, tx, requestUuid, kind, 1, values);
  await submitStep(s, tx, requestUuid, kind);
}

/** Files a mortgage refinance up to the manager's approval (lender, subordination request, loan terms) over 5 days. */
async function fileSubordination(s: Services, tx: Sql, app: ApplicationRow): Promise<Uuid> {
  const r = await startRequest(daysAgo(s, 6), tx, app, 'mortgage-refinance');
  await fill(daysAgo(s, 6), tx, r, 'third-party-lender-info', {
    lender_name: 'Lakeside Credit Union', loan_officer_name: 'Jordan Lee', loan_officer_phone: '(612) 456-2200', loan_officer_email: 'jordan.lee@example.com',
    loan_amount: '310,000', loan_type: 'rate-and-term-refinance', expected_closing_date: day(s, 45),
  });
  await seedUpload(daysAgo(s, 4), tx, app.uuid, r, 'subordination-request', 'lakeside-subordination-request.pdf');
  await seedUpload(daysAgo(s, 4), tx, app.uuid, r, 'mortgage-information', 'loan-estimate.pdf');
  await fill(daysAgo(s, 4), tx, r, 'subordination-request', { requested_by: day(s, 30) });
  await fill(daysAgo(s, 3), tx, r, 'document-upload', {});
  return r;
}

/** Plays out one customer's story on their funded application. */
async function playStory(s: Services, tx: Sql, c: ServicingDemoCustomer, appUuid: Uuid): Promise<void> {
  const app = await findApplication(tx, appUuid);
  if (!app) return;
  switch (c.story) {
    case 'funded':
    case 'term-end':
      return;
    case 'buyout': {
      const r = await startRequest(daysAgo(s, 6), tx, app, 'owner-buyout');
      await fill(daysAgo(s, 6), tx, r, 'buyout-request', { intended_date: day(s, 45), funding_source: 'cash-out-refinance', funding_notes: 'Refinancing with my bank.' });
      await fill(daysAgo(s, 2), tx, r, 'improvement-adjustment', { improvements: [{ description: 'Kitchen remodel', cost: '35,000', completed_on: day(s, -400) }] });
      return;
    }
    case 'home-sale': {
      // Filed 18 days ago, a step every few days, the statement issued 2 days ago: every step is in its history.
      const r = await startRequest(daysAgo(s, 18), tx, app, 'home-sale');
      await fill(daysAgo(s, 18), tx, r, 'home-listing', {
        listing_date: day(s, -20), list_price: '829,000', agent_name: 'Maria Lopez', agent_phone: '(512) 456-7700', agent_email: 'maria.lopez@example.com', expected_closing_date: day(s, 30),
      });
      await seedUpload(daysAgo(s, 15), tx, appUuid, r, 'improvement-receipts', 'bathroom-remodel-receipts.pdf');
      await fill(daysAgo(s, 15), tx, r, 'improvement-adjustment', { improvements: [{ description: 'Primary bathroom remodel', cost: '24,000', completed_on: day(s, -700) }] });
      await fill(daysAgo(s, 12), tx, r, 'authorize-hei-appraisal', { method: 'sales-contract', authorized: true });
      await seedUpload(daysAgo(s, 8), tx, appUuid, r, 'purchase-agreement', 'signed-purchase-agreement.pdf');
      await fill(daysAgo(s, 8), tx, r, 'document-upload', {});
      await issuePayoff(daysAgo(s, 2), tx, r, { home_value: 815_000 });
      return;
    }
    case 'hoi-documents':
      await startRequest(daysAgo(s, 1), tx, app, 'hoi-update');
      return;
    case 'subordination':
      await fileSubordination(s, tx, app);
      return;
    case 'declined': {
      const r = await fileSubordination(s, tx, app);
      await decideApproval(daysAgo(s, 1), tx, r, 'decline', DEMO_DECLINE_REASON);
      return;
    }
  }
}

/** Adds one servicing demo customer: a closed-won application with its closing data, investment and story. */
async function seedServicingCustomer(s: Services, tx: Sql, c: ServicingDemoCustomer, index: number, hash: string): Promise<void> {
  const fundedOn = subMonths(new Date(s.now()), Math.round(c.fundedYearsAgo * 12)).toISOString().slice(0, 10);
  const createdMs = Date.parse(`${fundedOn}T12:00:00Z`) - 60 * DAY_MS;
  const person = await insertProfile(tx, {
    email: c.email, role: 'customer', first_name: c.first_name, middle_name: null, last_name: c.last_name, phone: c.phone,
    birth_date: c.birth_date, login_method: 'password', password_hash: hash, timezone: 'America/Chicago',
  }, createdMs);
  const appUuid = await insertApplication(tx, {
    stage: 'closed-won', estimated_fico: 701, ownership: 'only_me', ie_acknowledged: true,
    property: { address: c.address, property_type: c.property_type, property_usage: c.property_usage, estimated_value: c.estimated_value, estimated_debt: c.estimated_debt },
    ...assignDealTeam(index + 9),
  }, createdMs);
  await insertAppProfile(tx, appUuid, person, { position: 1, profile_type: 'applicant', on_title: true });
  await insertBackgroundTask(tx, appUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs, finishedMs: createdMs + 60_000 });
  await tx.query('UPDATE applications SET qualification_completed_at = $2, submitted_at = $3 WHERE uuid = $1',
    [appUuid, new Date(createdMs + DAY_MS), new Date(createdMs + 2 * DAY_MS)]);
  const app = await findApplication(tx, appUuid);
  if (!app) return;
  await seedStageData(s, tx, app);
  await recordInvestment(s, tx, app, fundedOn);
  await tx.query('UPDATE investments SET term_years = $2 WHERE application_uuid = $1', [appUuid, c.termYears]);
  await playStory(s, tx, c, appUuid);
}

/**
 * Seeds the issue-11 demo customers once per data folder (docs/sandbox.md "Servicing demo customers"): funded
 * customers with no request, an owner buyout at the appraisal step, a home sale (an improvement claimed, every step
 * done on its own day) with its payoff statement issued, an
 * insurance update waiting on documents, a subordination waiting for approval, a declined one with its reason, and one
 * near the end of a 10-year term. Answers true when it seeded now. The seeded funding date is `todayOf` minus the
 * story's years, so the stories read the same whenever the sandbox starts.
 */
export async function seedServicingDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    for (const [i, c] of SERVICING_DEMO_CUSTOMERS.entries()) {
      if (!(await findProfileByEmail(tx, c.email))) await seedServicingCustomer(s, tx, c, i, hash);
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, todayOf(s)]);
    return true;
  });
}
