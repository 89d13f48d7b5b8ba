import { createReducer } from '@reduxjs/toolkit';
import type { DocumentType } from '../../../contract/documentEnums';
import { sessionEnded } from '../../kernel/session/actions';
import {
  documentsClosed,
  documentsOpened,
  filesChecked,
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
 * One upload as the page shows it: metadata only (the file stays in the epic's memory; URLs and tokens never reach
 * state). `loaded`/`total` are bytes. `error` is the sentence shown when `failed`; `retryable` says whether
 * "Try again" is offered. `documentUuid` is set once the API created the document.
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
}

/** Documents feature state: the open page, the uploads in the order chosen, and the last choice's refusals. */
export interface DocumentsFeatureState {
  openApplicationId: string | null;
  uploads: Record<string, UploadEntry>;
  order: string[];
  /** The refusal sentences of the most recent choice of files, for the application they were chosen on. */
  refused: { applicationId: string; messages: string[] } | null;
}

/** Where the root reducer mounts {@link documentsReducer}. */
export const DOCUMENTS_KEY = 'documents';

/** Nothing open, no uploads. */
export const initialDocumentsState: DocumentsFeatureState = { openApplicationId: null, uploads: {}, order: [], refused: null };

/** Statuses after which nothing more happens to an upload unless the person retries. */
const FINISHED: readonly UploadStatus[] = ['done', 'canceled'];

/** Folds documents events (never commands); back to the initial state when the session ends. */
export const documentsReducer = createReducer(initialDocumentsState, (builder) => {
  /** Applies `change` to upload `id` when it exists (events of a dropped upload are ignored). */
  const update = (state: DocumentsFeatureState, id: string, change: (u: UploadEntry) => void) => {
    const upload = state.uploads[id];
    if (upload) change(upload);
  };
  return builder
    .addCase(documentsOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
    })
    .addCase(documentsClosed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.openApplicationId = null;
      // Finished rows are only news while the page is open; running and failed ones stay for the return.
      for (const id of state.order) {
        const u = state.uploads[id];
        if (u && u.applicationId === payload.applicationId && FINISHED.includes(u.status)) delete state.uploads[id];
      }
      state.order = state.order.filter((id) => id in state.uploads);
      if (state.refused?.applicationId === payload.applicationId) state.refused = null;
    })
    .addCase(filesChecked, (state, { payload }) => {
      state.refused = { applicationId: payload.applicationId, messages: payload.refused };
    })
    .addCase(uploadQueued, (state, { payload }) => {
      if (!(payload.id in state.uploads)) state.order.push(payload.id);
      state.uploads[payload.id] = { ...payload, loaded: 0, status: 'queued' };
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
    .addCase(sessionEnded, () => initialDocumentsState);
});
