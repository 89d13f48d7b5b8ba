import { useId } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { useReadOnlyControl } from '../ReadOnly';
import { useVisibleFieldError } from './fieldError';

/** One option of a {@link ChoiceField}. */
export interface Choice<V extends string | number> {
  value: V;
  label: string;
  description?: string;
}

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps<V extends string | number> {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  validate?: UseFieldConfig['validate'];
  hint?: string;
}

/**
 * A group of radio buttons in a fieldset with a legend (one question, several answers). Numbers keep their type
 * (e.g. the §3 credit estimate 701 / 499). The whole group is disabled in the read-only view (§6).
 */
export function ChoiceField<V extends string | number>({ name, legend, choices, validate, hint }: ChoiceFieldProps<V>) {
  const id = useId();
  const { input, meta } = useFormField<V>(name, { validate });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, readOnly.noteId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'choices field--invalid' : 'choices'} aria-describedby={describedBy} disabled={readOnly.disabled || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {choices.map((c, i) => {
        const optionId = `${id}-${i}`;
        return (
          <div className="choice" key={String(c.value)}>
            <input
              type="radio"
              id={optionId}
              name={name}
              value={String(c.value)}
              checked={input.value === c.value}
              onChange={() => input.onChange(c.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              aria-describedby={c.description ? `${optionId}-d` : undefined}
            />
            <label htmlFor={optionId}>
              {c.label}
              {c.description ? (
                <span className="choice__description" id={`${optionId}-d`}>
                  {c.description}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
