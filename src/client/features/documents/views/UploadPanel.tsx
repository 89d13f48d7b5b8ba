import { useState, type DragEvent, type RefObject } from 'react';
import type { DocumentType } from '../../../../contract/documentEnums';
import { ALLOWED_UPLOAD_TYPES_TEXT, documentTypeInfo, isUploadableDocumentType, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_PICKER_GROUPS } from '../../../../domain/documents';
import { formatFileSize } from '../../../../domain/format';
import { Button } from '../../../ui';
import { useReadOnlyControl } from '../../../ui/ReadOnly';

/** The document being replaced (a rejected one), as the panel names it. */
export interface Replacing {
  uuid: string;
  label: string;
  fileName: string;
}

/** Props of {@link UploadPanel}. `onFiles` gets the chosen or dropped files; the page sends them with the type. */
export interface UploadPanelProps {
  documentType: DocumentType | '';
  onTypeChange: (type: DocumentType | '') => void;
  replacing: Replacing | null;
  onStopReplacing: () => void;
  /** Sentences of the files refused at the last choice (shown in an alert tied to the file input). */
  refused: readonly string[];
  /** True when files were chosen before a type: the select shows its error. */
  typeMissing: boolean;
  onFiles: (files: File[]) => void;
  fileInput: RefObject<HTMLInputElement | null>;
  typeSelect: RefObject<HTMLSelectElement | null>;
}

const TYPE_ID = 'document-type';
const FILES_ID = 'document-files';
const REFUSED_ID = 'document-files-refused';
const LIMIT_TEXT = `${ALLOWED_UPLOAD_TYPES_TEXT}, up to ${formatFileSize(MAX_UPLOAD_BYTES)} each.`;

/**
 * The upload panel (issue #4 §2): the document type (grouped by §3 category), then files from the file input or a
 * drop zone (drag and drop is an extra: keyboard and phone users use the input; `image/*` lets phones offer the
 * camera). Refusals of the last choice show in an alert the input points to. In the read-only view (§6) the type, the
 * input and the drop zone take nothing.
 */
export function UploadPanel(props: UploadPanelProps) {
  const { documentType, onTypeChange, replacing, onStopReplacing, refused, typeMissing, onFiles, fileInput, typeSelect } = props;
  const [dragging, setDragging] = useState(false);
  const readOnly = useReadOnlyControl();
  const hint = documentType === '' ? 'Choose what you are sending so we can file it in the right place.' : documentTypeInfo(documentType).hint;

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (readOnly.disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };

  const describedBy = ['document-files-hint', refused.length > 0 ? REFUSED_ID : '', readOnly.noteId ?? ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="upload-heading" className="card">
      <h2 id="upload-heading">Upload a document</h2>
      {replacing ? (
        <div className="alert doc-replacing" role="status">
          <p>
            Replacing {replacing.label} (“{replacing.fileName}”). Choose the new file below.
          </p>
          <Button variant="link" onClick={onStopReplacing}>
            Don’t replace
          </Button>
        </div>
      ) : null}
      <div className={typeMissing ? 'field field--invalid' : 'field'}>
        <label htmlFor={TYPE_ID}>Document type</label>
        <p className="field__hint" id="document-type-hint">
          {hint}
        </p>
        <select
          id={TYPE_ID}
          ref={typeSelect}
          value={documentType}
          aria-describedby={[typeMissing ? 'document-type-hint document-type-error' : 'document-type-hint', readOnly.noteId].filter(Boolean).join(' ')}
          aria-invalid={typeMissing || undefined}
          disabled={readOnly.disabled || undefined}
          onChange={(e) => onTypeChange(isUploadableDocumentType(e.target.value) ? e.target.value : '')}
        >
          <option value="">Choose a document type</option>
          {UPLOAD_PICKER_GROUPS.map((group) => (
            <optgroup key={group.category} label={group.label}>
              {group.options.map((o) => (
                <option key={o.type} value={o.type}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {typeMissing ? (
          <p className="field__error" id="document-type-error">
            Choose the type of document first.
          </p>
        ) : null}
      </div>
      <div
        className={dragging ? 'doc-drop doc-drop--active' : 'doc-drop'}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p aria-hidden="true">Drag and drop files here, or</p>
        <label htmlFor={FILES_ID}>Choose files</label>
        <p className="field__hint" id="document-files-hint">
          {LIMIT_TEXT} On a phone you can take a photo.
        </p>
        <input
          id={FILES_ID}
          ref={fileInput}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-describedby={describedBy}
          disabled={readOnly.disabled || undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Cleared so that choosing the same file again (after a refusal or a cancel) is noticed.
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      {refused.length > 0 ? (
        <div className="alert alert--error" role="alert" id={REFUSED_ID}>
          <p className="alert__title">{refused.length === 1 ? 'This file was not uploaded:' : 'These files were not uploaded:'}</p>
          <ul>
            {refused.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
