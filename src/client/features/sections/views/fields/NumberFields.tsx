import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { TextField, visibleFieldError } from '../../../../ui';
import { formatGroupedInput, formatNumberOption, formatPlainInput, parseNumberOption, parseWholeInput } from '../../numbers';

/** A money amount in whole US dollars: `$` prefix, thousands separators while typing, cents not asked for. */
export function MoneyField(props: { name: string; label: string; hint?: string; validate?: UseFieldConfig['validate']; required?: boolean }) {
  return (
    <TextField
      {...props}
      hint={props.hint ?? 'Whole dollars, no cents.'}
      prefix="$"
      inputMode="numeric"
      autoComplete="off"
      parse={parseWholeInput}
      format={formatGroupedInput}
      maxLength={19}
    />
  );
}

/** A whole number (year, square feet, bedrooms); `grouped` shows thousands separators. */
export function WholeNumberField(props: {
  name: string;
  label: string;
  hint?: string;
  validate?: UseFieldConfig['validate'];
  required?: boolean;
  grouped?: boolean;
  maxLength?: number;
}) {
  const { grouped, ...rest } = props;
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

/** A native select whose options are numbers (e.g. bathrooms in halves); the value is a number. */
export function NumberSelectField({
  name,
  label,
  options,
  validate,
  required,
}: {
  name: string;
  label: string;
  options: readonly number[];
  validate?: UseFieldConfig['validate'];
  required?: boolean;
}) {
  const id = useId();
  const { input, meta } = useField<number | undefined, HTMLSelectElement, string>(name, {
    validate,
    parse: parseNumberOption,
    format: formatNumberOption,
  });
  const error = visibleFieldError(meta);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      <select
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
      >
        <option value="">Choose…</option>
        {options.map((n) => (
          <option key={n} value={String(n)}>
            {String(n)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
