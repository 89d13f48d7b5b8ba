import { TextField } from '../../../ui/form/TextField';
import {
  validateName, validateOptionalBirthDate, validateOptionalPhone, validatePersonEmail,
} from '../person';

/**
 * A person's name, email, phone and birth date with the §5 rules, for the spouse and co-owner forms. `others` are the
 * emails of everyone else on the application (§5 co-owner email rule). Must sit inside a react-final-form form whose
 * values are `PersonFormValues`.
 */
export function PersonFields({ others }: { others: readonly string[] }) {
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="off" validate={validateName} required />
      <TextField name="middle_name" label="Middle name" autoComplete="off" />
      <TextField name="last_name" label="Last name" autoComplete="off" validate={validateName} required />
      <TextField
        name="email"
        type="email"
        label="Email"
        hint="We’ll use it to invite them to sign their part. It must differ from everyone else’s on the application."
        autoComplete="off"
        validate={(v: string | undefined) => validatePersonEmail(v, others)}
        required
      />
      <TextField
        name="phone"
        type="tel"
        label="Phone"
        hint="10 digits, US number."
        autoComplete="off"
        inputMode="tel"
        validate={validateOptionalPhone}
      />
      <TextField
        name="birth_date"
        type="date"
        label="Date of birth"
        autoComplete="off"
        validate={(v: string | undefined) => validateOptionalBirthDate(v, new Date())}
      />
    </>
  );
}
