import { Form } from 'react-final-form';
import { forFinalForm } from '../../../../../domain/formValidation';
import { validateEmail } from '../../../../../domain/validation/email';
import { useSend } from '../../../../kernel/react';
import { Button } from '../../../../ui';
import { FormError } from '../../../../ui/form/FormError';
import { TextField } from '../../../../ui/form/TextField';
import { retrievePassword, showLoginStep } from '../../actions';
import { useSubmitCommand } from '../useAwaitOutcome';

const validate = forFinalForm((value: string | undefined) => validateEmail(value, { production: false }));

/** §7 password retrieval: email a link to choose a new password. */
export function ForgotPasswordStep({ email }: { email: string | null }) {
  const send = useSend();
  const submit = useSubmitCommand();
  return (
    <>
      <p>Enter your email address and we will send you a link to choose a new password.</p>
      <Form<{ email: string }>
        initialValues={{ email: email ?? '' }}
        onSubmit={(values) => submit((correlationId) => retrievePassword({ email: values.email }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="email" label="Email address" type="email" autoComplete="email" required validate={validate} />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Sending…">
                Send reset link
              </Button>
              <Button variant="quiet" onClick={() => send(showLoginStep({ step: email ? 'password' : 'email' }))}>
                Back to sign in
              </Button>
            </div>
          </form>
        )}
      />
    </>
  );
}
