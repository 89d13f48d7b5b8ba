import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../../ui';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  name: string;
  label: string;
  validate?: UseFieldConfig['validate'];
}

/** One checkbox whose value is a boolean (e.g. "These are all the mortgages on my home"). */
export function CheckboxField({ name, label, validate }: CheckboxFieldProps) {
  const id = useId();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  const error = visibleFieldError(meta);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="choice">
        <input
          name={input.name}
          checked={input.checked === true}
          onChange={(e) => input.onChange(e.currentTarget.checked)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
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
