import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { fieldMessagesOf, formSentence, placeFieldMessages } from '../../kernel/forms/serverErrors';
import type { HttpError } from '../../kernel/http/types';

/**
 * A failed account change as react-final-form submission errors (§8): each field error of a 400 (`errors` keyed by
 * the API's field name) at the form field `fieldOf` names for it; a message for a field the form does not show goes
 * to the form-wide error, so nothing the server said is hidden. With no field error placed, the §8 sentence
 * (`errorText`) is shown — at `fallbackField` when given and the server refused the request (4xx; e.g. a wrong code
 * on a one-field form), else form-wide (network and server failures). What the person typed is never touched.
 */
export function submissionErrorsOf(
  error: HttpError,
  fieldOf: (apiField: string) => string | null,
  fallbackField?: string,
): SubmissionErrors {
  const { fields, unplaced } = placeFieldMessages(fieldMessagesOf(error), fieldOf);
  if (Object.keys(fields).length > 0) return unplaced.length > 0 ? { ...fields, [FORM_ERROR]: unplaced.join(' ') } : fields;
  const text = formSentence(error, unplaced);
  const refused = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  return fallbackField !== undefined && refused ? { [fallbackField]: text } : { [FORM_ERROR]: text };
}
