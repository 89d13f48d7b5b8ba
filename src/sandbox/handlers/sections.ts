import {
  getApplicationForm, getSection, saveSectionDraft, SECTION_NAME, submitApplication, submitSection, type SectionName,
} from '../../contract';
import { SECTION_TITLES } from '../../domain/sections';
import { isStageBefore } from '../../domain/stages';
import { readableApplication, signedIn, writableApplication } from '../access';
import { declarationPeopleOf, debtIdsOf } from '../forms/people';
import { sectionProblems } from '../forms/sectionChecks';
import { bind, type Binding } from '../http/binding';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { findApplication, toApplication, updateApplication, type ApplicationRow } from '../repo/applications';
import {
  applicationFormOf, completeSection, markSubmitted, saveDraft, sectionOf, sectionsOf,
} from '../repo/sections';
import { outcomeViewerOf } from '../outcomes/creditDisclosure';
import { inTransaction } from '../repo/sql';
import { completeTasks } from '../repo/tasks';
import type { Services } from '../services';
import { checkDraftRevision } from '../validate';

const asSection = (raw: string): SectionName | undefined => (SECTION_NAME.codec.is(raw) ? raw : undefined);

/** True once the application is past the form: submitted, or moved on by the back office (stage-based). */
export const formIsClosed = (app: Pick<ApplicationRow, 'stage'>): boolean => !isStageBefore(app.stage, 'pending-doc-upload');

/** 403 when the form can no longer change (submitted). */
function assertFormOpen(app: ApplicationRow): void {
  if (formIsClosed(app)) throw forbidden('The application has been submitted and can no longer be changed.');
}

/**
 * The application form (designed; docs/api.md "Application form"): the overview, one section, draft saves
 * (idempotent by revision), section submit with the required-answer rules, and the whole application's submit.
 */
export function sectionBindings(s: Services): Binding[] {
  return [
    bind(getApplicationForm, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return applicationFormOf(s.db, app.uuid);
    }),

    bind(getSection, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      const section = asSection(params.section);
      if (!section) throw notFound();
      return sectionOf(s.db, app.uuid, section);
    }),

    bind(saveSectionDraft, async ({ params, body, caller }) => {
      const { app } = await writableApplication(s.db, signedIn(caller), params.uuid);
      const section = asSection(params.section);
      if (!section) throw invalid({ section: [`Unknown section: must be one of ${SECTION_NAME.values.join(', ')}`] });
      if (body.section !== section) throw invalid({ section: ['Must be the section named in the path'] });
      checkDraftRevision(body.revision);
      assertFormOpen(app);
      await inTransaction(s.db, async (tx) => {
        if (await saveDraft(tx, app.uuid, section, body.revision, body.values, s.now())) {
          await updateApplication(tx, app.uuid, {}, s.now());
        }
      });
      return sectionOf(s.db, app.uuid, section);
    }),

    bind(submitSection, async ({ params, caller }) => {
      const { app } = await writableApplication(s.db, signedIn(caller), params.uuid);
      const section = asSection(params.section);
      if (!section) throw notFound();
      assertFormOpen(app);
      const records = await sectionsOf(s.db, app.uuid);
      const record = records.find((r) => r.section === section) ?? (await sectionOf(s.db, app.uuid, section));
      // A retried submit answers the same completed record: it never fails on its own success.
      if (record.status === 'completed') return record;
      const people = await declarationPeopleOf(s.db, app.uuid);
      const problems = sectionProblems(record, {
        today: new Date(s.now()), minInvestmentUsd: s.config.equity.minInvestmentUsd, debtIds: debtIdsOf(records), people,
      });
      if (problems) throw new HttpError(400, problems.detail, problems.errors);
      await inTransaction(s.db, async (tx) => {
        if (record.revision === 0) await saveDraft(tx, app.uuid, section, 1, record.values, s.now());
        await completeSection(tx, app.uuid, section, s.now());
        const primary = record.section === 'declarations'
          ? record.values.applicants?.find((a) => a.application_profile_uuid === people.people.find((p) => p.position === 1)?.appProfileUuid)
          : undefined;
        await updateApplication(tx, app.uuid, { ownership: primary?.ownership }, s.now());
      });
      return sectionOf(s.db, app.uuid, section);
    }),

    bind(submitApplication, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app } = await writableApplication(s.db, me, params.uuid);
      // Idempotent: a retried submit (or one after the back office moved it on) answers the application as it is.
      if (formIsClosed(app)) return toApplication(s.db, app, outcomeViewerOf(me));
      const form = await applicationFormOf(s.db, app.uuid);
      const errors: Record<string, string[]> = {};
      const missing: string[] = [];
      if (form.qualification_completed_at === null) {
        errors.qualification = ['Finish the qualification questions first.'];
        missing.push('the qualification questions');
      }
      for (const sec of form.sections) {
        if (sec.status === 'completed') continue;
        errors[`sections.${sec.section}`] = ['Complete this section.'];
        missing.push(SECTION_TITLES[sec.section]);
      }
      if (missing.length > 0) throw new HttpError(400, `Before you submit, finish: ${missing.join(', ')}.`, errors);
      await inTransaction(s.db, async (tx) => {
        const tasksChanged = (await completeTasks(tx, 'complete-application', { applicationUuid: app.uuid })).length > 0;
        await updateApplication(tx, app.uuid, { stage: 'pending-doc-upload', tasksChanged }, s.now());
        await markSubmitted(tx, app.uuid, s.now());
      });
      const row = await findApplication(s.db, app.uuid);
      if (!row) throw notFound();
      return toApplication(s.db, row, outcomeViewerOf(me));
    }),
  ];
}
