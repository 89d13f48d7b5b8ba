import { useFormState } from 'react-final-form';
import { Alert } from '../Alert';

/** Shows a form-wide server error (final-form's FORM_ERROR) above the submit button, announced at once. */
export function FormError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (typeof submitError !== 'string' || submitError === '' || dirtySinceLastSubmit) return null;
  return <Alert tone="error">{submitError}</Alert>;
}
