import type { Action } from '@reduxjs/toolkit';
import type { CustomerDocument } from '../../../src/contract/documents';
import { replayerOf } from '../../../src/client/app/diagnostics/replay';
import { loadAllModules } from '../../../src/client/app/modules';
import { createRootReducer, type AppState } from '../../../src/client/app/store';
import { makeSelectApplicationHome } from '../../../src/client/features/application/selectors';
import { makeSelectDocumentsPage } from '../../../src/client/features/documents/selectors';
import { diagnosticEntries } from '../../../src/client/kernel/diagnostics/prepare';
import { createDiagnosticsRecorder } from '../../../src/client/kernel/diagnostics/recorder';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { queryKey } from '../../../src/client/kernel/queryCache/key';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { uploadQueued, uploadStarted } from '../../../src/client/kernel/uploads/actions';
import { APP_UUID, application, IN_ONE_HOUR_S, makeToken, task, TASK_UUID, USER_UUID } from '../app/fixtures';

/*
 * The staff replay against the live page (docs/diagnostics.md "How support uses it"): a session's events folded by the
 * portal's root reducer give the live state, and the page's selectors what it showed; the same session recorded,
 * scrubbed by the allow-list and replayed through the real reducers gives the same projections at its end — the
 * stage, each document with its status and the deal team's reason, the uploads and the open tasks.
 */

const NAME = 'Quillonette';
const doc = (uuid: string, over: Partial<CustomerDocument>): CustomerDocument =>
  ({
    uuid, document_type: 'mortgage-statement', file_name: `${NAME}-statement.pdf`, content_type: 'application/pdf', size_bytes: 48213,
    status: 'uploaded', source: 'customer', rejection_reason: null, profile_uuid: USER_UUID, task_uuid: null, replaces: null,
    created_at: '2026-03-09T10:00:00Z', uploaded_at: '2026-03-09T10:01:00Z', ...over,
  }) as CustomerDocument;

const DOCS = [
  doc('0f1e2d3c-4b5a-4968-8776-655443322110', { status: 'rejected', rejection_reason: 'The statement is older than 60 days.' }),
  doc('1f1e2d3c-4b5a-4968-8776-655443322111', { document_type: 'drivers-license', status: 'accepted', file_name: `${NAME}-licence.jpg`, content_type: 'image/jpeg' }),
];

/** Started then fulfilled, as the query cache logs a request. */
function fetched(name: string, group: string, requestId: number, data: unknown): Action[] {
  const args = { uuid: APP_UUID };
  const key = queryKey(name, args);
  return [
    queryStarted({ key, name, args, group: group as never, requestId, at: 1_000 + requestId }),
    queryFulfilled({ key, name, requestId, data, at: 1_050 + requestId }),
  ];
}

const SESSION: Action[] = [
  tokenIssued({ token: makeToken({ uuid: USER_UUID, username: USER_UUID, expSeconds: IN_ONE_HOUR_S }), source: 'password' }),
  ...fetched('application', 'Application', 1, application({ uuid: APP_UUID as never, customer_stage: 'submitted-for-review', stage: 'pending-doc-upload' })),
  ...fetched('documents', 'Document', 2, DOCS),
  ...fetched('tasks', 'Tasks', 3, [task({ uuid: TASK_UUID as never, status: 'pending' }), task({ uuid: '2d2d2d2d-2d2d-4d2d-8d2d-2d2d2d2d2d2d' as never, status: 'completed' })]),
  uploadQueued({ id: 'upload-1', applicationId: APP_UUID, fileName: `${NAME}-bank.pdf`, documentType: 'asset-statement' as never, total: 48213, taskUuid: null }),
  uploadStarted({ id: 'upload-1' }),
];

describe('the replay of a recorded session', () => {
  it('gives, at its end, the projections the live page showed', async () => {
    const root = createRootReducer(await loadAllModules());
    const recorder = createDiagnosticsRecorder();
    const record = recorder.middleware({ now: () => 5_000 })({ getState: () => ({}), dispatch: (a: unknown) => a } as never);
    let live = root(undefined, { type: '@@init' }) as AppState;
    for (const action of SESSION) record((a: unknown) => (live = root(live, a as never)))(action);

    const home = makeSelectApplicationHome(APP_UUID)(live);
    const page = makeSelectDocumentsPage(APP_UUID)(live);
    if (home.application.status !== 'ready' || home.tasks.status !== 'ready' || page.documents.status !== 'ready') throw new Error('the live page is not ready');
    const shown = {
      stage: home.application.data.stage.name,
      documents: page.documents.data.flatMap((g) => g.documents.map((d) => ({ label: d.label, status: d.statusLabel, reason: d.rejectionReason }))),
      uploads: page.uploads.map((u) => ({ label: u.typeLabel, status: u.statusText })),
      openTasks: home.tasks.data.length,
    };
    expect(shown.documents).toContainEqual({ label: 'Mortgage statement', status: expect.any(String), reason: 'The statement is older than 60 days.' });

    const entries = diagnosticEntries(recorder.entries(), () => null);
    expect(JSON.stringify(entries)).not.toContain(NAME);
    const replayed = replayerOf(root).at(entries, entries.length - 1);
    expect(replayed).toMatchObject({ signedIn: true, ...shown });
    // Before the documents arrived, the replay shows none yet: each step is the state at that point.
    expect(replayerOf(root).at(entries, 3).documents).toBeNull();
  });
});
