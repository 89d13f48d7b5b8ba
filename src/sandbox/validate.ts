import type { Address } from '../contract';
import { validateAddress } from '../domain/validation/address';
import { validateBirthDate } from '../domain/validation/birthDate';
import { normaliseLeadEmail, validateEmail } from '../domain/validation/email';
import { stripPhoneFormatting, validatePhone } from '../domain/validation/phone';
import { HttpError, invalid } from './http/errors';

/** The largest draft revision stored (PostgreSQL `integer`): a client's revision counter never gets near it. */
export const MAX_DRAFT_REVISION = 2_147_483_647;

/**
 * Checks a draft's revision (application sections, servicing steps): a whole number from 1 to
 * {@link MAX_DRAFT_REVISION}; throws 400 `{ errors: { revision } }` otherwise (e.g. `1e300`, which would not fit the
 * column and must never reach the database).
 */
export function checkDraftRevision(revision: number): void {
  if (!Number.isSafeInteger(revision) || revision < 1 || revision > MAX_DRAFT_REVISION) {
    throw invalid({ revision: [`Must be a whole number from 1 to ${MAX_DRAFT_REVISION}`] });
  }
}

/**
 * Collects §5 field rules for one request body and throws 400 `{ detail, errors }` if any failed. The server
 * re-checks what the portal's forms check, with the same messages (src/domain), because a client can be bypassed.
 */
export class FieldChecks {
  private readonly errors: Record<string, string[]> = {};

  /** Adds `message` for `field` when it is a non-empty string. Blank (`''`) domain messages get a plain one. */
  add(field: string, message: string | undefined, blankFallback = 'Invalid value'): this {
    if (message !== undefined) (this.errors[field] ??= []).push(message === '' ? blankFallback : message);
    return this;
  }

  /** §5 email (the sandbox is not production, so test-account domains are allowed). */
  email(field: string, value: string): this {
    return this.add(field, validateEmail(value, { production: false }));
  }

  /** §5 phone: 10 digits, US area code, exchange not 555. */
  phone(field: string, value: string): this {
    return this.add(field, validatePhone(value));
  }

  /** Required text, at most `max` characters. */
  text(field: string, value: string, max = 100): this {
    if (value.trim() === '') return this.add(field, 'This field is required');
    return this.add(field, value.length > max ? `Ensure this field has no more than ${max} characters.` : undefined);
  }

  /** §5 address rules, reported as `<prefix>.street`, … */
  address(prefix: string, a: Address): this {
    for (const [k, m] of Object.entries(validateAddress(a))) this.add(`${prefix}.${k}`, m, 'Select a US state');
    return this;
  }

  /** §5 birth date (age 18 to under 110 on `today`), and the wire format yyyy-MM-dd. */
  birthDate(field: string, value: string, today: Date): this {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return this.add(field, 'Must be a date (yyyy-MM-dd)');
    return this.add(field, validateBirthDate(value, today));
  }

  /** True when a rule failed so far. */
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** A copy of the failures so far, `{ field: [message] }`. */
  found(): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.errors).map(([k, v]) => [k, [...v]]));
  }

  /** Throws 400 when any rule failed, with `detail` (default 'Invalid request'). */
  done(detail?: string): void {
    if (!this.failed) return;
    throw detail === undefined ? invalid(this.errors) : new HttpError(400, detail, this.errors);
  }
}

/** The email as stored and compared: trimmed, lower-case (§5 "The lead email is lower-cased"). */
export const normaliseEmail = normaliseLeadEmail;

/** A phone as stored: its 10 digits. Call after {@link FieldChecks.phone}. */
export const phoneDigits = (value: string): string => stripPhoneFormatting(value);

/** An address as stored: state upper-case, zip digits only, empty unit/county as null. */
export function normaliseAddress(a: Address): Address {
  const blankToNull = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  return {
    street: a.street.trim(),
    city: a.city.trim(),
    state: a.state.trim().toUpperCase(),
    unit_number: blankToNull(a.unit_number),
    zip_code: a.zip_code.trim().replace('-', ''),
    county: blankToNull(a.county),
  };
}
