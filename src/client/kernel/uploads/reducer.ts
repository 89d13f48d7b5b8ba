import type { DocumentType } from '../../../contract/documentEnums';
import { createEventReducer } from '../eventReducer';
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

/** The upload without its failure (a retried or canceled upload no longer shows one). */
const withoutFailure = ({ error: _error, retryable: _retryable, ...upload }: UploadEntry): UploadEntry => upload;

/**
 * Folds upload events (never commands); empty again when the session ends. Immer-free (kernel/eventReducer): RTK's
 * `createReducer` brought immer and the toolkit (4.4 KB gzip) into the documents page's first load (issue 14 §3). A
 * case that changes nothing returns the same state.
 */
export const uploadsReducer = createEventReducer(initialUploadsState, (on) => {
  /** Upload `id` replaced by `change(upload)` when it exists (events of a dropped upload are ignored). */
  const update = (state: UploadsState, id: string, change: (u: UploadEntry) => UploadEntry): UploadsState => {
    const upload = state.uploads[id];
    const next = upload ? change(upload) : upload;
    return next && next !== upload ? { ...state, uploads: { ...state.uploads, [id]: next } } : state;
  };
  return [
    on(finishedUploadsDismissed, (state, { payload }) => {
      const { applicationId, taskUuids } = payload;
      const concerned = (taskUuid: string | undefined) => taskUuids === undefined || (taskUuid !== undefined && taskUuids.includes(taskUuid));
      // Finished rows are only news while the page is open; running and failed ones stay for the return.
      const dismissed = new Set(
        state.order.filter((id) => {
          const u = state.uploads[id];
          return u !== undefined && u.applicationId === applicationId && FINISHED.includes(u.status) && concerned(u.taskUuid);
        }),
      );
      const uploads = dismissed.size === 0 ? state.uploads : Object.fromEntries(Object.entries(state.uploads).filter(([id]) => !dismissed.has(id)));
      const order = state.order.filter((id) => id in uploads);
      const refused = state.refused?.applicationId === applicationId && concerned(state.refused.taskUuid) ? null : state.refused;
      return uploads === state.uploads && order.length === state.order.length && refused === state.refused ? state : { uploads, order, refused };
    }),
    on(filesChecked, (state, { payload }) => ({
      ...state,
      refused: { applicationId: payload.applicationId, ...taskOf(payload.taskUuid), messages: payload.refused },
    })),
    on(uploadQueued, (state, { payload }) => {
      const { taskUuid, ...rest } = payload;
      return {
        ...state,
        order: payload.id in state.uploads ? state.order : [...state.order, payload.id],
        uploads: { ...state.uploads, [payload.id]: { ...rest, ...taskOf(taskUuid), loaded: 0, status: 'queued' } },
      };
    }),
    on(uploadRequeued, (state, { payload }) => update(state, payload.id, (u) => ({ ...withoutFailure(u), status: 'queued', loaded: 0 }))),
    on(uploadStarted, (state, { payload }) => update(state, payload.id, (u) => ({ ...u, status: 'requesting', loaded: 0 }))),
    on(uploadUrlIssued, (state, { payload }) =>
      update(state, payload.id, (u) => ({ ...u, status: 'uploading', loaded: 0, documentUuid: payload.documentUuid })),
    ),
    on(uploadUrlRenewed, (state, { payload }) => update(state, payload.id, (u) => ({ ...u, status: 'uploading', loaded: 0 }))),
    on(uploadProgressed, (state, { payload }) =>
      update(state, payload.id, (u) =>
        u.status === 'uploading' ? { ...u, loaded: Math.max(0, Math.min(payload.loaded, payload.total)), total: payload.total } : u,
      ),
    ),
    on(uploadSent, (state, { payload }) => update(state, payload.id, (u) => ({ ...u, status: 'completing', loaded: u.total }))),
    on(uploadCompleted, (state, { payload }) =>
      update(state, payload.id, (u) => ({ ...u, status: 'done', loaded: u.total, documentUuid: payload.documentUuid })),
    ),
    on(uploadFailed, (state, { payload }) =>
      update(state, payload.id, (u) =>
        FINISHED.includes(u.status) ? u : { ...u, status: 'failed', error: payload.message, retryable: payload.retryable },
      ),
    ),
    on(uploadCanceled, (state, { payload }) => update(state, payload.id, (u) => ({ ...withoutFailure(u), status: 'canceled' }))),
    on(sessionEnded, () => initialUploadsState),
  ];
});
