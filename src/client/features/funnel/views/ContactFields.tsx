import { validateEmail } from '../../../../domain/validation/email';
import { TextField } from '../../../ui/form/TextField';
import { validateRequired } from '../../../../domain/validation/address';

/**
 * First name, last name and email with the §5 rules — the contact details of the funnel and of "sign up for later".
 * Must sit inside a react-final-form form with `first_name`, `last_name` and `email` values.
 */
export function ContactFields({ emailHint }: { emailHint?: string }) {
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" validate={validateRequired} required />
      <TextField name="last_name" label="Last name" autoComplete="family-name" validate={validateRequired} required />
      <TextField
        name="email"
        type="email"
        label="Email"
        hint={emailHint}
        autoComplete="email"
        validate={(v: string | undefined) => validateEmail(v)}
        required
      />
    </>
  );
}
