import type { AnyAction } from '@reduxjs/toolkit';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { HttpError } from '../../../kernel/http/types';
import { Button } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { useAccountSubmit } from './useAccountSubmit';

/** Props of {@link EditForm}; `V` is the form's values. */
export interface EditFormProps<V extends object> {
  /** Id of the section heading that names the form. */
  labelledBy: string;
  initialValues?: V;
  /** The command to send for the typed values, carrying `correlationId` so the form can await its outcome. */
  command: (values: V, correlationId: string) => AnyAction;
  /** The server's refusal as submission errors (§8), shown at the fields and form-wide. */
  toErrors: (error: HttpError) => SubmissionErrors;
  /** Runs once the change is saved (e.g. to close the form). */
  onSaved?: () => void;
  onCancel: () => void;
  /** The submit button's text and what it announces while saving. */
  submitLabel: string;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * One profile edit form (issue #4 §5): the fields, the form-wide error, the submit button and Cancel. Submitting sends
 * the command and waits for its outcome; a failure shows the server's errors and keeps what was typed.
 */
export function EditForm<V extends object>({ labelledBy, initialValues, command, toErrors, onSaved, onCancel, submitLabel, busyLabel, children }: EditFormProps<V>) {
  const submit = useAccountSubmit();
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={(values) => submit((correlationId) => command(values, correlationId), toErrors, onSaved)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy}>
          {children}
          <FormActions submitting={submitting} label={submitLabel} busyLabel={busyLabel}>
            <Button variant="secondary" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </FormActions>
        </form>
      )}
    />
  );
}
