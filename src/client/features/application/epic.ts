import { filter, map, merge } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { applicationPageEpic, applicationQueries } from '../../kernel/api/applicationPage';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationListQuery, applicationQuery, dealTeamQuery, profileQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import type { AppEpic } from '../../kernel/epic';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
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
} from './actions';
import { APPLICATION_KEY, type ApplicationFeatureState } from './reducer';

/** The root state the application epic reads. */
export type ApplicationEpicState = QueryCacheRootState & {
  session: SessionState;
  [APPLICATION_KEY]: ApplicationFeatureState;
};

export { APPLICANTS_PATH } from '../../kernel/api/applicationPage';

/**
 * The queries an application home shows (§3 data groups Application, Tasks, DealTeam), for one application, and its
 * form overview (the "Your application form" card: qualification and sections progress, issue #3 §2).
 */
const HOME_QUERIES = [applicationQuery, tasksQuery, dealTeamQuery, applicationFormQuery] as const;

/** The application home's open/close/retry and its §2 redirects (invalid id; 404/403 to a non-applicant). */
const homeEpic = applicationPageEpic<{ applicationId: string }, ApplicationEpicState>({
  open: openApplicationHome,
  close: closeApplicationHome,
  retry: retryApplicationHome,
  opened: applicationHomeOpened,
  closed: applicationHomeClosed,
  queries: ({ applicationId }) => applicationQueries(HOME_QUERIES, applicationId),
  invalidId: () => redirectedToApplicants({ reason: 'invalid-id' }),
  notFound: {
    query: applicationQuery,
    openApplicationId: (state) => state[APPLICATION_KEY].openApplicationId,
    event: () => redirectedToApplicants({ reason: 'not-found' }),
  },
});

/**
 * The application feature epic (§2 application page behaviour):
 * - open home: an id that is not a UUID (§5) → applicants list; otherwise subscribe Application, Tasks and DealTeam;
 *   close home releases them; retry refetches the ones that failed;
 * - the open application's fetch answers 404 or 403 and the person is not an applicant on it → applicants list;
 * - the applications list and the prospect home subscribe/release/refetch their query the same way.
 */
export const applicationEpic: AppEpic<ApplicationEpicState> = (action$, state$, deps) => {
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

  return merge(homeEpic(action$, state$, deps), list$, profile$);
};
