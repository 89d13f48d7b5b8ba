import type { DocumentType } from '../../../contract/documentEnums';
import { defineCommand, defineEvent } from '../../kernel/actions';

/*
 * Issue #4 §2 documents: the page's commands and the upload's events. Uploads are keyed by an upload id the epic
 * assigns (`upload-1`, …). No event carries a token, a signed URL or file contents: only names, types and byte counts.
 */

/** Why the documents page sent the person to the applicants list (§2: invalid id, or not their application). */
export type DocumentsRedirectReason = 'invalid-id' | 'not-found';

/** What the person chose to upload: the files, of one document type, for one application. */
export interface AddFilesPayload {
  applicationId: string;
  documentType: DocumentType;
  /** Browser files; the epic keeps them in memory (never in state) until they are uploaded or canceled. */
  files: readonly File[];
  /** The document-upload task these files answer (from `?task=`), if any. */
  taskUuid: string | null;
  /** The rejected document these files replace, if any. */
  replaces: string | null;
}

// ---- Commands ----

/** `/applications/:applicationId/documents` is shown: check the id (§5 UUID), load the documents and tasks. */
export const openDocuments = defineCommand<{ applicationId: string }>('documents/open');
/** The documents page was left: release its data (uploads carry on in the background). */
export const closeDocuments = defineCommand<{ applicationId: string }>('documents/close');
/** Fetch the documents page's data again after an error. */
export const retryDocuments = defineCommand<{ applicationId: string }>('documents/retry');
/** Check the chosen files (type, size) and upload those that pass, at most three at a time (issue #4 §2). */
export const addFiles = defineCommand<AddFilesPayload>('documents/addFiles');
/** Stop upload `id`: abort its transfer and discard the document the server started for it. */
export const cancelFileUpload = defineCommand<{ id: string }>('documents/cancelUpload');
/** Upload `id` failed: send the same file again (it is still in memory). */
export const retryFileUpload = defineCommand<{ id: string }>('documents/retryUpload');

// ---- Events ----

/** The documents page of `applicationId` (a valid UUID) is open; its queries were subscribed. */
export const documentsOpened = defineEvent<{ applicationId: string }>('documents/opened');
/** The documents page was left; its queries were released and finished uploads dropped from the list. */
export const documentsClosed = defineEvent<{ applicationId: string }>('documents/closed');
/** §2: the person was sent to the applicants list from the documents page. */
export const documentsRedirected = defineEvent<{ reason: DocumentsRedirectReason }>('documents/redirected');
/** The chosen files were checked; `refused` holds one sentence per refused file (none of them leaves the browser). */
export const filesChecked = defineEvent<{ applicationId: string; refused: string[] }>('documents/filesChecked');
/** A file passed the checks and waits for an upload slot. `total` is its size in bytes. */
export const uploadQueued = defineEvent<{ id: string; applicationId: string; fileName: string; documentType: DocumentType; total: number }>(
  'documents/uploadQueued',
);
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
