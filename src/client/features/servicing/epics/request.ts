import type { AnyAction } from '@reduxjs/toolkit';
import {
  combineLatest, defer, distinctUntilChanged, EMPTY, exhaustMap, filter, interval, map, merge, mergeMap, of, switchMap, take,
  takeUntil, type Observable,
} from 'rxjs';
import type { ServicingRequest } from '../../../../contract/servicing/request';
import { isUuid } from '../../../../domain/ids';
import { outcomeOf } from '../../../kernel/actions';
import { pageQuery, redirectToApplicants, type PageQuery } from '../../../kernel/api/applicationPage';
import { documentsQuery } from '../../../kernel/api/closingQueries';
import { payoffStatementQuery, productRefinanceTaskQuery, servicingRequestQuery, servicingTasksQuery } from '../../../kernel/api/servicingQueries';
import type { Dependencies } from '../../../kernel/deps';
import type { AppEpic } from '../../../kernel/epic';
import { queryFulfilled, queryInvalidate, queryRejected } from '../../../kernel/queryCache/actions';
import type { DataGroup } from '../../../kernel/queryCache/dataGroups';
import { sessionEnded } from '../../../kernel/session/actions';
import {
  closeRequest, openRequest, requestClosed, requestOpened, retryRequest, servicingRedirected, stepViewed, viewStep, type RequestRef,
} from '../actions';
import { todayOf } from '../today';
import { waitsOnTeam, type ServicingEpicState } from './shared';

/** How often (ms) a request page asks for its request again while it waits on the servicing team or a manager. */
export const REQUEST_POLL_INTERVAL_MS = 15_000;

/**
 * What a poll that brought a changed request refreshes besides the request itself: its tasks, task groups and payoff
 * statement, its refinance task, the documents (a rejection), and the investment (a settlement).
 */
export const POLL_REFRESH_GROUPS: readonly DataGroup[] = ['ServicingTasks', 'ServicingTaskGroups', 'ProductRefinanceTask', 'Document', 'AgreementSummary'];

/**
 * What a request page shows: the request (its steps and history), the servicing tasks, the documents, the payoff
 * statement, and the `{product}` refinance task (null unless the request is a `{product}-refinance`).
 */
function requestQueries({ applicationId, requestUuid }: RequestRef): PageQuery[] {
  return [
    pageQuery(servicingRequestQuery, { uuid: requestUuid }),
    pageQuery(servicingTasksQuery, { uuid: applicationId }),
    pageQuery(documentsQuery, { uuid: applicationId }),
    pageQuery(payoffStatementQuery, { uuid: requestUuid }),
    pageQuery(productRefinanceTaskQuery, { uuid: requestUuid }),
  ];
}

const validRef = (ref: RequestRef) => isUuid(ref.applicationId) && isUuid(ref.requestUuid);
const sameRef = (a: RequestRef, b: RequestRef) => a.applicationId === b.applicationId && a.requestUuid === b.requestUuid;
const refOf = ({ applicationId, requestUuid }: RequestRef): RequestRef => ({ applicationId, requestUuid });

/** True when the request the poll brought differs from the one shown before it. */
function moved(before: ServicingRequest | undefined, after: ServicingRequest): boolean {
  return before !== undefined && (before.updated_at !== after.updated_at || before.status !== after.status || before.approval_status !== after.approval_status);
}

/**
 * One poll of a request: refetch it (the cache never starts a second request for a key that has one running) and wait
 * for the answer; a request that moved on refreshes {@link POLL_REFRESH_GROUPS} (the request's own entry excepted).
 */
function pollOnce(action$: Observable<AnyAction>, state$: { value: ServicingEpicState }, ref: RequestRef): Observable<AnyAction> {
  return defer(() => {
    const args = { uuid: ref.requestUuid };
    const key = servicingRequestQuery.key(args);
    const before = servicingRequestQuery.select(state$.value, args).data;
    const answered$ = action$.pipe(
      filter((a) => (queryFulfilled.match(a) || queryRejected.match(a)) && a.payload.key === key),
      take(1),
      mergeMap((a): AnyAction[] =>
        queryFulfilled.match(a) && moved(before, a.payload.data as ServicingRequest) ? [queryInvalidate({ groups: POLL_REFRESH_GROUPS, exceptKeys: [key] })] : [],
      ),
    );
    // Listening first: a cache that answers at once must not be missed.
    return merge(answered$, of(servicingRequestQuery.refetch(args)));
  });
}

/**
 * Polls a request every {@link REQUEST_POLL_INTERVAL_MS} of `deps.scheduler` while it waits on the team
 * ({@link waitsOnTeam}) and the document is visible: never two at once (a tick while a poll waits for its answer is
 * skipped), paused while hidden or while it is the homeowner's turn, the first poll one interval after it resumes.
 */
function polls(action$: Observable<AnyAction>, state$: Observable<ServicingEpicState> & { value: ServicingEpicState }, deps: Dependencies, ref: RequestRef) {
  const args = { uuid: ref.requestUuid };
  const waiting$ = state$.pipe(
    map((s) => waitsOnTeam(servicingRequestQuery.select(s, args).data)),
    distinctUntilChanged(),
  );
  return combineLatest([deps.visibility.visible$.pipe(distinctUntilChanged()), waiting$]).pipe(
    map(([visible, waiting]) => visible && waiting),
    distinctUntilChanged(),
    switchMap((on) => (on ? interval(REQUEST_POLL_INTERVAL_MS, deps.scheduler) : EMPTY)),
    exhaustMap(() => pollOnce(action$, state$, ref)),
  );
}

/**
 * A servicing request's page (issue 11 §2):
 * - open: an application or request id that is not a UUID → applicants list; else `requestOpened` with today's date,
 *   then the request, the servicing tasks, the documents and the payoff statement are subscribed, and the request is
 *   polled while it waits on the team ({@link polls}) until the page is left or the session ends;
 * - close: the queries released, `requestClosed`; retry: the failed ones refetched;
 * - view step: `stepViewed` (analytics "Servicing Step Viewed").
 */
export const requestPageEpic: AppEpic<ServicingEpicState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openRequest.match),
    mergeMap((cmd): Observable<AnyAction> => {
      const ref = refOf(cmd.payload);
      if (!validRef(ref)) return redirectToApplicants(action$, deps, servicingRedirected({ reason: 'invalid-id' }));
      const left$ = merge(action$.pipe(filter((a) => closeRequest.match(a) && sameRef(a.payload, ref))), action$.pipe(filter(sessionEnded.match)));
      return merge(
        of<AnyAction[]>(outcomeOf(cmd, requestOpened, { ...ref, today: todayOf(deps.clock) }), ...requestQueries(ref).map((q) => q.subscribe())),
        polls(action$, state$, deps, ref).pipe(takeUntil(left$)),
      );
    }),
  );

  const close$ = action$.pipe(
    filter(closeRequest.match),
    filter((cmd) => validRef(cmd.payload)),
    mergeMap(({ payload }) => of<AnyAction[]>(...requestQueries(payload).map((q) => q.unsubscribe()), requestClosed(refOf(payload)))),
  );

  const retry$ = action$.pipe(
    filter(retryRequest.match),
    filter((cmd) => validRef(cmd.payload)),
    mergeMap(({ payload }) => {
      const state = state$.value;
      return of<AnyAction[]>(...requestQueries(payload).filter((q) => q.failed(state)).map((q) => q.refetch()));
    }),
  );

  const viewed$ = action$.pipe(
    filter(viewStep.match),
    filter((cmd) => validRef(cmd.payload)),
    map((cmd) => outcomeOf(cmd, stepViewed, cmd.payload)),
  );

  return merge(open$, close$, retry$, viewed$);
};
