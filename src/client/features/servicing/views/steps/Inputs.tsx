import { USD_INPUT_MAX_LENGTH } from '../../../../../domain/money';
import { MAX_STEP_FIELD } from '../../../../../domain/servicing/stepRules';
import { TextField } from '../../../../ui/form/TextField';

/*
 * The inputs of the step screens (issue 11 §2). Step values are kept as typed (contract stepValues: dates
 * `yyyy-MM-dd`, amounts as typed such as "12,500"), so a half-typed amount is saved and shown again unchanged; the
 * form's `validate` (domain validateStep) says what is wrong, in the sandbox's words.
 */

/** Props shared by the step inputs. */
export interface StepInputProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
}

/** A short text answer (names, numbers), at most MAX_STEP_FIELD characters. */
export function StepText(props: StepInputProps & { type?: 'text' | 'email' | 'tel' }) {
  return <TextField {...props} maxLength={MAX_STEP_FIELD} />;
}

/** An amount in whole US dollars, kept as typed (§9 currency: `$` prefix, numeric keyboard). */
export function StepMoney(props: StepInputProps) {
  return <TextField {...props} prefix="$" inputMode="numeric" autoComplete="off" maxLength={USD_INPUT_MAX_LENGTH} />;
}

/** A calendar date (`yyyy-MM-dd`, the browser's date picker). */
export function StepDate(props: StepInputProps) {
  return <TextField {...props} type="date" />;
}
