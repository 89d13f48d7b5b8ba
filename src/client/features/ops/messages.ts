import { errorText } from '../../../domain/errorText';
import { PASSWORD_REQUIRED_TEXT } from '../../../domain/password';
import { EMAIL_REQUIRED_MESSAGE } from '../../../domain/validation/email';
import type { HttpError } from '../../kernel/http/types';

/** What every disabled control of the read-only view is described by (§6), shown once in the banner. */
export const READ_ONLY_EXPLANATION = 'Read-only view: you can see everything the customer sees, but nothing you do here changes their application.';

/** The one answer to a refused staff sign-in: wrong email or password, and customers' credentials alike (no probing). */
export const OPS_BAD_CREDENTIALS_TEXT = 'Wrong email or password.';

/**
 * The sentence a failed staff sign-in shows: 400/401 (bad credentials, a customer's account) → {@link
 * OPS_BAD_CREDENTIALS_TEXT}; anything else (rate limit, network…) → the §8 error text.
 */
export function opsSignInErrorText(error: HttpError): string {
  return error.status === 400 || error.status === 401 ? OPS_BAD_CREDENTIALS_TEXT : errorText(error);
}

/** Staff sign-in email left empty (§5 'An email is required'). */
export const validateOpsEmail = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? undefined : EMAIL_REQUIRED_MESSAGE);

/** Staff sign-in password left empty. */
export const validateOpsPassword = (value: string | undefined): string | undefined => (value ? undefined : PASSWORD_REQUIRED_TEXT);
