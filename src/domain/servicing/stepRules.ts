import type { ServicingRequestType } from '../../contract/enums';
import { BUYOUT_FUNDING_SOURCE, INSURED_INTEREST, LOAN_TYPE, TITLE_CHANGE_KIND, type ServicingStepKind } from '../../contract/servicing/enums';
import { PRODUCT_APPRAISAL_STEP } from '../../contract/servicing/product';
import { parseUsdInput, USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE } from '../money';
import { FIELD_REQUIRED_MESSAGE } from '../validation/address';
import type { FieldError } from '../formValidation';
import { validateEmail } from '../validation/email';
import { valuationOptionsFor } from './appraisal';
import { daysBetween, isIsoDay } from './settlement';

/*
 * The rules of each step screen (issue 11 §2), run by the form as the homeowner types and by the sandbox when the
 * step is submitted, so both say the same words. Errors are keyed by field path (`improvements[0].cost`).
 */

export const DATE_INVALID_MESSAGE = 'Enter a valid date.';
export const DATE_NOT_PAST_MESSAGE = 'Choose today or a later date.';
export const DATE_NOT_FUTURE_MESSAGE = 'Choose a date that is not in the future.';
export const BUYOUT_DATE_RANGE_MESSAGE = 'Choose a date within the next 12 months.';
export const CLOSING_AFTER_LISTING_MESSAGE = 'The expected closing date must be after the listing date.';
export const EXPIRATION_AFTER_EFFECTIVE_MESSAGE = 'The expiration date must be after the effective date.';
export const POLICY_EXPIRED_MESSAGE = 'This policy has expired; send us your current policy.';
export const CHOOSE_OPTION_MESSAGE = 'Choose one of the options.';
export const AUTHORIZE_VALUATION_MESSAGE = 'Authorize the valuation to continue.';
export const IMPROVEMENTS_NONE_MESSAGE = 'Add an improvement, or tick that you have none to claim.';
export const WIRE_CONFIRM_MESSAGE = 'Confirm that you checked the wire details by phone before sending money.';
export const NOT_NAMED_MESSAGE = 'We must be named on the policy as additional insured or mortgagee; ask your agent to add us.';
export const DESCRIBE_MORE_MESSAGE = 'Tell us a little more: at least 10 characters.';
export const textTooLongMessage = (max: number): string => `Keep this under ${max} characters.`;

/** Longest free text (characters) a step accepts. */
export const MAX_STEP_TEXT = 2000;
/** Longest short text (names, numbers) a step accepts. */
export const MAX_STEP_FIELD = 200;
/** Most improvements one adjustment may claim. */
export const MAX_IMPROVEMENTS = 20;

/** What the rules need besides the values: today's date (`yyyy-MM-dd`), the request type and the §5 phone rule. */
export interface StepContext {
  today: string;
  requestType: ServicingRequestType;
  /**
   * The §5 phone rule (undefined, or 'Telephone is required' / 'Enter 10 digits' / 'Enter a valid US number'), passed in
   * because its library's full metadata (~50 KB gzip) must stay out of these rules: the browser runs them on the step
   * page, whose first load would otherwise carry it for the two steps that ask for a phone. The sandbox passes domain
   * `validatePhone` (validation/phone); the browser the rule it loads lazily (client formErrors, kernel/forms/phoneRule).
   */
  validatePhone: (value: string | null | undefined) => FieldError;
}

/** Field path → message; empty when the step may be submitted. */
export type StepErrors = Record<string, string>;

type Values = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

class Checks {
  readonly errors: StepErrors = {};
  add(field: string, message: string | undefined): void {
    if (message && !(field in this.errors)) this.errors[field] = message;
  }
  required(v: Values, field: string, max = MAX_STEP_FIELD): string {
    const value = str(v[field]);
    if (value === '') this.add(field, FIELD_REQUIRED_MESSAGE);
    else if (value.length > max) this.add(field, textTooLongMessage(max));
    return value;
  }
  optional(v: Values, field: string, max = MAX_STEP_TEXT): void {
    if (str(v[field]).length > max) this.add(field, textTooLongMessage(max));
  }
  date(v: Values, field: string): string | null {
    const value = str(v[field]);
    if (value === '') return (this.add(field, FIELD_REQUIRED_MESSAGE), null);
    if (!isIsoDay(value)) return (this.add(field, DATE_INVALID_MESSAGE), null);
    return value;
  }
  usd(v: Values, field: string): number | null {
    const amount = parseUsdInput(v[field]);
    if (amount === undefined) return (this.add(field, USD_REQUIRED_MESSAGE), null);
    if (amount <= 0) return (this.add(field, USD_ABOVE_ZERO_MESSAGE), null);
    return amount;
  }
  oneOf(v: Values, field: string, allowed: readonly string[]): string {
    const value = str(v[field]);
    if (!allowed.includes(value)) this.add(field, value === '' ? FIELD_REQUIRED_MESSAGE : CHOOSE_OPTION_MESSAGE);
    return value;
  }
  notPast(field: string, date: string | null, today: string): void {
    if (date !== null && daysBetween(today, date) < 0) this.add(field, DATE_NOT_PAST_MESSAGE);
  }
  notFuture(field: string, date: string | null, today: string): void {
    if (date !== null && daysBetween(today, date) > 0) this.add(field, DATE_NOT_FUTURE_MESSAGE);
  }
}

type Rule = (v: Values, c: StepContext, k: Checks) => void;

const RULES: Readonly<Record<ServicingStepKind, Rule>> = {
  'buyout-request': (v, c, k) => {
    const date = k.date(v, 'intended_date');
    if (date !== null && (daysBetween(c.today, date) < 0 || daysBetween(c.today, date) > 366)) k.add('intended_date', BUYOUT_DATE_RANGE_MESSAGE);
    k.oneOf(v, 'funding_source', BUYOUT_FUNDING_SOURCE.values);
    k.optional(v, 'funding_notes');
  },
  [PRODUCT_APPRAISAL_STEP]: (v, c, k) => {
    k.oneOf(v, 'method', valuationOptionsFor(c.requestType).map((o) => o.method));
    if (v.authorized !== true) k.add('authorized', AUTHORIZE_VALUATION_MESSAGE);
  },
  'improvement-adjustment': (v, c, k) => {
    const list = Array.isArray(v.improvements) ? (v.improvements as Values[]) : [];
    if (v.none_to_claim === true) return;
    if (list.length === 0) return k.add('improvements', IMPROVEMENTS_NONE_MESSAGE);
    if (list.length > MAX_IMPROVEMENTS) return k.add('improvements', `Claim at most ${MAX_IMPROVEMENTS} improvements in one request.`);
    list.forEach((item, i) => {
      const row = typeof item === 'object' && item !== null ? item : {};
      const at = (f: string) => `improvements[${i}].${f}`;
      const description = str(row.description);
      if (description === '') k.add(at('description'), FIELD_REQUIRED_MESSAGE);
      else if (description.length > MAX_STEP_FIELD) k.add(at('description'), textTooLongMessage(MAX_STEP_FIELD));
      const cost = parseUsdInput(row.cost);
      if (cost === undefined) k.add(at('cost'), USD_REQUIRED_MESSAGE);
      else if (cost <= 0) k.add(at('cost'), USD_ABOVE_ZERO_MESSAGE);
      const done = str(row.completed_on);
      if (done === '') k.add(at('completed_on'), FIELD_REQUIRED_MESSAGE);
      else if (!isIsoDay(done)) k.add(at('completed_on'), DATE_INVALID_MESSAGE);
      else k.notFuture(at('completed_on'), done, c.today);
    });
  },
  'acknowledge-payoff-and-accept-wire-details': (v, _c, k) => {
    if (v.wire_confirmed_by_phone !== true) k.add('wire_confirmed_by_phone', WIRE_CONFIRM_MESSAGE);
  },
  'home-listing': (v, c, k) => {
    const listed = k.date(v, 'listing_date');
    k.usd(v, 'list_price');
    k.required(v, 'agent_name');
    k.add('agent_phone', c.validatePhone(str(v.agent_phone)));
    k.add('agent_email', validateEmail(str(v.agent_email)));
    const closing = k.date(v, 'expected_closing_date');
    k.notPast('expected_closing_date', closing, c.today);
    if (listed !== null && closing !== null && daysBetween(listed, closing) <= 0) k.add('expected_closing_date', CLOSING_AFTER_LISTING_MESSAGE);
  },
  'document-upload': (v, _c, k) => k.optional(v, 'note'),
  'third-party-lender-info': (v, c, k) => {
    k.required(v, 'lender_name');
    k.required(v, 'loan_officer_name');
    k.add('loan_officer_phone', c.validatePhone(str(v.loan_officer_phone)));
    k.add('loan_officer_email', validateEmail(str(v.loan_officer_email)));
    k.usd(v, 'loan_amount');
    k.oneOf(v, 'loan_type', LOAN_TYPE.values);
    k.notPast('expected_closing_date', k.date(v, 'expected_closing_date'), c.today);
  },
  'subordination-request': (v, c, k) => {
    k.notPast('requested_by', k.date(v, 'requested_by'), c.today);
    k.optional(v, 'note');
  },
  'name-of-trust': (v, c, k) => {
    const kind = k.oneOf(v, 'change_kind', TITLE_CHANGE_KIND.values);
    if (kind === 'transfer-to-trust') {
      k.required(v, 'trust_name');
      k.notFuture('trust_date', k.date(v, 'trust_date'), c.today);
      k.required(v, 'trustees', MAX_STEP_TEXT);
    } else if (kind === 'name-change') {
      k.required(v, 'new_legal_name');
    }
  },
  'other-change': (v, _c, k) => {
    const text = k.required(v, 'description', MAX_STEP_TEXT);
    if (text !== '' && text.length < 10) k.add('description', DESCRIBE_MORE_MESSAGE);
  },
  'hoi-upload': (v, _c, k) => k.optional(v, 'note'),
  'hoi-policy-details': (v, c, k) => {
    k.required(v, 'carrier');
    k.required(v, 'policy_number');
    k.usd(v, 'dwelling_coverage');
    const effective = k.date(v, 'effective_date');
    const expires = k.date(v, 'expiration_date');
    if (effective !== null && expires !== null && daysBetween(effective, expires) <= 0) k.add('expiration_date', EXPIRATION_AFTER_EFFECTIVE_MESSAGE);
    else if (expires !== null && daysBetween(c.today, expires) < 0) k.add('expiration_date', POLICY_EXPIRED_MESSAGE);
    const interest = k.oneOf(v, 'insured_interest', INSURED_INTEREST.values);
    if (interest === 'not-named') k.add('insured_interest', NOT_NAMED_MESSAGE);
  },
};

/**
 * Checks a step's values before it is submitted (issue 11 §2 step screens): field path → the §5-style message.
 * Pure given `context` (its `validatePhone` answers the two phone fields, `agent_phone` and `loan_officer_phone`); the
 * same call in the form and in the sandbox. Unknown fields are ignored here (the contract codec refuses them).
 */
export function validateStep(kind: ServicingStepKind, values: Record<string, unknown>, context: StepContext): StepErrors {
  const checks = new Checks();
  RULES[kind](values, context, checks);
  return checks.errors;
}

/** The message for a required document that is not uploaded yet. */
export const documentMissingMessage = (title: string): string => `Upload this document first: ${title}.`;
