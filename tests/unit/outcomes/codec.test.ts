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

  it('is part of the Application: null, or the outcome', () => {
    expect(decodes(Application, application())).toBe(true);
    expect(decodes(Application, application({ stage: 'closed-lost', customer_stage: 'closed', closed_lost: { outcome: 'denied', reason: 'credit', denial_factors: [], ...decided } }))).toBe(true);
    const { closed_lost: _omitted, ...without } = application();
    expect(decodes(Application, without)).toBe(false);
  });
});
