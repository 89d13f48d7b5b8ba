import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationListQuery, applicationQuery, dealTeamQuery, profileQuery, tasksQuery } from '../../kernel/api/queries';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { queryRejected } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import type { SessionState } from '../../kernel/session/reducer';
import {
  applicationHomeClosed,
  applicationHomeOpened,
  closeApplicationHome,
  closeApplicationList,
  closeProfileHome,
  openApplicationHome,
  openApplicationList,
  openProfileHome,
  redirectedToApplicants,
  retryApplicationHome,
  retryApplicationList,
  retryProfileHome,
  type ApplicantsRedirectReason,
} from './actions';
import { APPLICATION_KEY, type ApplicationFeatureState } from './reducer';

/** The root state the application epic reads. */
export type ApplicationEpicState = QueryCacheRootState & {
  session: SessionState;
  [APPLICATION_KEY]: ApplicationFeatureState;
};

/** The applicants list (§2 redirect target). */
export const APPLICANTS_PATH = '/applicants';

/**
 * The queries an application home shows (§3 data groups Application, Tasks, DealTeam), for one application, and its
 * form overview (the "Your application form" card: qualification and sections progress, issue #3 §2).
 */
const HOME_QUERIES = [applicationQuery, tasksQuery, dealTeamQuery, applicationFormQuery] as const;

/** §2: record why, then replace the current page with the applicants list. */
function toApplicants(action$: Observable<Action>, deps: Dependencies, reason: ApplicantsRedirectReason): Observable<AnyAction> {
  return emitThenRun(action$, [redirectedToApplicants({ reason })], () =>
    deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
  ) as Observable<AnyAction>;
}

/** §6 applicant check from the session's userAppProfiles: is the person an applicant on `applicationId`? */
function isApplicantOn(state: ApplicationEpicState, applicationId: string): boolean {
  return state.session.userAppProfiles.some((p) => p.application_uuid === applicationId && p.profile_type === 'applicant');
}

/**
 * The application feature epic (§2 application page behaviour):
 * - open home: an id that is not a UUID (§5) → applicants list; otherwise subscribe Application, Tasks and DealTeam;
 *   close home releases them; retry refetches the ones that failed;
 * - the open application's fetch answers 404 or 403 and the person is not an applicant on it → applicants list;
 * - the applications list and the prospect home subscribe/release/refetch their query the same way.
 */
export const applicationEpic: AppEpic<ApplicationEpicState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openApplicationHome.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return toApplicants(action$, deps, 'invalid-id');
      return of<AnyAction[]>(
        outcomeOf(cmd, applicationHomeOpened, { applicationId }),
        ...HOME_QUERIES.map((q) => q.subscribe({ uuid: applicationId })),
      );
    }),
  );

  const close$ = action$.pipe(
    filter(closeApplicationHome.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return EMPTY;
      return of<AnyAction[]>(...HOME_QUERIES.map((q) => q.unsubscribe({ uuid: applicationId })), applicationHomeClosed({ applicationId }));
    }),
  );

  const retry$ = action$.pipe(
    filter(retryApplicationHome.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return EMPTY;
      const failed = HOME_QUERIES.filter((q) => q.select(state$.value, { uuid: applicationId }).status !== 'fulfilled');
      return of<AnyAction[]>(...failed.map((q) => q.refetch({ uuid: applicationId })));
    }),
  );

  const notFound$ = action$.pipe(
    filter(queryRejected.match),
    filter((event) => {
      const state = state$.value;
      const open = state[APPLICATION_KEY].openApplicationId;
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

  const list$ = merge(
    action$.pipe(filter(openApplicationList.match), map(() => applicationListQuery.subscribe())),
    action$.pipe(filter(closeApplicationList.match), map(() => applicationListQuery.unsubscribe())),
    action$.pipe(filter(retryApplicationList.match), map(() => applicationListQuery.refetch())),
  );

  const validProfile = <P extends { profileId: string }>(a: { payload: P }) => isUuid(a.payload.profileId);
  const profile$ = merge(
    action$.pipe(filter(openProfileHome.match), filter(validProfile), map((a) => profileQuery.subscribe({ uuid: a.payload.profileId }))),
    action$.pipe(filter(closeProfileHome.match), filter(validProfile), map((a) => profileQuery.unsubscribe({ uuid: a.payload.profileId }))),
    action$.pipe(filter(retryProfileHome.match), filter(validProfile), map((a) => profileQuery.refetch({ uuid: a.payload.profileId }))),
  );

  return merge(open$, close$, retry$, notFound$, list$, profile$);
};
