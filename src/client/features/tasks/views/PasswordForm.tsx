import type { AnyAction } from '@reduxjs/toolkit';
import { Form } from 'react-final-form';
import { validateNewPassword, validatePasswordConfirmation } from '../../../../domain/password';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { passwordSetFailed, setPassword } from '../actions';
import { passwordSubmissionErrors } from '../passwordErrors';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * New password + confirmation (the shared rule of src/domain/password), and the submit that runs the §2 password task.
 * A chunk of its own (the default export, for `React.lazy`): react-final-form and final-form are ≈ 10 KB gzip that the
 * tasks page's first screen needs only for a person without a password (issue 14 §3).
 */
export default function PasswordForm({ applicationId, profileUuid }: { applicationId: string; profileUuid: string }) {
  const sendAndAwait = useSendAndAwait();
  const onSubmit = async (values: PasswordValues) => {
    const outcome = await sendAndAwait<AnyAction>((correlationId) =>
      setPassword({ applicationId, profileUuid, password: values.password }, { correlationId }),
    );
    return passwordSetFailed.match(outcome) ? passwordSubmissionErrors(outcome.payload.error) : undefined;
  };
  return (
    <Form<PasswordValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Set a password">
          <TextField name="password" label="New password" hint="At least 8 characters." type="password" autoComplete="new-password" required validate={validateNewPassword} />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            validate={(value: string | undefined, all: object) => validatePasswordConfirmation(value, (all as Partial<PasswordValues>).password)}
          />
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel="Setting your password…">
              Set password
            </Button>
          </div>
        </form>
      )}
    />
  );
}
