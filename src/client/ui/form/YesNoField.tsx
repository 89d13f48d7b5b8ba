import { useId } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from './useFormField';
import { ChoiceFieldset, ChoiceOption } from './ChoiceParts';
import { useVisibleFieldError } from './fieldError';

/** Props of {@link YesNoField}. */
export interface YesNoFieldProps {
  name: string;
  legend: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
}

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/**
 * A yes/no question as two radio buttons (Yes, then No) in a fieldset; the value is a boolean, undefined until
 * answered. (A {@link ChoiceField} holds strings or numbers; this one keeps the answer a boolean, as the contract's.)
 */
export function YesNoField({ name, legend, hint, validate }: YesNoFieldProps) {
  const id = useId();
  const { input, meta } = useFormField<boolean | undefined>(name, { validate });
  const error = useVisibleFieldError(name, meta);
  return (
    <ChoiceFieldset id={id} legend={legend} hint={hint} error={error}>
      {YES_NO.map((o) => (
        <ChoiceOption
          key={o.label}
          id={`${id}-${o.label}`}
          type="radio"
          name={name}
          value={o.label}
          checked={input.value === o.value}
          label={o.label}
          onChange={() => input.onChange(o.value)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      ))}
    </ChoiceFieldset>
  );
}
