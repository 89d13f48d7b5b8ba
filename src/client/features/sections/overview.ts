import { createSelector } from 'reselect';
import type { SectionName, SectionStatus } from '../../../contract/sectionEnums';
import type { ApplicationForm } from '../../../contract/sections';
import { SECTION_TITLES } from '../../../domain/sections';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { DRAFTS_KEY, type DraftsRootState } from '../../kernel/drafts/state';
import { selectApplicationHasUnsavedDrafts } from '../../kernel/drafts/selectors';
import { sectionOf } from '../../kernel/queryCache/section';
import type { SectionsRootState } from './selectors';
import { qualificationPath, SECTION_ORDER, sectionPath } from './sectionOrder';

/*
 * The form overview's projection (`/applications/:id/sections`), apart from the section page's (./selectors): a
 * section page does not load it.
 */

/** How a section's status reads. */
export const STATUS_LABELS: Readonly<Record<SectionStatus, string>> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Complete',
};

/** The link a section row offers: start it, continue it, or reopen a completed one (§2 "Make Changes"). */
export const ACTION_LABELS: Readonly<Record<SectionStatus, string>> = {
  'not-started': 'Start',
  'in-progress': 'Continue',
  completed: 'Make changes',
};

/** One row of the overview. */
export interface SectionRowView {
  section: SectionName;
  title: string;
  status: SectionStatus;
  statusLabel: string;
  href: string;
  actionLabel: string;
}

/** The form overview: qualification first, the eight sections, progress and whether it can be submitted. */
export interface OverviewView {
  qualification: { complete: boolean; statusLabel: string; href: string; actionLabel: string };
  rows: SectionRowView[];
  completeCount: number;
  total: number;
  progressText: string;
  canSubmit: boolean;
  submitted: boolean;
}

/** A section's status as the person sees it: a draft typed on this device counts as "in progress" before it is saved. */
function shownStatus(server: SectionStatus, typedHere: boolean): SectionStatus {
  return server === 'not-started' && typedHere ? 'in-progress' : server;
}

/** The overview of an application form (pure; exported for tests). `typedHere` lists sections with a local draft. */
export function overviewOf(applicationId: string, form: ApplicationForm, typedHere: ReadonlySet<SectionName>): OverviewView {
  const rows = SECTION_ORDER.map((section): SectionRowView => {
    const server = form.sections.find((s) => s.section === section)?.status ?? 'not-started';
    const status = shownStatus(server, typedHere.has(section));
    return {
      section,
      title: SECTION_TITLES[section],
      status,
      statusLabel: STATUS_LABELS[status],
      href: sectionPath(applicationId, section),
      actionLabel: ACTION_LABELS[status],
    };
  });
  const completeCount = rows.filter((r) => r.status === 'completed').length;
  const qualificationComplete = form.qualification_completed_at !== null;
  return {
    qualification: {
      complete: qualificationComplete,
      statusLabel: qualificationComplete ? 'Complete' : 'Not complete',
      href: qualificationPath(applicationId),
      actionLabel: qualificationComplete ? 'Review' : 'Start',
    },
    rows,
    completeCount,
    total: rows.length,
    progressText: `${completeCount} of ${rows.length} complete`,
    canSubmit: qualificationComplete && completeCount === rows.length && form.submitted_at === null,
    submitted: form.submitted_at !== null,
  };
}

/** Sections of `applicationId` with values typed on this device in this session. */
function typedSections(state: DraftsRootState, applicationId: string): string {
  const entries = Object.values(state[DRAFTS_KEY]?.entries ?? {});
  // A string, so the memoised projection below only recomputes when the set really changes.
  return entries.filter((e) => e.applicationId === applicationId && e.revision > 0).map((e) => e.section).sort().join(',');
}

/** The overview page's projection for one application (one per mounted page). */
export function makeSelectOverview(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: SectionsRootState) => applicationFormQuery.select(s, args),
      (s: SectionsRootState) => typedSections(s, applicationId),
      (s: SectionsRootState) => selectApplicationHasUnsavedDrafts(s, applicationId),
    ],
    (form, typed, unsaved) => ({
      overview: sectionOf(form, (f) => overviewOf(applicationId, f, new Set(typed.split(',').filter(Boolean) as SectionName[]))),
      unsavedDrafts: unsaved,
    }),
  );
}
