import type { DenialFactor, DenialReason, WithdrawnReason } from '../../contract';

/**
 * A closed-lost decision (§4 closed-lost outcomes): a denial with its reason and factors, or a withdrawal with its
 * reason. A plain shape with no behaviour, so the demo data and the config can name it without importing the code
 * that closes an application (outcomes/close.ts, which needs the services).
 */
export type ClosedLostDecision =
  | { outcome: 'denied'; reason: DenialReason; denial_factors: readonly DenialFactor[] }
  | { outcome: 'withdrawn'; reason: WithdrawnReason };
