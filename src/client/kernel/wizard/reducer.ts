import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/actions';
import {
  wizardAdvanced, wizardAnalyticsKey, wizardAnalyticsRestored, wizardAnalyticsSent, wizardFormValuesMerged, wizardHistoryCleared,
  wizardHistoryReplaced, wizardIndexSet, wizardLienFlagsSet, wizardReset, wizardWentBack, type WizardIndex,
} from './actions';
import { initialWizardMachine, initialWizardState } from './state';

export {
  INITIAL_STAGE, WIZARD_KEY, initialWizardMachine, initialWizardState, type WizardMachine, type WizardState,
} from './state';

const INDEXES: readonly WizardIndex[] = [
  'currentCoOwnerIndex', 'currentDeclarationApplicantIndex', 'currentQuestionIndex', 'currentCoapplicantIndex',
  'currentRetryApplicantIndex', 'currentLienIndex',
];

/** Folds the wizard events (§4 wizard behaviour). Logout (session ended) resets both wizards (§4). */
export const wizardReducer = createReducer(initialWizardState, (b) => {
  b.addCase(wizardAdvanced, (s, { payload }) => {
    const h = s[payload.flow].stageHistory;
    if (h[h.length - 1] !== payload.stage) h.push(payload.stage);
  })
    .addCase(wizardWentBack, (s, { payload }) => {
      const h = s[payload.flow].stageHistory;
      if (h.length > 1) h.pop();
    })
    .addCase(wizardHistoryReplaced, (s, { payload }) => {
      s[payload.flow].stageHistory = [...payload.history];
    })
    .addCase(wizardHistoryCleared, (s, { payload }) => {
      s[payload.flow].stageHistory = [];
    })
    .addCase(wizardReset, (s, { payload }) => {
      s[payload.flow] = { ...initialWizardMachine(payload.flow), sentAnalyticsEvents: s[payload.flow].sentAnalyticsEvents };
    })
    .addCase(wizardAnalyticsSent, (s, { payload }) => {
      const key = wizardAnalyticsKey(payload.name, payload.applicationId);
      if (!s[payload.flow].sentAnalyticsEvents.includes(key)) s[payload.flow].sentAnalyticsEvents.push(key);
    })
    .addCase(wizardAnalyticsRestored, (s, { payload }) => {
      for (const flow of ['qualification', 'declarations'] as const) {
        const merged = new Set([...s[flow].sentAnalyticsEvents, ...(payload.sent[flow] ?? [])]);
        s[flow].sentAnalyticsEvents = [...merged];
      }
    })
    .addCase(wizardIndexSet, (s, { payload }) => {
      if (INDEXES.includes(payload.index) && Number.isInteger(payload.value) && payload.value >= 0) {
        s[payload.flow][payload.index] = payload.value;
      }
    })
    .addCase(wizardLienFlagsSet, (s, { payload }) => {
      if (payload.additionalLiensSubmitted !== undefined) s[payload.flow].additionalLiensSubmitted = payload.additionalLiensSubmitted;
      if (payload.finishedLiens !== undefined) s[payload.flow].finishedLiens = payload.finishedLiens;
    })
    .addCase(wizardFormValuesMerged, (s, { payload }) => {
      s[payload.flow].formValues = { ...s[payload.flow].formValues, ...payload.values };
    })
    .addCase(sessionEnded, () => initialWizardState);
});
