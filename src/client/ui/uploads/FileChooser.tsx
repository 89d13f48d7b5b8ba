import { useState, type DragEvent, type RefObject } from 'react';
import { ALLOWED_UPLOAD_TYPES_TEXT, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '../../../domain/documents';
import { formatFileSize } from '../../../domain/format';
import { useReadOnlyControl } from '../ReadOnly';
import './uploads.css';

/** What files may be sent, as the chooser's hint says it: "PDF, JPEG, PNG or HEIC, up to 25 MB each." */
const LIMIT_TEXT = `${ALLOWED_UPLOAD_TYPES_TEXT}, up to ${formatFileSize(MAX_UPLOAD_BYTES)} each.`;

/** Props of {@link FileChooser}. */
export interface FileChooserProps {
  /** Id of the file input; its hint is `<id>-hint` and the refusals alert `<id>-refused` (unique per page). */
  id: string;
  /** Gets the chosen or dropped files (never an empty list). */
  onFiles: (files: File[]) => void;
  /** Sentences of the files refused at the last choice (shown in an alert the input points to). */
  refused: readonly string[];
  /** The input's label (default "Choose files"). */
  label?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Files from a file input or a drop zone (issue #4 §2; issue 11 request pages). Drag and drop is an extra: keyboard
 * and phone users use the input (`image/*` lets phones offer the camera). The hint names the allowed types and size;
 * refusals of the last choice show in an alert the input points to. In the read-only view (§6) nothing is taken.
 */
export function FileChooser({ id, onFiles, refused, label = 'Choose files', inputRef }: FileChooserProps) {
  const [dragging, setDragging] = useState(false);
  const readOnly = useReadOnlyControl();
  const hintId = `${id}-hint`;
  const refusedId = `${id}-refused`;

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

  const describedBy = [hintId, refused.length > 0 ? refusedId : '', readOnly.noteId ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <div
        className={dragging ? 'doc-drop doc-drop--active' : 'doc-drop'}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p aria-hidden="true">Drag and drop files here, or</p>
        <label htmlFor={id}>{label}</label>
        <p className="field__hint" id={hintId}>
          {LIMIT_TEXT} On a phone you can take a photo.
        </p>
        <input
          id={id}
          ref={inputRef}
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
        <div className="alert alert--error" role="alert" id={refusedId}>
          <p className="alert__title">{refused.length === 1 ? 'This file was not uploaded:' : 'These files were not uploaded:'}</p>
          <ul>
            {refused.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
