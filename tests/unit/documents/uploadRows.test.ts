import type { AnyAction } from '@reduxjs/toolkit';
import {
  filesChecked, finishedUploadsDismissed, uploadCompleted, uploadQueued, uploadStarted,
} from '../../../src/client/kernel/uploads/actions';
import { initialUploadsState, UPLOADS_KEY, uploadsReducer, type UploadsState } from '../../../src/client/kernel/uploads/reducer';
import { makeSelectRefusedFiles, makeSelectUploadRows } from '../../../src/client/kernel/uploads/selectors';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const OTHER = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
const TRUST_TASK = '5e6f7a81-1c4f-4d9f-8a2b-3c4d5e6f7a82';
const HOI_TASK = '6f7a8b92-2d5a-4eaf-9b3c-4d5e6f7a8b93';
const DOC = '00000000-0000-4000-8000-000000000001';

const fold = (events: AnyAction[], from: UploadsState = initialUploadsState) => ({ [UPLOADS_KEY]: events.reduce(uploadsReducer, from) });
const queued = (id: string, taskUuid: string | null, applicationId = APP) =>
  uploadQueued({ id, applicationId, fileName: `${id}.pdf`, documentType: 'trust-agreement', total: 4000, taskUuid });

describe('shared upload rows (issue 11: the uploads of one page’s tasks)', () => {
  const state = fold([queued('plain', null), queued('trust', TRUST_TASK), queued('hoi', HOI_TASK), queued('elsewhere', TRUST_TASK, OTHER)]);

  it('shows every upload of the application, each with the task it answers', () => {
    expect(makeSelectUploadRows(APP)(state).map((r) => [r.id, r.taskUuid])).toEqual([['plain', null], ['trust', TRUST_TASK], ['hoi', HOI_TASK]]);
  });

  it('shows only the uploads of the given tasks (a servicing request page)', () => {
    expect(makeSelectUploadRows(APP, [TRUST_TASK])(state).map((r) => r.id)).toEqual(['trust']);
    expect(makeSelectUploadRows(APP, [])(state)).toEqual([]);
  });

  it('stays the same list until the uploads change', () => {
    const select = makeSelectUploadRows(APP, [HOI_TASK]);
    expect(select(state)).toBe(select({ ...state }));
    expect(select(fold([uploadStarted({ id: 'hoi' })], state[UPLOADS_KEY]))[0]?.status).toBe('requesting');
  });

  it('tolerates a store without the uploads slice: nothing uploaded', () => {
    expect(makeSelectUploadRows(APP)({})).toEqual([]);
    expect(makeSelectRefusedFiles(APP)({})).toEqual([]);
  });

  it('shows the refusals of the last choice where it was made: on its task’s page, or everywhere when no task was chosen', () => {
    const forTrust = fold([filesChecked({ applicationId: APP, refused: ['“a.docx” is a Word document.'], taskUuid: TRUST_TASK })]);
    expect(makeSelectRefusedFiles(APP, [TRUST_TASK])(forTrust)).toEqual(['“a.docx” is a Word document.']);
    expect(makeSelectRefusedFiles(APP, [HOI_TASK])(forTrust)).toEqual([]);
    expect(makeSelectRefusedFiles(APP)(forTrust)).toEqual(['“a.docx” is a Word document.']);
    expect(makeSelectRefusedFiles(OTHER)(forTrust)).toEqual([]);
  });

  it('leaving a request page drops the finished rows of its own tasks only', () => {
    const done = (id: string) => uploadCompleted({ id, documentUuid: DOC });
    const s = fold([
      queued('plain', null), done('plain'),
      queued('trust', TRUST_TASK), done('trust'),
      queued('trust-running', TRUST_TASK),
      queued('hoi', HOI_TASK), done('hoi'),
      filesChecked({ applicationId: APP, refused: ['x'], taskUuid: TRUST_TASK }),
      finishedUploadsDismissed({ applicationId: APP, taskUuids: [TRUST_TASK] }),
    ]);
    expect(s[UPLOADS_KEY].order).toEqual(['plain', 'trust-running', 'hoi']);
    expect(s[UPLOADS_KEY].refused).toBeNull();
  });
});
