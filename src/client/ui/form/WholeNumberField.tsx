import type { UseFieldConfig } from 'react-final-form';
import { formatGroupedInput, formatPlainInput, parseWholeInput } from '../../../domain/numberInput';
import { TextField } from './TextField';

/** Props of {@link WholeNumberField}. `grouped` shows thousands separators (square feet); years and counts do not. */
export interface WholeNumberFieldProps {
  name: string;
  label: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  grouped?: boolean;
  maxLength?: number;
}

/** A whole number typed on the numeric keyboard (a year, square feet, bedrooms); the form value is a number. */
export function WholeNumberField({ grouped, ...rest }: WholeNumberFieldProps) {
  return (
    <TextField
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      parse={parseWholeInput}
      format={grouped ? formatGroupedInput : formatPlainInput}
    />
  );
}
