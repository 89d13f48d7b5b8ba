import { createSelector } from '@reduxjs/toolkit';
import { SERVICING_STEP_KIND, type ServicingStepKind } from '../../../contract/servicing/enums';
import type { ServicingRequest } from '../../../contract/servicing/request';
import { isOpenRequest } from '../../../domain/servicing/transitions';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { dealTeamQuery } from '../../kernel/api/queries';
import {
  investmentQuery, payoffStatementQuery, productRefinanceTaskQuery, servicingRequestQuery, servicingRequestsQuery, servicingTaskGroupsQuery,
  servicingTasksQuery,
} from '../../kernel/api/servicingQueries';
import type { QueryCacheRootState, QueryState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import {
  catalogueView, investmentView, requestSummaries, teamView, type CatalogueView, type InvestmentView, type RequestSummaryView,
  type TeamMemberView,
} from './dashboardView';
import { staleValueView, type StaleValueView } from './staleValueView';
import { payoffPanelView, type PayoffPanelView } from './payoffView';
import { refinanceTaskView, type RefinanceTaskView } from './refinanceView';
import { SERVICING_KEY, type ServicingState, initialServicingState } from './reducer';
import {
  checklistView, currentStepKind, requestHeaderView, stepScreenView, stepTasksView, timelineView, type ChecklistItemView,
  type RequestHeaderView, type StepScreenView, type StepTaskView, type TimelineEntryView,
} from './requestView';

/** The root state the servicing projections read. */
export type ServicingRootState = QueryCacheRootState & { [SERVICING_KEY]?: ServicingState };

/** The servicing slice (initial while the feature is not mounted). */
export const selectServicing = (state: ServicingRootState): ServicingState => state[SERVICING_KEY] ?? initialServicingState;

const LOADING: Section<never> = Object.freeze({ status: 'loading' });

/** The investment dashboard. `investment` is ready with null when the application is not funded yet. */
export interface DashboardView {
  investment: Section<InvestmentView | null>;
  requests: Section<RequestSummaryView[]>;
  catalogue: Section<CatalogueView>;
  team: Section<TeamMemberView[]>;
  /** The stale-value card (null when the latest valuation is recent, or the investment is not active). */
  staleValue: StaleValueView | null;
}

/**
 * A memoised projection of the investment dashboard of `applicationId` (issue 11 §2; one per mounted page). Figures
 * are computed for the day the dashboard opened (`today` of `dashboardOpened`): loading until then.
 */
export function makeSelectDashboard(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ServicingRootState) => investmentQuery.select(s, args),
      (s: ServicingRootState) => servicingRequestsQuery.select(s, args),
      (s: ServicingRootState) => dealTeamQuery.select(s, args),
      (s: ServicingRootState) => selectServicing(s).today,
      (s: ServicingRootState) => servicingTaskGroupsQuery.select(s, args).data,
    ],
    (investment, requests, team, today, groups): DashboardView => {
      const inv = sectionOf(investment, (r) => r.investment);
      const reqs = sectionOf(requests, (list) => list);
      const catalogue: Section<CatalogueView> =
        inv.status === 'error' ? inv : reqs.status === 'error' ? reqs : inv.status === 'ready' && reqs.status === 'ready'
          ? { status: 'ready', data: catalogueView(reqs.data, inv.data, applicationId) }
          : LOADING;
      const staleValue = today !== null && inv.status === 'ready' && inv.data !== null && reqs.status === 'ready'
        ? staleValueView(inv.data, reqs.data, applicationId, today)
        : null;
      return {
        staleValue,
        investment: today === null ? LOADING : sectionOf(investment, (r) => (r.investment ? investmentView(r.investment, today) : null)),
        requests: sectionOf(requests, (list) => requestSummaries(list, applicationId, groups)),
        catalogue,
        team: sectionOf(team, teamView),
      };
    },
  );
}

/** The request page's own part, once the request is in. */
export interface RequestPageData {
  header: RequestHeaderView;
  checklist: ChecklistItemView[];
  timeline: TimelineEntryView[];
  /** The step shown (the address's, else the current one); null when every step is done. */
  step: StepScreenView | null;
  /** True when the address names a step this request does not have. */
  unknownStep: boolean;
}

/** Shown when a request of another application is asked for under this one. */
export const OTHER_APPLICATION_TEXT = 'This request belongs to another application.';

const isStepKind = (v: string): v is ServicingStepKind => (SERVICING_STEP_KIND.values as readonly string[]).includes(v);

/** A cached request as a section of the page of `applicationId` (a request of another application is an error). */
function requestSection(query: QueryState<ServicingRequest>, applicationId: string): Section<ServicingRequest> {
  const section = sectionOf(query, (r) => r);
  if (section.status === 'ready' && section.data.application_uuid !== applicationId) return { status: 'error', message: OTHER_APPLICATION_TEXT };
  return section;
}

/**
 * A memoised projection of the request page of `requestUuid` (issue 11 §2): header, ordered checklist, timeline and
 * the step shown — `stepParam` from the address (`…/servicing/:requestUuid/:stepKind`), else the current step.
 */
export function makeSelectRequestPage(applicationId: string, requestUuid: string, stepParam: string | undefined) {
  return createSelector(
    [(s: ServicingRootState) => servicingRequestQuery.select(s, { uuid: requestUuid }), (s: ServicingRootState) => selectServicing(s).today],
    (query, today): Section<RequestPageData> => {
      const request = requestSection(query, applicationId);
      if (request.status !== 'ready') return request;
      if (today === null) return LOADING;
      const r = request.data;
      const asked = stepParam !== undefined && isStepKind(stepParam) && r.steps.some((s) => s.kind === stepParam) ? stepParam : null;
      const selected = asked ?? currentStepKind(r);
      return {
        status: 'ready',
        data: {
          header: requestHeaderView(r),
          checklist: checklistView(r, applicationId, selected),
          timeline: timelineView(r),
          step: selected === null ? null : stepScreenView(r, selected, today),
          unknownStep: stepParam !== undefined && asked === null,
        },
      };
    },
  );
}

/** A memoised projection of the documents step `kind` of a request asks for (ServicingTasks + Document). */
export function makeSelectStepTasks(applicationId: string, requestUuid: string, kind: ServicingStepKind) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ServicingRootState) => servicingTasksQuery.select(s, args),
      (s: ServicingRootState) => documentsQuery.select(s, args),
      (s: ServicingRootState) => servicingRequestQuery.select(s, { uuid: requestUuid }),
    ],
    (tasks, documents, query): Section<StepTaskView[]> => {
      const request = requestSection(query, applicationId);
      const open = request.status === 'ready' && isOpenRequest(request.data.status);
      const t = sectionOf(tasks, (list) => list);
      if (t.status !== 'ready') return t;
      const d = sectionOf(documents, (list) => list);
      if (d.status !== 'ready') return d;
      return { status: 'ready', data: stepTasksView(t.data, d.data, requestUuid, kind, open) };
    },
  );
}

/** A memoised projection of the payoff panel of a request (payoff statement query, read on the page's day). */
export function makeSelectPayoffPanel(requestUuid: string) {
  return createSelector(
    [(s: ServicingRootState) => payoffStatementQuery.select(s, { uuid: requestUuid }), (s: ServicingRootState) => selectServicing(s).today],
    (statement, today): Section<PayoffPanelView> =>
      today === null ? LOADING : sectionOf(statement, (r) => payoffPanelView(r.payoff_statement, today)),
  );
}


/**
 * A memoised projection of the `{product}` refinance task card of a request (ProductRefinanceTask data group): null
 * when the request is not a refinance (the card is left out), else its status and the lender's figures in §9 formats.
 */
export function makeSelectRefinanceTask(requestUuid: string) {
  return createSelector([(s: ServicingRootState) => productRefinanceTaskQuery.select(s, { uuid: requestUuid })], (query): Section<RefinanceTaskView | null> =>
    sectionOf(query, (r) => (r.task ? refinanceTaskView(r.task) : null)),
  );
}
