import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../../ui';

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly { value: string; label: string }[];
  validate?: UseFieldConfig['validate'];
}

/** Several checkboxes in a fieldset whose value is the array of ticked choices (in the choices' order). */
export function CheckboxGroupField({ name, legend, hint, choices, validate }: CheckboxGroupFieldProps) {
  const id = useId();
  const { input, meta } = useField<string[]>(name, { validate });
  const error = visibleFieldError(meta);
  const ticked = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => {
    const next = choices.map((c) => c.value).filter((v) => (v === value ? on : ticked.includes(v)));
    input.onChange(next.length > 0 ? next : undefined);
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'choices field--invalid' : 'choices'} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {choices.map((c, i) => (
        <div className="choice" key={c.value}>
          <input
            type="checkbox"
            id={`${id}-${i}`}
            name={name}
            value={c.value}
            checked={ticked.includes(c.value)}
            onChange={(e) => toggle(c.value, e.currentTarget.checked)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
          <label htmlFor={`${id}-${i}`}>{c.label}</label>
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
