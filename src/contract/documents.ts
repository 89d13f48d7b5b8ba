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

/** `GET /v1/customer/application/{uuid}/documents/` (designed; Document data group): newest first. */
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
 * `POST /v1/customer/application/{uuid}/documents/` (designed): creates an `uploading` document and signs a storage
 * URL for its body. 400 with field errors for a refused type or size; 404 for someone else's application.
 */
export const requestUpload = endpoint({
  name: 'requestUpload', method: 'POST', route: 'v1/customer/application/:uuid/documents/',
  body: UploadRequest,
  response: UploadTicket,
});

/**
 * `POST /v1/customer/document/{uuid}/upload-url/` (designed): a fresh signed URL for a document still `uploading`
 * (its URL expired). 409 when the document is no longer uploading.
 */
export const renewUploadUrl = endpoint({
  name: 'renewUploadUrl', method: 'POST', route: 'v1/customer/document/:uuid/upload-url/',
  response: SignedUpload,
});

/**
 * `POST /v1/customer/document/{uuid}/complete/` (designed): the body was PUT; the server checks what storage holds
 * (size, content type, magic bytes) and marks the document `uploaded` (409 with a reason when the stored object is
 * missing or does not match). Completes the task it answers and marks the application changed (§4 has_changes).
 */
export const completeUpload = endpoint({
  name: 'completeUpload', method: 'POST', route: 'v1/customer/document/:uuid/complete/',
  response: CustomerDocument,
});

/** `DELETE /v1/customer/document/{uuid}/` (designed): cancels an upload; only while `uploading` (409 otherwise). */
export const cancelUpload = endpoint({
  name: 'cancelUpload', method: 'DELETE', route: 'v1/customer/document/:uuid/',
  response: closed('UploadCanceled', { uuid: Uuid }),
});
