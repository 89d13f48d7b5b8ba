import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from '../codec';
import { CustomerStage } from '../enums';
import { CreditDisclosure } from './creditDisclosure';
import { DenialFactor, DenialReason, WithdrawnReason } from './enums';

/** No denial factors: a withdrawal has none (the customer or the provider stopped it, nothing was decided against it). */
const NoDenialFactors = t.refinement(t.array(DenialFactor), (a) => a.length === 0, 'NoDenialFactors');

/**
 * §4 closed-lost outcome of a denied application (issue 12 §1): the reason (a §4 denied reason or further reason
 * code), the detailed denial factors (may be empty), when it was decided, and the last customer-facing stage the
 * application reached before it closed (what the stage tracker stops at). `credit_disclosure` is the adverse-action
 * content of a denial based in whole or in part on the signed-in person's credit report (docs/api.md), null (or, from
 * a server that predates it, absent) otherwise; the page then shows the decision without it.
 */
export const ClosedLostDenied = closed('ClosedLostDenied', {
  outcome: t.literal('denied'),
  reason: DenialReason,
  denial_factors: t.array(DenialFactor),
  decided_at: IsoDateTime,
  stage_reached: CustomerStage,
}, { credit_disclosure: nullable(CreditDisclosure) });
export type ClosedLostDenied = t.TypeOf<typeof ClosedLostDenied>;

/** §4 closed-lost outcome of a withdrawn application: a §4 withdrawn reason, no denial factors, no credit disclosure. */
export const ClosedLostWithdrawn = closed('ClosedLostWithdrawn', {
  outcome: t.literal('withdrawn'),
  reason: WithdrawnReason,
  denial_factors: NoDenialFactors,
  decided_at: IsoDateTime,
  stage_reached: CustomerStage,
}, { credit_disclosure: t.null });
export type ClosedLostWithdrawn = t.TypeOf<typeof ClosedLostWithdrawn>;

/**
 * The Application's `closed_lost` (issue 12 §1): non-null exactly when its stage is closed-lost; `outcome` tells a
 * denial from a withdrawal (§4 closed-lost outcomes) and decides which reasons are allowed.
 */
export const ClosedLost = t.union([ClosedLostDenied, ClosedLostWithdrawn], 'ClosedLost');
export type ClosedLost = t.TypeOf<typeof ClosedLost>;
