import { createSelector } from 'reselect';
import type { SectionStatus } from '../../../contract/sectionEnums';
import type { Lien, Mortgage } from '../../../contract/sections';
import { errorText } from '../../../domain/errorText';
import { sectionQueryOf } from '../../kernel/api/formQueries';
import type { DraftRef } from '../../kernel/drafts/actions';
import type { DraftsRootState } from '../../kernel/drafts/state';
import { selectDraft, type DraftView } from '../../kernel/drafts/selectors';
import type { QueryCacheRootState, QueryState } from '../../kernel/queryCache/reducer';
import type { FormSection } from './sectionOrder';
import { debtOptions, type DebtOption } from './values';

/** The root state this feature reads: the query cache and the drafts slice. */
export type SectionsRootState = QueryCacheRootState & DraftsRootState;

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

