import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signatureValueError } from '../../../../domain/signing/messages';
import { Button } from '../../../ui/Button';
import { FieldErrorMessage } from '../../../ui/form/FieldParts';
import { errorIdOf } from '../../../ui/form/fieldIds';
import { useReadOnlyControl } from '../../../ui/ReadOnly';
import type { FieldView } from '../selectors';
import { SIGNING_TEXTS } from './texts';

/**
 * One signature or initials field: a labelled text box and its "Sign"/"Initial" button, or, once signed, the adopted
 * value in a signature style with the time. What was typed stays in the box when signing fails (the server's
 * message shows at the field); after signing, focus moves to the signed value so it is read out.
 */
export function SignatureFieldControl({ field, onSign }: { field: FieldView; onSign: (value: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const readOnly = useReadOnlyControl();
  const [localError, setLocalError] = useState<string | undefined>();
  // The server's message for the last attempt is shown until the person edits the value.
  const [editedSinceSend, setEditedSinceSend] = useState(false);
  const signedRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasSigned = useRef(field.signed);
  const wasBusy = useRef(field.busy);

  // The busy button loses focus; when the answer comes, focus goes to the signed value, or back to the box on failure.
  useEffect(() => {
    if (field.signed && !wasSigned.current) signedRef.current?.focus();
    else if (!field.signed && wasBusy.current && !field.busy) inputRef.current?.focus();
    wasSigned.current = field.signed;
    wasBusy.current = field.busy;
  }, [field.signed, field.busy]);

  if (field.signed) {
    return (
      <div className="signature-field signature-field--signed" ref={signedRef} tabIndex={-1} role="group" aria-label={field.label}>
        <p className="signature-field__label" aria-hidden="true">
          {field.label}
        </p>
        <p className="signature-field__value">{field.adoptedValue}</p>
        <p className="signature-field__time">{field.signedText}</p>
      </div>
    );
  }

  const error = localError ?? (editedSinceSend ? undefined : field.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (field.busy) return;
    const invalid = signatureValueError(field.kind, typed);
    setLocalError(invalid);
    if (invalid) return;
    setEditedSinceSend(false);
    onSign(typed.trim());
  };
  return (
    <form className="signature-field" onSubmit={submit} noValidate>
      <fieldset className={error ? 'field--invalid' : undefined}>
        <legend className="signature-field__label">{field.label}</legend>
        <label htmlFor={id}>{field.inputLabel}</label>
        <div className="signature-field__row">
          <input
            ref={inputRef}
            id={id}
            type="text"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setLocalError(undefined);
              setEditedSinceSend(true);
            }}
            autoComplete="off"
            spellCheck={false}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorIdOf(id) : '', readOnly.noteId ?? ''].filter(Boolean).join(' ') || undefined}
            readOnly={field.busy}
            disabled={readOnly.disabled || undefined}
          />
          <Button type="submit" busy={field.busy} busyLabel={SIGNING_TEXTS.signing}>
            {field.buttonLabel}
          </Button>
        </div>
        <FieldErrorMessage id={id} error={error} />
      </fieldset>
    </form>
  );
}
