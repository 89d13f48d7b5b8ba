import { defineCommand, defineEvent } from '../../kernel/actions';

/*
 * Documents: the page's commands and events. The uploads themselves are the shared upload machine's
 * (kernel/uploads: `addFiles`, `uploadQueued`, … keep their `documents/` type strings).
 */

/** Why the documents page sent the person to the applicants list (§2: invalid id, or not their application). */
export type DocumentsRedirectReason = 'invalid-id' | 'not-found';

// ---- Commands ----

/** `/applications/:applicationId/documents` is shown: check the id (§5 UUID), load the documents and tasks. */
export const openDocuments = defineCommand<{ applicationId: string }>('documents/open');
/** The documents page was left: release its data (uploads carry on in the background). */
export const closeDocuments = defineCommand<{ applicationId: string }>('documents/close');
/** Fetch the documents page's data again after an error. */
export const retryDocuments = defineCommand<{ applicationId: string }>('documents/retry');

// ---- Events ----

/** The documents page of `applicationId` (a valid UUID) is open; its queries were subscribed. */
export const documentsOpened = defineEvent<{ applicationId: string }>('documents/opened');
/** The documents page was left; its queries were released (`finishedUploadsDismissed` drops its finished uploads). */
export const documentsClosed = defineEvent<{ applicationId: string }>('documents/closed');
/** §2: the person was sent to the applicants list from the documents page. */
export const documentsRedirected = defineEvent<{ reason: DocumentsRedirectReason }>('documents/redirected');
