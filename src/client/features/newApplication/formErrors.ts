import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { parseDisqualificationReason, UNABLE_TO_OFFER_COPY, UNABLE_TO_OFFER_SLUG_OF } from '../../../domain/disqualification';
import { errorText } from '../../../domain/errorText';
import { fieldMessagesOf, placeFieldMessages } from '../../kernel/forms/serverErrors';
import type { HttpError } from '../../kernel/http/types';

/** Shown when the address already has an application (§7 check-duplicated-address). */
export const DUPLICATE_ADDRESS_TEXT = 'There is already an application for this address, so we can’t start another one.';

/** Shown when the home is already under a signed service agreement on one of the person's applications (issue 12 §3). */
export const UNDER_AGREEMENT_TEXT = 'You already have an investment on this home, so there is no need to apply again. Your investment dashboard shows it.';

/** The address page's fields, named as the API names them under `property` / `property.address`. */
const FIELDS = ['street', 'unit_number', 'city', 'state', 'zip_code', 'property_type', 'property_usage', 'estimated_value'] as const;

/** The form field of an API error path (`property.address.zip_code` → `zip_code`), or null when the form has none. */
export function fieldOfPath(path: string): string | null {
  const last = path.split('.').pop() ?? '';
  return (FIELDS as readonly string[]).includes(last) ? last : null;
}

/**
 * A refused or failed new application as react-final-form submission errors: field errors of a 400 at their fields;
 * a §4 disqualification reason (`non_field_errors`, e.g. `home_value_too_high`) as the matching unable-to-offer title
 * and explanation; otherwise the §8 sentence form-wide. What was typed stays.
 */
export function newApplicationErrors(error: HttpError): SubmissionErrors {
  const messages = fieldMessagesOf(error);
  const reason = messages.map((m) => parseDisqualificationReason(m.message)).findLast((r) => r !== undefined);
  const { fields } = placeFieldMessages(
    messages.filter((m) => parseDisqualificationReason(m.message) === undefined),
    fieldOfPath,
  );
  if (reason !== undefined) {
    const copy = UNABLE_TO_OFFER_COPY[UNABLE_TO_OFFER_SLUG_OF[reason]];
    return { ...fields, [FORM_ERROR]: `${copy.title}. ${copy.explanation}` };
  }
  return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: errorText(error) };
}
