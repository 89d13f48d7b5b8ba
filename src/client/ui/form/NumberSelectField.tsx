import type { UseFieldConfig } from 'react-final-form';
import { formatNumberOption, parseNumberOption } from '../../../domain/numberOption';
import { SelectField } from './SelectField';

/** Props of {@link NumberSelectField}. */
export interface NumberSelectFieldProps {
  name: string;
  label: string;
  options: readonly number[];
  validate?: UseFieldConfig['validate'];
  required?: boolean;
}

/** A native select whose options are numbers shown as they are (e.g. bathrooms in halves); the value is a number. */
export function NumberSelectField({ options, ...rest }: NumberSelectFieldProps) {
  const choices = options.map((n) => ({ value: String(n), label: String(n) }));
  return <SelectField {...rest} options={choices} parse={parseNumberOption} format={formatNumberOption} />;
}
