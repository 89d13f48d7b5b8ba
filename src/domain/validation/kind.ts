import type { FieldErrorKind } from '../../contract/trackingPlan';
import { USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE } from '../money';
import { PASSWORD_MISMATCH_TEXT, PASSWORD_REQUIRED_TEXT, PASSWORD_TOO_SHORT_TEXT } from '../password';
import { FIELD_REQUIRED_MESSAGE, STREET_AT_SIGN_MESSAGE, ZIP_FORMAT_MESSAGE } from './address';
import {
  CO_OWNER_EMAIL_DUPLICATE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_SPACES_MESSAGE,
} from './email';
import {
  BIRTH_DATE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  SSN_INVALID_MESSAGE,
  SSN_LENGTH_MESSAGE,
  SSN_REQUIRED_MESSAGE,
} from './messages';

export type { FieldErrorKind } from '../../contract/trackingPlan';

/**
 * What each validation message a field shows means for analytics (§5 "Analytics events exist for: required field not
 * entered, incorrect format, incorrect value, unsupported/invalid … email"):
 * - required: nothing entered (§5 'This field is required', 'Telephone is required', 'An email is required', and the
 *   password and money fields' own "enter …" messages);
 * - format: entered in a shape the field does not take (zip digits, 10 digits, 9 SSN digits, an '@' in the street, a
 *   short password);
 * - value: well formed but not acceptable (not a real US number, an impossible SSN, an age outside 18–110, an email
 *   another co-owner uses, a $0 amount, a confirmation that differs);
 * - invalid_email: not an email address (pattern, spaces);
 * - unsupported_email: an address of the provider's test-account domain (§5 '@{site} emails are not supported…').
 */
// Pure: a module that only re-exports the validation barrel must not keep this table in its bundle.
const KIND_BY_MESSAGE: ReadonlyMap<string, FieldErrorKind> = /* @__PURE__ */ new Map<string, FieldErrorKind>([
  [FIELD_REQUIRED_MESSAGE, 'required'],
  [PHONE_REQUIRED_MESSAGE, 'required'],
  [EMAIL_REQUIRED_MESSAGE, 'required'],
  [PASSWORD_REQUIRED_TEXT, 'required'],
  [USD_REQUIRED_MESSAGE, 'required'],
  [SSN_REQUIRED_MESSAGE, 'required'],
  [ZIP_FORMAT_MESSAGE, 'format'],
  [PHONE_LENGTH_MESSAGE, 'format'],
  [STREET_AT_SIGN_MESSAGE, 'format'],
  [PASSWORD_TOO_SHORT_TEXT, 'format'],
  [SSN_LENGTH_MESSAGE, 'format'],
  [PHONE_INVALID_MESSAGE, 'value'],
  [BIRTH_DATE_MESSAGE, 'value'],
  [CO_OWNER_EMAIL_DUPLICATE_MESSAGE, 'value'],
  [USD_ABOVE_ZERO_MESSAGE, 'value'],
  [PASSWORD_MISMATCH_TEXT, 'value'],
  [SSN_INVALID_MESSAGE, 'value'],
  [EMAIL_INVALID_MESSAGE, 'invalid_email'],
  [EMAIL_SPACES_MESSAGE, 'invalid_email'],
]);

/** §5 test-account message for any site: `@{site} emails are not supported in production`. */
const UNSUPPORTED_EMAIL = /^@\S+ emails are not supported in production$/;

/**
 * The analytics kind of a validation message a field shows (§5), or null for a message that is not one of the
 * validation rules' (a blank message, a server's words, a page-specific sentence): those are never reported.
 * Pure; the message is matched exactly, never stored or sent.
 */
export function validationKindOf(message: string): FieldErrorKind | null {
  const kind = KIND_BY_MESSAGE.get(message);
  if (kind !== undefined) return kind;
  return UNSUPPORTED_EMAIL.test(message) ? 'unsupported_email' : null;
}
