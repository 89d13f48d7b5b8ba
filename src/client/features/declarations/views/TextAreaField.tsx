import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../ui';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  maxLength?: number;
}

/**
 * A labelled multi-line text box bound to react-final-form, for details a person writes in their own words. Its
 * error is tied to it (aria-describedby, aria-invalid) like the house TextField.
 */
export function TextAreaField({ name, label, hint, validate, required, maxLength = 1000 }: TextAreaFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate });
  const error = visibleFieldError(meta);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
      <textarea
        {...input}
        id={id}
        className="declarations-textarea"
        rows={4}
        maxLength={maxLength}
        value={input.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
