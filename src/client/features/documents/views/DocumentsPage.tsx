import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { DocumentType } from '../../../../contract/documentEnums';
import { ALLOWED_UPLOAD_TYPES_TEXT, isUploadableDocumentType, MAX_UPLOAD_BYTES } from '../../../../domain/documents';
import { formatFileSize } from '../../../../domain/format';
import { isUuid } from '../../../../domain/ids';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { addFiles, cancelFileUpload, retryFileUpload } from '../../../kernel/uploads/actions';
import { SectionState } from '../../../ui/SectionState';
import { UploadRows } from '../../../ui/uploads/UploadRows';
import { closeDocuments, openDocuments, retryDocuments } from '../actions';
import { makeSelectDocumentsPage, type DocumentView } from '../selectors';
import { DocumentList, RequestedList } from './DocumentList';
import './documents.css';
import { UploadPanel, type Replacing } from './UploadPanel';
import { DOCUMENTS_PAGE_HEADING } from '../heading';

/** The task the upload answers (from `?task=`, or a "Upload" button of the requested list) and the type it asks for. */
interface TaskChoice {
  uuid: string;
  documentType: DocumentType | null;
}

/**
 * `/applications/:applicationId/documents` (issue #4 §2): what the team asked for (servicing document tasks too,
 * issue 11), the upload panel (type picker preselected from `?type=` / `?task=`, file input and drop zone), this
 * visit's uploads with progress, and every document sent, grouped by §3 category (servicing documents under their
 * servicing categories), where a rejected one says why and can be replaced — except on a denied or withdrawn
 * application (issue 12 §1), which lists what was sent and takes nothing more. An id that is not a UUID,
 * or an application that is not the person's, sends them to the applicants list (the epic does it).
 */
export function DocumentsPage() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const send = useSend();
  useEffect(() => {
    send(openDocuments({ applicationId }));
    return () => send(closeDocuments({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectDocumentsPage(applicationId), [applicationId]);
  const view = useProjection(select);

  const queryType = search.get('type');
  const queryTask = search.get('task');
  const urlType = isUploadableDocumentType(queryType) ? queryType : null;
  const [task, setTask] = useState<TaskChoice | null>(isUuid(queryTask) ? { uuid: queryTask, documentType: urlType } : null);
  // `?task=` without `?type=`: the task's type comes with the tasks list.
  const taskType = task ? (task.documentType ?? view.requested.find((r) => r.taskUuid === task.uuid)?.documentType ?? null) : null;
  /** What the person picked; null until they pick, while the URL (or the task) decides. */
  const [chosenType, setChosenType] = useState<DocumentType | '' | null>(null);
  const documentType: DocumentType | '' = chosenType ?? urlType ?? taskType ?? '';
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const typeSelect = useRef<HTMLSelectElement>(null);
  const [focusFiles, setFocusFiles] = useState(0);

  // After "Replace" or "Upload" the file input gets focus, so the next key press opens the file chooser.
  useEffect(() => {
    if (focusFiles === 0) return;
    fileInput.current?.scrollIntoView?.({ block: 'center' });
    fileInput.current?.focus();
  }, [focusFiles]);

  const onFiles = (files: File[]) => {
    if (documentType === '') {
      setTypeMissing(true);
      typeSelect.current?.focus();
      return;
    }
    // The task is answered only by its own type (the person may have switched to another one).
    const taskUuid = task && (taskType === null || taskType === documentType) ? task.uuid : null;
    send(addFiles({ applicationId, documentType, files, taskUuid, replaces: replacing?.uuid ?? null }));
    setReplacing(null);
  };

  const onTypeChange = (type: DocumentType | '') => {
    setChosenType(type);
    setTypeMissing(false);
  };

  const onReplace = (doc: DocumentView) => {
    setChosenType(doc.documentType);
    setTypeMissing(false);
    setTask(null);
    setReplacing({ uuid: doc.uuid, label: doc.label, fileName: doc.fileName });
    setFocusFiles((n) => n + 1);
  };

  const onUploadRequested = (taskUuid: string, type: DocumentType) => {
    setChosenType(type);
    setTypeMissing(false);
    setTask({ uuid: taskUuid, documentType: type });
    setReplacing(null);
    setFocusFiles((n) => n + 1);
  };

  return (
    <Page
      title={DOCUMENTS_PAGE_HEADING.title}
      kind={DOCUMENTS_PAGE_HEADING.kind}
      nav={<ApplicationNav applicationId={applicationId} current="documents" />}
      lead={
        view.closed
          ? 'The documents you sent for this application.'
          : `Send the documents your team asks for: ${ALLOWED_UPLOAD_TYPES_TEXT} files up to ${formatFileSize(MAX_UPLOAD_BYTES)} each.`
      }
    >

      {view.requested.length > 0 ? (
        <section aria-labelledby="requested-heading" className="card">
          <h2 id="requested-heading">What we’ve asked for</h2>
          <RequestedList requested={view.requested} onUpload={onUploadRequested} />
        </section>
      ) : null}

      {view.closed ? (
        <section aria-labelledby="closed-heading" className="card">
          <h2 id="closed-heading">This application is closed</h2>
          <p>There is nothing more to send for it. The documents you sent stay listed below for your records.</p>
        </section>
      ) : (
        <UploadPanel
          documentType={documentType}
          onTypeChange={onTypeChange}
          replacing={replacing}
          onStopReplacing={() => setReplacing(null)}
          refused={view.refused}
          typeMissing={typeMissing}
          onFiles={onFiles}
          fileInput={fileInput}
          typeSelect={typeSelect}
        />
      )}

      <UploadRows rows={view.uploads} onCancel={(id) => send(cancelFileUpload({ id }))} onRetry={(id) => send(retryFileUpload({ id }))} />

      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents you’ve sent</h2>
        <SectionState section={view.documents} loadingLabel="Loading your documents…" onRetry={() => send(retryDocuments({ applicationId }))}>
          {(groups) => <DocumentList groups={groups} onReplace={onReplace} />}
        </SectionState>
      </section>
    </Page>
  );
}
