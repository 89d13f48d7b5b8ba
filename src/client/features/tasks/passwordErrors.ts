import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorText, firstErrorMessage } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';

/**
 * A failed password task (§2) as react-final-form submission errors: a 400 that names the password (too short, too
 * long) is shown at the New password field; anything else — an expired link token, a network failure (§8) — as the
 * form's error sentence. What the person typed stays in the form either way.
 */
export function passwordSubmissionErrors(error: HttpError): SubmissionErrors {
  const data = error.data;
  if (error.status === 400 && typeof data === 'object' && data !== null && 'errors' in data) {
    const errors = (data as { errors?: unknown }).errors;
    const atField = typeof errors === 'object' && errors !== null ? firstErrorMessage((errors as Record<string, unknown>).password) : undefined;
    if (atField !== undefined) return { password: atField };
  }
  return { [FORM_ERROR]: errorText(error) };
}
