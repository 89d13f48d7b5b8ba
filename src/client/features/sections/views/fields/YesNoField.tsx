import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../../ui';

/** Props of {@link YesNoField}. */
export interface YesNoFieldProps {
  name: string;
  legend: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
}

/** A yes/no question as two radio buttons in a fieldset; the value is a boolean (undefined until answered). */
export function YesNoField({ name, legend, hint, validate }: YesNoFieldProps) {
  const id = useId();
  const { input, meta } = useField<boolean | undefined>(name, { validate });
  const error = visibleFieldError(meta);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const options = [
    { value: true, label: 'Yes' },
    { value: false, label: 'No' },
  ] as const;
  return (
    <fieldset className={error ? 'choices field--invalid' : 'choices'} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <div className="choice" key={o.label}>
          <input
            type="radio"
            id={`${id}-${o.label}`}
            name={name}
            value={o.label}
            checked={input.value === o.value}
            onChange={() => input.onChange(o.value)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
          <label htmlFor={`${id}-${o.label}`}>{o.label}</label>
        </div>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
