import { applicationPageEpic, applicationQueries } from '../../kernel/api/applicationPage';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { tasksQuery } from '../../kernel/api/queries';
import type { AppEpic } from '../../kernel/epic';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import type { SessionState } from '../../kernel/session/reducer';
import { closeDocuments, documentsClosed, documentsOpened, documentsRedirected, openDocuments, retryDocuments } from './actions';
import { DOCUMENTS_KEY, type DocumentsFeatureState } from './reducer';

/** The root state the page epic reads. */
export type DocumentsPageEpicState = QueryCacheRootState & {
  session: SessionState;
  [DOCUMENTS_KEY]: DocumentsFeatureState;
};

/** What the documents page shows: the documents (Document) and the tasks that ask for them (Tasks). */
const PAGE_QUERIES = [documentsQuery, tasksQuery] as const;

/**
 * The documents page's data (§2 application page behaviour, like the application home): an id that is not a UUID →
 * applicants list; otherwise subscribe Document and Tasks, release them on close, refetch failed ones on retry; the
 * documents of the open application answer 404/403 and the person is not an applicant on it → applicants list.
 */
export const documentsPageEpic: AppEpic<DocumentsPageEpicState> = applicationPageEpic<{ applicationId: string }, DocumentsPageEpicState>({
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
