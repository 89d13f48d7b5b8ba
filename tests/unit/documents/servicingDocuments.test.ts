import type { AnyAction } from '@reduxjs/toolkit';
import { ignoreElements, tap } from 'rxjs';
import type { CustomerDocument } from '../../../src/contract/documents';
import type { ServicingTask } from '../../../src/contract/servicing/request';
import type { Task } from '../../../src/contract/tasks';
import { closeDocuments, openDocuments, retryDocuments } from '../../../src/client/features/documents/actions';
import { documentsPageEpic } from '../../../src/client/features/documents/pageEpic';
import { DOCUMENTS_KEY, documentsReducer } from '../../../src/client/features/documents/reducer';
import { groupDocuments, makeSelectDocumentsPage, requestedDocuments, type DocumentsRootState } from '../../../src/client/features/documents/selectors';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import type { AppEpic } from '../../../src/client/kernel/epic';
import { servicingTasksQuery } from '../../../src/client/kernel/api/servicingQueries';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, task } from '../app/fixtures';

const REQUEST = '7a2d8e63-9f1f-4b4a-8e8f-3c2a3b4c5d02';
const TRUST_TASK = '5e6f7a81-1c4f-4d9f-8a2b-3c4d5e6f7a82';
const HOI_TASK = '6f7a8b92-2d5a-4eaf-9b3c-4d5e6f7a8b93';
const PAYOFF_TASK = '7a8b9ca3-3e6b-4fb0-8c4d-5e6f7a8b9ca4';

const doc = (uuid: string, over: Partial<CustomerDocument> = {}): CustomerDocument =>
  ({
    uuid, document_type: 'mortgage-statement', file_name: 'file.pdf', content_type: 'application/pdf', size_bytes: 2048,
    status: 'uploaded', source: 'customer', rejection_reason: null, profile_uuid: null, task_uuid: null, replaces: null,
    created_at: '2026-05-03T10:00:00Z', uploaded_at: '2026-05-03T10:01:00Z', ...over,
  }) as CustomerDocument;

const servicingTask = (uuid: string, over: Partial<ServicingTask> = {}): ServicingTask =>
  ({
    uuid, request_uuid: REQUEST, request_type: 'name-change-or-transfer-to-trust', task_type: 'servicing--proof-of-transfer-to-trust',
    step_kind: 'name-of-trust', title: 'Proof of transfer to trust', description: '', status: 'pending', document_type: 'trust-agreement',
    required: true, category: 'servicing', due_date: null, created_at: '2026-05-03T10:00:00Z', ...over,
  }) as ServicingTask;

const SERVICING_TASKS = [
  servicingTask(TRUST_TASK),
  servicingTask(HOI_TASK, {
    request_type: 'hoi-update', task_type: 'property--home-owners-insurance', step_kind: 'hoi-upload', title: 'Your new homeowners insurance policy',
    document_type: 'homeowners-insurance-policy', category: 'other-docs',
  }),
  servicingTask(PAYOFF_TASK, {
    request_type: 'home-sale', task_type: 'servicing--payoff-request', step_kind: 'acknowledge-payoff-and-accept-wire-details',
    title: 'Payoff statement from us', document_type: null, status: 'blocked', category: 'home-sale-docs',
  }),
];

describe('servicing documents on the documents page (issue 11)', () => {
  it('lists documents answering a servicing task under its servicing category, after the catalogue categories, in §3 order', () => {
    const groups = groupDocuments(
      [
        doc('00000000-0000-4000-8000-000000000001', { document_type: 'homeowners-insurance-policy', task_uuid: HOI_TASK as never, file_name: 'policy.pdf' }),
        doc('00000000-0000-4000-8000-000000000002', { document_type: 'drivers-license', file_name: 'license.jpg' }),
        doc('00000000-0000-4000-8000-000000000003', { document_type: 'trust-agreement', task_uuid: TRUST_TASK as never, file_name: 'trust.pdf' }),
        // A document of the same type that answers no servicing task stays under its catalogue category.
        doc('00000000-0000-4000-8000-000000000004', { document_type: 'homeowners-insurance-policy', file_name: 'old-policy.pdf' }),
      ],
      SERVICING_TASKS,
    );
    expect(groups.map((g) => [g.category, g.heading, g.documents.map((d) => d.fileName)])).toEqual([
      ['government-id', 'Government ID', ['license.jpg']],
      ['property', 'Property', ['old-policy.pdf']],
      ['servicing', 'Servicing', ['trust.pdf']],
      ['other-docs', 'Other Docs', ['policy.pdf']],
    ]);
  });

  it('without servicing tasks (not funded, or not loaded) every document stays under its catalogue category', () => {
    const groups = groupDocuments([doc('00000000-0000-4000-8000-000000000003', { document_type: 'trust-agreement', task_uuid: TRUST_TASK as never })]);
    expect(groups.map((g) => g.heading)).toEqual(['Property']);
  });

  it('lists pending servicing tasks that ask for a document with the application’s own requests, never the payoff request', () => {
    const own: Task = task();
    const requested = requestedDocuments([own], [...SERVICING_TASKS, servicingTask('8b9cadb4-4f7c-4ac1-9d5e-6f7a8b9cadb5', { status: 'completed' })]);
    expect(requested).toEqual([
      { taskUuid: own.uuid, title: own.title, documentType: 'homeowners-insurance-policy', label: 'Homeowners insurance policy' },
      { taskUuid: TRUST_TASK, title: 'Proof of transfer to trust', documentType: 'trust-agreement', label: 'Trust agreement' },
      { taskUuid: HOI_TASK, title: 'Your new homeowners insurance policy', documentType: 'homeowners-insurance-policy', label: 'Homeowners insurance policy' },
    ]);
  });
});

const DOCS = `v1/customer/application/${APP_UUID}/documents/`;
const TASKS = `v1/customer/application/${APP_UUID}/tasks/`;
const SERVICING = `v1/customer/application/${APP_UUID}/servicing-tasks/`;
const APPLICATION = `v1/customer/application/${APP_UUID}/`;

/** The page's epics over a fake API answering documents, tasks and (when asked) the servicing tasks. */
function setup(servicing: ReturnType<typeof jsonReply> | ReturnType<typeof errorResult> = jsonReply(SERVICING_TASKS)) {
  const { deps } = depsAtNow();
  const seen: AnyAction[] = [];
  const recorder: AppEpic = (action$) =>
    action$.pipe(
      tap((a) => seen.push(a)),
      ignoreElements(),
    );
  const { store } = createTestStore({
    reducers: { session: sessionReducer, [DOCUMENTS_KEY]: documentsReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [recorder, sessionEpic, documentsPageEpic, createQueryCacheEpic()],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  deps.http.respond({ path: DOCS }, jsonReply([doc('00000000-0000-4000-8000-000000000003', { document_type: 'trust-agreement', task_uuid: TRUST_TASK as never })]));
  deps.http.respond({ path: TASKS }, jsonReply([]));
  deps.http.respond({ path: SERVICING }, servicing);
  const view = () => makeSelectDocumentsPage(APP_UUID)(store.getState() as unknown as DocumentsRootState);
  /** Loads the application as the application home does (keeps it cached), with `stage`. */
  const loadApplication = (stage: 'closed-won' | 'pending-doc-upload') => {
    deps.http.respond({ path: APPLICATION }, jsonReply(application({ stage, customer_stage: stage === 'closed-won' ? 'closed' : 'submitted-for-review' })));
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
  };
  /** The servicing tasks (un)subscriptions the page sent, in order. */
  const servicingSubscriptions = () =>
    seen.filter((a) => (a.type === 'query/subscribe' || a.type === 'query/unsubscribe') && (a.payload as { key: string }).key === servicingTasksQuery.key({ uuid: APP_UUID })).map((a) => a.type);
  return { deps, store, view, loadApplication, servicingSubscriptions };
}

describe('documents page: servicing tasks of a funded application (issue 11)', () => {
  it('asks for the servicing tasks of a funded application and files its servicing documents under their category', () => {
    const t = setup();
    t.loadApplication('closed-won');
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(t.deps.http.requestsTo({ path: SERVICING })).toHaveLength(1);
    const { documents, requested } = t.view();
    expect(documents.status === 'ready' && documents.data.map((g) => g.heading)).toEqual(['Servicing']);
    expect(requested.map((r) => r.title)).toEqual(['Proof of transfer to trust', 'Your new homeowners insurance policy']);
  });

  it('opened directly (nothing cached, e.g. after a reload) loads the application itself and files its servicing documents', () => {
    const t = setup();
    t.deps.http.respond({ path: APPLICATION }, jsonReply(application({ stage: 'closed-won', customer_stage: 'closed' })));
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(t.deps.http.requestsTo({ path: APPLICATION })).toHaveLength(1);
    expect(t.deps.http.requestsTo({ path: SERVICING })).toHaveLength(1);
    const { documents } = t.view();
    expect(documents.status === 'ready' && documents.data.map((g) => g.heading)).toEqual(['Servicing']);
  });

  it('asks nothing for an application that is not funded', () => {
    const t = setup();
    t.loadApplication('pending-doc-upload');
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(t.deps.http.requestsTo({ path: SERVICING })).toEqual([]);
    const { documents } = t.view();
    expect(documents.status === 'ready' && documents.data.map((g) => g.heading)).toEqual(['Property']);
  });

  it('asks once the application answers funded while the page is open', () => {
    const t = setup();
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    expect(t.deps.http.requestsTo({ path: SERVICING })).toEqual([]);
    t.loadApplication('closed-won');
    expect(t.deps.http.requestsTo({ path: SERVICING })).toHaveLength(1);
  });

  it('a failing servicing tasks call (409) leaves the page as it was: documents listed, no error, retry asks again', () => {
    const t = setup(errorResult(409, { detail: 'The application is not funded.' }));
    t.loadApplication('closed-won');
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    const { documents, requested } = t.view();
    expect(documents).toMatchObject({ status: 'ready' });
    expect(documents.status === 'ready' && documents.data.map((g) => g.heading)).toEqual(['Property']);
    expect(requested).toEqual([]);
    t.store.dispatch(retryDocuments({ applicationId: APP_UUID }));
    expect(t.deps.http.requestsTo({ path: SERVICING })).toHaveLength(2);
    expect(t.deps.http.requestsTo({ path: DOCS })).toHaveLength(1);
  });

  it('releases the servicing tasks when the page is left', () => {
    const t = setup();
    t.loadApplication('closed-won');
    t.store.dispatch(openDocuments({ applicationId: APP_UUID }));
    t.store.dispatch(closeDocuments({ applicationId: APP_UUID }));
    t.store.dispatch(closeDocuments({ applicationId: APP_UUID }));
    expect(t.servicingSubscriptions()).toEqual(['query/subscribe', 'query/unsubscribe']);
  });
});
