import { Form } from 'react-final-form';
import { validateEmail } from '../../../../../domain/validation/email';
import { forFinalForm } from '../../../../../domain/formValidation';
import { useSend } from '../../../../kernel/react';
import { Button } from '../../../../ui';
import { TextField } from '../../../../ui/form/TextField';
import { enterLoginEmail } from '../../actions';

// Existing accounts must be able to sign in whatever their domain, so the §5 test-account rule (new leads) is off.
const validate = forFinalForm((value: string | undefined) => validateEmail(value, { production: false }));

/** Login step 1 (§3: the email page comes first): the email address, checked with the §5 email rule. */
export function EmailStep({ email }: { email: string | null }) {
  const send = useSend();
  return (
    <Form<{ email: string }>
      initialValues={{ email: email ?? '' }}
      onSubmit={(values) => send(enterLoginEmail({ email: values.email }))}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="email" label="Email address" type="email" autoComplete="email" required validate={validate} autoFocus />
          <div className="actions">
            <Button type="submit">Continue</Button>
          </div>
        </form>
      )}
    />
  );
}
