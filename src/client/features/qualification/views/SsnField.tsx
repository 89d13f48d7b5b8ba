import { useId, useState } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { useFormField } from '../../../ui/form/useFormField';
import { FieldFrame } from '../../../ui/form/FieldParts';
import { useVisibleFieldError } from '../../../ui/form/fieldError';
import { fieldDescribedBy } from '../../../ui/form/fieldIds';
import { useReadOnlyControl } from '../../../ui/ReadOnly';

/**
 * The SSN input of ssn-request (§2 SSN verification): masked on screen (type password) with a Show number toggle
 * (aria-pressed), numeric keyboard, no autocomplete or spell check, at most 11 characters (dashes allowed while
 * typing). The number stays in the form; the page seals it into the command on submit. Its §5 validation message (never
 * the number) is reported for analytics like every field's.
 */
export function SsnField({ name, label, hint, validate, required }: { name: string; label: string; hint: string; validate: UseFieldConfig['validate']; required: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { input, meta } = useFormField<string>(name, { validate });
  const error = useVisibleFieldError(name, meta);
  const readOnly = useReadOnlyControl();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
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
          aria-describedby={[fieldDescribedBy(id, true, error), readOnly.noteId].filter(Boolean).join(' ')}
          aria-required={required || undefined}
          disabled={readOnly.disabled || undefined}
        />
        <button type="button" className="btn btn--secondary" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          Show number
        </button>
      </div>
    </FieldFrame>
  );
}
