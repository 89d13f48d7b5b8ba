import { useId } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { useReadOnlyControl } from '../ReadOnly';
import { useVisibleFieldError } from './fieldError';
import { describedByOf } from './fieldIds';
import { useValueTypedBeforeCode } from './typedBeforeCode';

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  autoComplete?: string;
  /** Reads the chosen option's value into the form value (e.g. a number); default: the string as it is. */
  parse?: UseFieldConfig['parse'];
  /** Shows the form value as an option's value; default: the value as it is. */
  format?: UseFieldConfig['format'];
}

/** A labelled native select bound to react-final-form (native for phones and screen readers); disabled read-only (§6). */
export function SelectField({ name, label, options, placeholder = 'Choose…', validate, required, autoComplete, parse, format }: SelectFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<string>(name, { validate, parse, format });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  const typedEarly = useValueTypedBeforeCode<HTMLSelectElement>(input.value, input.onChange);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      <select
        {...input}
        ref={typedEarly}
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(error && `${id}-error`, readOnly.noteId)}
        aria-required={required || undefined}
        disabled={readOnly.disabled || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
