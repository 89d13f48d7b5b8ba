import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from './codec';
import { DocumentSource, DocumentStatus, DocumentType, UploadContentType } from './documentEnums';
import { endpoint } from './endpoint';
import { Uuid } from './ids';

/**
 * §3 document record (Document data group): one file on an application. `size_bytes` is the size the upload was
 * signed for; `uploaded_at` is null until the upload is confirmed; `rejection_reason` is set only when `rejected`;
 * `replaces` names the rejected document this one supersedes. `profile_uuid` is whose document it is (null = the
 * application's); `task_uuid` is the task it answers, if any.
 */
export const CustomerDocument = closed('CustomerDocument', {
  uuid: Uuid,
  document_type: DocumentType,
  file_name: t.string,
  content_type: UploadContentType,
  size_bytes: t.number,
  status: DocumentStatus,
  source: DocumentSource,
  rejection_reason: nullable(t.string),
  profile_uuid: nullable(Uuid),
  task_uuid: nullable(Uuid),
  replaces: nullable(Uuid),
  created_at: IsoDateTime,
  uploaded_at: nullable(IsoDateTime),
});
export type CustomerDocument = t.TypeOf<typeof CustomerDocument>;

/**
 * A signed storage URL (§7 "PUT signed storage URL"): PUT the file body to `url` with exactly `headers`
 * (`Content-Type` as signed) before `expires_at`. The URL carries its own signature; never send the JWT to it.
 */
export const SignedUpload = closed('SignedUpload', {
  url: t.string,
  method: t.literal('PUT'),
  headers: t.record(t.string, t.string),
  expires_at: IsoDateTime,
});
export type SignedUpload = t.TypeOf<typeof SignedUpload>;

/** The answer to asking for an upload URL: the (uploading) document record and where to PUT its body. */
export const UploadTicket = closed('UploadTicket', { document: CustomerDocument, upload: SignedUpload });
export type UploadTicket = t.TypeOf<typeof UploadTicket>;

/**
 * Newest first. An `uploading` document whose URL has expired (the person left) is left out until its URL is renewed.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listDocuments = endpoint({
  name: 'listDocuments', method: 'GET', route: 'v1/customer/application/:uuid/documents/',
  response: t.array(CustomerDocument),
});

/** What a customer says about a file before uploading it (issue #4 §2: type and size are checked before upload). */
export const UploadRequest = closed('UploadRequest', {
  document_type: DocumentType,
  file_name: t.string,
  content_type: UploadContentType,
  /** bytes; 1 … MAX_UPLOAD_BYTES (src/domain/documents). */
  size_bytes: t.number,
  source: t.literal('customer'),
}, {
  task_uuid: nullable(Uuid),
  /** A rejected document this upload replaces. */
  replaces: nullable(Uuid),
});
export type UploadRequest = t.TypeOf<typeof UploadRequest>;

/**
 * Creates an `uploading` document (source `customer`) and signs a storage URL for exactly its content type and size,
 * valid `uploadUrlTtlS` (15 minutes). The document belongs to the task's person (or the replaced document's), and
 * answers `task_uuid` (or the replaced document's task). Checks, all reported at once as `errors.<field>`:
 * `content_type` one of PDF, JPEG, PNG, HEIC ('Upload a PDF, JPEG, PNG or HEIC file.'); `size_bytes` a whole number, 1
 * … 25 MiB ('This file is empty.', 'This file is 30.2 MB; the largest file you can upload is 25 MB.' — §9 sizes);
 * `file_name` not blank, ≤ 255 characters; `document_type` one a customer may upload (not consents, QCS report,
 * e-signed document, credit report); `task_uuid` a task of this application; `replaces` a `rejected` document of this
 * application.
 *
 * @designed
 * @error 400 the checks above, each as `errors.<field>`
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 */
export const requestUpload = endpoint({
  name: 'requestUpload', method: 'POST', route: 'v1/customer/application/:uuid/documents/',
  body: UploadRequest,
  response: UploadTicket,
});

/**
 * A fresh signed URL (new expiry) for a document still `uploading` — the client's answer to a 403 `expired` from
 * storage.
 *
 * @designed
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 once the file was received
 */
export const renewUploadUrl = endpoint({
  name: 'renewUploadUrl', method: 'POST', route: 'v1/customer/document/:uuid/upload-url/',
  response: SignedUpload,
});

/**
 * Confirms the upload: storage must hold a body of the signed size and type with the right magic bytes. The document
 * becomes `uploaded` (`uploaded_at` now); the document it replaces becomes `replaced`; the pending tasks it answers are
 * completed — the task it names, any task of the application (or of the document's person or the uploader) asking for
 * its type, and for a government ID the verify-identity task — and the first one is remembered as its `task_uuid`.
 * Bumps the version (customer-changed). Idempotent: a document no longer uploading is answered as it is.
 *
 * @designed
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'We have not received the file yet. Upload it, then try again.'` or a stored body that does not match
 */
export const completeUpload = endpoint({
  name: 'completeUpload', method: 'POST', route: 'v1/customer/document/:uuid/complete/',
  response: CustomerDocument,
});

/**
 * Cancels an upload in progress: the record and any stored bytes are deleted and its URL answers 404.
 *
 * @designed
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 once uploaded
 */
export const cancelUpload = endpoint({
  name: 'cancelUpload', method: 'DELETE', route: 'v1/customer/document/:uuid/',
  response: closed('UploadCanceled', { uuid: Uuid }),
});
