import { useId } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { ChoiceFieldset, ChoiceOption } from './ChoiceParts';
import { useVisibleFieldError } from './fieldError';

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly { value: string; label: string }[];
  validate?: UseFieldConfig['validate'];
}

/**
 * The ticked values after the box of `value` is ticked (`on`) or unticked: in the choices' order whatever order they
 * were ticked in, and undefined when none is left (a required rule then sees "not answered").
 */
export function toggledChoices(
  choices: readonly { value: string }[],
  ticked: readonly string[],
  value: string,
  on: boolean,
): string[] | undefined {
  const next = choices.map((c) => c.value).filter((v) => (v === value ? on : ticked.includes(v)));
  return next.length > 0 ? next : undefined;
}

/**
 * Several checkboxes in a fieldset (one question, any number of answers). The value is the array of ticked choices in
 * the choices' order, undefined when none is ticked (so a required rule sees "not answered").
 */
export function CheckboxGroupField({ name, legend, hint, choices, validate }: CheckboxGroupFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<string[]>(name, { validate });
  const error = useVisibleFieldError(name, meta);
  const ticked: readonly string[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => input.onChange(toggledChoices(choices, ticked, value, on));
  return (
    <ChoiceFieldset id={id} legend={legend} hint={hint} error={error}>
      {choices.map((c, i) => (
        <ChoiceOption
          key={c.value}
          id={`${id}-${i}`}
          type="checkbox"
          name={name}
          value={c.value}
          checked={ticked.includes(c.value)}
          label={c.label}
          onChange={(e) => toggle(c.value, e.currentTarget.checked)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      ))}
    </ChoiceFieldset>
  );
}
