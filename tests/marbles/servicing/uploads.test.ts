import { marbles } from 'rxjs-marbles/jest';
import { closeRequest, documentUploaded, openRequest } from '../../../src/client/features/servicing/actions';
import { finishedUploadsDismissed, uploadCompleted, uploadQueued } from '../../../src/client/kernel/uploads';
import { task, TASK_UUID } from '../../unit/servicing/fixtures';
import { APP_UUID, REQUEST_UUID, servicingHarness } from './harness';

const REF = { applicationId: APP_UUID, requestUuid: REQUEST_UUID };
const queued = (id: string, taskUuid: string | null) =>
  uploadQueued({ id, applicationId: APP_UUID, fileName: 'statement.pdf', documentType: 'mortgage-statement', total: 2048, taskUuid });

describe('uploads of a request’s documents (issue 11 §2)', () => {
  it(
    'an upload answering one of the request’s tasks says which request, step and document type it completed',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.tasks = [task()];
      t.at(0, openRequest(REF));
      t.at(1000, queued('upload-1', TASK_UUID));
      t.at(1000, queued('upload-2', null));
      t.at(2000, uploadCompleted({ id: 'upload-1', documentUuid: 'd0000000-0000-4000-8000-000000000001' }));
      t.at(2000, uploadCompleted({ id: 'upload-2', documentUuid: 'd0000000-0000-4000-8000-000000000002' }));
      m.flush();

      expect(t.events(documentUploaded.type).map((e) => [e.at, e.action.payload])).toEqual([
        [2000, { ...REF, requestType: 'owner-buyout', stepKind: 'buyout-request', documentType: 'mortgage-statement' }],
      ]);
    }),
  );

  it(
    'leaving the request page dismisses the finished upload rows of its tasks only',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.tasks = [task()];
      t.at(0, openRequest(REF));
      t.at(5000, closeRequest(REF));
      m.flush();

      expect(t.events(finishedUploadsDismissed.type).map((e) => e.action.payload)).toEqual([{ applicationId: APP_UUID, taskUuids: [TASK_UUID] }]);
    }),
  );
});
