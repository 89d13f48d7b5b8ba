import { TextField } from '../../../ui/form/TextField';
import { validateNewPassword, validatePasswordConfirmation } from '../messages';

/** The values of a form built with {@link NewPasswordFields}. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (at least 8 characters, the two equal), for creating an account and for the
 * reset link. Must sit inside a react-final-form form whose values are {@link NewPasswordValues}.
 */
export function NewPasswordFields({ labels = { password: 'Password', confirm: 'Confirm password' } }: { labels?: { password: string; confirm: string } }) {
  return (
    <>
      <TextField name="password" label={labels.password} hint="At least 8 characters." type="password" autoComplete="new-password" required validate={validateNewPassword} />
      <TextField
        name="confirmPassword"
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        validate={(value: string | undefined, all: object) => validatePasswordConfirmation(value, (all as Partial<NewPasswordValues>).password)}
      />
    </>
  );
}
