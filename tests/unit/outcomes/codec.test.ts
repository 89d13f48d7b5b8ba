import { isRight } from 'fp-ts/Either';
import { Application, ClosedLost } from '../../../src/contract';
import { application } from '../app/fixtures';

const decided = { decided_at: '2026-03-04T10:00:00.000Z', stage_reached: 'under-review' } as const;
const decodes = (codec: { decode: (u: unknown) => unknown }, value: unknown) => isRight(codec.decode(value) as never);

describe('the closed-lost outcome codec (issue 12 §1)', () => {
  it('takes a denial for a §4 denied reason or a further reason code, with or without denial factors', () => {
    expect(decodes(ClosedLost, { outcome: 'denied', reason: 'credit', denial_factors: ['fico-under-500'], ...decided })).toBe(true);
    expect(decodes(ClosedLost, { outcome: 'denied', reason: 'unacceptable-property-type', denial_factors: [], ...decided })).toBe(true);
  });

  it('takes a withdrawal for a §4 withdrawn reason, never with denial factors or a denied reason', () => {
    expect(decodes(ClosedLost, { outcome: 'withdrawn', reason: 'duplicate', denial_factors: [], ...decided })).toBe(true);
    expect(decodes(ClosedLost, { outcome: 'withdrawn', reason: 'duplicate', denial_factors: ['credit'], ...decided })).toBe(false);
    expect(decodes(ClosedLost, { outcome: 'withdrawn', reason: 'credit', denial_factors: [], ...decided })).toBe(false);
  });

  it('refuses unknown codes and extra fields (a malformed answer is an error, not a blank page)', () => {
    expect(decodes(ClosedLost, { outcome: 'denied', reason: 'bad-luck', denial_factors: [], ...decided })).toBe(false);
    expect(decodes(ClosedLost, { outcome: 'denied', reason: 'credit', denial_factors: ['shoe-size'], ...decided })).toBe(false);
    expect(decodes(ClosedLost, { outcome: 'denied', reason: 'credit', denial_factors: [], note: 'x', ...decided })).toBe(false);
  });

  describe('the credit disclosure of a denial (FCRA §615(a))', () => {
    const disclosure = {
      bureau: { name: 'Experian', address: 'P.O. Box 4500, Allen, TX 75013', phone: '(888) 397-3742', website: 'https://www.experian.com' },
      score: 487,
      score_range: { min: 300, max: 850 },
      pulled_at: '2026-02-01T09:00:00.000Z',
      key_factors: ['A payment was 90 days late', 'Balances are high compared with limits'],
    };
    const denied = (credit_disclosure?: unknown) => ({
      outcome: 'denied', reason: 'credit', denial_factors: ['fico-under-500'], ...decided,
      ...(credit_disclosure !== undefined && { credit_disclosure }),
    });

    it('takes a denial with the disclosure, with null, and without the field (a server that predates it)', () => {
      const decoded = ClosedLost.decode(denied(disclosure));
      expect(isRight(decoded) && decoded.right.outcome === 'denied' && decoded.right.credit_disclosure).toEqual(disclosure);
      expect(decodes(ClosedLost, denied(null))).toBe(true);
      expect(decodes(ClosedLost, denied())).toBe(true);
      expect(decodes(ClosedLost, denied({ ...disclosure, key_factors: [] }))).toBe(true);
    });

    it('refuses a disclosure that is incomplete, inconsistent or carries more than four key factors', () => {
      const { bureau: _bureau, ...noBureau } = disclosure;
      expect(decodes(ClosedLost, denied(noBureau))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, bureau: { ...disclosure.bureau, phone: '' } }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, bureau: { ...disclosure.bureau, website: 'javascript:alert(1)' } }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, score: 900 }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, score: 487.5 }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, score_range: { min: 850, max: 300 } }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, pulled_at: 'yesterday' }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, key_factors: ['a', 'b', 'c', 'd', 'e'] }))).toBe(false);
      expect(decodes(ClosedLost, denied({ ...disclosure, ssn: '123456789' }))).toBe(false);
    });

    it('a withdrawal never carries one: null or absent only', () => {
      const withdrawn = { outcome: 'withdrawn', reason: 'duplicate', denial_factors: [], ...decided };
      expect(decodes(ClosedLost, { ...withdrawn, credit_disclosure: null })).toBe(true);
      expect(decodes(ClosedLost, { ...withdrawn, credit_disclosure: disclosure })).toBe(false);
    });
  });

  it('is part of the Application: null, or the outcome', () => {
    expect(decodes(Application, application())).toBe(true);
    expect(decodes(Application, application({ stage: 'closed-lost', customer_stage: 'closed', closed_lost: { outcome: 'denied', reason: 'credit', denial_factors: [], ...decided } }))).toBe(true);
    const { closed_lost: _omitted, ...without } = application();
    expect(decodes(Application, without)).toBe(false);
  });
});
