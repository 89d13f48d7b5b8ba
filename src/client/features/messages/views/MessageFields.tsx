import { useId } from 'react';
import { useFormField } from '../../../ui/form/useFormField';
import { bodyProblem, characterCount, characterCountText, MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, subjectProblem } from '../../../../domain/messages/rules';
import { useReadOnlyControl } from '../../../ui/ReadOnly';
import { useVisibleFieldError } from '../../../ui/form/fieldError';
import { describedByOf, errorIdOf, hintIdOf } from '../../../ui/form/fieldIds';
import { FieldFrame } from '../../../ui/form/FieldParts';
import { TextField } from '../../../ui/form/TextField';

/*
 * The fields of a message form (docs/messages.md "The rules"): the rules of domain/messages, shown at the field once
 * the person leaves it or tries to send; nothing typed is ever cut or cleared (no maxlength: a pasted text that is too
 * long stays, with the error and the count saying by how much).
 */

/** The one-line subject of a new message, up to {@link MAX_MESSAGE_SUBJECT} characters. */
export function SubjectField() {
  return (
    <TextField
      name="subject"
      label="Subject"
      hint={`What your message is about, in up to ${MAX_MESSAGE_SUBJECT} characters.`}
      required
      autoComplete="off"
      validate={(v: string | undefined) => subjectProblem(v ?? '')}
    />
  );
}

/**
 * The message itself: a plain-text box with a live count under it ("120 of 5,000 characters"; past the limit "… 12
 * too many", marked as an error), read with the box (aria-describedby) together with the hint and any error.
 */
export function MessageBodyField({ label = 'Your message', rows = 6 }: { label?: string; rows?: number }) {
  const id = useId();
  const { input, meta } = useFormField<string>('body', { validate: (v: string | undefined) => bodyProblem(v ?? '') });
  // Its rule shows once a send was tried, not when the box is left: leaving it is usually pressing Send, and an error
  // appearing on that blur would move the button away under the pointer. The live count says "too many" meanwhile.
  const error = useVisibleFieldError('body', { ...meta, touched: false });
  const readOnly = useReadOnlyControl();
  const value = input.value ?? '';
  const over = characterCount(value) > MAX_MESSAGE_BODY;
  const countId = `${id}-count`;
  return (
    <FieldFrame id={id} label={label} required hint={`Plain text, up to ${MAX_MESSAGE_BODY.toLocaleString('en-US')} characters.`} error={error}>
      <textarea
        {...input}
        id={id}
        className="field__textarea message-form__body"
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(hintIdOf(id), countId, error && errorIdOf(id), readOnly.noteId)}
        aria-required
        disabled={readOnly.disabled || undefined}
      />
      <p id={countId} className={over ? 'message-count message-count--over' : 'message-count'}>
        {characterCountText(value, MAX_MESSAGE_BODY)}
      </p>
    </FieldFrame>
  );
}
