import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorText } from '../../../domain/errorText';
import { fieldMessagesOf, placeFieldMessages, sameNames } from '../../kernel/forms/serverErrors';
import type { HttpError } from '../../kernel/http/types';

/**
 * A failed password task (§2) as react-final-form submission errors: a 400 that names the password (too short, too
 * long) is shown at the New password field; anything else — an expired link token, a network failure (§8) — as the
 * form's error sentence. What the person typed stays in the form either way.
 */
export function passwordSubmissionErrors(error: HttpError): SubmissionErrors {
  const { fields } = placeFieldMessages(fieldMessagesOf(error), sameNames('password'));
  return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: errorText(error) };
}
