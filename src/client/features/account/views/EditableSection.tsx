import { useEffect, useRef, type ReactNode } from 'react';
import { useReadOnlyControl } from '../../../ui/ReadOnly';

/** Props of {@link EditableSection}. */
export interface EditableSectionProps {
  id: string;
  title: string;
  /** What is on file, shown while not editing. */
  summary: ReactNode;
  /** The button that opens the form, e.g. "Edit name". */
  editLabel: string;
  editing: boolean;
  onEdit: () => void;
  /** The form, shown while editing. */
  children: ReactNode;
}

/**
 * One part of the profile: a titled card with what is on file and an edit button, or its form. When the form closes
 * (saved or cancelled) focus returns to the edit button, so keyboard and screen-reader users stay in place. In the
 * read-only view (§6) the edit button is disabled, described by the page's read-only note.
 */
export function EditableSection({ id, title, summary, editLabel, editing, onEdit, children }: EditableSectionProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const readOnly = useReadOnlyControl();
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      {editing ? (
        children
      ) : (
        <>
          {summary}
          <button
            ref={button}
            type="button"
            className="btn btn--secondary"
            onClick={onEdit}
            disabled={readOnly.disabled || undefined}
            aria-describedby={readOnly.noteId}
          >
            {editLabel}
          </button>
        </>
      )}
    </section>
  );
}
