import { closeDocuments, documentsRedirected, openDocuments, retryDocuments } from '../../../src/client/features/documents/actions';
import { documentsPageEpic } from '../../../src/client/features/documents/pageEpic';
import { DOCUMENTS_KEY, documentsReducer } from '../../../src/client/features/documents/reducer';
import { makeSelectDocumentsPage, type DocumentsRootState } from '../../../src/client/features/documents/selectors';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, depsAtNow, IN_ONE_HOUR_S, makeToken, task } from '../app/fixtures';

const DOCS = `v1/customer/application/${APP_UUID}/documents/`;
const TASKS = `v1/customer/application/${APP_UUID}/tasks/`;
const APPLICATION = `v1/customer/application/${APP_UUID}/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, [DOCUMENTS_KEY]: documentsReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [sessionEpic, documentsPageEpic, createQueryCacheEpic()],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  const view = () => makeSelectDocumentsPage(APP_UUID)(store.getState() as unknown as DocumentsRootState);
  const redirects = () => eventLog.entries().filter((e) => documentsRedirected.match(e.event)).map((e) => e.event.payload);
  return { deps, scheduler, store, view, redirects };
}

describe('documents page data (§2 application page behaviour)', () => {
  it('sends an id that is not a UUID to the applicants list without calling the server', () => {
    const { deps, store, redirects } = setup();
    store.dispatch(openDocuments({ applicationId: 'nope' }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ reason: 'invalid-id' }]);
    expect(deps.http.requests).toHaveLength(0);
  });

  it('loads the documents, the tasks that ask for them, and the application (funded or not)', () => {
    const { deps, store, view } = setup();
    deps.http.respond({ path: DOCS }, jsonReply([]));
    deps.http.respond({ path: TASKS }, jsonReply([task()]));
    store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(deps.http.requests.map((r) => r.path).sort()).toEqual([APPLICATION, DOCS, TASKS]);
    expect(view().documents).toEqual({ status: 'ready', data: [] });
    expect(view().requested.map((r) => r.label)).toEqual(['Homeowners insurance policy']);
  });

  it('shows the §8 error and refetches on retry', () => {
    const { deps, scheduler, store, view } = setup();
    deps.http.respond({ path: DOCS }, errorResult(500, { detail: 'Storage is down.' }));
    deps.http.respond({ path: TASKS }, jsonReply([]));
    store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(view().documents.status).toBe('loading');
    scheduler.maxFrames = scheduler.now() + 32_000; // past the data cache's own 5 retries of a server error (§9)
    scheduler.flush();
    expect(view().documents).toEqual({ status: 'error', message: 'Storage is down.' });
    deps.http.respond({ path: DOCS }, jsonReply([]));
    store.dispatch(retryDocuments({ applicationId: APP_UUID }));
    expect(deps.http.requestsTo({ path: DOCS })).toHaveLength(7); // the first, 5 retries, then the person's retry
    expect(deps.http.requestsTo({ path: TASKS })).toHaveLength(1);
    expect(view().documents.status).toBe('ready');
  });

  it('sends someone who is not an applicant to the applicants list when the documents answer 404', () => {
    const { deps, store, redirects } = setup();
    deps.http.respond({ path: DOCS }, errorResult(404, { detail: 'Not found.' }));
    deps.http.respond({ path: TASKS }, jsonReply([]));
    store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(redirects()).toEqual([{ reason: 'not-found' }]);
    expect(deps.navigation.paths).toEqual(['/applicants']);
  });

  it('releases its data when the page is left', () => {
    const { deps, store } = setup();
    deps.http.respond({ path: DOCS }, jsonReply([]));
    deps.http.respond({ path: TASKS }, jsonReply([]));
    store.dispatch(openDocuments({ applicationId: APP_UUID }));
    store.dispatch(closeDocuments({ applicationId: APP_UUID }));
    const state = store.getState() as unknown as { documents: { openApplicationId: string | null } };
    expect(state.documents.openApplicationId).toBeNull();
  });
});
