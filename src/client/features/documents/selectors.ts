import { createSelector } from '@reduxjs/toolkit';
import type { CustomerDocument } from '../../../contract/documents';
import type { DocumentStatus, DocumentType } from '../../../contract/documentEnums';
import type { Task } from '../../../contract/tasks';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, documentTypeInfo, documentTypeLabel, isUploadableDocumentType, type DocumentCategory } from '../../../domain/documents';
import { formatDate, formatFileSize } from '../../../domain/format';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { tasksQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { DOCUMENTS_KEY, type DocumentsFeatureState, type UploadEntry, type UploadStatus } from './reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';

/** The root state the documents projections read. */
export type DocumentsRootState = QueryCacheRootState & { [DOCUMENTS_KEY]: DocumentsFeatureState };

/** Customer-facing document statuses (designed; `replaced` documents are not listed). */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<Exclude<DocumentStatus, 'replaced'>, string>> = {
  uploading: 'Uploading',
  uploaded: 'Received',
  accepted: 'Accepted',
  rejected: 'Needs attention',
};

/** What an upload row says about where it stands (a failure shows its own sentence instead). */
export const UPLOAD_STATUS_TEXT: Readonly<Record<Exclude<UploadStatus, 'failed'>, string>> = {
  queued: 'Waiting to upload',
  requesting: 'Preparing the upload',
  uploading: 'Uploading',
  completing: 'Checking your file',
  done: 'Uploaded',
  canceled: 'Canceled',
};

/** One upload row: file name, type, bytes sent (§9 sizes: "1.2 MB of 3.4 MB"), status and what can be done. */
export interface UploadRowView {
  id: string;
  fileName: string;
  typeLabel: string;
  loaded: number;
  total: number;
  progressText: string;
  status: UploadStatus;
  statusText: string;
  failed: boolean;
  canCancel: boolean;
  canRetry: boolean;
}

/** One document of the list (§9 size and date formats). `uploadedOn` is null until the upload is confirmed. */
export interface DocumentView {
  uuid: string;
  documentType: DocumentType;
  label: string;
  fileName: string;
  size: string;
  uploadedOn: string | null;
  status: Exclude<DocumentStatus, 'replaced'>;
  statusLabel: string;
  /** The provider's reason, for a rejected document. */
  rejectionReason: string | null;
  /** A rejected document of a type the customer may upload can be replaced. */
  canReplace: boolean;
}

/** The documents of one §3 catalogue category. */
export interface DocumentGroupView {
  category: DocumentCategory;
  heading: string;
  documents: DocumentView[];
}

/** A pending document-upload task (§3 task types): what the team asked for. */
export interface RequestedDocumentView {
  taskUuid: string;
  title: string;
  documentType: DocumentType;
  label: string;
}

/** Everything the documents page shows besides the picker. */
export interface DocumentsPageView {
  documents: Section<DocumentGroupView[]>;
  requested: RequestedDocumentView[];
  uploads: UploadRowView[];
  /** Sentences of the files refused at the last choice (nothing was sent for them). */
  refused: string[];
}

/** Shared empty list, so the projection stays equal while nothing was refused. */
const NONE: string[] = [];

const CANCELABLE: readonly UploadStatus[] = ['queued', 'requesting', 'uploading', 'failed'];

/** An upload as its row shows it. */
export function uploadRow(u: UploadEntry): UploadRowView {
  return {
    id: u.id,
    fileName: u.fileName,
    typeLabel: documentTypeLabel(u.documentType),
    loaded: u.loaded,
    total: u.total,
    progressText: `${formatFileSize(u.loaded)} of ${formatFileSize(u.total)}`,
    status: u.status,
    statusText: u.status === 'failed' ? (u.error ?? '') : UPLOAD_STATUS_TEXT[u.status],
    failed: u.status === 'failed',
    canCancel: CANCELABLE.includes(u.status),
    canRetry: u.status === 'failed' && u.retryable === true,
  };
}

/** A listed document as shown. */
export function documentView(d: CustomerDocument & { status: Exclude<DocumentStatus, 'replaced'> }): DocumentView {
  return {
    uuid: d.uuid,
    documentType: d.document_type,
    label: documentTypeLabel(d.document_type),
    fileName: d.file_name,
    size: formatFileSize(d.size_bytes),
    uploadedOn: d.uploaded_at ? formatDate(d.uploaded_at) : null,
    status: d.status,
    statusLabel: DOCUMENT_STATUS_LABELS[d.status],
    rejectionReason: d.status === 'rejected' ? (d.rejection_reason ?? null) : null,
    canReplace: d.status === 'rejected' && isUploadableDocumentType(d.document_type),
  };
}

/** The documents grouped by §3 category in catalogue order (server order, newest first, within one); replaced ones left out. */
export function groupDocuments(documents: readonly CustomerDocument[]): DocumentGroupView[] {
  const listed = documents.filter((d): d is CustomerDocument & { status: Exclude<DocumentStatus, 'replaced'> } => d.status !== 'replaced');
  return DOCUMENT_CATEGORIES.map((category) => ({
    category,
    heading: DOCUMENT_CATEGORY_LABELS[category],
    documents: listed.filter((d) => documentTypeInfo(d.document_type).category === category).map(documentView),
  })).filter((g) => g.documents.length > 0);
}

/** Pending tasks that ask for a document a customer can upload, in the server's order. */
export function requestedDocuments(tasks: readonly Task[]): RequestedDocumentView[] {
  return tasks.flatMap((t) =>
    t.status === 'pending' && t.document_type !== null && isUploadableDocumentType(t.document_type)
      ? [{ taskUuid: t.uuid, title: t.title, documentType: t.document_type, label: documentTypeLabel(t.document_type) }]
      : [],
  );
}

/** A memoised projection of the documents page of `applicationId` (one per mounted page, e.g. with useMemo). */
export function makeSelectDocumentsPage(applicationId: string) {
  const args = { uuid: applicationId };
  const selectUploads = createSelector([(s: DocumentsRootState) => s[DOCUMENTS_KEY]], (slice) =>
    slice.order.flatMap((id) => {
      const u = slice.uploads[id];
      return u && u.applicationId === applicationId ? [uploadRow(u)] : [];
    }),
  );
  const selectRefused = createSelector([(s: DocumentsRootState) => s[DOCUMENTS_KEY].refused], (refused) =>
    refused && refused.applicationId === applicationId ? refused.messages : NONE,
  );
  return createSelector(
    [(s: DocumentsRootState) => documentsQuery.select(s, args), (s: DocumentsRootState) => tasksQuery.select(s, args), selectUploads, selectRefused],
    (documents, tasks, uploads, refused): DocumentsPageView => ({
      documents: sectionOf(documents, groupDocuments),
      requested: tasks.data ? requestedDocuments(tasks.data) : [],
      uploads,
      refused,
    }),
  );
}
