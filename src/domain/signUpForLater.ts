import { stripPhoneFormatting } from './validation/phoneDigits';
import { normaliseLeadEmail } from './validation/email';
import type { AddressInput } from './validation/address';

/** §5 defaults used when the address (or a part of it) is missing, and for a missing FICO estimate. */
export const SIGN_UP_FOR_LATER_DEFAULTS = {
  estimated_fico: 0,
  city: 'unknown',
  state: 'NA',
  zip_code: 'unsupported',
} as const;

/** What the qualification flow knows when a person asks to be contacted later (§3 lead fields). */
export interface SignUpForLaterInput {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly estimated_fico?: number | null;
  readonly address?: AddressInput | null;
  readonly property_type?: string | null;
  readonly property_usage?: string | null;
  /** US dollars. */
  readonly estimated_value?: number | null;
  /** Why the person could not be offered now (a disqualification reason / unable-to-offer slug). */
  readonly denial_reason: string;
  readonly trusted_form_cert_url?: string | null;
}

/** §3 sign-up-for-later payload, exactly the spec's fields. */
export interface SignUpForLaterPayload {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  estimated_fico: number;
  property: {
    address: { unit_number: string; city: string; state: string; zip_code: string; street: string; county: string };
    property_type: string | null;
    property_usage: string | null;
    estimated_value: number | null;
  };
  denial_reason: string;
  trusted_form_cert_url: string | null;
}

function text(v: string | null | undefined): string {
  return typeof v === 'string' ? v.trim() : '';
}

function orDefault(v: string | null | undefined, fallback: string): string {
  const t = text(v);
  return t === '' ? fallback : t;
}

/**
 * Builds the §3 sign-up-for-later payload with the §5 defaults: a missing FICO estimate → 0; a missing
 * address — or a missing city/state/zip inside a partial one — → city 'unknown', state 'NA', zip_code
 * 'unsupported' (what the server expects for "not known"); street, unit_number, county → ''. The email is
 * lower-cased (§5 lead email) and the phone sent as digits only. Missing property fields → null.
 */
export function buildSignUpForLaterPayload(input: SignUpForLaterInput): SignUpForLaterPayload {
  const a = input.address ?? {};
  return {
    email: normaliseLeadEmail(input.email),
    first_name: text(input.first_name),
    last_name: text(input.last_name),
    phone: stripPhoneFormatting(input.phone),
    estimated_fico: input.estimated_fico ?? SIGN_UP_FOR_LATER_DEFAULTS.estimated_fico,
    property: {
      address: {
        unit_number: text(a.unit_number),
        city: orDefault(a.city, SIGN_UP_FOR_LATER_DEFAULTS.city),
        state: orDefault(a.state, SIGN_UP_FOR_LATER_DEFAULTS.state),
        zip_code: orDefault(a.zip_code, SIGN_UP_FOR_LATER_DEFAULTS.zip_code),
        street: text(a.street),
        county: text(a.county),
      },
      property_type: input.property_type ?? null,
      property_usage: input.property_usage ?? null,
      estimated_value: input.estimated_value ?? null,
    },
    denial_reason: input.denial_reason,
    trusted_form_cert_url: input.trusted_form_cert_url ?? null,
  };
}
