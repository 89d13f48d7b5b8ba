import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, exhaustMap, filter, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { changePassword, createChangePasswordToken, setLoginMethod } from '../../../contract/auth';
import type { Uuid } from '../../../contract/ids';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationQuery, loggedUserQuery, tasksQuery } from '../../kernel/api/queries';
import { reportProfileChange } from '../../kernel/changes/actions';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError, HttpRequest, HttpResult } from '../../kernel/http/types';
import { queryInvalidate, queryRejected } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
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
  type PasswordStep,
} from './actions';
import { TASKS_KEY, type TasksFeatureState } from './reducer';

/** The root state the tasks epic reads. */
export type TasksEpicState = QueryCacheRootState & { session: SessionState; [TASKS_KEY]: TasksFeatureState };

/** The applicants list (§2 redirect target). */
export const APPLICANTS_PATH = '/applicants';

/** Per-application data of the tasks page: the tasks, the application (people's names, stage), the form overview. */
const PAGE_QUERIES = [tasksQuery, applicationQuery, applicationFormQuery] as const;

/** §2: record why, then replace the current page with the applicants list. */
function toApplicants(action$: Observable<Action>, deps: Dependencies, reason: 'invalid-id' | 'not-found'): Observable<AnyAction> {
  return emitThenRun(action$, [tasksRedirectedToApplicants({ reason })], () =>
    deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
  ) as Observable<AnyAction>;
}

/** §6 applicant check from the session's userAppProfiles: is the person an applicant on `applicationId`? */
function isApplicantOn(state: TasksEpicState, applicationId: string): boolean {
  return state.session.userAppProfiles.some((p) => p.application_uuid === applicationId && p.profile_type === 'applicant');
}

/**
 * The tasks feature epic (issue #4 §1):
 * - open: an id that is not a UUID (§5) → applicants list; else `tasksPageOpened` and subscribe Tasks, Application,
 *   the form overview and LoggedUser; close releases them; retry refetches the ones without data; the open
 *   application answering 404/403 to a person who is not an applicant on it → applicants list (§2);
 * - set password (§2 password task), one at a time (a second submit while one runs is ignored):
 *   `createChangePasswordToken` → `changePassword {password, token_key, token_mode}` → `setLoginMethod {uuid,
 *   login_method: 'password', password}` (the contract requires the password with that method), strictly in order; a
 *   failure stops the chain with `passwordSetFailed {step, error}`. On success `passwordSet`, then LoggedUser is
 *   invalidated (has_password) and `reportProfileChange` refreshes the application and its tasks (§4).
 */
export const tasksEpic: AppEpic<TasksEpicState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openTasksPage.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return toApplicants(action$, deps, 'invalid-id');
      const args = { uuid: applicationId };
      return of<AnyAction[]>(outcomeOf(cmd, tasksPageOpened, { applicationId }), ...PAGE_QUERIES.map((q) => q.subscribe(args)), loggedUserQuery.subscribe());
    }),
  );

  const close$ = action$.pipe(
    filter(closeTasksPage.match),
    mergeMap(({ payload: { applicationId } }) => {
      if (!isUuid(applicationId)) return EMPTY;
      const args = { uuid: applicationId };
      return of<AnyAction[]>(...PAGE_QUERIES.map((q) => q.unsubscribe(args)), loggedUserQuery.unsubscribe(), tasksPageClosed({ applicationId }));
    }),
  );

  const retry$ = action$.pipe(
    filter(retryTasksPage.match),
    mergeMap(({ payload: { applicationId } }) => {
      if (!isUuid(applicationId)) return EMPTY;
      const args = { uuid: applicationId };
      const state = state$.value;
      const failed: AnyAction[] = PAGE_QUERIES.filter((q) => q.select(state, args).data === undefined).map((q) => q.refetch(args));
      if (loggedUserQuery.select(state).data === undefined) failed.push(loggedUserQuery.refetch());
      return of(...failed);
    }),
  );

  const notFound$ = action$.pipe(
    filter(queryRejected.match),
    filter((event) => {
      const state = state$.value;
      const open = state[TASKS_KEY].openApplicationId;
      const status = event.payload.error.status;
      return (
        open !== null &&
        event.payload.key === applicationQuery.key({ uuid: open }) &&
        (status === 404 || status === 403) &&
        !isApplicantOn(state, open)
      );
    }),
    mergeMap(() => toApplicants(action$, deps, 'not-found')),
  );

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
                then('change-password', () =>
                  call(endpointRequest(setLoginMethod, { body: { uuid: profileUuid as Uuid, login_method: 'password', password } })).pipe(
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
      );
    }),
  );

  return merge(open$, close$, retry$, notFound$, password$);
};
