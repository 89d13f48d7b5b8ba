import type { FieldError } from '../formValidation';

/** §5 email messages, verbatim (straight apostrophe in "can't", as in the spec). */
export const EMAIL_REQUIRED_MESSAGE = 'An email is required';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid email address';
export const EMAIL_SPACES_MESSAGE = "The email address can't include spaces";
export const CO_OWNER_EMAIL_DUPLICATE_MESSAGE =
  'The email address cannot be the same as any other co-owner or the applicant.';

/** §5: the test-account message for a site, e.g. `'@example-homeequity.test emails are not supported in production'`. */
export const testAccountEmailMessage = (site: string): string => `@${site} emails are not supported in production`;

/**
 * The provider's test-account email domain (§5 `{site}`). The spec does not name it; this project uses a
 * `.test` domain (reserved by RFC 2606, so it can never be a real customer's mailbox). The sandbox's demo
 * and ops accounts may use it outside production.
 */
export const TEST_ACCOUNT_EMAIL_SITE = 'example-homeequity.test';

/**
 * The "email pattern" of §5: the WHATWG `input[type=email]` pattern (what browsers check), tightened to
 * require a dot and a top-level domain of at least two letters, as a mailbox a lender writes to has one.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;

/** Options of {@link validateEmail}. */
export interface EmailRuleOptions {
  /** The test-account site (without '@'); default {@link TEST_ACCOUNT_EMAIL_SITE}. */
  site?: string;
  /** Apply the test-account rule ("…not supported in production"); default true. The sandbox passes false. */
  production?: boolean;
}

/**
 * §5 email rule, checked in this order: required → no spaces (any whitespace, leading/trailing included:
 * the value is not trimmed, so the person sees why it was refused) → pattern → not ending with `@{site}`
 * (case-insensitive, production only). Returns `undefined` when valid.
 */
export function validateEmail(value: string | null | undefined, options: EmailRuleOptions = {}): FieldError {
  const { site = TEST_ACCOUNT_EMAIL_SITE, production = true } = options;
  if (value === null || value === undefined || value.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  if (/\s/.test(value)) return EMAIL_SPACES_MESSAGE;
  if (!EMAIL_PATTERN.test(value)) return EMAIL_INVALID_MESSAGE;
  if (production && value.toLowerCase().endsWith(`@${site.toLowerCase()}`)) return testAccountEmailMessage(site);
  return undefined;
}

/** §5 "The lead email is lower-cased": trimmed and lower-cased, as sent in lead/sign-up payloads. */
export function normaliseLeadEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * §5 co-owner email rule: `email` must differ (case-insensitively, ignoring surrounding spaces) from the
 * applicant's and every other co-owner's email in `others` (missing ones are skipped). Pass the other
 * people only — not the co-owner's own saved value.
 */
export function validateCoOwnerEmailDistinct(
  email: string | null | undefined,
  others: readonly (string | null | undefined)[],
): FieldError {
  if (email === null || email === undefined || email.trim() === '') return undefined;
  const mine = normaliseLeadEmail(email);
  return others.some((o) => typeof o === 'string' && o.trim() !== '' && normaliseLeadEmail(o) === mine)
    ? CO_OWNER_EMAIL_DUPLICATE_MESSAGE
    : undefined;
}
