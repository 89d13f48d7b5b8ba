import { createReducer } from '@reduxjs/toolkit';
import type { DocumentType } from '../../../contract/documentEnums';
import { sessionEnded } from '../session/actions';
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
} from './actions';

/**
 * Where an upload stands: waiting for a slot (`queued`), asking for a signed URL (`requesting`), sending the body
 * (`uploading`), the API checking what storage holds (`completing`), then `done`, `canceled` or `failed`.
 */
export type UploadStatus = 'queued' | 'requesting' | 'uploading' | 'completing' | 'done' | 'canceled' | 'failed';

/**
 * One upload as a page shows it: metadata only (the file stays in the epic's memory; URLs and tokens never reach
 * state). `loaded`/`total` are bytes. `error` is the sentence shown when `failed`; `retryable` says whether
 * "Try again" is offered. `documentUuid` is set once the API created the document; `taskUuid` when the upload answers a
 * task (a document-upload task or a servicing task, issue 11).
 */
export interface UploadEntry {
  id: string;
  applicationId: string;
  fileName: string;
  documentType: DocumentType;
  loaded: number;
  total: number;
  status: UploadStatus;
  error?: string;
  retryable?: boolean;
  documentUuid?: string;
  taskUuid?: string;
}

/** The refusals of the most recent choice of files: for which application (and task, when one was chosen for). */
export interface RefusedFiles {
  applicationId: string;
  taskUuid?: string;
  messages: string[];
}

/** The uploads slice: the uploads in the order chosen, and the last choice's refusals. */
export interface UploadsState {
  uploads: Record<string, UploadEntry>;
  order: string[];
  refused: RefusedFiles | null;
}

/** Where the root reducer mounts {@link uploadsReducer}: `state.uploads`. */
export const UPLOADS_KEY = 'uploads';

/** Any root state that mounts the uploads slice (pages tolerate its absence: nothing uploaded). */
export interface UploadsRootState {
  [UPLOADS_KEY]?: UploadsState;
}

/** No uploads. */
export const initialUploadsState: UploadsState = { uploads: {}, order: [], refused: null };

/** Statuses after which nothing more happens to an upload unless the person retries. */
const FINISHED: readonly UploadStatus[] = ['done', 'canceled'];

/** The task uuid to keep: only a real one (events carry null, or nothing before issue 11). */
const taskOf = (taskUuid: string | null | undefined) => (taskUuid ? { taskUuid } : {});

/** Folds upload events (never commands); empty again when the session ends. */
export const uploadsReducer = createReducer(initialUploadsState, (builder) => {
  /** Applies `change` to upload `id` when it exists (events of a dropped upload are ignored). */
  const update = (state: UploadsState, id: string, change: (u: UploadEntry) => void) => {
    const upload = state.uploads[id];
    if (upload) change(upload);
  };
  return builder
    .addCase(finishedUploadsDismissed, (state, { payload }) => {
      const { applicationId, taskUuids } = payload;
      const concerned = (taskUuid: string | undefined) => taskUuids === undefined || (taskUuid !== undefined && taskUuids.includes(taskUuid));
      // Finished rows are only news while the page is open; running and failed ones stay for the return.
      for (const id of state.order) {
        const u = state.uploads[id];
        if (u && u.applicationId === applicationId && FINISHED.includes(u.status) && concerned(u.taskUuid)) delete state.uploads[id];
      }
      state.order = state.order.filter((id) => id in state.uploads);
      if (state.refused?.applicationId === applicationId && concerned(state.refused.taskUuid)) state.refused = null;
    })
    .addCase(filesChecked, (state, { payload }) => {
      state.refused = { applicationId: payload.applicationId, ...taskOf(payload.taskUuid), messages: payload.refused };
    })
    .addCase(uploadQueued, (state, { payload }) => {
      if (!(payload.id in state.uploads)) state.order.push(payload.id);
      const { taskUuid, ...rest } = payload;
      state.uploads[payload.id] = { ...rest, ...taskOf(taskUuid), loaded: 0, status: 'queued' };
    })
    .addCase(uploadRequeued, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'queued';
        u.loaded = 0;
        delete u.error;
        delete u.retryable;
      }),
    )
    .addCase(uploadStarted, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'requesting';
        u.loaded = 0;
      }),
    )
    .addCase(uploadUrlIssued, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'uploading';
        u.loaded = 0;
        u.documentUuid = payload.documentUuid;
      }),
    )
    .addCase(uploadUrlRenewed, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'uploading';
        u.loaded = 0;
      }),
    )
    .addCase(uploadProgressed, (state, { payload }) =>
      update(state, payload.id, (u) => {
        if (u.status !== 'uploading') return;
        u.loaded = Math.max(0, Math.min(payload.loaded, payload.total));
        u.total = payload.total;
      }),
    )
    .addCase(uploadSent, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'completing';
        u.loaded = u.total;
      }),
    )
    .addCase(uploadCompleted, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'done';
        u.loaded = u.total;
        u.documentUuid = payload.documentUuid;
      }),
    )
    .addCase(uploadFailed, (state, { payload }) =>
      update(state, payload.id, (u) => {
        if (FINISHED.includes(u.status)) return;
        u.status = 'failed';
        u.error = payload.message;
        u.retryable = payload.retryable;
      }),
    )
    .addCase(uploadCanceled, (state, { payload }) =>
      update(state, payload.id, (u) => {
        u.status = 'canceled';
        delete u.error;
        delete u.retryable;
      }),
    )
    .addCase(sessionEnded, () => initialUploadsState);
});
