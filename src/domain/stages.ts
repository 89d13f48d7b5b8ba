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

/** Customer stages that carry a message (§4 "every stage except closed"). */
export type MessagedCustomerStage = Exclude<CustomerStage, 'closed'>;

/** §4 customer-stage messages (the spec does not show the text; these are this product's). */
export const CUSTOMER_STAGE_MESSAGES: Readonly<Record<MessagedCustomerStage, string>> = {
  'in-progress':
    'Your application is in progress. Finish the remaining steps and submit it when you are ready — we save your answers as you go.',
  'submitted-for-review':
    'Thanks for submitting your application! Upload any requested documents so our team can start reviewing it.',
  'under-review':
    'Our team is reviewing your application and documents. We will reach out if we need anything else from you.',
  'consent-to-proceed':
    'Your Investment Estimate is ready. Review it and let us know you would like to proceed.',
  'ordering-title-and-appraisal':
    'We are ordering the title report and the appraisal of your home. Your Home Equity Officer will help you schedule the appraisal visit.',
  'reviewing-title-and-appraisal':
    'The title report and appraisal are in, and we are reviewing them now. There is nothing you need to do at the moment.',
  'preparing-closing-docs':
    'We are preparing your closing documents. You will be able to review them here as soon as they are ready.',
  approved:
    'Good news — you are approved! We are getting your final documents and funding details ready for signing.',
  'sign-closing-docs':
    'Your closing documents are ready to sign. Sign them to move on to funding.',
  'distributing-funds':
    'You have signed your closing documents. We are now distributing your funds — this usually takes a few business days.',
};

/** §4: the message of a customer stage, or `undefined` for closed (it has none). */
export function customerStageMessage(stage: CustomerStage): string | undefined {
  return stage === 'closed' ? undefined : CUSTOMER_STAGE_MESSAGES[stage];
}

/** A suggested FAQ link (§2 "suggested FAQ links (ids and titles)"); `id` is the FAQ entry's slug. */
export interface FaqLink {
  readonly id: string;
  readonly title: string;
}

const faq = {
  whatIsHei: { id: 'what-is-a-home-equity-investment', title: 'What is a home equity investment?' },
  documents: { id: 'which-documents-do-i-need', title: 'Which documents do I need to provide?' },
  reviewTime: { id: 'how-long-does-the-review-take', title: 'How long does the review take?' },
  estimate: { id: 'what-is-the-investment-estimate', title: 'What is the Investment Estimate?' },
  appraisal: { id: 'how-does-the-appraisal-work', title: 'How does the home appraisal work?' },
  title: { id: 'what-is-a-title-report', title: 'What is a title report?' },
  closingDocs: { id: 'what-are-the-closing-documents', title: 'What are the closing documents?' },
  esign: { id: 'how-do-i-sign-electronically', title: 'How do I sign my documents electronically?' },
  funding: { id: 'when-will-i-receive-my-funds', title: 'When will I receive my funds?' },
  servicing: { id: 'how-do-i-manage-my-investment', title: 'How do I manage my investment after closing?' },
  buyout: { id: 'how-do-i-buy-out-the-investment', title: 'How do I buy out the investment?' },
} as const satisfies Record<string, FaqLink>;

/** §4 suggested FAQ links per customer stage (closed included: servicing questions). */
export const CUSTOMER_STAGE_FAQS: Readonly<Record<CustomerStage, readonly FaqLink[]>> = {
  'in-progress': [faq.whatIsHei, faq.documents],
  'submitted-for-review': [faq.documents, faq.reviewTime],
  'under-review': [faq.reviewTime, faq.estimate],
  'consent-to-proceed': [faq.estimate, faq.appraisal],
  'ordering-title-and-appraisal': [faq.appraisal, faq.title],
  'reviewing-title-and-appraisal': [faq.title, faq.appraisal],
  'preparing-closing-docs': [faq.closingDocs, faq.funding],
  approved: [faq.closingDocs, faq.esign],
  'sign-closing-docs': [faq.esign, faq.closingDocs],
  'distributing-funds': [faq.funding],
  closed: [faq.servicing, faq.buyout],
};

/** Every FAQ link used above, once each (the sandbox seeds FAQ entries with these ids). */
export const STAGE_FAQ_LINKS: readonly FaqLink[] = Object.values(faq);
