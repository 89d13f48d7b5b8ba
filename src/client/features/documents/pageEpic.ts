import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, merge, mergeMap, of, type Observable } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { tasksQuery } from '../../kernel/api/queries';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { queryRejected } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import type { SessionState } from '../../kernel/session/reducer';
import { closeDocuments, documentsClosed, documentsOpened, documentsRedirected, openDocuments, retryDocuments, type DocumentsRedirectReason } from './actions';
import { DOCUMENTS_KEY, type DocumentsFeatureState } from './reducer';

/** The root state the page epic reads. */
export type DocumentsPageEpicState = QueryCacheRootState & {
  session: SessionState;
  [DOCUMENTS_KEY]: DocumentsFeatureState;
};

/** The applicants list (§2 redirect target). */
export const APPLICANTS_PATH = '/applicants';

/** What the documents page shows: the documents (Document) and the tasks that ask for them (Tasks). */
const PAGE_QUERIES = [documentsQuery, tasksQuery] as const;

function toApplicants(action$: Observable<Action>, deps: Dependencies, reason: DocumentsRedirectReason): Observable<AnyAction> {
  return emitThenRun(action$, [documentsRedirected({ reason })], () => deps.navigation.navigate(APPLICANTS_PATH, { replace: true })) as Observable<AnyAction>;
}

/**
 * The documents page's data (§2 application page behaviour, like the application home): an id that is not a UUID →
 * applicants list; otherwise subscribe Document and Tasks, release them on close, refetch failed ones on retry; the
 * documents of the open application answer 404/403 and the person is not an applicant on it → applicants list.
 */
export const documentsPageEpic: AppEpic<DocumentsPageEpicState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openDocuments.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return toApplicants(action$, deps, 'invalid-id');
      return of<AnyAction[]>(outcomeOf(cmd, documentsOpened, { applicationId }), ...PAGE_QUERIES.map((q) => q.subscribe({ uuid: applicationId })));
    }),
  );

  const close$ = action$.pipe(
    filter(closeDocuments.match),
    mergeMap(({ payload: { applicationId } }) =>
      isUuid(applicationId)
        ? of<AnyAction[]>(...PAGE_QUERIES.map((q) => q.unsubscribe({ uuid: applicationId })), documentsClosed({ applicationId }))
        : EMPTY,
    ),
  );

  const retry$ = action$.pipe(
    filter(retryDocuments.match),
    mergeMap(({ payload: { applicationId } }) => {
      if (!isUuid(applicationId)) return EMPTY;
      const failed = PAGE_QUERIES.filter((q) => q.select(state$.value, { uuid: applicationId }).status !== 'fulfilled');
      return of<AnyAction[]>(...failed.map((q) => q.refetch({ uuid: applicationId })));
    }),
  );

  const notFound$ = action$.pipe(
    filter(queryRejected.match),
    filter((event) => {
      const state = state$.value;
      const open = state[DOCUMENTS_KEY].openApplicationId;
      const status = event.payload.error.status;
      return (
        open !== null &&
        event.payload.key === documentsQuery.key({ uuid: open }) &&
        (status === 404 || status === 403) &&
        !state.session.userAppProfiles.some((p) => p.application_uuid === open && p.profile_type === 'applicant')
      );
    }),
    mergeMap(() => toApplicants(action$, deps, 'not-found')),
  );

  return merge(open$, close$, retry$, notFound$);
};
