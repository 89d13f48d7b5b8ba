import type { AnyAction } from '@reduxjs/toolkit';
import { filter, merge, mergeMap } from 'rxjs';
import { isUuid } from '../../../../domain/ids';
import { servicingTasksQuery } from '../../../kernel/api/servicingQueries';
import type { AppEpic } from '../../../kernel/epic';
import { finishedUploadsDismissed, uploadCompleted } from '../../../kernel/uploads/actions';
import { selectUploads } from '../../../kernel/uploads/selectors';
import type { UploadsRootState } from '../../../kernel/uploads/reducer';
import { closeRequest, documentUploaded } from '../actions';
import type { ServicingEpicState } from './shared';

type State = ServicingEpicState & UploadsRootState;

/**
 * The uploads of a request's documents (issue 11 §2; the kernel uploader does the upload and refreshes the servicing
 * tasks and documents):
 * - an upload that answers one of the application's servicing tasks completes → `documentUploaded` with the task's
 *   request, request type, step and document type (analytics "Servicing Document Uploaded"); other uploads say nothing;
 * - a request page is left → its finished upload rows (those of the request's tasks) are dismissed, like the documents
 *   page's; running and failed ones stay for the return.
 */
export const uploadsEpic: AppEpic<State> = (action$, state$) => {
  const uploaded$ = action$.pipe(
    filter(uploadCompleted.match),
    mergeMap(({ payload }): AnyAction[] => {
      const state = state$.value;
      const upload = selectUploads(state).uploads[payload.id];
      if (!upload?.taskUuid) return [];
      const task = servicingTasksQuery.select(state, { uuid: upload.applicationId }).data?.find((t) => t.uuid === upload.taskUuid);
      if (!task) return [];
      return [
        documentUploaded({
          applicationId: upload.applicationId,
          requestUuid: task.request_uuid,
          requestType: task.request_type,
          stepKind: task.step_kind,
          documentType: upload.documentType,
        }),
      ];
    }),
  );

  const left$ = action$.pipe(
    filter(closeRequest.match),
    filter(({ payload }) => isUuid(payload.applicationId) && isUuid(payload.requestUuid)),
    mergeMap(({ payload }): AnyAction[] => {
      const tasks = servicingTasksQuery.select(state$.value, { uuid: payload.applicationId }).data ?? [];
      const taskUuids = tasks.filter((t) => t.request_uuid === payload.requestUuid).map((t) => t.uuid);
      return taskUuids.length > 0 ? [finishedUploadsDismissed({ applicationId: payload.applicationId, taskUuids })] : [];
    }),
  );

  return merge(uploaded$, left$);
};
