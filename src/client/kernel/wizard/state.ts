import type { WizardFlow } from './actions';

/*
 * The wizard slice's shape, keys and initial state, apart from its reducer (./reducer), which a page that only reads the
 * wizard does not need.
 */

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
