import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { useReadOnlyControl } from '../ReadOnly';
import { describedByOf, fieldDescribedBy } from './fieldIds';
import { FieldErrorMessage, FieldHint } from './FieldParts';

/** Props of {@link ChoiceFieldset}. */
export interface ChoiceFieldsetProps {
  /** The group's id (useId): hint and error ids derive from it. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  /** The options ({@link ChoiceOption}s). */
  children: ReactNode;
}

/**
 * One question with several boxes or radio buttons: a fieldset whose legend is the question, then the hint, the
 * options and the error; the hint and error are tied to the whole group (aria-describedby on the fieldset). The group
 * is disabled in the read-only view (§6).
 */
export function ChoiceFieldset({ id, legend, hint, error, children }: ChoiceFieldsetProps) {
  const readOnly = useReadOnlyControl();
  return (
    <fieldset
      className={error ? 'choices field--invalid' : 'choices'}
      aria-describedby={describedByOf(fieldDescribedBy(id, !!hint, error), readOnly.noteId)}
      disabled={readOnly.disabled || undefined}
    >
      <legend>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldErrorMessage id={id} error={error} />
    </fieldset>
  );
}

/** Props of {@link ChoiceOption}. */
export interface ChoiceOptionProps {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  value?: string;
  checked: boolean;
  label: ReactNode;
  /** Shown under the label and read with the option (`${id}-d`). */
  description?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Set on a lone checkbox, which carries its own error (a group's error is on its fieldset). */
  invalid?: boolean;
  /** Further ids the option is described by, after its description (e.g. the statement a box accepts, its error). */
  describedBy?: string;
}

/** One radio button or checkbox with its label, in the house `choice` style (a 44 px target). */
export function ChoiceOption({ id, type, name, value, checked, label, description, onChange, onBlur, onFocus, invalid, describedBy }: ChoiceOptionProps) {
  const descriptionId = `${id}-d`;
  const readOnly = useReadOnlyControl();
  return (
    <div className="choice">
      <input
        type={type}
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf(description && descriptionId, describedBy)}
        disabled={readOnly.disabled || undefined}
      />
      <label htmlFor={id}>
        {label}
        {description ? (
          <span className="choice__description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
