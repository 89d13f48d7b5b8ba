import { marbles } from 'rxjs-marbles/jest';
import { uploadCompleted, uploadQueued } from '../../../src/client/kernel/uploads';
import { queryInvalidate } from '../../../src/client/kernel/queryCache/actions';
import { makeSelectUploadRows } from '../../../src/client/kernel/uploads/selectors';
import { APP, pdf, TASK, uploadHarness } from './harness';

describe('uploads answering a task, in virtual time (issue 11: shared with servicing requests)', () => {
  it(
    'carries the task on the queued upload and its row, and refreshes the servicing tasks once it is done',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [pdf('trust.pdf')], { documentType: 'trust-agreement', taskUuid: TASK });
      m.flush();

      expect(h.actions.find((a) => uploadQueued.match(a))?.payload).toMatchObject({ applicationId: APP, fileName: 'trust.pdf', taskUuid: TASK });
      const rows = makeSelectUploadRows(APP, [TASK])(h.store.getState() as never);
      expect(rows.map((r) => [r.fileName, r.status, r.taskUuid])).toEqual([['trust.pdf', 'done', TASK]]);
      const done = h.actions.findIndex((a) => uploadCompleted.match(a));
      expect(h.actions.slice(done).find((a) => queryInvalidate.match(a))?.payload).toEqual({
        groups: ['Document', 'Tasks', 'ServicingTasks', 'ServicingTaskGroups'],
      });
    }),
  );

  it(
    'an upload for no task is on no task’s list',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [pdf()]);
      m.flush();

      expect(makeSelectUploadRows(APP, [TASK])(h.store.getState() as never)).toEqual([]);
      expect(makeSelectUploadRows(APP)(h.store.getState() as never)).toHaveLength(1);
    }),
  );
});
