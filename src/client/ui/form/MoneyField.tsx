import type { UseFieldConfig } from 'react-final-form';
import { formatUsdInput, parseUsdInput } from '../../../domain/money';
import { TextField } from './TextField';

/** Props of {@link MoneyField}. `validate` gets whole USD (a number) or undefined when nothing is typed. */
export interface MoneyFieldProps {
  name: string;
  label: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  autoComplete?: string;
  /** Characters the input holds at most (domain USD_INPUT_MAX_LENGTH fits every amount it reads). */
  maxLength?: number;
}

/**
 * A money amount in whole US dollars (§9 currency): a `$` prefix, the numeric keyboard, thousands separators while
 * typing, cents not asked for. The form value is a number (domain/money parseUsdInput).
 */
export function MoneyField(props: MoneyFieldProps) {
  return <TextField {...props} prefix="$" inputMode="numeric" parse={parseUsdInput} format={formatUsdInput} />;
}
