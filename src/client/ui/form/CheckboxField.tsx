import { useId, type ReactNode } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { ChoiceOption } from './ChoiceParts';
import { useVisibleFieldError } from './fieldError';
import { describedByOf, errorIdOf } from './fieldIds';
import { FieldErrorMessage } from './FieldParts';
import { useReadOnlyControl } from '../ReadOnly';

/**
 * Props of {@link CheckboxField}. Without `value` the field's value is a boolean (ticked or not); with `value`, the
 * field is the array of the ticked values of every box of that name (one box per value).
 */
export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  value?: string;
  validate?: UseFieldConfig['validate'];
  /** Id of text that explains the box (e.g. the statement it accepts), read before its error. */
  describedBy?: string;
}

/**
 * A lone labelled checkbox bound to react-final-form (e.g. a consent, "These are all the mortgages on my home"), in
 * the house `choice` style (44 px target). Its error is tied to the box with aria-describedby and aria-invalid.
 */
export function CheckboxField({ name, label, value, validate, describedBy }: CheckboxFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<string | boolean, HTMLInputElement>(name, { type: 'checkbox', value, validate });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <ChoiceOption
        id={id}
        type="checkbox"
        name={input.name}
        value={value}
        checked={input.checked === true}
        label={label}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        invalid={!!error}
        describedBy={describedByOf(describedBy, error && errorIdOf(id), readOnly.noteId)}
      />
      <FieldErrorMessage id={id} error={error} />
    </div>
  );
}
