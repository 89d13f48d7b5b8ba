import { createSelector } from 'reselect';
import type { CustomerDocument } from '../../../contract/documents';
import type { DocumentStatus, DocumentType } from '../../../contract/documentEnums';
import { SERVICING_DOCUMENT_CATEGORY, type ServicingDocumentCategory } from '../../../contract/servicing/enums';
import type { ServicingTask } from '../../../contract/servicing/request';
import type { Task } from '../../../contract/tasks';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, documentTypeInfo, documentTypeLabel, isUploadableDocumentType, type DocumentCategory } from '../../../domain/documents';
import { formatDate, formatFileSize } from '../../../domain/format';
import { SERVICING_CATEGORY_LABELS } from '../../../domain/servicing/categories';
import { documentsQuery } from '../../kernel/api/closingQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../kernel/api/servicingQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { DOCUMENT_STATUS_LABELS } from '../../../domain/documents/statusLabels';
import type { UploadsRootState } from '../../kernel/uploads/reducer';
import { makeSelectRefusedFiles, makeSelectUploadRows, type UploadRowView } from '../../kernel/uploads/selectors';

/** The root state the documents projections read (the uploads slice may be absent: nothing uploaded). */
export type DocumentsRootState = QueryCacheRootState & UploadsRootState;

export { DOCUMENT_STATUS_LABELS };

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

/** The documents of one §3 catalogue category, or of one servicing document category (issue 11). */
export interface DocumentGroupView {
  category: DocumentCategory | ServicingDocumentCategory;
  heading: string;
  documents: DocumentView[];
}

/** A pending document-upload task (§3 task types), or a pending servicing task asking for a document (issue 11). */
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
  /**
   * The application was denied or withdrawn (§4 closed-lost, issue 12 §1): the page lists what was sent and invites
   * no upload or replacement.
   */
  closed: boolean;
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

type ListedDocument = CustomerDocument & { status: Exclude<DocumentStatus, 'replaced'> };

/** Shared empty list: no servicing tasks known (not funded, not loaded, or their fetch failed). */
const NO_SERVICING_TASKS: readonly ServicingTask[] = [];

/**
 * The documents grouped by §3 catalogue category in catalogue order, then — for documents answering one of
 * `servicingTasks` (their `task_uuid`; issue 11) — by servicing document category in §3 order (Servicing, Buyout
 * Docs, …), after the catalogue ones. Server order (newest first) within a group; replaced ones left out; empty groups
 * left out.
 */
export function groupDocuments(documents: readonly CustomerDocument[], servicingTasks: readonly ServicingTask[] = NO_SERVICING_TASKS): DocumentGroupView[] {
  const servicingCategory = new Map(servicingTasks.map((t) => [t.uuid as string, t.category]));
  const categoryOf = (d: CustomerDocument): DocumentCategory | ServicingDocumentCategory =>
    (d.task_uuid !== null ? servicingCategory.get(d.task_uuid) : undefined) ?? documentTypeInfo(d.document_type).category;
  const listed = documents.filter((d): d is ListedDocument => d.status !== 'replaced');
  const headings: ReadonlyArray<{ category: DocumentCategory | ServicingDocumentCategory; heading: string }> = [
    ...DOCUMENT_CATEGORIES.map((category) => ({ category, heading: DOCUMENT_CATEGORY_LABELS[category] })),
    ...SERVICING_DOCUMENT_CATEGORY.values.map((category) => ({ category, heading: SERVICING_CATEGORY_LABELS[category] })),
  ];
  return headings
    .map(({ category, heading }) => ({ category, heading, documents: listed.filter((d) => categoryOf(d) === category).map(documentView) }))
    .filter((g) => g.documents.length > 0);
}

/**
 * Pending tasks that ask for a document a customer can upload, in the server's order: the application's tasks, then
 * its pending servicing tasks that ask for one (issue 11), so they can be uploaded from the documents page too.
 */
export function requestedDocuments(tasks: readonly Task[], servicingTasks: readonly ServicingTask[] = NO_SERVICING_TASKS): RequestedDocumentView[] {
  return [...tasks, ...servicingTasks].flatMap((t) =>
    t.status === 'pending' && t.document_type !== null && isUploadableDocumentType(t.document_type)
      ? [{ taskUuid: t.uuid, title: t.title, documentType: t.document_type, label: documentTypeLabel(t.document_type) }]
      : [],
  );
}

/**
 * A memoised projection of the documents page of `applicationId` (one per mounted page, e.g. with useMemo). The
 * servicing tasks are read when cached (funded applications, issue 11); their absence or failure changes nothing
 * else on the page.
 */
export function makeSelectDocumentsPage(applicationId: string) {
  const args = { uuid: applicationId };
  const selectServicingTasks = (s: DocumentsRootState) => servicingTasksQuery.select(s, args).data ?? NO_SERVICING_TASKS;
  return createSelector(
    [
      (s: DocumentsRootState) => documentsQuery.select(s, args),
      (s: DocumentsRootState) => tasksQuery.select(s, args),
      selectServicingTasks,
      makeSelectUploadRows(applicationId),
      makeSelectRefusedFiles(applicationId),
      (s: DocumentsRootState) => applicationQuery.select(s, args).data?.stage === 'closed-lost',
    ],
    (documents, tasks, servicingTasks, uploads, refused, closed): DocumentsPageView => ({
      documents: sectionOf(documents, (list) =>
        closed ? groupDocuments(list, servicingTasks).map((g) => ({ ...g, documents: g.documents.map((d) => ({ ...d, canReplace: false })) })) : groupDocuments(list, servicingTasks)),
      requested: tasks.data && !closed ? requestedDocuments(tasks.data, servicingTasks) : [],
      uploads,
      refused,
      closed,
    }),
  );
}
