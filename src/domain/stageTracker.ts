import type { ClosedLostOutcome, CustomerStage } from '../contract/enums';
import { CUSTOMER_STAGE_LABELS } from './customerStageLabels';
import { OUTCOME_TITLES } from './outcomes/nextSteps';
import { CUSTOMER_STAGES, customerStageProgress } from './stages';

/**
 * A milestone's state (issue 12 §5): `done`, `current` (where the application is now), `upcoming` (still to come),
 * `stopped` (the last stage a closed-lost application reached: it did not finish it) and `outcome` (the denial or
 * withdrawal shown in place of "Closed").
 */
export type MilestoneState = 'done' | 'current' | 'upcoming' | 'stopped' | 'outcome';

/** One named milestone of the stage tracker. `key` is the customer stage, or the outcome for the last one. */
export interface Milestone {
  key: CustomerStage | ClosedLostOutcome;
  label: string;
  state: MilestoneState;
}

/** What the tracker needs of an application: its customer stage, and the closed-lost outcome when there is one. */
export interface TrackerInput {
  customerStage: CustomerStage;
  /** §4 closed-lost outcome and the last customer stage reached; null unless the application is closed-lost. */
  closedLost: { outcome: ClosedLostOutcome; stage_reached: CustomerStage } | null;
}

/**
 * The §4 customer-facing stages as named milestones (issue 12 §5), like borrower portals show them: the stages before
 * the current one done, the current one current, the rest still to come; a funded (closed) application has every
 * milestone done. A closed-lost application never claims success: the list stops at the last stage it reached
 * (`stopped`) and ends with the outcome ("Application denied" / "Application withdrawn") instead of "Closed".
 */
export function stageMilestones(input: TrackerInput): Milestone[] {
  const milestone = (stage: CustomerStage, state: MilestoneState): Milestone => ({ key: stage, label: CUSTOMER_STAGE_LABELS[stage], state });
  if (input.closedLost) {
    const reached = customerStageProgress(input.closedLost.stage_reached === 'closed' ? 'distributing-funds' : input.closedLost.stage_reached);
    const before = CUSTOMER_STAGES.filter((s) => customerStageProgress(s) <= reached);
    return [
      ...before.map((s) => milestone(s, customerStageProgress(s) === reached ? 'stopped' : 'done')),
      { key: input.closedLost.outcome, label: OUTCOME_TITLES[input.closedLost.outcome], state: 'outcome' },
    ];
  }
  const now = customerStageProgress(input.customerStage);
  if (input.customerStage === 'closed') return CUSTOMER_STAGES.map((s) => milestone(s, 'done'));
  return CUSTOMER_STAGES.map((s) => {
    const p = customerStageProgress(s);
    return milestone(s, p < now ? 'done' : p === now ? 'current' : 'upcoming');
  });
}

/** What a screen reader hears after each milestone's name (the state is never told by colour or icon alone). */
export const MILESTONE_STATE_TEXT: Readonly<Record<MilestoneState, string>> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not started',
  stopped: 'stopped here',
  outcome: 'outcome',
};
