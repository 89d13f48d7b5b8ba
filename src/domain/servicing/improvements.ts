import { parseUsdInput } from '../money';

/** What an improvement-adjustment step holds: its status and saved values (contract ServicingStep). */
export interface ImprovementClaimStep {
  status: string;
  values: Record<string, unknown>;
}

/**
 * The improvement amount accepted for a payoff (whole USD; issue 11 §2 "improvement adjustment"): the sum of the
 * costs claimed on a completed improvement-adjustment step, taken as the value the improvements added. 0 when the
 * request has no such step, it is not completed, or the homeowner ticked that they have none to claim. Costs that do
 * not parse count 0 (the step rules refuse them before a step can be completed).
 */
export function acceptedImprovementsUsd(step: ImprovementClaimStep | undefined): number {
  if (step?.status !== 'completed' || step.values.none_to_claim === true || !Array.isArray(step.values.improvements)) return 0;
  return (step.values.improvements as { cost?: unknown }[]).reduce((sum, i) => sum + (parseUsdInput(i.cost) ?? 0), 0);
}
