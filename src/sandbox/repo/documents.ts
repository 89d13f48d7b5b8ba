import { randomUUID } from 'node:crypto';
import type { CustomerDocument, DocumentSource, DocumentStatus, DocumentType, UploadContentType, Uuid } from '../../contract';
import { all, iso, one, type Sql } from './sql';

/** A row of `documents` (the stored bytes live in `document_objects`). */
export interface DocumentRow {
  uuid: Uuid;
  application_uuid: Uuid;
  document_type: DocumentType;
  file_name: string;
  content_type: UploadContentType;
  size_bytes: number;
  status: DocumentStatus;
  source: DocumentSource;
  rejection_reason: string | null;
  profile_uuid: Uuid | null;
  task_uuid: Uuid | null;
  replaces: Uuid | null;
  created_at: Date;
  upload_expires_at: Date;
  uploaded_at: Date | null;
  reviewed_at: Date | null;
}

/** The §3 document record of a row. */
export function toDocument(r: DocumentRow): CustomerDocument {
  return {
    uuid: r.uuid,
    document_type: r.document_type,
    file_name: r.file_name,
    content_type: r.content_type,
    size_bytes: r.size_bytes,
    status: r.status,
    source: r.source,
    rejection_reason: r.rejection_reason,
    profile_uuid: r.profile_uuid,
    task_uuid: r.task_uuid,
    replaces: r.replaces,
    created_at: iso(r.created_at),
    uploaded_at: r.uploaded_at ? iso(r.uploaded_at) : null,
  };
}

/** The document with this uuid, or undefined. */
export function findDocument(sql: Sql, uuid: string): Promise<DocumentRow | undefined> {
  return one<DocumentRow>(sql, 'SELECT * FROM documents WHERE uuid = $1', [uuid]);
}

/**
 * The documents of an application, newest first, leaving out `uploading` ones whose signed URL expired before
 * `nowMs` (abandoned uploads: the person closed the tab).
 */
export function documentsOf(sql: Sql, applicationUuid: string, nowMs: number): Promise<DocumentRow[]> {
  return all<DocumentRow>(sql,
    `SELECT * FROM documents WHERE application_uuid = $1 AND (status <> 'uploading' OR upload_expires_at > $2)
     ORDER BY created_at DESC, seq DESC`, [applicationUuid, new Date(nowMs)]);
}

/** Fields of a new document record. */
export interface NewDocument {
  application_uuid: Uuid;
  document_type: DocumentType;
  file_name: string;
  content_type: UploadContentType;
  size_bytes: number;
  source: DocumentSource;
  profile_uuid: Uuid | null;
  task_uuid: Uuid | null;
  replaces: Uuid | null;
  uploadExpiresMs: number;
}

/** Inserts an `uploading` document created at `nowMs`; answers the row. */
export async function insertDocument(sql: Sql, d: NewDocument, nowMs: number): Promise<DocumentRow> {
  const uuid = randomUUID() as Uuid;
  const rows = await all<DocumentRow>(sql,
    `INSERT INTO documents (uuid, application_uuid, document_type, file_name, content_type, size_bytes, status, source,
       profile_uuid, task_uuid, replaces, created_at, upload_expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,'uploading',$7,$8,$9,$10,$11,$12) RETURNING *`,
    [uuid, d.application_uuid, d.document_type, d.file_name, d.content_type, d.size_bytes, d.source, d.profile_uuid,
      d.task_uuid, d.replaces, new Date(nowMs), new Date(d.uploadExpiresMs)]);
  const row = rows[0];
  if (!row) throw new Error('insert into documents returned nothing');
  return row;
}

/** Moves the expiry of an uploading document's URL (a renewed URL). */
export async function setUploadExpiry(sql: Sql, uuid: string, expiresMs: number): Promise<void> {
  await sql.query('UPDATE documents SET upload_expires_at = $2 WHERE uuid = $1', [uuid, new Date(expiresMs)]);
}

/** Changes a document's status; `uploaded` stamps `uploaded_at`, a review stamps `reviewed_at` (and the reason). */
export async function setDocumentStatus(
  sql: Sql, uuid: string, status: Exclude<DocumentStatus, 'uploading'>, nowMs: number, rejectionReason: string | null = null,
): Promise<void> {
  const at = new Date(nowMs);
  if (status === 'uploaded') {
    await sql.query("UPDATE documents SET status = 'uploaded', uploaded_at = $2 WHERE uuid = $1", [uuid, at]);
  } else if (status === 'accepted' || status === 'rejected') {
    await sql.query('UPDATE documents SET status = $2, reviewed_at = $3, rejection_reason = $4 WHERE uuid = $1', [uuid, status, at, rejectionReason]);
  } else {
    await sql.query('UPDATE documents SET status = $2 WHERE uuid = $1', [uuid, status]);
  }
}

/** Deletes a document and its stored bytes. */
export async function deleteDocument(sql: Sql, uuid: string): Promise<void> {
  await sql.query('DELETE FROM documents WHERE uuid = $1', [uuid]);
}

/** What storage holds for a document. */
export interface StoredObject {
  content_type: string;
  bytes: Uint8Array;
  stored_at: Date;
}

/** Stores (or overwrites: a second PUT replaces the first) the bytes of a document. */
export async function putObject(sql: Sql, documentUuid: string, contentType: string, bytes: Uint8Array, nowMs: number): Promise<void> {
  await sql.query(
    `INSERT INTO document_objects (document_uuid, content_type, bytes, stored_at) VALUES ($1,$2,$3,$4)
     ON CONFLICT (document_uuid) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, stored_at = EXCLUDED.stored_at`,
    [documentUuid, contentType, bytes, new Date(nowMs)]);
}

/** The stored bytes of a document, or undefined when nothing was PUT yet. */
export function getObject(sql: Sql, documentUuid: string): Promise<StoredObject | undefined> {
  return one<StoredObject>(sql, 'SELECT content_type, bytes, stored_at FROM document_objects WHERE document_uuid = $1', [documentUuid]);
}

/** The size and type of the stored object without reading its bytes, or undefined. */
export function objectFacts(sql: Sql, documentUuid: string): Promise<{ content_type: string; size: number; head: Uint8Array } | undefined> {
  return one(sql,
    'SELECT content_type, octet_length(bytes) AS size, substring(bytes FROM 1 FOR 16) AS head FROM document_objects WHERE document_uuid = $1',
    [documentUuid]);
}
