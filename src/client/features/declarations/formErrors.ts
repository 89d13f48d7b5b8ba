import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorText, firstErrorMessage } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';
import { coOwnerRemoveFailed, coOwnerSaveFailed, declarationsSubmitFailed, spouseSaveFailed } from './actions';

const FAILURES = [coOwnerSaveFailed, spouseSaveFailed, coOwnerRemoveFailed, declarationsSubmitFailed] as const;

/** The §8 error of a declarations failure event, or undefined for any other outcome (success). */
export function failureOf(outcome: unknown): HttpError | undefined {
  for (const failure of FAILURES) if (failure.match(outcome)) return outcome.payload.error;
  return undefined;
}

/**
 * What a react-final-form `onSubmit` returns for an outcome (§8): undefined on success; on failure each server field
 * message at its field when the form has that field (`errors.email` → the email field), the rest as the form's error
 * (FORM_ERROR), or the §8 sentence when the server named no field. What was typed stays in the form.
 */
export function submissionErrorsOf(outcome: unknown, fields: readonly string[]): SubmissionErrors | undefined {
  const error = failureOf(outcome);
  if (!error) return undefined;
  const data = error.data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  const out: Record<string, string> = {};
  const unplaced: unknown[] = [];
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = firstErrorMessage(value);
      if (message === undefined) continue;
      if (fields.includes(field)) out[field] = message;
      else unplaced.push(message);
    }
  }
  const formMessage = firstErrorMessage(unplaced);
  if (formMessage !== undefined) out[FORM_ERROR] = formMessage;
  if (Object.keys(out).length === 0) out[FORM_ERROR] = errorText(error);
  return out;
}
