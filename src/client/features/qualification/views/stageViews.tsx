import type { WizardStage } from '../../../../contract/sectionEnums';
import { preloadable, type Preloadable } from '../../../kernel/react';
import { stageAfter } from '../flow';

/** What every stage view is given (a stage reads the props it needs: authorize-credit has no Back, only mortgage-details a lien). */
export type StageProps = { applicationId: string; onBack: () => void; lienIndex: number };

/*
 * Each stage in a chunk of its own (issue 14 §2: ≤ 150 KB first load on the qualification page): the page loads the
 * stage the server's answers put the person on, behind the same "Loading your answers…" line, and then the stages
 * that can follow it, so answering one never waits for the next one's code.
 */
const STAGES: Readonly<Record<WizardStage, Preloadable<StageProps>>> = {
  'authorize-credit': preloadable(() => import('./stages/AuthorizeCreditStage').then((m) => m.AuthorizeCreditStage)),
  'user-consent-statements': preloadable(() => import('./stages/ConsentStage').then((m) => m.ConsentStage)),
  'phone-request': preloadable(() => import('./stages/PhoneStage').then((m) => m.PhoneStage)),
  'ssn-request': preloadable(() => import('./stages/SsnStage').then((m) => m.SsnStage)),
  'wait-request': preloadable(() => import('./stages/WaitStage').then((m) => m.WaitStage)),
  'has-mortgages': preloadable(() => import('./stages/HasMortgagesStage').then((m) => m.HasMortgagesStage)),
  mortgages: preloadable(() => import('./stages/MortgageListStage').then((m) => m.MortgageListStage)),
  'mortgage-details': preloadable(() => import('./stages/MortgageDetailsStage').then((m) => m.MortgageDetailsStage)),
  completed: preloadable(() => import('./stages/CompletedStage').then((m) => m.CompletedStage)),
};

/** Loads the code of `stage` ahead of its first render; rejects when its chunk cannot be fetched. */
export function preloadStage(stage: WizardStage): Promise<void> {
  return STAGES[stage].preload();
}

/**
 * Loads the code of the stages that can come after `stage` (both branches of has-mortgages), ignoring a failed fetch:
 * that stage's own render fetches again, and the route's error page (with its reload link) shows if that fails too.
 */
export function preloadStagesAfter(stage: WizardStage): void {
  const next = new Set([stageAfter(stage, { hasMortgages: true }), stageAfter(stage, { hasMortgages: false })]);
  next.delete(stage);
  for (const s of next) preloadStage(s).catch(() => undefined);
}

/** The view of `stage`: rendered at once once its code is here, otherwise suspending until it is. */
export function StageView({ stage, ...props }: StageProps & { stage: WizardStage }) {
  const Stage = STAGES[stage];
  return <Stage {...props} />;
}
