import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { fieldMessagesOf, formSentence, placeFieldMessages } from '../../kernel/forms/serverErrors';
import type { HttpError } from '../../kernel/http/types';

/**
 * A failed save or submit as react-final-form submission errors: each field error of a 400 (`errors` keyed by the
 * value path, e.g. `mortgages.0.lender`) at its field, and the §8 sentence for the whole form (the server's `detail`,
 * or errorText for network and other failures). `isField(path)` says which paths this form shows at a field; the
 * messages of other paths are added to the form-wide error so nothing the server said is hidden.
 */
export function submissionErrorsOf(error: HttpError, isField: (path: string) => boolean): SubmissionErrors {
  const { fields, unplaced } = placeFieldMessages(fieldMessagesOf(error), (path) => (isField(path) ? path : null));
  return { ...fields, [FORM_ERROR]: formSentence(error, unplaced) };
}
