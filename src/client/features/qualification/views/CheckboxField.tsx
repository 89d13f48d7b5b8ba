import { useId, type ReactNode } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../ui';

/** Props of {@link CheckboxField}. With `value`, the field is an array of the ticked values (one box per value). */
export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  value?: string;
  validate?: UseFieldConfig['validate'];
  /** Id of text that explains the box (e.g. the statement it accepts). */
  describedBy?: string;
}

/**
 * A labelled checkbox bound to react-final-form, in the house `choice` style (44 px target). Its error is tied with
 * aria-describedby and aria-invalid, shown once the person tried to continue.
 */
export function CheckboxField({ name, label, value, validate, describedBy }: CheckboxFieldProps) {
  const id = useId();
  const { input, meta } = useField<string | boolean, HTMLInputElement>(name, { type: 'checkbox', value, validate });
  const error = visibleFieldError(meta);
  const described = [describedBy, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="choice">
        <input
          name={input.name}
          checked={input.checked === true}
          value={value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type="checkbox"
          id={id} aria-invalid={error ? true : undefined} aria-describedby={described} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
