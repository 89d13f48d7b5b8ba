import { FIELD_REQUIRED_MESSAGE } from '../../../../src/domain/validation/address';
import { USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE } from '../../../../src/domain/money';
import { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../../../../src/domain/validation/messages';
import { validatePhone } from '../../../../src/domain/validation/phone';
import {
  AUTHORIZE_VALUATION_MESSAGE, BUYOUT_DATE_RANGE_MESSAGE, CHOOSE_OPTION_MESSAGE, CLOSING_AFTER_LISTING_MESSAGE,
  DATE_INVALID_MESSAGE, DATE_NOT_FUTURE_MESSAGE, DESCRIBE_MORE_MESSAGE, EXPIRATION_AFTER_EFFECTIVE_MESSAGE,
  IMPROVEMENTS_NONE_MESSAGE, NOT_NAMED_MESSAGE, POLICY_EXPIRED_MESSAGE, validateStep, WIRE_CONFIRM_MESSAGE,
  type StepContext,
} from '../../../../src/domain/servicing';

// The sandbox's context: the domain §5 phone rule (the browser passes the one it loads lazily).
const ctx: StepContext = { today: '2026-11-25', requestType: 'owner-buyout', validatePhone };

describe('issue 11 §2: step screen rules (the words the form and the sandbox both say)', () => {
  it('buyout-request: a date within 12 months and a funding source', () => {
    expect(validateStep('buyout-request', {}, ctx)).toEqual({ intended_date: FIELD_REQUIRED_MESSAGE, funding_source: FIELD_REQUIRED_MESSAGE });
    expect(validateStep('buyout-request', { intended_date: '2026-02-30', funding_source: 'lottery' }, ctx))
      .toEqual({ intended_date: DATE_INVALID_MESSAGE, funding_source: CHOOSE_OPTION_MESSAGE });
    expect(validateStep('buyout-request', { intended_date: '2028-01-01', funding_source: 'savings' }, ctx)).toEqual({ intended_date: BUYOUT_DATE_RANGE_MESSAGE });
    expect(validateStep('buyout-request', { intended_date: '2027-01-15', funding_source: 'savings' }, ctx)).toEqual({});
  });

  it('authorize appraisal: an offered method and the authorization', () => {
    expect(validateStep('authorize-hei-appraisal', { method: 'sales-contract' }, ctx))
      .toEqual({ method: CHOOSE_OPTION_MESSAGE, authorized: AUTHORIZE_VALUATION_MESSAGE });
    expect(validateStep('authorize-hei-appraisal', { method: 'sales-contract', authorized: true }, { ...ctx, requestType: 'home-sale' })).toEqual({});
  });

  it('improvement-adjustment: rows with description, cost and a past date, or none to claim', () => {
    expect(validateStep('improvement-adjustment', {}, ctx)).toEqual({ improvements: IMPROVEMENTS_NONE_MESSAGE });
    expect(validateStep('improvement-adjustment', { none_to_claim: true }, ctx)).toEqual({});
    expect(validateStep('improvement-adjustment', {
      improvements: [{ description: 'New roof', cost: '18,500', completed_on: '2025-06-01' }, { description: ' ', cost: '0', completed_on: '2027-01-01' }],
    }, ctx)).toEqual({
      'improvements[1].description': FIELD_REQUIRED_MESSAGE,
      'improvements[1].cost': USD_ABOVE_ZERO_MESSAGE,
      'improvements[1].completed_on': DATE_NOT_FUTURE_MESSAGE,
    });
  });

  it('payoff step: the homeowner confirms the wire details by phone', () => {
    expect(validateStep('acknowledge-payoff-and-accept-wire-details', {}, ctx)).toEqual({ wire_confirmed_by_phone: WIRE_CONFIRM_MESSAGE });
    expect(validateStep('acknowledge-payoff-and-accept-wire-details', { wire_confirmed_by_phone: true }, ctx)).toEqual({});
  });

  it('home-listing: price, agent contact and a closing after the listing', () => {
    const errors = validateStep('home-listing', {
      listing_date: '2026-12-01', list_price: '', agent_name: 'Ana', agent_phone: '415 555', agent_email: 'ana@agency.com',
      expected_closing_date: '2026-11-30',
    }, ctx);
    expect(errors).toEqual({ list_price: USD_REQUIRED_MESSAGE, agent_phone: PHONE_LENGTH_MESSAGE, expected_closing_date: CLOSING_AFTER_LISTING_MESSAGE });
  });

  it('home-listing: an agent phone of 10 digits that is no US number gets the §5 message', () => {
    const listing = {
      listing_date: '2026-12-01', list_price: '950,000', agent_name: 'Ana', agent_phone: '(212) 555-0100', agent_email: 'ana@agency.com',
      expected_closing_date: '2027-01-15',
    };
    expect(validateStep('home-listing', listing, ctx)).toEqual({ agent_phone: PHONE_INVALID_MESSAGE });
    expect(validateStep('home-listing', { ...listing, agent_phone: '(212) 456-7890' }, ctx)).toEqual({});
    expect(validateStep('home-listing', { ...listing, agent_phone: '  ' }, ctx)).toEqual({ agent_phone: PHONE_REQUIRED_MESSAGE });
  });

  it('asks the phone rule it is given, with the trimmed answers, for the agent’s and the loan officer’s phone only', () => {
    const asked: Array<string | null | undefined> = [];
    const rule = (value: string | null | undefined) => {
      asked.push(value);
      return 'from the rule';
    };
    expect(validateStep('home-listing', { agent_phone: ' 212 ' }, { ...ctx, validatePhone: rule }).agent_phone).toBe('from the rule');
    expect(validateStep('third-party-lender-info', {}, { ...ctx, validatePhone: rule }).loan_officer_phone).toBe('from the rule');
    validateStep('buyout-request', {}, { ...ctx, validatePhone: rule });
    expect(asked).toEqual(['212', '']);
  });

  it('third-party-lender-info: every field of the new loan', () => {
    const errors = validateStep('third-party-lender-info', {}, ctx);
    expect(Object.keys(errors).sort()).toEqual([
      'expected_closing_date', 'lender_name', 'loan_amount', 'loan_officer_email', 'loan_officer_name', 'loan_officer_phone', 'loan_type',
    ]);
    expect(errors.loan_officer_phone).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validateStep('third-party-lender-info', { loan_officer_phone: '212-555-0100' }, ctx).loan_officer_phone).toBe(PHONE_INVALID_MESSAGE);
  });

  it('name-of-trust: trust details for a transfer, the new name for a name change', () => {
    expect(validateStep('name-of-trust', { change_kind: 'transfer-to-trust' }, ctx))
      .toEqual({ trust_name: FIELD_REQUIRED_MESSAGE, trust_date: FIELD_REQUIRED_MESSAGE, trustees: FIELD_REQUIRED_MESSAGE });
    expect(validateStep('name-of-trust', { change_kind: 'name-change' }, ctx)).toEqual({ new_legal_name: FIELD_REQUIRED_MESSAGE });
  });

  it('other-change: at least a sentence', () => {
    expect(validateStep('other-change', { description: 'Hi' }, ctx)).toEqual({ description: DESCRIBE_MORE_MESSAGE });
    expect(validateStep('other-change', { description: 'x'.repeat(2001) }, ctx)).toEqual({ description: 'Keep this under 2000 characters.' });
  });

  it('hoi-policy-details: a current policy naming the provider', () => {
    const base = { carrier: 'Acme', policy_number: 'P-1', dwelling_coverage: '450,000', effective_date: '2026-01-01', insured_interest: 'mortgagee' };
    expect(validateStep('hoi-policy-details', { ...base, expiration_date: '2026-11-24' }, ctx)).toEqual({ expiration_date: POLICY_EXPIRED_MESSAGE });
    expect(validateStep('hoi-policy-details', { ...base, expiration_date: '2025-12-31' }, ctx)).toEqual({ expiration_date: EXPIRATION_AFTER_EFFECTIVE_MESSAGE });
    expect(validateStep('hoi-policy-details', { ...base, expiration_date: '2027-01-01', insured_interest: 'not-named' }, ctx)).toEqual({ insured_interest: NOT_NAMED_MESSAGE });
    expect(validateStep('hoi-policy-details', { ...base, expiration_date: '2027-01-01' }, ctx)).toEqual({});
  });

  it('document steps ask nothing typed', () => {
    expect(validateStep('document-upload', {}, ctx)).toEqual({});
    expect(validateStep('hoi-upload', {}, ctx)).toEqual({});
  });
});
