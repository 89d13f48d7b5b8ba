import type { AnyAction } from '@reduxjs/toolkit';
import { concat, defer, EMPTY, exhaustMap, filter, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs';
import { changePassword, createChangePasswordToken, setLoginMethod } from '../../../contract/auth';
import type { Uuid } from '../../../contract/ids';
import { isUuid } from '../../../domain/ids';
import { taskDestinationKind } from '../../../domain/tasks/destinations';
import { outcomeOf } from '../../kernel/actions';
import { applicationPageEpic, applicationQueries, pageQuery } from '../../kernel/api/applicationPage';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationQuery, loggedUserQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../kernel/api/servicingQueries';
import { reportProfileChange } from '../../kernel/changes/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError, HttpRequest, HttpResult } from '../../kernel/http/types';
import { queryInvalidate } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sessionEnded, tokenIssued } from '../../kernel/session/actions';
import type { SessionState } from '../../kernel/session/reducer';
import {
  closeTasksPage,
  openTasksPage,
  passwordSet,
  passwordSetFailed,
  retryTasksPage,
  setPassword,
  tasksPageClosed,
  tasksPageOpened,
  tasksRedirectedToApplicants,
  taskViewed,
  viewTask,
  type PasswordStep,
} from './actions';
import { TASKS_KEY, type TasksFeatureState } from './reducer';
import { isFundedApplication } from './servicing';

/** The root state the tasks epic reads. */
export type TasksEpicState = QueryCacheRootState & { session: SessionState; [TASKS_KEY]: TasksFeatureState };

/** Per-application data of the tasks page: the tasks, the application (people's names, stage), the form overview. */
const PAGE_QUERIES = [tasksQuery, applicationQuery, applicationFormQuery] as const;

/** The tasks page's open/close/retry (with the person's LoggedUser for the password task) and its §2 redirects. */
const pageEpic = applicationPageEpic<{ applicationId: string }, TasksEpicState>({
  open: openTasksPage,
  close: closeTasksPage,
  retry: retryTasksPage,
  opened: tasksPageOpened,
  closed: tasksPageClosed,
  queries: ({ applicationId }) => [...applicationQueries(PAGE_QUERIES, applicationId), pageQuery(loggedUserQuery)],
  invalidId: () => tasksRedirectedToApplicants({ reason: 'invalid-id' }),
  notFound: {
    query: applicationQuery,
    openApplicationId: (state) => state[TASKS_KEY].openApplicationId,
    event: () => tasksRedirectedToApplicants({ reason: 'not-found' }),
  },
});

/**
 * The tasks feature epic (issue #4 §1):
 * - open: an id that is not a UUID (§5) → applicants list; else `tasksPageOpened` and subscribe Tasks, Application,
 *   the form overview and LoggedUser; close releases them; retry refetches the ones that failed; the open
 *   application answering 404/403 to a person who is not an applicant on it → applicants list (§2);
 * - set password (§2 password task), one at a time (a second submit while one runs is ignored):
 *   `createChangePasswordToken` → `changePassword {password, token_key, token_mode}` → `setLoginMethod {uuid,
 *   login_method: 'password', password}` (the contract requires the password with that method), strictly in order, the
 *   token change-password answers issued in between (issue 13 §1: the change ended the earlier sessions); a
 *   failure stops the chain with `passwordSetFailed {step, error}`. On success `passwordSet`, then LoggedUser is
 *   invalidated (has_password) and `reportProfileChange` refreshes the application and its tasks (§4);
 * - view task (§9): `taskViewed` with the task's type and screen and the application's tasks_version;
 * - issue 11 servicing tasks: once the open application answers as funded (stage `closed-won`), subscribe its
 *   ServicingTasks (never for an application that is not funded); leaving the page or the session ending releases
 *   them; retry refetches them when their last fetch failed.
 */
export const tasksEpic: AppEpic<TasksEpicState> = (action$, state$, deps) => {
  const password$ = action$.pipe(
    filter(setPassword.match),
    exhaustMap((cmd) => {
      const { applicationId, profileUuid, password } = cmd.payload;
      const failed = (step: PasswordStep, error: HttpError) => of<AnyAction>(outcomeOf(cmd, passwordSetFailed, { applicationId, step, error }));
      /** Runs `next` with the value of a successful step, or stops with the step's failure. */
      const then = <A>(step: PasswordStep, next: (value: A) => Observable<AnyAction>) => (result: HttpResult<A>) =>
        result.ok ? next(result.value) : failed(step, result.error);
      const call = <A>(request: HttpRequest<A>): Observable<HttpResult<A>> => deps.http.request(request).pipe(take(1));

      return call(endpointRequest(createChangePasswordToken, { body: {} })).pipe(
        mergeMap(
          then('token', (token) =>
            call(endpointRequest(changePassword, { body: { password, token_key: token.token_key, token_mode: token.token_mode } })).pipe(
              mergeMap(
                then('change-password', (changed) =>
                  // Issue 13 §1: the new password ended every earlier session, this one's too: the token it answered
                  // is issued first, so set-login-method (and everything after) goes with it.
                  concat(
                    changed.token ? of<AnyAction>(tokenIssued({ token: changed.token, source: 'refresh' })) : EMPTY,
                    defer(() => call(endpointRequest(setLoginMethod, { body: { uuid: profileUuid as Uuid, login_method: 'password', password } }))).pipe(
                      mergeMap(
                        then('login-method', () =>
                          of<AnyAction[]>(
                            outcomeOf(cmd, passwordSet, { applicationId }),
                            queryInvalidate({ groups: ['LoggedUser'] }),
                            reportProfileChange({ applicationId }),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      );
    }),
  );

  // §9 task viewed: the task's type and screen, and the application's tasks_version, once both are in the cache (the
  // card shows before the application may have arrived); nothing when the page is left or the session ends first.
  const viewed$ = action$.pipe(
    filter(viewTask.match),
    mergeMap(({ payload: { applicationId, taskUuid } }) =>
      state$.pipe(
        map((state) => {
          const task = tasksQuery.select(state, { uuid: applicationId }).data?.find((t) => t.uuid === taskUuid);
          const application = applicationQuery.select(state, { uuid: applicationId }).data;
          if (!task || !application) return null;
          return taskViewed({ applicationId, taskUuid, taskType: task.task_type, taskName: taskDestinationKind(task), tasksVersion: application.tasks_version });
        }),
        filter((event) => event !== null),
        take(1),
        takeUntil(action$.pipe(filter((a) => closeTasksPage.match(a) || sessionEnded.match(a)))),
      ),
    ),
  );

  const servicing$ = action$.pipe(
    filter(tasksPageOpened.match),
    mergeMap(({ payload: { applicationId } }) => {
      const args = { uuid: applicationId };
      const left$ = action$.pipe(
        filter((a) => (closeTasksPage.match(a) && a.payload.applicationId === applicationId) || sessionEnded.match(a)),
        take(1),
      );
      return state$.pipe(
        filter((state) => isFundedApplication(applicationQuery.select(state, args).data)),
        take(1),
        takeUntil(left$),
        mergeMap(() => concat(of(servicingTasksQuery.subscribe(args)), left$.pipe(map(() => servicingTasksQuery.unsubscribe(args))))),
      );
    }),
  );

  const servicingRetry$ = action$.pipe(
    filter(retryTasksPage.match),
    mergeMap(({ payload: { applicationId } }) => {
      const state = state$.value;
      const args = { uuid: applicationId };
      const failed = isUuid(applicationId) && isFundedApplication(applicationQuery.select(state, args).data) && servicingTasksQuery.select(state, args).status === 'rejected';
      return failed ? of(servicingTasksQuery.refetch(args)) : EMPTY;
    }),
  );

  return merge(pageEpic(action$, state$, deps), password$, viewed$, servicing$, servicingRetry$);
};
