import { useEffect, useMemo, useRef, useState } from 'react';
import { useProjection, useSend } from '../../../kernel/react';
import { addFiles, cancelFileUpload, retryFileUpload } from '../../../kernel/uploads/actions';
import { makeSelectRefusedFiles, makeSelectUploadRows } from '../../../kernel/uploads/selectors';
import { Button } from '../../../ui';
import { SectionState } from '../../../ui/SectionState';
import { FileChooser } from '../../../ui/uploads/FileChooser';
import { UploadRows } from '../../../ui/uploads/UploadRows';
import { retryRequest, type StepRef } from '../actions';
import type { StepDocumentView, StepTaskView } from '../requestView';
import { makeSelectStepTasks } from '../selectors';

function SentDocument({ doc, onReplace }: { doc: StepDocumentView; onReplace: (doc: StepDocumentView) => void }) {
  return (
    <li>
      <p>
        {doc.fileName} · {doc.size}
        {doc.uploadedOn ? ` · Uploaded ${doc.uploadedOn}` : null}
      </p>
      <p>
        Status: <strong>{doc.statusLabel}</strong>
      </p>
      {doc.rejectionReason !== null ? <p className="svc-task__reason">Why: {doc.rejectionReason}</p> : null}
      {doc.canReplace ? (
        <Button variant="secondary" mutates onClick={() => onReplace(doc)}>
          Replace<span className="visually-hidden"> “{doc.fileName}”</span>
        </Button>
      ) : null}
    </li>
  );
}

/**
 * One document a step asks for (a servicing task): what it is, whether it is required, its status, what was sent for
 * it (a rejected document says why and can be replaced), the file chooser while it can still be sent, and this
 * visit's uploads for it with progress, Cancel and Try again. Uploads go through the kernel uploader with the task's
 * uuid and document type (and `replaces` for a replacement).
 */
function TaskDocuments({ applicationId, task }: { applicationId: string; task: StepTaskView }) {
  const send = useSend();
  const taskUuids = useMemo(() => [task.uuid], [task.uuid]);
  const selectRows = useMemo(() => makeSelectUploadRows(applicationId, taskUuids), [applicationId, taskUuids]);
  const selectRefused = useMemo(() => makeSelectRefusedFiles(applicationId, taskUuids), [applicationId, taskUuids]);
  const rows = useProjection(selectRows);
  const refused = useProjection(selectRefused);
  const [replacing, setReplacing] = useState<StepDocumentView | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [focusFiles, setFocusFiles] = useState(0);
  // After "Replace" the file input takes the focus, so the next key press opens the file chooser.
  useEffect(() => {
    if (focusFiles > 0) fileInput.current?.focus();
  }, [focusFiles]);

  const onFiles = (files: File[]) => {
    send(addFiles({ applicationId, documentType: task.documentType, files, taskUuid: task.uuid, replaces: replacing?.uuid ?? null }));
    setReplacing(null);
  };
  const inputId = `svc-files-${task.uuid}`;
  return (
    <li className="card svc-task">
      <h4>{task.title}</h4>
      <p>
        {task.required ? 'Required' : 'Optional'} · Status: <strong>{task.statusLabel}</strong>
      </p>
      <p>{task.description}</p>
      {task.documents.length > 0 ? (
        <ul className="list-plain" aria-label={`Sent for ${task.title}`}>
          {task.documents.map((doc) => (
            <SentDocument
              key={doc.uuid}
              doc={doc}
              onReplace={(d) => {
                setReplacing(d);
                setFocusFiles((n) => n + 1);
              }}
            />
          ))}
        </ul>
      ) : null}
      {replacing ? (
        <div className="alert" role="status">
          <p>Replacing “{replacing.fileName}”. Choose the new file below.</p>
          <Button variant="quiet" onClick={() => setReplacing(null)}>
            Don’t replace
          </Button>
        </div>
      ) : null}
      {task.canUpload || replacing ? (
        <FileChooser id={inputId} label={replacing ? `Choose the new file for ${task.title}` : `Choose files for ${task.title}`} refused={refused} onFiles={onFiles} inputRef={fileInput} />
      ) : null}
      <UploadRows
        rows={rows}
        heading={`Uploads of ${task.title}`}
        headingId={`${inputId}-uploads`}
        headingLevel={5}
        onCancel={(id) => send(cancelFileUpload({ id }))}
        onRetry={(id) => send(retryFileUpload({ id }))}
      />
    </li>
  );
}

/**
 * The documents a step asks for (issue 11 §2): one card per servicing task of the step (ServicingTasks), with the
 * documents sent for it (Document). Nothing when the step asks for none.
 */
export function StepDocuments({ stepRef }: { stepRef: StepRef }) {
  const { applicationId, requestUuid, stepKind } = stepRef;
  const send = useSend();
  const select = useMemo(() => makeSelectStepTasks(applicationId, requestUuid, stepKind), [applicationId, requestUuid, stepKind]);
  const tasks = useProjection(select);
  return (
    <SectionState section={tasks} loadingLabel="Loading the documents for this step…" onRetry={() => send(retryRequest({ applicationId, requestUuid }))}>
      {(list) =>
        list.length === 0 ? null : (
          <section aria-labelledby="svc-step-docs" data-ops-changed="documents">
            <h3 id="svc-step-docs">Documents for this step</h3>
            <ul className="list-plain">
              {list.map((task) => (
                <TaskDocuments key={task.uuid} applicationId={applicationId} task={task} />
              ))}
            </ul>
          </section>
        )
      }
    </SectionState>
  );
}
