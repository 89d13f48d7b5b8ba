import type { UnknownAction } from '@reduxjs/toolkit';
import {
  initialWizardMachine,
  initialWizardState,
  selectCanGoBack,
  selectCurrentStage,
  selectWizard,
  wizardAdvanced,
  wizardFormValuesMerged,
  wizardHistoryCleared,
  wizardHistoryReplaced,
  wizardIndexSet,
  wizardLienFlagsSet,
  wizardReducer,
  wizardReset,
  wizardWentBack,
  type WizardIndex,
  type WizardMachine,
  type WizardState,
} from '../../../src/client/kernel/wizard';
import { sessionEnded } from '../../../src/client/kernel/session/actions';

/*
 * The kernel wizard stage machine (§3 "Wizard state", §4 wizard behaviour) as reducer tables: each row is a starting
 * history, the event folded, and the history (or field) an analyst would expect afterwards.
 */

const Q = 'qualification' as const;

/** Both wizards, with the qualification wizard's history set to `history` (everything else initial). */
function withHistory(history: string[], flow: 'qualification' | 'declarations' = Q): WizardState {
  return { ...initialWizardState, [flow]: { ...initialWizardMachine(flow), stageHistory: history } };
}

const fold = (state: WizardState | undefined, ...actions: UnknownAction[]): WizardState =>
  actions.reduce<WizardState>((s, a) => wizardReducer(s, a), state ?? wizardReducer(undefined, { type: '@@test/INIT' }));

const historyOf = (s: WizardState, flow: 'qualification' | 'declarations' = Q) => s[flow].stageHistory;

const INDEXES: readonly WizardIndex[] = [
  'currentCoOwnerIndex',
  'currentDeclarationApplicantIndex',
  'currentQuestionIndex',
  'currentCoapplicantIndex',
  'currentRetryApplicantIndex',
  'currentLienIndex',
];

describe('wizard initial state (§3)', () => {
  it.each([
    ['qualification', ['authorize-credit']],
    ['declarations', ['declarations']],
  ] as const)('%s starts with the history %j', (flow, history) => {
    expect(historyOf(fold(undefined), flow)).toEqual(history);
  });

  it.each(INDEXES.flatMap((index) => (['qualification', 'declarations'] as const).map((flow) => [flow, index] as const)))(
    '%s %s starts at 0',
    (flow, index) => {
      expect(fold(undefined)[flow][index]).toBe(0);
    },
  );

  it.each(['qualification', 'declarations'] as const)('%s starts with no form values and both lien flags false', (flow) => {
    expect(fold(undefined)[flow]).toMatchObject({ formValues: {}, additionalLiensSubmitted: false, finishedLiens: false });
  });
});

describe('next pushes a stage (§4)', () => {
  it.each([
    [['authorize-credit'], 'user-consent-statements', ['authorize-credit', 'user-consent-statements']],
    [['authorize-credit', 'user-consent-statements'], 'phone-request', ['authorize-credit', 'user-consent-statements', 'phone-request']],
    [[], 'authorize-credit', ['authorize-credit']],
    // The same stage twice in a row is one step (a double click on Next must not need two Backs).
    [['authorize-credit', 'phone-request'], 'phone-request', ['authorize-credit', 'phone-request']],
    // A stage visited earlier can be visited again (history, not a set).
    [['authorize-credit', 'phone-request', 'ssn-request'], 'phone-request', ['authorize-credit', 'phone-request', 'ssn-request', 'phone-request']],
  ])('%j + next(%s) → %j', (history, stage, expected) => {
    expect(historyOf(fold(withHistory(history), wizardAdvanced({ flow: Q, stage })))).toEqual(expected);
  });
});

describe('back pops a stage, never below the first (§4)', () => {
  it.each([
    [['authorize-credit', 'user-consent-statements', 'phone-request'], ['authorize-credit', 'user-consent-statements']],
    [['authorize-credit', 'user-consent-statements'], ['authorize-credit']],
    [['authorize-credit'], ['authorize-credit']],
    [[], []],
  ])('%j + back → %j', (history, expected) => {
    expect(historyOf(fold(withHistory(history), wizardWentBack({ flow: Q })))).toEqual(expected);
  });

  it('three backs from the third stage stop at the first', () => {
    const s = fold(withHistory(['a', 'b', 'c']), wizardWentBack({ flow: Q }), wizardWentBack({ flow: Q }), wizardWentBack({ flow: Q }));
    expect(historyOf(s)).toEqual(['a']);
  });
});

describe('replace, clear and reset (§4)', () => {
  it.each([
    [['authorize-credit'], ['authorize-credit', 'user-consent-statements', 'phone-request']],
    [['authorize-credit', 'phone-request', 'ssn-request'], ['authorize-credit']],
    [['authorize-credit', 'phone-request'], []],
  ])('%j replaced wholesale by %j', (history, replacement) => {
    const s = fold(withHistory(history), wizardHistoryReplaced({ flow: Q, history: replacement }));
    expect(historyOf(s)).toEqual(replacement);
  });

  it('a replaced history is a copy: changing the event payload afterwards changes nothing', () => {
    const replacement = ['authorize-credit', 'phone-request'];
    const s = fold(undefined, wizardHistoryReplaced({ flow: Q, history: replacement }));
    replacement.push('ssn-request');
    expect(historyOf(s)).toEqual(['authorize-credit', 'phone-request']);
  });

  it.each([[['authorize-credit']], [['authorize-credit', 'phone-request', 'ssn-request']], [[]]])('%j cleared → empty history', (history) => {
    expect(historyOf(fold(withHistory(history), wizardHistoryCleared({ flow: Q })))).toEqual([]);
  });

  it('a full reset returns the initial state of that wizard, whatever happened before', () => {
    const busy = fold(
      undefined,
      wizardAdvanced({ flow: Q, stage: 'phone-request' }),
      wizardIndexSet({ flow: Q, index: 'currentLienIndex', value: 2 }),
      wizardLienFlagsSet({ flow: Q, finishedLiens: true }),
      wizardFormValuesMerged({ flow: Q, values: { has_mortgages: true } }),
    );
    expect(fold(busy, wizardReset({ flow: Q })).qualification).toEqual(initialWizardMachine('qualification'));
  });

  it('a reset of one wizard leaves the other as it was', () => {
    const s = fold(undefined, wizardAdvanced({ flow: 'declarations', stage: 'marital-status' }), wizardReset({ flow: Q }));
    expect(historyOf(s, 'declarations')).toEqual(['declarations', 'marital-status']);
  });

  it('both wizards go back to their initial state when the session ends (§4 logout)', () => {
    const s = fold(
      undefined,
      wizardAdvanced({ flow: Q, stage: 'phone-request' }),
      wizardAdvanced({ flow: 'declarations', stage: 'marital-status' }),
      wizardIndexSet({ flow: 'declarations', index: 'currentDeclarationApplicantIndex', value: 1 }),
      sessionEnded({ reason: 'logout' }),
    );
    expect(s).toEqual(initialWizardState);
  });
});

describe('indices (§3)', () => {
  it.each(INDEXES.map((index) => [index, 3] as const))('%s set to %i', (index, value) => {
    const s = fold(undefined, wizardIndexSet({ flow: Q, index, value }));
    expect(s.qualification[index]).toBe(value);
    // Only that counter moved.
    for (const other of INDEXES.filter((i) => i !== index)) expect(s.qualification[other]).toBe(0);
  });

  it.each([
    ['a negative value', -1],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
  ])('%s is ignored', (_label, value) => {
    const s = fold(undefined, wizardIndexSet({ flow: Q, index: 'currentLienIndex', value: 2 }), wizardIndexSet({ flow: Q, index: 'currentLienIndex', value }));
    expect(s.qualification.currentLienIndex).toBe(2);
  });

  it('an index of one wizard does not move the other', () => {
    const s = fold(undefined, wizardIndexSet({ flow: 'declarations', index: 'currentLienIndex', value: 4 }));
    expect(s.qualification.currentLienIndex).toBe(0);
    expect(s.declarations.currentLienIndex).toBe(4);
  });

  it('moving through the history keeps the indices (going back to a mortgage keeps which one)', () => {
    const s = fold(
      undefined,
      wizardIndexSet({ flow: Q, index: 'currentLienIndex', value: 1 }),
      wizardAdvanced({ flow: Q, stage: 'completed' }),
      wizardWentBack({ flow: Q }),
    );
    expect(s.qualification.currentLienIndex).toBe(1);
  });
});

describe('lien flags and form values (§3)', () => {
  it.each([
    [{ additionalLiensSubmitted: true }, { additionalLiensSubmitted: true, finishedLiens: false }],
    [{ finishedLiens: true }, { additionalLiensSubmitted: false, finishedLiens: true }],
    [{ additionalLiensSubmitted: true, finishedLiens: true }, { additionalLiensSubmitted: true, finishedLiens: true }],
    [{}, { additionalLiensSubmitted: false, finishedLiens: false }],
  ])('set %j → %j', (flags, expected) => {
    expect(fold(undefined, wizardLienFlagsSet({ flow: Q, ...flags })).qualification).toMatchObject(expected);
  });

  it('a flag set back to false is false', () => {
    const s = fold(undefined, wizardLienFlagsSet({ flow: Q, finishedLiens: true }), wizardLienFlagsSet({ flow: Q, finishedLiens: false }));
    expect(s.qualification.finishedLiens).toBe(false);
  });

  it.each([
    [{}, { a: 1 }, { a: 1 }],
    [{ a: 1 }, { b: 2 }, { a: 1, b: 2 }],
    [{ a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    [{ liens: [{ id: 'x' }] }, { liens: [] }, { liens: [] }],
  ])('form values %j merged with %j → %j', (before, merged, expected) => {
    const s = fold(undefined, wizardFormValuesMerged({ flow: Q, values: before }), wizardFormValuesMerged({ flow: Q, values: merged }));
    expect(s.qualification.formValues).toEqual(expected);
  });
});

describe('wizard selectors', () => {
  const root = (w: WizardState | undefined) => (w === undefined ? {} : { wizard: w });

  it.each([
    ['an unmounted slice', undefined, 'authorize-credit', false],
    ['the first stage', withHistory(['authorize-credit']), 'authorize-credit', false],
    ['a later stage', withHistory(['authorize-credit', 'phone-request']), 'phone-request', true],
    ['an empty history', withHistory([]), 'authorize-credit', false],
  ] as const)('%s: current %s, can go back %s', (_label, state, current, canGoBack) => {
    expect(selectCurrentStage(root(state), Q)).toBe(current);
    expect(selectCanGoBack(root(state), Q)).toBe(canGoBack);
  });

  it('selectWizard gives the initial machine when the slice is not mounted', () => {
    const machine: WizardMachine = selectWizard({}, 'declarations');
    expect(machine).toEqual(initialWizardMachine('declarations'));
  });
});
