import { useState } from 'react';
import { Form } from 'react-final-form';
import { forFinalForm } from '../../../../domain/formValidation';
import { validateEmail } from '../../../../domain/validation/email';
import { Alert, Button } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { requestNewPasswordLink } from '../passwordReset';
import { useSubmitCommand } from './useAwaitOutcome';

const validate = forFinalForm((value: string | undefined) => validateEmail(value, { production: false }));

/**
 * On a used or expired password link's page: "Email me a new link" (§7 create-change-password-link, issue 12 §3).
 * The confirmation never says whether the email has an account (no account enumeration); errors (invalid email,
 * too many links) show at the form and the email stays typed.
 */
export function NewPasswordLinkForm() {
  const submit = useSubmitCommand();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <Alert tone="success">
        If an account exists for <strong>{sentTo}</strong>, we have emailed a new link to choose a password. It works once,
        for 10 minutes.
      </Alert>
    );
  }
  return (
    <Form<{ email: string }>
      onSubmit={async ({ email }) => {
        const errors = await submit((correlationId) => requestNewPasswordLink({ email }, { correlationId }));
        if (!errors) setSentTo(email.trim());
        return errors;
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="new-link-heading">
          <h2 id="new-link-heading">Get a new link</h2>
          <TextField name="email" label="Email address" type="email" autoComplete="email" required validate={validate} />
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel="Sending…">
              Email me a new link
            </Button>
          </div>
        </form>
      )}
    />
  );
}
