import type { TrackName } from '../../../contract/trackingPlan';
import { wizardAnalyticsKey, type WizardFlow } from './actions';
import { INITIAL_STAGE, WIZARD_KEY, initialWizardMachine, type WizardMachine, type WizardState } from './state';

/** Root state that holds the wizard slice. */
export type WizardRootState = { [WIZARD_KEY]?: WizardState };

/** One wizard's state (its initial state when the slice is not mounted yet). */
export function selectWizard(state: WizardRootState, flow: WizardFlow): WizardMachine {
  return state[WIZARD_KEY]?.[flow] ?? initialWizardMachine(flow);
}

/** The stage a wizard shows: the last of its history; its first stage when the history is empty. */
export function selectCurrentStage(state: WizardRootState, flow: WizardFlow): string {
  const h = selectWizard(state, flow).stageHistory;
  return h[h.length - 1] ?? INITIAL_STAGE[flow];
}

/** Whether Back has somewhere to go (more than one stage in the history). */
export function selectCanGoBack(state: WizardRootState, flow: WizardFlow): boolean {
  return selectWizard(state, flow).stageHistory.length > 1;
}

/** §3 sent analytics lists: true when `flow` already made the analytics call `name` about `applicationId`. */
export function selectWizardAnalyticsSent(state: WizardRootState, flow: WizardFlow, name: TrackName, applicationId: string): boolean {
  return selectWizard(state, flow).sentAnalyticsEvents.includes(wizardAnalyticsKey(name, applicationId));
}
