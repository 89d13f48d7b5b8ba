import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorText } from '../../../../domain/errorText';
import { FUNNEL_FAILURES } from '../actions';

/**
 * What a react-final-form `onSubmit` returns for a command's outcome event: undefined on success; on a `…Failed`
 * event the §8 error text, at `field` when given (e.g. the code field), else form-wide (FORM_ERROR). Typed values stay.
 */
export function submissionErrorsOf(outcome: unknown, field?: string): SubmissionErrors | undefined {
  for (const failure of FUNNEL_FAILURES) {
    if (failure.match(outcome)) return { [field ?? FORM_ERROR]: errorText(outcome.payload.error) };
  }
  return undefined;
}
