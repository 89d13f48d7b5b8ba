import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/actions';
import {
  wizardAdvanced, wizardAnalyticsKey, wizardAnalyticsRestored, wizardAnalyticsSent, wizardFormValuesMerged, wizardHistoryCleared,
  wizardHistoryReplaced, wizardIndexSet, wizardLienFlagsSet, wizardReset, wizardWentBack, type WizardFlow, type WizardIndex,
} from './actions';

/** Where the wizard slice is mounted: `state.wizard`. */
export const WIZARD_KEY = 'wizard';

/**
 * One wizard's state (§3 "Wizard state"): `stageHistory` (the current stage is the last), the position counters, the
 * lien flags and the working `formValues` (with liens).
 */
export interface WizardMachine {
  stageHistory: string[];
  formValues: Record<string, unknown>;
  currentCoOwnerIndex: number;
  currentDeclarationApplicantIndex: number;
  currentQuestionIndex: number;
  currentCoapplicantIndex: number;
  currentRetryApplicantIndex: number;
  currentLienIndex: number;
  additionalLiensSubmitted: boolean;
  finishedLiens: boolean;
  /**
   * §3 "sent analytics event lists": `wizardAnalyticsKey`s of the analytics calls this wizard made (issue 12 §2), so
   * none repeats after back/next or a reload. Kept by a wizard reset (it is about what left the browser, not the
   * answers); cleared when the session ends.
   */
  sentAnalyticsEvents: string[];
}

/** Both wizards. */
export type WizardState = Record<WizardFlow, WizardMachine>;

/** §3: the stage each wizard starts at ("declarations starts at declarations"). */
export const INITIAL_STAGE: Readonly<Record<WizardFlow, string>> = {
  qualification: 'authorize-credit',
  declarations: 'declarations',
};

/** A wizard's initial state: history at its first stage, every index 0, flags false, no values. */
export function initialWizardMachine(flow: WizardFlow): WizardMachine {
  return {
    stageHistory: [INITIAL_STAGE[flow]],
    formValues: {},
    currentCoOwnerIndex: 0,
    currentDeclarationApplicantIndex: 0,
    currentQuestionIndex: 0,
    currentCoapplicantIndex: 0,
    currentRetryApplicantIndex: 0,
    currentLienIndex: 0,
    additionalLiensSubmitted: false,
    finishedLiens: false,
    sentAnalyticsEvents: [],
  };
}

/** The initial state of both wizards. */
export const initialWizardState: WizardState = {
  qualification: initialWizardMachine('qualification'),
  declarations: initialWizardMachine('declarations'),
};

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
