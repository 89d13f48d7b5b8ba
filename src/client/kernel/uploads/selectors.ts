import { createSelector } from 'reselect';
import { documentTypeLabel } from '../../../domain/documents';
import { formatFileSize } from '../../../domain/format';
import { initialUploadsState, UPLOADS_KEY, type UploadEntry, type UploadsRootState, type UploadStatus } from './reducer';

/** What an upload row says about where it stands (a failure shows its own sentence instead). */
export const UPLOAD_STATUS_TEXT: Readonly<Record<Exclude<UploadStatus, 'failed'>, string>> = {
  queued: 'Waiting to upload',
  requesting: 'Preparing the upload',
  uploading: 'Uploading',
  completing: 'Checking your file',
  done: 'Uploaded',
  canceled: 'Canceled',
};

/** One upload row: file name, type, bytes sent (§9 sizes: "1.2 MB of 3.4 MB"), status and what can be done. */
export interface UploadRowView {
  id: string;
  fileName: string;
  typeLabel: string;
  /** The task the upload answers, if any (issue 11: a servicing page shows the rows of its own tasks). */
  taskUuid: string | null;
  loaded: number;
  total: number;
  progressText: string;
  status: UploadStatus;
  statusText: string;
  failed: boolean;
  canCancel: boolean;
  canRetry: boolean;
}

/** Statuses the person may cancel from (while completing, the API is already confirming the document). */
const CANCELABLE: readonly UploadStatus[] = ['queued', 'requesting', 'uploading', 'failed'];

/** Shared empty lists, so projections stay equal while there is nothing to show. */
const NO_ROWS: UploadRowView[] = [];
const NONE: string[] = [];

/** An upload as its row shows it. */
export function uploadRow(u: UploadEntry): UploadRowView {
  return {
    id: u.id,
    fileName: u.fileName,
    typeLabel: documentTypeLabel(u.documentType),
    taskUuid: u.taskUuid ?? null,
    loaded: u.loaded,
    total: u.total,
    progressText: `${formatFileSize(u.loaded)} of ${formatFileSize(u.total)}`,
    status: u.status,
    statusText: u.status === 'failed' ? (u.error ?? '') : UPLOAD_STATUS_TEXT[u.status],
    failed: u.status === 'failed',
    canCancel: CANCELABLE.includes(u.status),
    canRetry: u.status === 'failed' && u.retryable === true,
  };
}

/** The uploads slice (its initial state when not mounted). */
export const selectUploads = (state: UploadsRootState) => state[UPLOADS_KEY] ?? initialUploadsState;

/** True when a row of task `taskUuid` belongs to the chosen tasks (every row when none were chosen). */
const inTasks = (taskUuids: readonly string[] | undefined, taskUuid: string | undefined) =>
  taskUuids === undefined || (taskUuid !== undefined && taskUuids.includes(taskUuid));

/**
 * A memoised projection of the upload rows of `applicationId`, in the order chosen — only those answering one of
 * `taskUuids` when given (issue 11: a servicing request page shows the uploads of its own tasks). One per mounted page
 * (e.g. with useMemo); the result stays `===` until the uploads change.
 */
export function makeSelectUploadRows(applicationId: string, taskUuids?: readonly string[]) {
  return createSelector([selectUploads], (slice): UploadRowView[] => {
    const rows = slice.order.flatMap((id) => {
      const u = slice.uploads[id];
      return u && u.applicationId === applicationId && inTasks(taskUuids, u.taskUuid) ? [uploadRow(u)] : [];
    });
    return rows.length > 0 ? rows : NO_ROWS;
  });
}

/**
 * A memoised projection of the sentences of the files refused at the last choice on `applicationId` (nothing was sent
 * for them) — only when that choice was for one of `taskUuids`, when given; an empty list otherwise.
 */
export function makeSelectRefusedFiles(applicationId: string, taskUuids?: readonly string[]) {
  return createSelector([(s: UploadsRootState) => selectUploads(s).refused], (refused): string[] =>
    refused && refused.applicationId === applicationId && inTasks(taskUuids, refused.taskUuid) ? refused.messages : NONE,
  );
}
