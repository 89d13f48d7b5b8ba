import type { Mortgage } from '../../../src/contract/sections';
import {
  isMortgageComplete,
  latestCreditPull,
  QUALIFICATION_STAGES,
  resumeHistory,
  resumeLienIndex,
  stageAfter,
  type ResumeFacts,
} from '../../../src/client/features/qualification/flow';
import { byCreatedAt } from '../../../src/client/kernel/api/queries';
import { creditTask } from './harness';

const M1 = '00000000-0000-4000-8000-000000000001' as Mortgage['id'];
const M2 = '00000000-0000-4000-8000-000000000002' as Mortgage['id'];
const full = (id: Mortgage['id']): Mortgage => ({ id, lender: 'First Bank', balance: 1000, monthly_payment: 100, mortgage_type: 'conventional' });

/** Nothing answered yet. */
const NOTHING: ResumeFacts = {
  consents: [],
  hasValidPhone: false,
  hasSsn: false,
  hasValidBirthDate: false,
  creditPull: { kind: 'none' },
  mortgages: {},
  qualificationCompletedAt: null,
};

const UP_TO_CREDIT: ResumeFacts = {
  ...NOTHING,
  consents: ['credit', 'telephone'],
  hasValidPhone: true,
  hasSsn: true,
  hasValidBirthDate: true,
  creditPull: { kind: 'finished', result: 'credit_report_received' },
};

const path = (...stages: string[]) => stages;
const A = 'authorize-credit';
const C = 'user-consent-statements';
const P = 'phone-request';
const S = 'ssn-request';
const W = 'wait-request';
const H = 'has-mortgages';
const L = 'mortgages';
const D = 'mortgage-details';
const X = 'completed';

describe('resumeHistory: where a returning person continues (§4 history replaced wholesale)', () => {
  it.each<[string, ResumeFacts, string[]]>([
    ['nothing on file', NOTHING, path(A)],
    ['one consent only', { ...NOTHING, consents: ['credit'] }, path(A, C)],
    ['the other person’s consents do not count (none here)', { ...NOTHING, consents: [] }, path(A)],
    ['both consents', { ...NOTHING, consents: ['credit', 'telephone'] }, path(A, C, P)],
    ['consents and a valid phone, no SSN: the phone is shown again', { ...NOTHING, consents: ['telephone', 'credit'], hasValidPhone: true }, path(A, C, P)],
    ['SSN on file but an invalid phone', { ...NOTHING, consents: ['credit', 'telephone'], hasSsn: true }, path(A, C, P)],
    ['phone and SSN, no birth date', { ...UP_TO_CREDIT, hasValidBirthDate: false, creditPull: { kind: 'none' } }, path(A, C, P, S)],
    ['identity done, no credit pull', { ...UP_TO_CREDIT, creditPull: { kind: 'none' } }, path(A, C, P, S, W)],
    ['credit pull running', { ...UP_TO_CREDIT, creditPull: { kind: 'running' } }, path(A, C, P, S, W)],
    ['credit frozen', { ...UP_TO_CREDIT, creditPull: { kind: 'finished', result: 'credit_frozen' } }, path(A, C, P, S, W)],
    ['credit error', { ...UP_TO_CREDIT, creditPull: { kind: 'finished', result: 'credit_error' } }, path(A, C, P, S, W)],
    ['report received', UP_TO_CREDIT, path(A, C, P, S, W, H)],
    ['answered No, not completed yet: Next once more', { ...UP_TO_CREDIT, mortgages: { has_mortgages: false } }, path(A, C, P, S, W, H)],
    ['answered Yes', { ...UP_TO_CREDIT, mortgages: { has_mortgages: true } }, path(A, C, P, S, W, H, L)],
    [
      'list chosen but not confirmed complete',
      { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [full(M1)], mortgages_verified: false } },
      path(A, C, P, S, W, H, L),
    ],
    ['confirmed but empty list', { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [], mortgages_verified: true } }, path(A, C, P, S, W, H, L)],
    [
      'list confirmed',
      { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [{ id: M1 }], mortgages_verified: true } },
      path(A, C, P, S, W, H, L, D),
    ],
    [
      'every detail given, not completed yet',
      { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [full(M1)], mortgages_verified: true } },
      path(A, C, P, S, W, H, L, D),
    ],
    [
      'completed with mortgages',
      { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [full(M1)], mortgages_verified: true }, qualificationCompletedAt: '2026-03-02T12:00:00Z' },
      path(A, C, P, S, W, H, L, D, X),
    ],
    ['completed without mortgages', { ...UP_TO_CREDIT, mortgages: { has_mortgages: false }, qualificationCompletedAt: '2026-03-02T12:00:00Z' }, path(A, C, P, S, W, H, X)],
    ['completed on the server, whatever else is known', { ...NOTHING, qualificationCompletedAt: '2026-03-02T12:00:00Z' }, path(A, C, P, S, W, H, X)],
  ])('%s → %j', (_label, facts, expected) => {
    expect(resumeHistory(facts)).toEqual(expected);
  });

  it('every resumed history starts at the first stage and follows the designed order', () => {
    const samples: ResumeFacts[] = [NOTHING, UP_TO_CREDIT, { ...UP_TO_CREDIT, mortgages: { has_mortgages: true, mortgages: [{ id: M1 }], mortgages_verified: true } }];
    for (const facts of samples) {
      const history = resumeHistory(facts);
      expect(history[0]).toBe(A);
      const positions = history.map((s) => QUALIFICATION_STAGES.indexOf(s));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

describe('resumeLienIndex: which mortgage to show (§3 currentLienIndex)', () => {
  it.each<[string, Mortgage[], number]>([
    ['none', [], 0],
    ['the first is missing details', [{ id: M1 }, full(M2)], 0],
    ['the second is missing details', [full(M1), { id: M2, lender: 'City' }], 1],
    ['all complete: the last one', [full(M1), full(M2)], 1],
  ])('%s → %i', (_label, mortgages, index) => {
    expect(resumeLienIndex({ mortgages })).toBe(index);
  });
});

describe('stageAfter: the designed order', () => {
  it.each([
    [A, {}, C],
    [C, {}, P],
    [P, {}, S],
    [S, {}, W],
    [W, {}, H],
    [H, { hasMortgages: true }, L],
    [H, { hasMortgages: false }, X],
    [L, {}, D],
    [D, {}, X],
    [X, {}, X],
  ] as const)('%s %j → %s', (stage, answers, next) => {
    expect(stageAfter(stage, answers)).toBe(next);
  });
});

describe('latestCreditPull: the newest credit-pull task (§3 sorted by created_at)', () => {
  it.each([
    ['no tasks', [], { kind: 'none' }],
    ['only other tasks', [{ ...creditTask('completed', 'x'), task_type: 'avm' }], { kind: 'none' }],
    ['pending', [creditTask('pending', null)], { kind: 'running' }],
    ['running', [creditTask('running', null)], { kind: 'running' }],
    ['received', [creditTask('completed', 'credit_report_received')], { kind: 'finished', result: 'credit_report_received' }],
    ['frozen', [creditTask('completed', 'credit_frozen')], { kind: 'finished', result: 'credit_frozen' }],
    ['failed task', [creditTask('failed', null)], { kind: 'finished', result: 'credit_error' }],
    ['unknown result', [creditTask('completed', 'credit_received')], { kind: 'finished', result: 'credit_error' }],
  ] as const)('%s', (_label, tasks, expected) => {
    expect(latestCreditPull(byCreatedAt(tasks))).toEqual(expected);
  });

  it('reads the newest by created_at, whatever order the server sent', () => {
    const older = creditTask('completed', 'credit_frozen', '2026-03-02T10:00:00.000Z');
    const newer = creditTask('running', null, '2026-03-02T11:00:00.000Z');
    expect(latestCreditPull(byCreatedAt([newer, older]))).toEqual({ kind: 'running' });
    expect(latestCreditPull(byCreatedAt([older]))).toEqual({ kind: 'finished', result: 'credit_frozen' });
  });
});

describe('isMortgageComplete', () => {
  it.each<[Partial<Mortgage>, boolean]>([
    [full(M1), true],
    [{ ...full(M1), lender: '  ' }, false],
    [{ ...full(M1), balance: undefined }, false],
    [{ ...full(M1), monthly_payment: undefined }, false],
    [{ ...full(M1), mortgage_type: undefined }, false],
    [{ ...full(M1), balance: 0 }, true],
  ])('%j → %s', (m, complete) => {
    expect(isMortgageComplete(m)).toBe(complete);
  });
});
