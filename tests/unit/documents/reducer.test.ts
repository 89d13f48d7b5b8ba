import * as documentsActions from '../../../src/client/features/documents/actions';
import { documentsClosed, documentsOpened } from '../../../src/client/features/documents/actions';
import {
  documentsReducer as pageReducer,
  initialDocumentsState as initialPageState,
  type DocumentsFeatureState as PageState,
} from '../../../src/client/features/documents/reducer';
import * as uploadsActions from '../../../src/client/kernel/uploads/actions';
import {
  filesChecked,
  finishedUploadsDismissed,
  uploadCanceled,
  uploadCompleted,
  uploadFailed,
  uploadProgressed,
  uploadQueued,
  uploadRequeued,
  uploadSent,
  uploadStarted,
  uploadUrlIssued,
  uploadUrlRenewed,
} from '../../../src/client/kernel/uploads/actions';
import { initialUploadsState, uploadsReducer, type UploadsState } from '../../../src/client/kernel/uploads/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import type { AnyAction } from '@reduxjs/toolkit';

// Issue 11 moved the upload machine to kernel/uploads (shared with servicing requests): the page's slice and the
// uploads slice are folded side by side here, as one state, so each case reads as the page sees it.
const actions = { ...documentsActions, ...uploadsActions };
type DocumentsFeatureState = PageState & UploadsState;
const initialDocumentsState: DocumentsFeatureState = { ...initialPageState, ...initialUploadsState };
/** Both reducers, each over its own part; the same state back when neither changed. */
function documentsReducer(state: DocumentsFeatureState, action: AnyAction): DocumentsFeatureState {
  const { openApplicationId, ...uploads } = state;
  const pageBefore: PageState = { openApplicationId };
  const page = pageReducer(pageBefore, action);
  const after = uploadsReducer(uploads, action);
  return page === pageBefore && after === uploads ? state : { ...page, ...after };
}

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const OTHER = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
const DOC = '00000000-0000-4000-8000-000000000001';

const fold = (events: AnyAction[], from: DocumentsFeatureState = initialDocumentsState) => events.reduce(documentsReducer, from);
const queued = (id: string, applicationId = APP) =>
  uploadQueued({ id, applicationId, fileName: `${id}.pdf`, documentType: 'mortgage-statement', total: 4000 });
const uploading = (id: string) => [queued(id), uploadStarted({ id }), uploadUrlIssued({ id, documentUuid: DOC })];

describe('documents reducer', () => {
  it('lists uploads in the order chosen, with metadata only', () => {
    const s = fold([queued('upload-1'), queued('upload-2')]);
    expect(s.order).toEqual(['upload-1', 'upload-2']);
    expect(s.uploads['upload-1']).toEqual({
      id: 'upload-1', applicationId: APP, fileName: 'upload-1.pdf', documentType: 'mortgage-statement', loaded: 0, total: 4000, status: 'queued',
    });
  });

  it('walks queued → requesting → uploading → completing → done', () => {
    const steps = [queued('u'), uploadStarted({ id: 'u' }), uploadUrlIssued({ id: 'u', documentUuid: DOC }), uploadSent({ id: 'u' }), uploadCompleted({ id: 'u', documentUuid: DOC })];
    const statuses = steps.map((_, i) => fold(steps.slice(0, i + 1)).uploads['u']?.status);
    expect(statuses).toEqual(['queued', 'requesting', 'uploading', 'completing', 'done']);
    expect(fold(steps).uploads['u']).toMatchObject({ loaded: 4000, documentUuid: DOC });
  });

  it('records bytes sent while uploading, within 0 … total', () => {
    const s = fold([...uploading('u'), uploadProgressed({ id: 'u', loaded: 1500, total: 4000 })]);
    expect(s.uploads['u']?.loaded).toBe(1500);
    expect(fold([uploadProgressed({ id: 'u', loaded: 9999, total: 4000 })], s).uploads['u']?.loaded).toBe(4000);
  });

  it('ignores progress that arrives when the upload is not sending (e.g. after Cancel)', () => {
    const canceled = fold([...uploading('u'), uploadProgressed({ id: 'u', loaded: 1000, total: 4000 }), uploadCanceled({ id: 'u' })]);
    expect(fold([uploadProgressed({ id: 'u', loaded: 3000, total: 4000 })], canceled)).toBe(canceled);
  });

  it('starts again from 0 when the URL is renewed', () => {
    const s = fold([...uploading('u'), uploadProgressed({ id: 'u', loaded: 3000, total: 4000 }), uploadUrlRenewed({ id: 'u', renewals: 1 })]);
    expect(s.uploads['u']).toMatchObject({ status: 'uploading', loaded: 0 });
  });

  it('keeps the failure sentence and whether it can be retried; a retry clears it and queues again from 0', () => {
    const failed = fold([...uploading('u'), uploadProgressed({ id: 'u', loaded: 2000, total: 4000 }), uploadFailed({ id: 'u', message: 'Network down.', retryable: true })]);
    expect(failed.uploads['u']).toMatchObject({ status: 'failed', error: 'Network down.', retryable: true, loaded: 2000 });
    const again = fold([uploadRequeued({ id: 'u' })], failed);
    expect(again.uploads['u']).toMatchObject({ status: 'queued', loaded: 0, documentUuid: DOC });
    expect(again.uploads['u']).not.toHaveProperty('error');
  });

  it('does not turn a canceled or done upload into a failure', () => {
    const done = fold([...uploading('u'), uploadSent({ id: 'u' }), uploadCompleted({ id: 'u', documentUuid: DOC })]);
    expect(fold([uploadFailed({ id: 'u', message: 'late', retryable: true })], done).uploads['u']?.status).toBe('done');
  });

  it('keeps the refusals of the latest choice only', () => {
    const s = fold([filesChecked({ applicationId: APP, refused: ['“a.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.'] })]);
    expect(s.refused?.messages).toHaveLength(1);
    expect(fold([filesChecked({ applicationId: APP, refused: [] })], s).refused).toEqual({ applicationId: APP, messages: [] });
  });

  it('on leaving the page drops its finished rows and refusals, keeps running and failed ones and other applications’', () => {
    const s = fold([
      documentsOpened({ applicationId: APP }),
      filesChecked({ applicationId: APP, refused: ['x'] }),
      ...uploading('running'),
      queued('done'), uploadCompleted({ id: 'done', documentUuid: DOC }),
      queued('canceled'), uploadCanceled({ id: 'canceled' }),
      queued('failed'), uploadFailed({ id: 'failed', message: 'x', retryable: true }),
      queued('other', OTHER), uploadCompleted({ id: 'other', documentUuid: DOC }),
      // What the page's epic emits when it is left.
      documentsClosed({ applicationId: APP }), finishedUploadsDismissed({ applicationId: APP }),
    ]);
    expect(s.openApplicationId).toBeNull();
    expect(s.order).toEqual(['running', 'failed', 'other']);
    expect(Object.keys(s.uploads).sort()).toEqual(['failed', 'other', 'running']);
    expect(s.refused).toBeNull();
  });

  it('forgets everything when the session ends', () => {
    const s = fold([documentsOpened({ applicationId: APP }), ...uploading('u')]);
    expect(fold([sessionEnded({ reason: 'logout' } as never)], s)).toEqual(initialDocumentsState);
  });

  it('handles events only: no documents command changes the state', () => {
    const s = fold([documentsOpened({ applicationId: APP }), ...uploading('u')]);
    const commands = Object.values(actions).filter(
      (c): c is typeof actions.openDocuments => typeof c === 'function' && (c as { kind?: string }).kind === 'command',
    );
    expect(commands.map((c) => c.type).sort()).toEqual(
      ['documents/addFiles', 'documents/cancelUpload', 'documents/close', 'documents/open', 'documents/retry', 'documents/retryUpload'],
    );
    for (const c of commands) expect(documentsReducer(s, c({ applicationId: APP, id: 'u' } as never))).toBe(s);
  });
});
