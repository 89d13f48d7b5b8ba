import {
  CLOSED_LOST_OUTCOME,
  CUSTOMER_STAGE_PROGRESS,
  INTERNAL_STAGE,
  type CustomerStage,
  type InternalStage,
} from '../contract/enums';

/** §4 internal application stages, in order (the contract's enumeration). */
export const INTERNAL_STAGES: readonly InternalStage[] = INTERNAL_STAGE.values;

/** §4 closed-lost outcomes: an application that ends in `closed-lost` was denied or withdrawn. */
export const CLOSED_LOST_OUTCOMES: readonly ('denied' | 'withdrawn')[] = CLOSED_LOST_OUTCOME.values;
export type ClosedLostOutcome = (typeof CLOSED_LOST_OUTCOMES)[number];

const INTERNAL_INDEX: ReadonlyMap<string, number> = new Map(INTERNAL_STAGES.map((s, i) => [s, i]));

/** True when `s` is a §4 internal stage. */
export function isInternalStage(s: unknown): s is InternalStage {
  return typeof s === 'string' && INTERNAL_INDEX.has(s);
}

/** Position (0-based) of an internal stage in the §4 order. */
export function internalStageIndex(stage: InternalStage): number {
  return INTERNAL_INDEX.get(stage) ?? -1;
}

/** §4 "Stages can be compared by their position in this list": negative when a is earlier, 0 same, positive later. */
export function compareStages(a: InternalStage, b: InternalStage): number {
  return internalStageIndex(a) - internalStageIndex(b);
}

/** §4: true when `stage` is `reference` or later in the order (e.g. "has the IE been delivered?"). */
export function isStageAtOrAfter(stage: InternalStage, reference: InternalStage): boolean {
  return compareStages(stage, reference) >= 0;
}

/** §4: true when `stage` comes strictly before `reference`. */
export function isStageBefore(stage: InternalStage, reference: InternalStage): boolean {
  return compareStages(stage, reference) < 0;
}

/** §4: true for the two closed stages (closed-won, closed-lost). */
export function isClosedStage(stage: InternalStage): boolean {
  return stage === 'closed-won' || stage === 'closed-lost';
}

/** §4, issue 11: true when the application is funded (`closed-won`), so it has an investment and servicing requests. */
export function isFundedStage(stage: InternalStage): boolean {
  return stage === 'closed-won';
}

/** True when `o` is a §4 closed-lost outcome (denied, withdrawn). */
export function isClosedLostOutcome(o: unknown): o is ClosedLostOutcome {
  return typeof o === 'string' && (CLOSED_LOST_OUTCOMES as readonly string[]).includes(o);
}

/** §4 customer-facing stages in order of progress (1 … 20). */
export const CUSTOMER_STAGES: readonly CustomerStage[] = (Object.keys(CUSTOMER_STAGE_PROGRESS) as CustomerStage[]).sort(
  (a, b) => CUSTOMER_STAGE_PROGRESS[a] - CUSTOMER_STAGE_PROGRESS[b],
);

/** §4 progress value of a customer-facing stage: in-progress 1 … closed 20. */
export function customerStageProgress(stage: CustomerStage): number {
  return CUSTOMER_STAGE_PROGRESS[stage];
}

/** True when `s` is a §4 customer-facing stage. */
export function isCustomerStage(s: unknown): s is CustomerStage {
  return typeof s === 'string' && Object.prototype.hasOwnProperty.call(CUSTOMER_STAGE_PROGRESS, s);
}

/**
 * Which customer-facing stage an internal stage shows as. The spec does not give this mapping; this one
 * follows what the customer is waiting for, and never goes backwards (progress is non-decreasing along the
 * internal order), so a customer's progress bar only moves forward:
 *
 * | internal | customer |
 * |---|---|
 * | pending-qualification, pending-app-submit | in-progress (the customer is still filling in the application) |
 * | pending-doc-upload | submitted-for-review (submitted; supporting documents are being gathered) |
 * | pending-file-setup, pending-condl-approval-uw, pending-ie-delivery | under-review (file set up, conditional underwriting, Investment Estimate being prepared) |
 * | pending-intent-to-proceed | consent-to-proceed (the customer reviews the Investment Estimate and says go) |
 * | pending-order-outs, pending-3rd-party-receipts | ordering-title-and-appraisal (ordered, waiting for the reports) |
 * | pending-final-approval-uw, pending-final-approval-uam | reviewing-title-and-appraisal (final underwriting reads the reports) |
 * | pending-ics-delivery | preparing-closing-docs |
 * | pending-ics-signature, pending-doc-draw, pending-wire | approved (final approval given; closing statement, documents and wire being readied) |
 * | pending-signature | sign-closing-docs |
 * | pending-escrow-disbursement, pending-recording | distributing-funds |
 * | closed-won, closed-lost | closed (use the closed-lost outcome to tell a denial or withdrawal apart) |
 */
export const CUSTOMER_STAGE_OF: Readonly<Record<InternalStage, CustomerStage>> = {
  'pending-qualification': 'in-progress',
  'pending-app-submit': 'in-progress',
  'pending-doc-upload': 'submitted-for-review',
  'pending-file-setup': 'under-review',
  'pending-condl-approval-uw': 'under-review',
  'pending-ie-delivery': 'under-review',
  'pending-intent-to-proceed': 'consent-to-proceed',
  'pending-order-outs': 'ordering-title-and-appraisal',
  'pending-3rd-party-receipts': 'ordering-title-and-appraisal',
  'pending-final-approval-uw': 'reviewing-title-and-appraisal',
  'pending-final-approval-uam': 'reviewing-title-and-appraisal',
  'pending-ics-delivery': 'preparing-closing-docs',
  'pending-ics-signature': 'approved',
  'pending-doc-draw': 'approved',
  'pending-wire': 'approved',
  'pending-signature': 'sign-closing-docs',
  'pending-escrow-disbursement': 'distributing-funds',
  'pending-recording': 'distributing-funds',
  'closed-won': 'closed',
  'closed-lost': 'closed',
};

/** The customer-facing stage of an internal stage (see {@link CUSTOMER_STAGE_OF} for the mapping and why). */
export function customerStageOf(internal: InternalStage): CustomerStage {
  return CUSTOMER_STAGE_OF[internal];
}
