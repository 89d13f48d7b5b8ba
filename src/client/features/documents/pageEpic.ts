import type { AnyAction } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { EMPTY, filter, ignoreElements, map, merge, mergeMap, of, tap, type Observable } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { applicationPageEpic, applicationQueries } from '../../kernel/api/applicationPage';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../kernel/api/servicingQueries';
import type { AppEpic } from '../../kernel/epic';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sessionEnded } from '../../kernel/session/actions';
import type { SessionState } from '../../kernel/session/reducer';
import { finishedUploadsDismissed } from '../../kernel/uploads/actions';
import type { UploadsRootState } from '../../kernel/uploads/reducer';
import { closeDocuments, documentsClosed, documentsOpened, documentsRedirected, openDocuments, retryDocuments } from './actions';
import { DOCUMENTS_KEY, type DocumentsFeatureState } from './reducer';

/** The root state the page epic reads. */
export type DocumentsPageEpicState = QueryCacheRootState &
  UploadsRootState & {
    session: SessionState;
    [DOCUMENTS_KEY]: DocumentsFeatureState;
  };

/**
 * What the documents page shows: the documents (Document) and the tasks that ask for them (Tasks); and the Application,
 * so a page opened directly (a reload, a link) knows a funded one and files its servicing documents (issue 11).
 */
const PAGE_QUERIES = [documentsQuery, tasksQuery, applicationQuery] as const;

/**
 * The documents page's data (§2 application page behaviour, like the application home): an id that is not a UUID →
 * applicants list; otherwise subscribe Document and Tasks, release them on close, refetch failed ones on retry; the
 * documents of the open application answer 404/403 and the person is not an applicant on it → applicants list.
 */
const pageDataEpic: AppEpic<DocumentsPageEpicState> = applicationPageEpic<{ applicationId: string }, DocumentsPageEpicState>({
  open: openDocuments,
  close: closeDocuments,
  retry: retryDocuments,
  opened: documentsOpened,
  closed: documentsClosed,
  queries: ({ applicationId }) => applicationQueries(PAGE_QUERIES, applicationId),
  invalidId: () => documentsRedirected({ reason: 'invalid-id' }),
  notFound: {
    query: documentsQuery,
    openApplicationId: (state) => state[DOCUMENTS_KEY].openApplicationId,
    event: () => documentsRedirected({ reason: 'not-found' }),
  },
});

/** Leaving the page drops its finished upload rows and refusals (running and failed ones stay for the return). */
const dismissUploadsEpic: AppEpic<DocumentsPageEpicState> = (action$) =>
  action$.pipe(
    filter(closeDocuments.match),
    filter((a) => isUuid(a.payload.applicationId)),
    map((a) => finishedUploadsDismissed({ applicationId: a.payload.applicationId })),
  );

/** True once the application is known funded (closed-won): only a funded one has servicing tasks (issue 11). */
function isFunded(state: DocumentsPageEpicState, applicationId: string): boolean {
  return applicationQuery.select(state, { uuid: applicationId }).data?.stage === 'closed-won';
}

/**
 * Servicing documents on the documents page (issue 11): while the page of a funded application is open, its
 * ServicingTasks are subscribed, so documents answering a servicing task are listed under the servicing categories
 * and pending servicing document tasks can be uploaded from the page. Whether it is funded is read from the
 * Application (a page query), when the page opens or when the Application answers while it is open; nothing is asked
 * of an application not known funded (its servicing tasks would answer 404/409).
 * The servicing tasks are released on close; a retry refetches them only if their last fetch failed, and their
 * failure never shows on the page.
 */
const servicingTasksEpic: AppEpic<DocumentsPageEpicState> = (action$, state$) => {
  const subscribed = new Set<string>();
  const openId = () => state$.value[DOCUMENTS_KEY]?.openApplicationId ?? null;

  const subscribe$ = merge(
    action$.pipe(filter(documentsOpened.match), map((a) => a.payload.applicationId)),
    action$.pipe(
      filter((a) => applicationQuery.matchFulfilled(a)),
      map(() => openId()),
      filter((id): id is string => id !== null),
    ),
  ).pipe(
    filter((id) => !subscribed.has(id) && openId() === id && isFunded(state$.value, id)),
    tap((id) => subscribed.add(id)),
    map((id) => servicingTasksQuery.subscribe({ uuid: id })),
  );

  const release$ = action$.pipe(
    filter(documentsClosed.match),
    filter((a) => subscribed.delete(a.payload.applicationId)),
    map((a) => servicingTasksQuery.unsubscribe({ uuid: a.payload.applicationId })),
  );

  const retry$ = action$.pipe(
    filter(retryDocuments.match),
    mergeMap(({ payload: { applicationId } }): Observable<AnyAction> => {
      const args = { uuid: applicationId };
      return subscribed.has(applicationId) && servicingTasksQuery.select(state$.value, args).status === 'rejected'
        ? of(servicingTasksQuery.refetch(args))
        : EMPTY;
    }),
  );

  // The cache forgets everything at session end; so does this bookkeeping.
  const ended$ = action$.pipe(
    filter(sessionEnded.match),
    tap(() => subscribed.clear()),
    ignoreElements(),
  );

  return merge(subscribe$, release$, retry$, ended$);
};

/** The documents page's epic: its data, its servicing tasks (funded applications), and its uploads' dismissal on close. */
export const documentsPageEpic: AppEpic<DocumentsPageEpicState> = combineEpics(
  pageDataEpic,
  servicingTasksEpic,
  dismissUploadsEpic,
) as AppEpic<DocumentsPageEpicState>;
