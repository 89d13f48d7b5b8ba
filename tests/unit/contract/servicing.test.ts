import { isRight } from 'fp-ts/lib/Either';
import { PayoffStatement, ServicingRequest, ServicingStep } from '../../../src/contract/servicing';

const step = {
  uuid: '3f1e6a0c-1d2b-4c3d-8e9f-0a1b2c3d4e5f', kind: 'buyout-request', position: 1, status: 'pending', actor: 'customer',
  asks: 'When?', due_date: null, revision: 2, values: { intended_date: '2027-01-15', funding_source: 'savings' }, submitted_at: null,
};

describe('issue 11 §1: servicing codecs at the HTTP boundary', () => {
  it('decodes a step whose values fit its kind', () => {
    expect(isRight(ServicingStep.decode(step))).toBe(true);
  });

  it('refuses a step whose saved values belong to another kind or carry unknown fields', () => {
    expect(isRight(ServicingStep.decode({ ...step, values: { carrier: 'Acme' } }))).toBe(false);
    expect(isRight(ServicingStep.decode({ ...step, values: { intended_date: 20270115 } }))).toBe(false);
    expect(isRight(ServicingStep.decode({ ...step, kind: 'not-a-step' }))).toBe(false);
  });

  it('refuses a request with an unknown status or extra field (closed codecs)', () => {
    const request = {
      uuid: step.uuid, application_uuid: step.uuid, request_type: 'owner-buyout', category: 'buyout-docs', status: 'pending',
      needs_approval: false, approval_status: null, reason: null, next_actor: 'customer', created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z', steps: [step], history: [],
    };
    expect(isRight(ServicingRequest.decode(request))).toBe(true);
    expect(isRight(ServicingRequest.decode({ ...request, status: 'approved' }))).toBe(false);
    expect(isRight(ServicingRequest.decode({ ...request, secret: 1 }))).toBe(false);
  });

  it('keeps payoff amounts in whole cents', () => {
    const payoff = {
      uuid: step.uuid, request_uuid: step.uuid, amount_cents: 8_840_000, per_diem_cents: 1211, good_through: '2026-12-25',
      issued_at: '2026-11-25T10:00:00.000Z', acknowledged_at: null, expired: false, wire_instructions: null,
      computation: { valuation_method: 'full-appraisal', home_value: 500000, equity_share_percent: 17.5, investment_amount: 60000, lines: [], explanation: 'x' },
    };
    expect(isRight(PayoffStatement.decode(payoff))).toBe(true);
    expect(isRight(PayoffStatement.decode({ ...payoff, amount_cents: 88400.5 }))).toBe(false);
    expect(isRight(PayoffStatement.decode({ ...payoff, amount_cents: -1 }))).toBe(false);
  });
});
