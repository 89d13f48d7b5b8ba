import type { RefObject } from 'react';
import type { DocumentType } from '../../../../contract/documentEnums';
import { documentTypeInfo, isUploadableDocumentType, UPLOAD_PICKER_GROUPS } from '../../../../domain/documents';
import { Button } from '../../../ui/Button';
import { useReadOnlyControl } from '../../../ui/ReadOnly';
import { FileChooser } from '../../../ui/uploads/FileChooser';

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

/**
 * The upload panel (issue #4 §2): the document type (grouped by §3 category), then files from the shared file chooser
 * (file input or drop zone, refusals of the last choice in an alert the input points to). In the read-only view (§6)
 * the type, the input and the drop zone take nothing.
 */
export function UploadPanel(props: UploadPanelProps) {
  const { documentType, onTypeChange, replacing, onStopReplacing, refused, typeMissing, onFiles, fileInput, typeSelect } = props;
  const readOnly = useReadOnlyControl();
  const hint = documentType === '' ? 'Choose what you are sending so we can file it in the right place.' : documentTypeInfo(documentType).hint;

  return (
    <section aria-labelledby="upload-heading" className="card">
      <h2 id="upload-heading">Upload a document</h2>
      {replacing ? (
        <div className="alert doc-replacing" role="status">
          <p>
            Replacing {replacing.label} (“{replacing.fileName}”). Choose the new file below.
          </p>
          <Button variant="quiet" onClick={onStopReplacing}>
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
      <FileChooser id={FILES_ID} onFiles={onFiles} refused={refused} inputRef={fileInput} />
    </section>
  );
}
