import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { parseDisqualificationReason, UNABLE_TO_OFFER_COPY, UNABLE_TO_OFFER_SLUG_OF } from '../../../domain/disqualification';
import { errorText } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';

/** Shown when the address already has an application (§7 check-duplicated-address). */
export const DUPLICATE_ADDRESS_TEXT = 'There is already an application for this address, so we can’t start another one.';

/** The address page's fields, named as the API names them under `property` / `property.address`. */
const FIELDS = ['street', 'unit_number', 'city', 'state', 'zip_code', 'property_type', 'property_usage', 'estimated_value'] as const;

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

function firstMessage(u: unknown): string | undefined {
  if (typeof u === 'string' && u.trim() !== '') return u;
  if (Array.isArray(u)) for (const m of u) if (typeof m === 'string' && m.trim() !== '') return m;
  return undefined;
}

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
  const out: Record<string, string> = {};
  let reasonText: string | null = null;
  if (error.status === 400 && isRecord(error.data) && isRecord(error.data.errors)) {
    for (const [path, messages] of Object.entries(error.data.errors)) {
      const reason = parseDisqualificationReason(firstMessage(messages));
      if (reason !== undefined) {
        const copy = UNABLE_TO_OFFER_COPY[UNABLE_TO_OFFER_SLUG_OF[reason]];
        reasonText = `${copy.title}. ${copy.explanation}`;
        continue;
      }
      const field = fieldOfPath(path);
      const message = firstMessage(messages);
      if (field !== null && message !== undefined && out[field] === undefined) out[field] = message;
    }
  }
  if (reasonText !== null) return { ...out, [FORM_ERROR]: reasonText };
  return Object.keys(out).length > 0 ? out : { [FORM_ERROR]: errorText(error) };
}
