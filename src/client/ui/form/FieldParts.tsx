import type { ReactNode } from 'react';
import { errorIdOf, hintIdOf } from './fieldIds';

/** The label of a field, marked "(optional)" unless `required` (§5: required fields are the rule, optional ones say so). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? null : <span className="optional"> (optional)</span>}
    </label>
  );
}

/** A field's hint (`${id}-hint`); nothing when there is no hint. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field__hint" id={hintIdOf(id)}>
      {hint}
    </p>
  ) : null;
}

/** A field's error message (`${id}-error`), shown under it; nothing while there is none. */
export function FieldErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={errorIdOf(id)}>
      {error}
    </p>
  ) : null;
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The control's id (useId), which the label points at and the hint/error ids derive from. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The control itself (input, select, textarea), between the hint and the error. */
  children: ReactNode;
}

/**
 * The frame of a labelled single-control field, in the order a screen reader meets it: label, hint, control, error.
 * The control wires itself with aria-describedby ({@link fieldDescribedBy}) and aria-invalid.
 */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldErrorMessage id={id} error={error} />
    </div>
  );
}
