import { useId } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { useVisibleFieldError } from './fieldError';
import { describedByOf, fieldDescribedBy } from './fieldIds';
import { FieldFrame } from './FieldParts';
import { useReadOnlyControl } from '../ReadOnly';
import { useValueTypedBeforeCode } from './typedBeforeCode';

/** Props of {@link TextAreaField}. `maxLength` in characters, 1000 unless given. */
export interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  maxLength?: number;
}

/**
 * A labelled multi-line text box (4 rows) bound to react-final-form, for details a person writes in their own words;
 * wired like {@link TextField} (hint and error read with it, aria-invalid, typing never cleared by an error).
 */
export function TextAreaField({ name, label, hint, validate, required, maxLength = 1000 }: TextAreaFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<string>(name, { validate });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  const typedEarly = useValueTypedBeforeCode<HTMLTextAreaElement>(input.value, input.onChange);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...input}
        ref={typedEarly}
        id={id}
        className="field__textarea"
        rows={4}
        maxLength={maxLength}
        value={input.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(fieldDescribedBy(id, !!hint, error), readOnly.noteId)}
        aria-required={required || undefined}
        disabled={readOnly.disabled || undefined}
      />
    </FieldFrame>
  );
}
