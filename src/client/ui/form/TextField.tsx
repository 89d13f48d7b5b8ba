import { useId, type InputHTMLAttributes } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { useReadOnlyControl } from '../ReadOnly';
import { useVisibleFieldError } from './fieldError';
import { useValueTypedBeforeCode } from './typedBeforeCode';

/** Props of {@link TextField}. `validate` returns the exact §5 message or undefined. */
export interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  validate?: UseFieldConfig['validate'];
  parse?: UseFieldConfig['parse'];
  format?: UseFieldConfig['format'];
  required?: boolean;
  maxLength?: number;
  /** Text shown before the input, e.g. '$'. */
  prefix?: string;
  autoFocus?: boolean;
}

/**
 * A labelled text input bound to react-final-form. Its error is tied to the input with aria-describedby and
 * aria-invalid so screen readers read it, and what the person typed is never cleared by an error. Disabled in the
 * read-only view (§6).
 */
export function TextField({ name, label, hint, type = 'text', validate, parse, format, required, prefix, ...rest }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<string>(name, { validate, parse, format, type: type === 'number' ? 'text' : undefined });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  const typedEarly = useValueTypedBeforeCode<HTMLInputElement>(input.value, input.onChange);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, readOnly.noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className={prefix ? 'field__control field__control--prefixed' : 'field__control'}>
        {prefix ? <span aria-hidden="true" className="field__prefix">{prefix}</span> : null}
        <input
          {...input}
          ref={typedEarly}
          {...rest}
          id={id}
          type={type === 'number' ? 'text' : type}
          value={input.value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          disabled={readOnly.disabled || undefined}
        />
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
