import type { AnyAction } from '@reduxjs/toolkit';
import { defer, filter, merge, mergeMap, of, switchMap, take, takeUntil, timer, type Observable } from 'rxjs';
import type { BackgroundTask } from '../../../../contract/entities';
import { startCreditPull } from '../../../../contract/qualification';
import { isUuid } from '../../../../domain/ids';
import { backgroundTasksQuery, byCreatedAt } from '../../../kernel/api/queries';
import { creditReportQuery } from '../../../kernel/api/qualificationQueries';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import { queryFulfilled, queryRejected } from '../../../kernel/queryCache/actions';
import { sessionEnded } from '../../../kernel/session/actions';
import { selectIsOps } from '../../../kernel/session/selectors';
import {
  wizardAdvanced, wizardHistoryCleared, wizardHistoryReplaced, wizardReset, wizardWentBack,
} from '../../../kernel/wizard/actions';
import { selectCurrentStage } from '../../../kernel/wizard/selectors';
import {
  closeQualification,
  creditPollFailed,
  creditPullFinished,
  creditPullNotStarted,
  creditPullRequested,
  creditPullStarted,
  creditPullStartFailed,
  creditPullWaiting,
  retryCreditPull,
  unwatchCreditPull,
  watchCreditPull,
} from '../actions';
import { latestCreditPull, stageAfter, type CreditPullState } from '../flow';
import { advanceTo, FLOW, type QualificationEpicState } from './shared';

/**
 * Time between the answer to one background-tasks poll and the next request, ms (§2 wait-request). Measured from the
 * answer, so a slow server never gets two polls at once.
 */
export const CREDIT_POLL_INTERVAL_MS = 2000;

const isWizardMove = (a: AnyAction) =>
  [wizardAdvanced, wizardWentBack, wizardHistoryReplaced, wizardHistoryCleared, wizardReset].some((c) => c.match(a)) &&
  (a.payload as { flow?: string }).flow === FLOW;

/**
 * The credit pull of wait-request (§2; §3 background tasks sorted by created_at):
 * - `watchCreditPull` (wait-request shown): read the background tasks now; no credit pull yet → start one
 *   (`POST …/credit-pull/`); one running → poll; one finished → its outcome at once.
 * - `retryCreditPull` (frozen credit / credit error "try again"): start a new pull, then poll.
 * - Polling refetches the BackgroundTasks query {@link CREDIT_POLL_INTERVAL_MS} after each answer (one request at a
 *   time) and reads the newest `credit-pull` task: received → `creditPullFinished` + a cached CreditReports entry refetched
 *   + has-mortgages; frozen / error → `creditPullFinished` (their pages); a failed poll → `creditPollFailed` and
 *   polling stops until the person retries.
 * - §6 ops read-only view: nothing is ever started (watch and retry alike only read): the tasks are polled the same
 *   way and shown as they are — none yet → `creditPullNotStarted`, running → `creditPullWaiting` (each once, when it
 *   changes), finished → its outcome as above.
 * - Stops, leaving no timer, on `unwatchCreditPull`, `closeQualification`, the wizard leaving wait-request, or the end
 *   of the session. A newer watch/retry replaces the running one.
 */
export const creditPullEpic: AppEpic<QualificationEpicState> = (action$, state$, deps) => {
  const run = (applicationId: string, fresh: boolean): Observable<AnyAction> => {
    const args = { uuid: applicationId };
    const key = backgroundTasksQuery.key(args);

    const finished = (task: ReturnType<typeof latestCreditPull>): AnyAction[] | null => {
      if (task.kind !== 'finished') return null;
      const event = creditPullFinished({ applicationId, result: task.result });
      if (task.result !== 'credit_report_received') return [event];
      // A report cached from before (e.g. a 404 while there was none) is out of date now.
      const cached = creditReportQuery.select(state$.value, args).status !== 'uninitialized';
      return [event, ...(cached ? [creditReportQuery.refetch(args)] : []), advanceTo(stageAfter('wait-request'))];
    };

    /** One refetch of the tasks; `next` decides what follows from the newest credit pull. */
    const fetchTasks = (next: (tasks: BackgroundTask[]) => Observable<AnyAction>): Observable<AnyAction> => {
      const settled$ = action$.pipe(
        filter((a) => (queryFulfilled.match(a) || queryRejected.match(a)) && a.payload.key === key),
        take(1),
        mergeMap((a): Observable<AnyAction> =>
          queryRejected.match(a) ? of(creditPollFailed({ applicationId, error: a.payload.error })) : next(byCreatedAt(a.payload.data as BackgroundTask[])),
        ),
      );
      // Listen first, then ask: an answer given at once is not missed.
      return merge(settled$, of(backgroundTasksQuery.refetch(args)));
    };

    const poll = (): Observable<AnyAction> =>
      timer(CREDIT_POLL_INTERVAL_MS, deps.scheduler).pipe(
        mergeMap(() => fetchTasks((tasks) => {
          const done = finished(latestCreditPull(tasks));
          return done ? of(...done) : poll();
        })),
      );

    const start = (): Observable<AnyAction> =>
      merge(
        of(creditPullRequested({ applicationId })),
        defer(() => deps.http.request(endpointRequest(startCreditPull, { params: args, body: {} }))).pipe(
          mergeMap((result): Observable<AnyAction> =>
            result.ok
              ? merge(of(creditPullStarted({ applicationId })), poll())
              : of(creditPullStartFailed({ applicationId, error: result.error })),
          ),
        ),
      );

    /** Ops: read the newest pull now and every interval after each answer, announcing its state when it changes. */
    const observe = (shown: CreditPullState['kind'] | null): Observable<AnyAction> =>
      fetchTasks((tasks) => {
        const latest = latestCreditPull(tasks);
        const done = finished(latest);
        if (done) return of(...done);
        const event = latest.kind === 'none' ? creditPullNotStarted({ applicationId }) : creditPullWaiting({ applicationId });
        const again = timer(CREDIT_POLL_INTERVAL_MS, deps.scheduler).pipe(mergeMap(() => observe(latest.kind)));
        return latest.kind === shown ? again : merge(of(event), again);
      });

    if (selectIsOps(state$.value)) return observe(null);
    if (fresh) return start();
    return fetchTasks((tasks) => {
      const latest = latestCreditPull(tasks);
      if (latest.kind === 'none') return start();
      const done = finished(latest);
      return done ? of(...done) : merge(of(creditPullWaiting({ applicationId })), poll());
    });
  };

  return action$.pipe(
    filter((a) => watchCreditPull.match(a) || retryCreditPull.match(a)),
    filter((a) => isUuid(a.payload.applicationId)),
    switchMap((cmd) => {
      const { applicationId } = cmd.payload;
      const stop$ = merge(
        action$.pipe(filter((a) => (unwatchCreditPull.match(a) || closeQualification.match(a)) && a.payload.applicationId === applicationId)),
        action$.pipe(filter(sessionEnded.match)),
        action$.pipe(filter((a) => isWizardMove(a) && selectCurrentStage(state$.value, FLOW) !== 'wait-request')),
      );
      return run(applicationId, retryCreditPull.match(cmd)).pipe(takeUntil(stop$));
    }),
  );
};
