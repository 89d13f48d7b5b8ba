import { useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import { ALLOWED_UPLOAD_TYPES_TEXT, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '../../../domain/documents';
import { formatFileSize } from '../../../domain/format';
import { useReadOnlyControl } from '../ReadOnly';
import './uploads.css';

/** What files may be sent, as the chooser's hint says it: "PDF, JPEG, PNG or HEIC, up to 25 MB each." */
const LIMIT_TEXT = `${ALLOWED_UPLOAD_TYPES_TEXT}, up to ${formatFileSize(MAX_UPLOAD_BYTES)} each.`;

/** Props of {@link FileChooser}. */
export interface FileChooserProps {
  /** Id of the file input; its hint is `<id>-hint`, the refusals alert `<id>-refused`, the camera input `<id>-camera`. */
  id: string;
  /** Gets the chosen or dropped files (never an empty list). */
  onFiles: (files: File[]) => void;
  /** Sentences of the files refused at the last choice (shown in an alert the input points to). */
  refused: readonly string[];
  /** The input's label, shown on its button (default "Choose files"). */
  label?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** An upload tray icon (decorative). */
function UploadIcon() {
  return (
    <svg className="drop__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 3 7 8h3.5v6h3V8H17l-5-5Z" fill="currentColor" />
      <path d="M4 14v4.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V14h-2v4.5a.5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5V14H4Z" fill="currentColor" />
    </svg>
  );
}

/**
 * Files from a drop zone (issue #4 §2; issue 11 request pages): "Drag files here or" a **Choose files** button, which
 * is the label of a visually hidden native file input — so keyboard and screen-reader users reach the input itself
 * (its focus ring shows on the button), and no "No file chosen" text shows. On touch screens a **Take a photo** button
 * opens the camera (`capture="environment"`, images only); the main chooser never forces the camera. Dragging over
 * the zone highlights it; the names of the last choice are listed; the hint names the allowed types and size;
 * refusals of the last choice show in an alert the input points to. In the read-only view (§6) nothing is taken.
 */
export function FileChooser({ id, onFiles, refused, label = 'Choose files', inputRef }: FileChooserProps) {
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const readOnly = useReadOnlyControl();
  const hintId = `${id}-hint`;
  const refusedId = `${id}-refused`;
  const cameraId = `${id}-camera`;

  const take = (files: File[]) => {
    if (files.length === 0) return;
    setChosen(files.map((f) => f.name));
    onFiles(files);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (readOnly.disabled) return;
    take(Array.from(e.dataTransfer.files));
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = readOnly.disabled ? 'none' : 'copy';
    if (!dragging) setDragging(true);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Cleared so that choosing the same file again (after a refusal or a cancel) is noticed.
    e.target.value = '';
    take(files);
  };

  const describedBy = [hintId, refused.length > 0 ? refusedId : '', readOnly.noteId ?? ''].filter(Boolean).join(' ');
  const disabled = readOnly.disabled || undefined;
  return (
    <>
      <div
        className={['drop', dragging ? 'drop--active' : '', readOnly.disabled ? 'drop--disabled' : ''].filter(Boolean).join(' ')}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon />
        <p className="drop__text" aria-hidden="true">
          {dragging ? 'Drop the files to upload them' : 'Drag files here or'}
        </p>
        <div className="drop__buttons">
          <input id={id} ref={inputRef} className="visually-hidden drop__input" type="file" multiple accept={UPLOAD_ACCEPT} aria-describedby={describedBy} disabled={disabled} onChange={onChange} />
          <label htmlFor={id} className="btn btn--secondary drop__button">
            {label}
          </label>
          <span className="drop__camera">
            <input id={cameraId} className="visually-hidden drop__input" type="file" accept="image/*" capture="environment" aria-describedby={describedBy} disabled={disabled} onChange={onChange} />
            <label htmlFor={cameraId} className="btn btn--quiet drop__button">
              Take a photo<span className="visually-hidden"> ({label})</span>
            </label>
          </span>
        </div>
        <p className="field__hint drop__hint" id={hintId}>
          {LIMIT_TEXT}
        </p>
        {chosen.length > 0 ? (
          <div className="drop__chosen">
            <p>{chosen.length === 1 ? 'You chose:' : `You chose ${chosen.length} files:`}</p>
            <ul>
              {chosen.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null}
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
