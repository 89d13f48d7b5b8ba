import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { TextField } from '../../../../ui/form/TextField';
import { PHONE_HINT } from '../../../../../domain/validation/examples';
import { birthDate, phone, requiredAnswer } from '../../validation';

const MARITAL_CHOICES = [
  { value: 'married', label: 'Married' },
  { value: 'unmarried', label: 'Unmarried' },
] as const;

/** Keeps the digits of a typed phone number (the contract stores 10 digits; §5 checks them). */
const digitsOnly = (text: unknown) => (typeof text === 'string' && text !== '' ? text.replace(/\D/g, '') : undefined);

/** personal-information: name, birth date (§5), phone (§5) and marital status. */
export function PersonalInformationFields() {
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" validate={requiredAnswer} required maxLength={100} />
      <TextField name="middle_name" label="Middle name" autoComplete="additional-name" maxLength={100} />
      <TextField name="last_name" label="Last name" autoComplete="family-name" validate={requiredAnswer} required maxLength={100} />
      <TextField name="birth_date" label="Date of birth" type="date" autoComplete="bday" validate={birthDate} required />
      <TextField
        name="phone"
        label="Phone number"
        hint={PHONE_HINT}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        parse={digitsOnly}
        validate={phone}
        required
        maxLength={14}
      />
      <ChoiceField name="marital_status" legend="What is your marital status?" choices={MARITAL_CHOICES} validate={requiredAnswer} />
    </>
  );
}
