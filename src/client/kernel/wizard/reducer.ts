import { createEventReducer } from '../eventReducer';
import { sessionEnded } from '../session/actions';
import {
  wizardAdvanced, wizardAnalyticsKey, wizardAnalyticsRestored, wizardAnalyticsSent, wizardFormValuesMerged, wizardHistoryCleared,
  wizardHistoryReplaced, wizardIndexSet, wizardLienFlagsSet, wizardReset, wizardWentBack, type WizardFlow, type WizardIndex,
} from './actions';
import { initialWizardMachine, initialWizardState, type WizardMachine, type WizardState } from './state';

export {
  INITIAL_STAGE, WIZARD_KEY, initialWizardMachine, initialWizardState, type WizardMachine, type WizardState,
} from './state';

const INDEXES: readonly WizardIndex[] = [
  'currentCoOwnerIndex', 'currentDeclarationApplicantIndex', 'currentQuestionIndex', 'currentCoapplicantIndex',
  'currentRetryApplicantIndex', 'currentLienIndex',
];

/** `state` with wizard `flow`'s machine changed by `change` (plain immutable updates). */
const withMachine = (state: WizardState, flow: WizardFlow, change: (m: WizardMachine) => WizardMachine): WizardState => ({
  ...state,
  [flow]: change(state[flow]),
});

/**
 * Folds the wizard events (§4 wizard behaviour). Logout (session ended) resets both wizards (§4). Plain immutable
 * updates (kernel/eventReducer), not `createReducer`: immer and the toolkit were ≈ 4.8 KB gzip of the qualification and
 * declarations pages' first loads, which wait for this module.
 */
export const wizardReducer = createEventReducer<WizardState>(initialWizardState, (on) => [
  on(wizardAdvanced, (s, { payload }) =>
    withMachine(s, payload.flow, (m) => (m.stageHistory[m.stageHistory.length - 1] === payload.stage ? m : { ...m, stageHistory: [...m.stageHistory, payload.stage] })),
  ),
  on(wizardWentBack, (s, { payload }) => withMachine(s, payload.flow, (m) => (m.stageHistory.length > 1 ? { ...m, stageHistory: m.stageHistory.slice(0, -1) } : m))),
  on(wizardHistoryReplaced, (s, { payload }) => withMachine(s, payload.flow, (m) => ({ ...m, stageHistory: [...payload.history] }))),
  on(wizardHistoryCleared, (s, { payload }) => withMachine(s, payload.flow, (m) => ({ ...m, stageHistory: [] }))),
  on(wizardReset, (s, { payload }) =>
    withMachine(s, payload.flow, (m) => ({ ...initialWizardMachine(payload.flow), sentAnalyticsEvents: m.sentAnalyticsEvents })),
  ),
  on(wizardAnalyticsSent, (s, { payload }) => {
    const key = wizardAnalyticsKey(payload.name, payload.applicationId);
    return withMachine(s, payload.flow, (m) => (m.sentAnalyticsEvents.includes(key) ? m : { ...m, sentAnalyticsEvents: [...m.sentAnalyticsEvents, key] }));
  }),
  on(wizardAnalyticsRestored, (s, { payload }) =>
    (['qualification', 'declarations'] as const).reduce(
      (state, flow) => withMachine(state, flow, (m) => ({ ...m, sentAnalyticsEvents: [...new Set([...m.sentAnalyticsEvents, ...(payload.sent[flow] ?? [])])] })),
      s,
    ),
  ),
  on(wizardIndexSet, (s, { payload }) =>
    INDEXES.includes(payload.index) && Number.isInteger(payload.value) && payload.value >= 0
      ? withMachine(s, payload.flow, (m) => ({ ...m, [payload.index]: payload.value }))
      : s,
  ),
  on(wizardLienFlagsSet, (s, { payload }) =>
    withMachine(s, payload.flow, (m) => ({
      ...m,
      ...(payload.additionalLiensSubmitted !== undefined ? { additionalLiensSubmitted: payload.additionalLiensSubmitted } : {}),
      ...(payload.finishedLiens !== undefined ? { finishedLiens: payload.finishedLiens } : {}),
    })),
  ),
  on(wizardFormValuesMerged, (s, { payload }) => withMachine(s, payload.flow, (m) => ({ ...m, formValues: { ...m.formValues, ...payload.values } }))),
  on(sessionEnded, () => initialWizardState),
]);
