import type { AnyAction } from '@reduxjs/toolkit';
import { exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { createServicingRequest } from '../../../../contract/servicing/endpoints';
import { isUuid } from '../../../../domain/ids';
import { SERVICING_REQUESTS } from '../../../../domain/servicing/requestTypes';
import { outcomeOf } from '../../../kernel/actions';
import { applicationPageEpic, applicationQueries } from '../../../kernel/api/applicationPage';
import { applicationQuery, dealTeamQuery } from '../../../kernel/api/queries';
import { investmentQuery, servicingRequestsQuery, servicingTaskGroupsQuery } from '../../../kernel/api/servicingQueries';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import type { HttpError } from '../../../kernel/http/types';
import { emitThenRun } from '../../../kernel/session/afterReduced';
import {
  closeDashboard, dashboardClosed, dashboardOpened, openDashboard, requestStarted, requestStartFailed, retryDashboard,
  servicingRedirected, startRequest,
} from '../actions';
import { newApplicationPath, requestPath } from '../paths';
import { selectServicing } from '../selectors';
import { todayOf } from '../today';
import { afterWrite, type ServicingEpicState } from './shared';

/**
 * What the dashboard shows: the application (address, §2 redirect), the investment, the requests with their task
 * groups (how many tasks wait on the homeowner) and the team.
 */
const DASHBOARD_QUERIES = [applicationQuery, investmentQuery, servicingRequestsQuery, servicingTaskGroupsQuery, dealTeamQuery] as const;

/** Answered for a start on an id that is not a UUID (the page sends none; a hand-made command gets a clear error). */
const NOT_FOUND: HttpError = { status: 404, data: { detail: 'Not found.' } };

/** The dashboard's close/retry, its queries and its §2 redirects (invalid id; 404/403 to a non-applicant). */
const pageEpic = applicationPageEpic<{ applicationId: string }, ServicingEpicState>({
  open: openDashboard,
  close: closeDashboard,
  retry: retryDashboard,
  closed: dashboardClosed,
  queries: ({ applicationId }) => applicationQueries(DASHBOARD_QUERIES, applicationId),
  invalidId: () => servicingRedirected({ reason: 'invalid-id' }),
  notFound: {
    query: applicationQuery,
    openApplicationId: (state) => selectServicing(state).openApplicationId,
    event: () => servicingRedirected({ reason: 'not-found' }),
  },
});

/**
 * The investment dashboard (issue 11 §2):
 * - open: an id that is not a UUID → applicants list; else `dashboardOpened` with today's date (`deps.clock`, so the
 *   figures are computed for a recorded day) before its queries — Application, the investment, the requests, their
 *   task groups and the deal team — are subscribed; close releases them; retry refetches the failed ones; §2 not-found redirect;
 * - start (one at a time; a second press while one runs is ignored): `POST …/servicing-requests/` → `requestStarted`
 *   (the card's correlation id), ServicingTasks and ServicingTaskGroups refreshed, the §4 change reported, then the
 *   request's page — or, for a type that hands over to another flow (`start-new-application`), the new-application
 *   flow; a refusal (e.g. 409: one of that type is already open) → `requestStartFailed` with the §8 error.
 */
export const dashboardEpic: AppEpic<ServicingEpicState> = (action$, state$, deps) => {
  // Subscribed before the page epic, so the day is recorded before the queries answer.
  const opened$ = action$.pipe(
    filter(openDashboard.match),
    filter((cmd) => isUuid(cmd.payload.applicationId)),
    map((cmd) => outcomeOf(cmd, dashboardOpened, { applicationId: cmd.payload.applicationId, today: todayOf(deps.clock) })),
  );

  const start$ = action$.pipe(
    filter(startRequest.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId, requestType } = cmd.payload;
      if (!isUuid(applicationId)) return of(outcomeOf(cmd, requestStartFailed, { applicationId, requestType, error: NOT_FOUND }));
      const request = endpointRequest(createServicingRequest, { params: { uuid: applicationId }, body: { request_type: requestType } });
      return deps.http.request(request).pipe(
        take(1),
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, requestStartFailed, { applicationId, requestType, error: result.error }));
          const requestUuid = result.value.uuid;
          const path = SERVICING_REQUESTS[requestType].transfers ? newApplicationPath(applicationId) : requestPath(applicationId, requestUuid);
          const events = [outcomeOf(cmd, requestStarted, { applicationId, requestUuid, requestType }), ...afterWrite(applicationId)];
          return emitThenRun(action$, events, () => deps.navigation.navigate(path)) as Observable<AnyAction>;
        }),
      );
    }),
  );

  return merge(opened$, pageEpic(action$, state$, deps), start$);
};
