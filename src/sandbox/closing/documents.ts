import type { CustomerDocument, DocumentType, Uuid } from '../../contract';
import { documentTypeInfo, documentTypeLabel, isUploadableDocumentType } from '../../domain/documents';
import { HttpError, invalid } from '../http/errors';
import { appProfilesOf, updateApplication, type ApplicationRow } from '../repo/applications';
import { findDocument, objectFacts, setDocumentStatus, toDocument, type DocumentRow } from '../repo/documents';
import type { Sql } from '../repo/sql';
import { completeDocumentTasks, findTask, insertTasks, setTaskStatus, tasksOfType } from '../repo/tasks';
import type { Services } from '../services';
import { hasMagicBytes } from '../storage/magic';

/** Task type of a document the back office asked for (the task carries the `document_type`). */
export const DOCUMENT_REQUEST_TASK_TYPE = 'document-upload';

/** "Driver’s license" → "driver’s license", but "HOA statement" stays (an acronym keeps its capitals). */
const lowerFirst = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** The title of a task asking for a document type, e.g. "Upload your mortgage statement". */
export const uploadTaskTitle = (type: DocumentType): string => `Upload your ${lowerFirst(documentTypeLabel(type))}`;

/** True for §3 government-id documents (any of them answers the verify-identity task). */
export const isGovernmentId = (type: DocumentType): boolean => documentTypeInfo(type).group === 'government-id';

/**
 * Confirms an upload (completeUpload, issue #4 §2): the stored object must exist and match what was signed (size,
 * content type, magic bytes; 409 otherwise). The document becomes `uploaded`, a document it replaces becomes
 * `replaced`, the tasks it answers are completed (remembered on the document when it named none), and the
 * application's version moves (customer-changed). A document no longer `uploading` is answered unchanged.
 */
export async function finishUpload(s: Services, tx: Sql, doc: DocumentRow, uploader: Uuid): Promise<CustomerDocument> {
  if (doc.status !== 'uploading') return toDocument(doc);
  const stored = await objectFacts(tx, doc.uuid);
  if (!stored) throw new HttpError(409, 'We have not received the file yet. Upload it, then try again.');
  if (stored.size !== doc.size_bytes || stored.content_type !== doc.content_type || !hasMagicBytes(doc.content_type, stored.head)) {
    throw new HttpError(409, 'The stored file does not match what was announced. Upload it again.');
  }
  const now = s.now();
  await setDocumentStatus(tx, doc.uuid, 'uploaded', now);
  if (doc.replaces) await setDocumentStatus(tx, doc.replaces, 'replaced', now);
  const completed = await completeDocumentTasks(tx, doc, uploader, isGovernmentId(doc.document_type));
  if (doc.task_uuid === null && completed[0]) await tx.query('UPDATE documents SET task_uuid = $2 WHERE uuid = $1', [doc.uuid, completed[0]]);
  await updateApplication(tx, doc.application_uuid, { tasksChanged: completed.length > 0 }, now);
  const updated = await findDocument(tx, doc.uuid);
  if (!updated) throw new Error('document vanished while completing');
  return toDocument(updated);
}

/**
 * Asks the customer for a document (back office): a pending `document-upload` task carrying `document_type`, titled
 * from the §3 catalogue, for the whole application or one person on it. 400 for a type customers cannot upload or a
 * person not on the application; 409 when the same request is already pending.
 */
export async function requestDocument(s: Services, tx: Sql, app: ApplicationRow, r: { document_type: DocumentType; profile_uuid: Uuid | null }): Promise<void> {
  if (!isUploadableDocumentType(r.document_type)) throw invalid({ document_type: ['Customers cannot upload this kind of document; choose another.'] });
  if (r.profile_uuid !== null && !(await appProfilesOf(tx, app.uuid)).some((p) => p.profile_uuid === r.profile_uuid)) {
    throw invalid({ profile_uuid: ['That person is not on this application.'] });
  }
  const open = (await tasksOfType(tx, app.uuid, DOCUMENT_REQUEST_TASK_TYPE, r.profile_uuid))
    .some((t) => t.status === 'pending' && t.document_type === r.document_type);
  if (open) throw new HttpError(409, 'That document has already been requested and is still pending.');
  const now = s.now();
  await insertTasks(tx, app.uuid, [{
    task_type: DOCUMENT_REQUEST_TASK_TYPE, title: uploadTaskTitle(r.document_type), description: documentTypeInfo(r.document_type).hint,
    status: 'pending', profile_uuid: r.profile_uuid, document_type: r.document_type,
  }], now);
  await updateApplication(tx, app.uuid, { tasksChanged: true }, now);
}

/**
 * The provider's review of an uploaded document (back office): accept, or reject with a reason (required, ≤ 500
 * characters). A rejection reopens the task the document answered, or — when it answered none — asks for a
 * replacement with a new document-upload task. 409 unless the document is `uploaded` (waiting for review).
 */
export async function reviewDocument(s: Services, tx: Sql, doc: DocumentRow, decision: 'accept' | 'reject', reason: string | undefined): Promise<void> {
  if (doc.status !== 'uploaded') throw new HttpError(409, 'Only an uploaded document waiting for review can be accepted or rejected.');
  const now = s.now();
  if (decision === 'accept') {
    await setDocumentStatus(tx, doc.uuid, 'accepted', now);
    await updateApplication(tx, doc.application_uuid, {}, now);
    return;
  }
  const why = reason?.trim() ?? '';
  if (why === '') throw invalid({ reason: ['Say why the document is rejected: the customer sees it.'] });
  if (why.length > 500) throw invalid({ reason: ['Keep the reason under 500 characters.'] });
  await setDocumentStatus(tx, doc.uuid, 'rejected', now, why);
  const task = doc.task_uuid ? await findTask(tx, doc.task_uuid) : undefined;
  if (task) {
    await setTaskStatus(tx, task.uuid, 'pending');
  } else {
    await insertTasks(tx, doc.application_uuid, [{
      task_type: DOCUMENT_REQUEST_TASK_TYPE, title: `Replace your ${lowerFirst(documentTypeLabel(doc.document_type))}`,
      description: `We could not accept “${doc.file_name}”: ${why}`, status: 'pending', profile_uuid: doc.profile_uuid, document_type: doc.document_type,
    }], now);
  }
  await updateApplication(tx, doc.application_uuid, { tasksChanged: true }, now);
}
