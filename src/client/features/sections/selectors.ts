import { createSelector } from 'reselect';
import type { SectionName, SectionStatus } from '../../../contract/sectionEnums';
import type { ApplicationForm, Lien, Mortgage } from '../../../contract/sections';
import { errorText } from '../../../domain/errorText';
import { applicationFormQuery, sectionQueryOf } from '../../kernel/api/formQueries';
import type { DraftRef } from '../../kernel/drafts/actions';
import { DRAFTS_KEY, type DraftsRootState } from '../../kernel/drafts/state';
import { selectApplicationHasUnsavedDrafts, selectDraft, type DraftView } from '../../kernel/drafts/selectors';
import type { QueryCacheRootState, QueryState } from '../../kernel/queryCache/reducer';
import { sectionOf } from '../../kernel/queryCache/section';
import { SECTION_TITLES } from '../../../domain/sections';
import { qualificationPath, SECTION_ORDER, sectionPath, type FormSection } from './sectionOrder';
import { debtOptions, type DebtOption } from './values';

/** The root state this feature reads: the query cache and the drafts slice. */
export type SectionsRootState = QueryCacheRootState & DraftsRootState;

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

/** What a section page shows: loading, an error with retry, or the form with its initial values. */
export type SectionPageView =
  | { phase: 'loading'; draft: DraftView }
  | { phase: 'error'; message: string; draft: DraftView }
  | { phase: 'ready'; initialValues: Record<string, unknown>; serverStatus: SectionStatus; draft: DraftView };

/**
 * The initial values of a section page: the draft of this session or restored from this device when there is one
 * (it is newer than the server's record by construction), else the saved record. The page waits for the draft to be
 * opened (restore done) so it never starts from values about to be replaced.
 */
export function sectionPageOf(record: QueryState<{ values: object; status: SectionStatus; revision: number }>, draft: DraftView): SectionPageView {
  if (!draft.ready) return { phase: 'loading', draft };
  if (draft.values !== undefined && draft.revision > (record.data?.revision ?? 0)) {
    return { phase: 'ready', initialValues: draft.values, serverStatus: record.data?.status ?? 'in-progress', draft };
  }
  if (record.data) return { phase: 'ready', initialValues: record.data.values as Record<string, unknown>, serverStatus: record.data.status, draft };
  if (record.status === 'rejected' && record.error) return { phase: 'error', message: errorText(record.error), draft };
  return { phase: 'loading', draft };
}

/** The section page's projection (one per mounted page). */
export function makeSelectSectionPage(applicationId: string, section: FormSection) {
  const ref: DraftRef = { applicationId, section };
  return createSelector(
    [(s: SectionsRootState) => sectionQueryOf(section).select(s, { uuid: applicationId }), (s: SectionsRootState) => selectDraft(s, ref)],
    (record, draft) => sectionPageOf(record as QueryState<{ values: object; status: SectionStatus; revision: number }>, draft),
  );
}

/** The latest values of another section: this session's draft when newer, else its saved record. */
function latestValues(state: SectionsRootState, applicationId: string, section: FormSection): Record<string, unknown> | undefined {
  const draft = selectDraft(state, { applicationId, section });
  const record = sectionQueryOf(section).select(state, { uuid: applicationId }).data;
  if (draft.values !== undefined && draft.revision > (record?.revision ?? 0)) return draft.values;
  return record?.values as Record<string, unknown> | undefined;
}

/** The debts a payoff can name (mortgages and liens of the other sections), for the payoffs form. */
export function makeSelectDebtOptions(applicationId: string) {
  return createSelector(
    [
      (s: SectionsRootState) => latestValues(s, applicationId, 'mortgage-details')?.mortgages,
      (s: SectionsRootState) => latestValues(s, applicationId, 'liens')?.liens,
    ],
    (mortgages, liens): DebtOption[] =>
      debtOptions(
        Array.isArray(mortgages) ? (mortgages as Partial<Mortgage>[]) : [],
        Array.isArray(liens) ? (liens as Partial<Lien>[]) : [],
      ),
  );
}

