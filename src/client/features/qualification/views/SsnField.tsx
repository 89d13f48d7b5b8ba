import { useId, useState } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { visibleFieldError } from '../../../ui';

/**
 * The SSN input of ssn-request (§2 SSN verification): masked on screen (type password) with a Show number toggle
 * (aria-pressed), numeric keyboard, no autocomplete or spell check, at most 11 characters (dashes allowed while
 * typing). The number stays in the form; the page seals it into the command on submit.
 */
export function SsnField({ name, label, hint, validate, required }: { name: string; label: string; hint: string; validate: UseFieldConfig['validate']; required: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { input, meta } = useField<string>(name, { validate });
  const error = visibleFieldError(meta);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="field__control" style={{ gap: 8 }}>
        <input
          {...input}
          id={id}
          type={shown ? 'text' : 'password'}
          value={input.value ?? ''}
          style={{ minWidth: 0 }}
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={11}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <button type="button" className="btn btn--secondary" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          Show number
        </button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
