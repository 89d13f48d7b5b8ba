import type { DocumentType } from '../../../contract/documentEnums';
import { defineCommand, defineEvent } from '../actions';

/*
 * The signed-URL upload machine (shared by the documents page and servicing requests):
 * its commands and events. The type strings keep their `documents/` prefix, so the event log, the tracking plan and
 * the docs read as before. Uploads are keyed by an upload id the epic assigns (`upload-1`, …). No event carries a
 * token, a signed URL or file contents: only names, types, ids and byte counts.
 */

/** What the person chose to upload: the files, of one document type, for one application. */
export interface AddFilesPayload {
  applicationId: string;
  documentType: DocumentType;
  /** Browser files; the epic keeps them in memory (never in state) until they are uploaded or canceled. */
  files: readonly File[];
  /** The task these files answer (a document-upload task from `?task=`, or a servicing task), if any. */
  taskUuid: string | null;
  /** The rejected document these files replace, if any. */
  replaces: string | null;
}

// ---- Commands ----

/** Check the chosen files (type, size) and upload those that pass, at most three at a time. */
export const addFiles = defineCommand<AddFilesPayload>('documents/addFiles');
/** Stop upload `id`: abort its transfer and discard the document the server started for it. */
export const cancelFileUpload = defineCommand<{ id: string }>('documents/cancelUpload');
/** Upload `id` failed: send the same file again (it is still in memory). */
export const retryFileUpload = defineCommand<{ id: string }>('documents/retryUpload');

// ---- Events ----

/**
 * The chosen files were checked; `refused` holds one sentence per refused file (none of them leaves the browser).
 * `taskUuid` is the task they were chosen for (absent when none, and in events recorded before uploads answered tasks).
 */
export const filesChecked = defineEvent<{ applicationId: string; refused: string[]; taskUuid?: string | null }>('documents/filesChecked');
/**
 * A file passed the checks and waits for an upload slot. `total` is its size in bytes; `taskUuid` the task it answers
 * (absent when none, and in events recorded before uploads answered tasks), so a page can show the uploads of its own tasks.
 */
export const uploadQueued = defineEvent<{
  id: string;
  applicationId: string;
  fileName: string;
  documentType: DocumentType;
  total: number;
  taskUuid?: string | null;
}>('documents/uploadQueued');
/** A failed upload was put back in the queue to be sent again from the first byte. */
export const uploadRequeued = defineEvent<{ id: string }>('documents/uploadRequeued');
/** Upload `id` got a slot: asking the API for a signed storage URL. */
export const uploadStarted = defineEvent<{ id: string }>('documents/uploadStarted');
/** The API created document `documentUuid` and signed a URL; the file body is being sent. */
export const uploadUrlIssued = defineEvent<{ id: string; documentUuid: string }>('documents/uploadUrlIssued');
/** The signed URL had expired; a new one was issued (`renewals` so far) and the body is sent again from 0. */
export const uploadUrlRenewed = defineEvent<{ id: string; renewals: number }>('documents/uploadUrlRenewed');
/** `loaded` of `total` bytes of upload `id` have been sent. */
export const uploadProgressed = defineEvent<{ id: string; loaded: number; total: number }>('documents/uploadProgressed');
/** Storage has the whole body; the API is checking it (complete). */
export const uploadSent = defineEvent<{ id: string }>('documents/uploadSent');
/** The API confirmed document `documentUuid`: the upload is done. */
export const uploadCompleted = defineEvent<{ id: string; documentUuid: string }>('documents/uploadCompleted');
/** Upload `id` failed with the sentence to show; `retryable` when sending it again may work ("Try again"). */
export const uploadFailed = defineEvent<{ id: string; message: string; retryable: boolean }>('documents/uploadFailed');
/** Upload `id` was canceled by the person; nothing more is sent. */
export const uploadCanceled = defineEvent<{ id: string }>('documents/uploadCanceled');
/**
 * A page showing uploads was left (the documents page, a servicing request page): the finished rows (done, canceled)
 * of `applicationId` — of `taskUuids` only, when given — and the refusals of its last choice are dropped from the list;
 * running and failed ones stay for the return. Emitted by the page's epic when it closes.
 */
export const finishedUploadsDismissed = defineEvent<{ applicationId: string; taskUuids?: readonly string[] }>('documents/finishedUploadsDismissed');
