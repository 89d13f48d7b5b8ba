import type { TrackName } from '../../../contract/trackingPlan';
import { defineEvent } from '../actions';

/** The two wizards of §3 "Wizard state": the qualification wizard and the declarations wizard. */
export type WizardFlow = 'qualification' | 'declarations';

/** The position counters of §3 wizard state (all start at 0). */
export type WizardIndex =
  | 'currentCoOwnerIndex'
  | 'currentDeclarationApplicantIndex'
  | 'currentQuestionIndex'
  | 'currentCoapplicantIndex'
  | 'currentRetryApplicantIndex'
  | 'currentLienIndex';

/*
 * Wizard events (§4 wizard behaviour). Feature epics decide where a wizard goes (from the answers) and emit these;
 * the kernel reducer only folds them, so the stage machine is the same for both wizards.
 */

/** §4 "Next pushes a stage onto the history". */
export const wizardAdvanced = defineEvent<{ flow: WizardFlow; stage: string }>('wizard/advanced');
/** §4 "back removes the last stage" (never below the first stage). */
export const wizardWentBack = defineEvent<{ flow: WizardFlow }>('wizard/wentBack');
/** §4 "The history can be replaced wholesale" (e.g. resuming where the person left off). */
export const wizardHistoryReplaced = defineEvent<{ flow: WizardFlow; history: string[] }>('wizard/historyReplaced');
/** §4 "... or reset to empty". */
export const wizardHistoryCleared = defineEvent<{ flow: WizardFlow }>('wizard/historyCleared');
/** §4 "a full reset returns the initial state". */
export const wizardReset = defineEvent<{ flow: WizardFlow }>('wizard/reset');
/** One of the §3 position counters was set (e.g. the next applicant's declarations, the next lien). */
export const wizardIndexSet = defineEvent<{ flow: WizardFlow; index: WizardIndex; value: number }>('wizard/indexSet');
/** §3 `additionalLiensSubmitted` / `finishedLiens` flags changed. */
export const wizardLienFlagsSet = defineEvent<{ flow: WizardFlow; additionalLiensSubmitted?: boolean; finishedLiens?: boolean }>(
  'wizard/lienFlagsSet',
);
/** §3 `formValues`: the wizard's working answers (never an SSN: that is sent and forgotten). Merged shallowly. */
export const wizardFormValuesMerged = defineEvent<{ flow: WizardFlow; values: Record<string, unknown> }>('wizard/formValuesMerged');

/**
 * §3 "sent analytics event lists": the wizard's analytics call `name` about `applicationId` was made. The analytics
 * layer derives the call from this event (docs/analytics.md), and the wizard remembers it (stored with the wizard state
 * in session storage) so going back and forward, or a reload, never sends it twice. A feature emits it only when
 * {@link wizardAnalyticsKey} is not yet in the wizard's list (`selectWizardAnalyticsSent`).
 */
export const wizardAnalyticsSent = defineEvent<{ flow: WizardFlow; name: TrackName; applicationId: string }>('wizard/analyticsSent');

/** The wizards' sent analytics lists read back from session storage when the wizard module starts (after a reload). */
export const wizardAnalyticsRestored = defineEvent<{ sent: Record<WizardFlow, string[]> }>('wizard/analyticsRestored');

/** The entry of a sent analytics call in a wizard's list: `<track name>|<applicationId>`. */
export function wizardAnalyticsKey(name: TrackName, applicationId: string): string {
  return `${name}|${applicationId}`;
}
