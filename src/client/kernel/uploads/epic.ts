import type { AnyAction } from '@reduxjs/toolkit';
import { concat, defer, EMPTY, filter, ignoreElements, map, merge, mergeMap, of, takeUntil, tap, type Observable } from 'rxjs';
import { cancelUpload as cancelUploadEndpoint, completeUpload, renewUploadUrl, requestUpload, type SignedUpload, type UploadRequest } from '../../../contract/documents';
import type { DocumentType, UploadContentType } from '../../../contract/documentEnums';
import { checkFile, isUploadableDocumentType, uploadContentTypeOf } from '../../../domain/documents';
import { errorText, FETCH_ERROR_TEXT, GENERIC_ERROR_TEXT } from '../../../domain/errorText';
import { isUuid, type Uuid } from '../../../domain/ids';
import { reportCustomerChange } from '../changes/actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { endpointRequest } from '../http/endpointRequest';
import type { HttpError } from '../http/types';
import { queryInvalidate } from '../queryCache/actions';
import type { DataGroup } from '../queryCache/dataGroups';
import { sessionEnded } from '../session/actions';
import {
  addFiles,
  cancelFileUpload,
  filesChecked,
  retryFileUpload,
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
import { initialUploadsState, UPLOADS_KEY, type UploadsRootState, type UploadStatus } from './reducer';

/** Uploads sent at the same time; further files wait in the queue (issue #4 §2, designed). */
export const MAX_CONCURRENT_UPLOADS = 3;
/** New signed URLs asked for one attempt when storage says the URL expired, before giving up (designed). */
export const MAX_URL_RENEWALS = 2;

/** Shown when the signed URL kept expiring (slow connection or a clock far off). */
export const URL_EXPIRED_TEXT = 'The upload link kept expiring before your file arrived. Check your connection and try again.';
/** Shown when storage refused the body without a sentence of its own. */
export const STORAGE_REFUSED_TEXT = 'Our storage did not accept this file.';
/** Shown for files chosen without a valid document type (the view asks for the type first). */
export const CHOOSE_TYPE_TEXT = 'Choose the type of document first.';

/** The root state the upload epic reads: its own slice. */
export type UploadsEpicState = UploadsRootState;

/** What a finished upload refreshes (§3 data groups): the documents, and the tasks a document may complete. */
const REFRESHED: readonly DataGroup[] = ['Document', 'Tasks'];
/** …and, for an upload that answered a task, the servicing tasks too (issue 11: the task may be a servicing one). */
const REFRESHED_FOR_TASK: readonly DataGroup[] = [...REFRESHED, 'ServicingTasks', 'ServicingTaskGroups'];

/** What the epic keeps of an upload outside the store: the file itself and what it was signed for. */
interface Job {
  file: Blob;
  fileName: string;
  contentType: UploadContentType;
  applicationId: string;
  documentType: DocumentType;
  taskUuid: Uuid | null;
  replaces: Uuid | null;
  /** Set once the API created the document; a retry then renews its URL instead of starting a new one. */
  documentUuid: string | null;
}

/** Statuses the person may cancel from (while completing, the API is already confirming the document). */
const CANCELABLE: readonly UploadStatus[] = ['queued', 'requesting', 'uploading', 'failed'];

/** A failure of the request itself (the person, or the file, has to change something) is not worth retrying. */
const isFinal = (error: HttpError) => error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404;

/**
 * The upload machine (issue #4 §2, §7 "PUT signed storage URL"; shared by the documents page and servicing requests,
 * issue 11), one instance per store; files live in its memory only.
 * - `addFiles`: each file is checked (`checkFile`: type, size, empty) before anything is sent; refused ones are listed
 *   in `filesChecked` and never leave the browser; the others are queued (`uploadQueued`, with the task they answer).
 * - At most {@link MAX_CONCURRENT_UPLOADS} run at once. Each: `requestUpload` (source customer, `task_uuid`,
 *   `replaces` on the first file) → PUT the body to the signed URL with its signed headers, reporting progress →
 *   `completeUpload` → `uploadCompleted`, refresh Document and Tasks (and ServicingTasks, ServicingTaskGroups when the
 *   upload answered a task), and `reportCustomerChange` (§4 fan-out).
 * - Storage says the URL expired → `renewUploadUrl` and PUT again from 0, at most {@link MAX_URL_RENEWALS} times.
 * - Network and server failures → `uploadFailed` with the §8 sentence (a 400's own detail); `retryFileUpload` sends
 *   the kept file again (renewing the URL of the document already started). A final failure discards the document.
 * - `cancelFileUpload`: `uploadCanceled`, which aborts the PUT (unsubscribe), then `DELETE` the started document.
 * - Session end: everything stops and the kept files are dropped.
 * The signed URL stays inside this closure: never in state, events or logs.
 */
export const uploadsEpic: AppEpic<UploadsEpicState> = (action$, state$, deps) => {
  const jobs = new Map<string, Job>();
  let counter = 0;
  const uploadOf = (id: string) => (state$.value[UPLOADS_KEY] ?? initialUploadsState).uploads[id];
  const http = deps.http;

  const failed = (id: string, message: string, retryable: boolean): Observable<AnyAction> => {
    if (retryable) return of(uploadFailed({ id, message, retryable }));
    const job = jobs.get(id);
    jobs.delete(id);
    return concat(of(uploadFailed({ id, message, retryable })), discard(deps, job?.documentUuid ?? null));
  };
  const failedWith = (id: string, error: HttpError) => failed(id, errorText(error), !isFinal(error));

  const complete = (id: string, job: Job, documentUuid: string): Observable<AnyAction> =>
    concat(
      of(uploadSent({ id })),
      http.request(endpointRequest(completeUpload, { params: { uuid: documentUuid } })).pipe(
        mergeMap((r): Observable<AnyAction> => {
          if (!r.ok) return failedWith(id, r.error);
          jobs.delete(id);
          return of(
            uploadCompleted({ id, documentUuid: r.value.uuid }),
            queryInvalidate({ groups: job.taskUuid ? REFRESHED_FOR_TASK : REFRESHED }),
            reportCustomerChange({ applicationId: job.applicationId }),
          );
        }),
      ),
    );

  const put = (id: string, job: Job, documentUuid: string, upload: SignedUpload, renewals: number): Observable<AnyAction> =>
    deps.uploads.put({ url: upload.url, headers: upload.headers, body: job.file }).pipe(
      mergeMap((e): Observable<AnyAction> => {
        if (e.kind === 'progress') return of(uploadProgressed({ id, loaded: e.loaded, total: e.total }));
        if (e.kind === 'done') return complete(id, job, documentUuid);
        if (e.expired) return renewals < MAX_URL_RENEWALS ? renewAndPut(id, job, documentUuid, renewals + 1) : failed(id, URL_EXPIRED_TEXT, true);
        if (e.status === 'FETCH_ERROR') return failed(id, FETCH_ERROR_TEXT, true);
        // Storage's 400 names what is wrong with the body (size, type, contents): the same file will not do better.
        return failed(id, e.message || (e.status === 400 ? STORAGE_REFUSED_TEXT : GENERIC_ERROR_TEXT), e.status !== 400);
      }),
    );

  const renewAndPut = (id: string, job: Job, documentUuid: string, renewals: number): Observable<AnyAction> =>
    http.request(endpointRequest(renewUploadUrl, { params: { uuid: documentUuid } })).pipe(
      mergeMap((r) =>
        r.ok ? concat(of(uploadUrlRenewed({ id, renewals })), put(id, job, documentUuid, r.value, renewals)) : failedWith(id, r.error),
      ),
    );

  const requestNew = (id: string, job: Job): Observable<AnyAction> => {
    const body: UploadRequest = {
      document_type: job.documentType,
      file_name: job.fileName,
      content_type: job.contentType,
      size_bytes: job.file.size,
      source: 'customer',
      ...(job.taskUuid ? { task_uuid: job.taskUuid } : {}),
      ...(job.replaces ? { replaces: job.replaces } : {}),
    };
    return http.request(endpointRequest(requestUpload, { params: { uuid: job.applicationId }, body })).pipe(
      mergeMap((r): Observable<AnyAction> => {
        if (!r.ok) return failedWith(id, r.error);
        const documentUuid = r.value.document.uuid;
        job.documentUuid = documentUuid;
        return concat(of(uploadUrlIssued({ id, documentUuid })), put(id, job, documentUuid, r.value.upload, 0));
      }),
    );
  };

  /** A retry of a document already started renews its URL; when it is gone (404/409), a new one is started. */
  const resume = (id: string, job: Job, documentUuid: string): Observable<AnyAction> =>
    http.request(endpointRequest(renewUploadUrl, { params: { uuid: documentUuid } })).pipe(
      mergeMap((r): Observable<AnyAction> => {
        if (r.ok) return concat(of(uploadUrlIssued({ id, documentUuid })), put(id, job, documentUuid, r.value, 0));
        if (r.error.status === 404 || r.error.status === 409) {
          job.documentUuid = null;
          return requestNew(id, job);
        }
        return failedWith(id, r.error);
      }),
    );

  const stopped$ = (id: string) =>
    merge(
      action$.pipe(filter((a) => uploadCanceled.match(a) && a.payload.id === id)),
      action$.pipe(filter(sessionEnded.match)),
    );

  const run = (id: string): Observable<AnyAction> =>
    defer(() => {
      const job = jobs.get(id);
      // Canceled (or dropped at session end) while it waited for a slot.
      if (!job || uploadOf(id)?.status !== 'queued') return EMPTY;
      const start = job.documentUuid ? resume(id, job, job.documentUuid) : requestNew(id, job);
      return concat(of(uploadStarted({ id })), start);
    }).pipe(takeUntil(stopped$(id)));

  const add$ = action$.pipe(
    filter(addFiles.match),
    mergeMap(({ payload }) => {
      const { applicationId, documentType, files } = payload;
      if (!isUuid(applicationId)) return EMPTY;
      const typeOk = isUploadableDocumentType(documentType);
      const taskUuid = payload.taskUuid && isUuid(payload.taskUuid) ? payload.taskUuid : null;
      let replaces = payload.replaces && isUuid(payload.replaces) ? payload.replaces : null;
      const refused: string[] = [];
      const queued: AnyAction[] = [];
      for (const file of files) {
        const message = typeOk ? checkFile(file) : CHOOSE_TYPE_TEXT;
        const contentType = uploadContentTypeOf(file);
        if (message !== null || contentType === null) {
          refused.push(message ?? CHOOSE_TYPE_TEXT);
          continue;
        }
        counter += 1;
        const id = `upload-${counter}`;
        // One document replaces the rejected one; further files of the same choice are added alongside it.
        jobs.set(id, { file, fileName: file.name, contentType, applicationId, documentType, taskUuid, replaces, documentUuid: null });
        replaces = null;
        queued.push(uploadQueued({ id, applicationId, fileName: file.name, documentType, total: file.size, taskUuid }));
      }
      return of<AnyAction[]>(filesChecked({ applicationId, refused, taskUuid }), ...queued);
    }),
  );

  const jobs$ = merge(action$.pipe(filter(uploadQueued.match)), action$.pipe(filter(uploadRequeued.match))).pipe(
    map((a) => a.payload.id),
    mergeMap(run, MAX_CONCURRENT_UPLOADS),
  );

  const retry$ = action$.pipe(
    filter(retryFileUpload.match),
    mergeMap(({ payload: { id } }) => {
      const upload = uploadOf(id);
      return upload?.status === 'failed' && upload.retryable && jobs.has(id) ? of(uploadRequeued({ id })) : EMPTY;
    }),
  );

  const cancel$ = action$.pipe(
    filter(cancelFileUpload.match),
    mergeMap(({ payload: { id } }) => {
      const upload = uploadOf(id);
      if (!upload || !CANCELABLE.includes(upload.status)) return EMPTY;
      const documentUuid = jobs.get(id)?.documentUuid ?? null;
      jobs.delete(id);
      return concat(of(uploadCanceled({ id })), discard(deps, documentUuid));
    }),
  );

  const sessionEnd$ = action$.pipe(
    filter(sessionEnded.match),
    tap(() => jobs.clear()),
    ignoreElements(),
  );

  return merge(add$, jobs$, retry$, cancel$, sessionEnd$);
};

/** `DELETE` a started document nobody will complete (best effort: the sandbox also drops stale ones after the URL TTL). */
function discard(deps: Dependencies, documentUuid: string | null): Observable<AnyAction> {
  if (documentUuid === null) return EMPTY;
  return deps.http.request(endpointRequest(cancelUploadEndpoint, { params: { uuid: documentUuid } })).pipe(
    tap((r) => {
      if (!r.ok) deps.logger.warn('documents: discarding a started upload failed', { status: String(r.error.status) });
    }),
    ignoreElements(),
  );
}
