import {
  completeQualification, CONSENT_DOCUMENT, getCreditReport, isSsnDuplicate, listConsents, recordConsents,
  startCreditPull, type ConsentDocument, type CreditPullResult,
} from '../../contract';
import { ownProfile, readableApplication, signedIn, writableApplication } from '../access';
import { bind, type Binding } from '../http/binding';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { appProfilesOf, updateApplication, type ApplicationRow } from '../repo/applications';
import { consentedDocuments, consentsOf, insertConsents } from '../repo/consents';
import { creditReportOf, insertCreditPull, pendingPullOf, pullCountOf, settleCreditPulls } from '../repo/credit';
import { findProfile, hasSsn, ssnUsedByAnother } from '../repo/profiles';
import { applicationFormOf, markQualificationCompleted, sectionOf } from '../repo/sections';
import { inTransaction, type Sql } from '../repo/sql';
import { backgroundTasksOf } from '../repo/tasks';
import { assertUnderLimit, countAction } from '../rateLimit';
import type { Services } from '../services';
import { formIsClosed } from './sections';

const CONSENT_LABELS: Readonly<Record<ConsentDocument, string>> = { credit: 'credit authorization', telephone: 'telephone consent' };

/** 403 once the application was submitted: the wizard is over. */
function assertWizardOpen(app: ApplicationRow): void {
  if (formIsClosed(app)) throw forbidden('The application has been submitted and can no longer be changed.');
}

/** Finishes the application's credit pulls that are due by the sandbox clock (see repo/credit.ts). */
export const settlePulls = (s: Services, sql: Sql, app: ApplicationRow): Promise<void> =>
  settleCreditPulls(sql, app, s.now());

/**
 * is-ssn-duplicate (§7) for one's own profile: counts against a per-person limit (`maxCodeAttempts` per rate
 * window, 429 beyond), since it tells whether a number is in use. Shared with the SSN patch (handlers/profile.ts).
 * Checks and counts in one transaction of its own, so concurrent checks (any process) cannot all pass the limit.
 */
export function ssnCheckSlot(s: Services, profileUuid: string): Promise<void> {
  return inTransaction(s.db, async (tx) => {
    await assertUnderLimit(s, tx, 'ssn-check', profileUuid, s.config.maxCodeAttempts);
    await countAction(s, tx, 'ssn-check', profileUuid);
  });
}

/**
 * The qualification wizard's calls (designed; docs/api.md "Qualification wizard"): SSN duplicate check, consent
 * statements, the credit pull as a background task that finishes `creditPullDelayMs` later by the injected clock,
 * the credit report it produces, and completing the wizard.
 */
export function qualificationBindings(s: Services): Binding[] {
  return [
    bind(isSsnDuplicate, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const profile = await ownProfile(s.db, me, params.uuid);
      await ssnCheckSlot(s, profile.uuid);
      return { is_duplicate: await ssnUsedByAnother(s.db, s.ssnFingerprint(body.social_security_number), profile.uuid) };
    }),

    bind(listConsents, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return consentsOf(s.db, app.uuid);
    }),

    bind(recordConsents, async ({ params, body, caller }) => {
      const { app, place } = await writableApplication(s.db, signedIn(caller), params.uuid);
      const documents = [...new Set(body.documents)];
      if (documents.length === 0) throw invalid({ documents: ['Choose at least one document to accept.'] });
      await insertConsents(s.db, app.uuid, place.profile_uuid, documents, s.now());
      return consentsOf(s.db, app.uuid);
    }),

    bind(startCreditPull, async ({ params, caller }) => {
      const { app, place } = await writableApplication(s.db, signedIn(caller), params.uuid);
      assertWizardOpen(app);
      const me = place.profile_uuid;
      const errors: Record<string, string[]> = {};
      if (!(await consentedDocuments(s.db, app.uuid, me)).has('credit')) errors.consents = ['Accept the credit authorization first.'];
      if (!(await hasSsn(s.db, me))) errors.social_security_number = ['Enter your Social Security number first.'];
      if (Object.keys(errors).length > 0) {
        const what = [errors.consents && 'the credit authorization', errors.social_security_number && 'your Social Security number'].filter(Boolean);
        throw new HttpError(400, `Before we can check your credit we need ${what.join(' and ')}.`, errors);
      }
      const task = await inTransaction(s.db, async (tx) => {
        await settlePulls(s, tx, app);
        // A retried start (double click, network retry) joins the pull under way instead of starting another.
        const running = await pendingPullOf(tx, app.uuid, me);
        if (running) return running;
        const person = await findProfile(tx, me);
        const first = (await pullCountOf(tx, app.uuid, me)) === 0;
        const scripted = person ? s.config.firstCreditPullOutcome[person.email] : undefined;
        const outcome: CreditPullResult = first && scripted ? scripted : 'credit_report_received';
        const started = await insertCreditPull(tx, app.uuid, me, outcome, s.now(), s.config.creditPullDelayMs);
        await settlePulls(s, tx, app);
        return started;
      });
      return (await backgroundTasksOf(s.db, app.uuid)).find((t) => t.uuid === task.uuid) ?? task;
    }),

    bind(getCreditReport, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app, place } = await readableApplication(s.db, me, params.uuid);
      await inTransaction(s.db, (tx) => settlePulls(s, tx, app));
      // Ops (no place) read the primary applicant's report: the one the read-only view shows first.
      const subject = place?.profile_uuid ?? (await appProfilesOf(s.db, app.uuid)).find((p) => p.position === 1)?.profile_uuid;
      const report = subject ? await creditReportOf(s.db, app.uuid, subject) : undefined;
      if (!report) throw notFound();
      return report;
    }),

    bind(completeQualification, async ({ params, caller }) => {
      const { app, place } = await writableApplication(s.db, signedIn(caller), params.uuid);
      if (app.qualification_completed_at !== null) return applicationFormOf(s.db, app.uuid);
      assertWizardOpen(app);
      const me = place.profile_uuid;
      await inTransaction(s.db, (tx) => settlePulls(s, tx, app));
      const errors: Record<string, string[]> = {};
      const missing: string[] = [];
      const consented = await consentedDocuments(s.db, app.uuid, me);
      const notConsented = CONSENT_DOCUMENT.values.filter((d) => !consented.has(d));
      if (notConsented.length > 0) {
        errors.consents = [`Accept the ${notConsented.map((d) => CONSENT_LABELS[d]).join(' and ')}.`];
        missing.push(...notConsented.map((d) => `the ${CONSENT_LABELS[d]}`));
      }
      if (!(await hasSsn(s.db, me))) {
        errors.social_security_number = ['Enter your Social Security number.'];
        missing.push('your Social Security number');
      }
      if (!(await creditReportOf(s.db, app.uuid, me))) {
        errors.credit_report = ['We have not received your credit report yet.'];
        missing.push('your credit report');
      }
      const mortgages = await sectionOf(s.db, app.uuid, 'mortgage-details');
      if (mortgages.section !== 'mortgage-details' || typeof mortgages.values.has_mortgages !== 'boolean') {
        errors['mortgage-details.has_mortgages'] = ['Tell us whether the home has a mortgage.'];
        missing.push('whether the home has a mortgage');
      }
      if (missing.length > 0) throw new HttpError(400, `To finish, we still need ${missing.join(', ')}.`, errors);
      await inTransaction(s.db, async (tx) => {
        await markQualificationCompleted(tx, app.uuid, s.now());
        await updateApplication(tx, app.uuid, {}, s.now());
      });
      return applicationFormOf(s.db, app.uuid);
    }),
  ];
}
