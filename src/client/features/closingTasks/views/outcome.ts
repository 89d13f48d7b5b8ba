import type { SubmissionErrors } from 'final-form';
import { submissionErrorsOf } from '../../../kernel/forms/serverErrors';
import { closingWriteFailed } from '../actions';

/**
 * A closing write's outcome as react-final-form submission errors: nothing when it succeeded; else each field error of
 * a 400 at the field the form shows (`fields`), and the §8 sentence for the form (e.g. a 409's reason) above the button.
 */
export function outcomeErrors(outcome: unknown, fields: readonly string[] = []): SubmissionErrors | undefined {
  if (!closingWriteFailed.match(outcome)) return undefined;
  return submissionErrorsOf(outcome.payload.error, (path) => fields.includes(path));
}
