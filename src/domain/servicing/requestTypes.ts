import type { DocumentType } from '../../contract/documentEnums';
import type { ServicingRequestType } from '../../contract/enums';
import type { ServicingDocumentCategory, ServicingStepKind, ServicingTaskType } from '../../contract/servicing/enums';
import { PRODUCT_APPRAISAL_STEP, PRODUCT_REFI_DOCS, PRODUCT_REFINANCE, PRODUCT_SHORT_LABEL } from '../../contract/servicing/product';

/**
 * One thing a request asks for (a servicing task): a document to upload on one of its steps, or — for
 * `servicing--payoff-request` — the payoff statement the provider prepares (no document). `task_type` is a §3
 * servicing task type, or the document type itself for a plain document-upload task. `required` documents must be
 * uploaded before their step can be submitted.
 */
export interface DocumentNeed {
  task_type: ServicingTaskType | DocumentType;
  document_type: DocumentType | null;
  step: ServicingStepKind;
  required: boolean;
  /** The task's title as the homeowner reads it. */
  title: string;
}

/** How one §3 request type works (designed): its steps in order, documents, category, approval, labels and help. */
export interface RequestTypeInfo {
  label: string;
  /** The one plain sentence on its catalogue card. */
  sentence: string;
  help: string;
  steps: readonly ServicingStepKind[];
  documents: readonly DocumentNeed[];
  category: ServicingDocumentCategory;
  /** A servicing manager must approve it after the homeowner submits its last step (§4 approval status). */
  needsApproval: boolean;
  /** Completing it settles the investment (the back office's "mark settled"). */
  settles: boolean;
  /** Starting it hands the homeowner to another flow at once (recorded `transferred`, §4 request status). */
  transfers: boolean;
}

const need = (step: ServicingStepKind, task_type: DocumentNeed['task_type'], document_type: DocumentType | null, title: string, required = true): DocumentNeed =>
  ({ step, task_type, document_type, title, required });

const payoff = need('acknowledge-payoff-and-accept-wire-details', 'servicing--payoff-request', null, 'Payoff statement from us');
const improvements = [
  need('improvement-adjustment', 'servicing--improvement-adjustment', 'improvement-receipts', 'Improvement receipts', false),
  need('improvement-adjustment', 'improvement-photos-before', 'improvement-photos-before', 'Photos before the improvements', false),
  need('improvement-adjustment', 'improvement-photos-after', 'improvement-photos-after', 'Photos after the improvements', false),
] as const;
const policy = (documentType: DocumentType, title: string) => [need('hoi-upload', 'property--home-owners-insurance', documentType, title)];

const base = { needsApproval: false, settles: false, transfers: false } as const;

/**
 * The servicing table (issue 11 §1): for each of the 10 §3 request types, the ordered step kinds, the documents it
 * asks for, its §3 servicing document category, whether a manager approves it, and what customers read. The client's
 * catalogue, request page, tasks and documents pages and the sandbox's handlers all read this one table.
 */
export const SERVICING_REQUESTS: Readonly<Record<ServicingRequestType, RequestTypeInfo>> = {
  'start-new-application': {
    ...base, transfers: true,
    label: 'Start a new application',
    sentence: 'Get an investment on another home you own.',
    help: 'You continue in the application for the other property; this request keeps a record of it here.',
    steps: ['other-change'], documents: [], category: 'other-docs',
  },
  'owner-buyout': {
    ...base, settles: true,
    label: 'Buy out the investment',
    sentence: 'Settle the investment and keep your home, paying from savings or a refinance.',
    help: 'We value your home, credit your improvements, and send a payoff statement. Buyouts usually take 30 to 45 days.',
    steps: ['buyout-request', 'improvement-adjustment', PRODUCT_APPRAISAL_STEP, 'acknowledge-payoff-and-accept-wire-details'],
    documents: [need('buyout-request', 'mortgage-statement', 'mortgage-statement', 'Your latest mortgage statement', false), ...improvements, payoff],
    category: 'buyout-docs',
  },
  'home-sale': {
    ...base, settles: true,
    label: 'Sell your home',
    sentence: 'Tell us you are selling so the investment is settled from the sale at closing.',
    help: 'We use your signed sales contract to value the home and send the payoff statement to you and your title company.',
    steps: ['home-listing', 'improvement-adjustment', PRODUCT_APPRAISAL_STEP, 'document-upload', 'acknowledge-payoff-and-accept-wire-details'],
    documents: [need('document-upload', 'purchase-agreement', 'purchase-agreement', 'Signed purchase agreement'), ...improvements, payoff],
    category: 'home-sale-docs',
  },
  'mortgage-refinance': {
    ...base, needsApproval: true,
    label: 'Refinance your mortgage',
    sentence: 'Refinance the mortgage ahead of the investment; we subordinate to your new loan.',
    help: 'A servicing manager reviews every subordination. Allow 10 business days after we have your lender’s request.',
    steps: ['third-party-lender-info', 'subordination-request', 'document-upload'],
    documents: [
      need('subordination-request', 'subordination-request', 'subordination-request', 'Your lender’s subordination request'),
      need('document-upload', 'mortgage-information', 'mortgage-information', 'New loan terms (loan estimate or commitment)'),
      need('document-upload', 'title-lien-release', 'title-lien-release', 'Lien release of the loan being paid off', false),
    ],
    category: 'subordination-docs',
  },
  [PRODUCT_REFINANCE]: {
    ...base, settles: true,
    label: `Refinance your ${PRODUCT_SHORT_LABEL}`,
    sentence: 'Settle the investment with a new loan from another lender.',
    help: 'Your new lender pays the payoff amount at closing. We send the payoff statement to them and to you.',
    steps: ['third-party-lender-info', PRODUCT_APPRAISAL_STEP, 'document-upload', 'acknowledge-payoff-and-accept-wire-details'],
    documents: [
      need('document-upload', 'mortgage-statement', 'mortgage-statement', 'Your latest mortgage statement'),
      need('document-upload', 'payoff-statement', 'payoff-statement', 'Payoff statement of any other loan being paid off', false),
      payoff,
    ],
    category: PRODUCT_REFI_DOCS,
  },
  'name-change-or-transfer-to-trust': {
    ...base,
    label: 'Change your name or move your home into a trust',
    sentence: 'Update the names on the investment after a name change or a transfer to a trust.',
    help: 'We update the recorded investment documents once we have proof of the change.',
    steps: ['name-of-trust', 'document-upload'],
    documents: [
      need('document-upload', 'servicing--proof-of-transfer-to-trust', 'trust-agreement', 'Proof of transfer to trust', false),
      need('document-upload', 'proof-of-name-change', 'proof-of-name-change', 'Proof of name change', false),
      need('document-upload', 'marriage-certificate', 'marriage-certificate', 'Marriage certificate, if your name changed by marriage', false),
    ],
    category: 'servicing',
  },
  'other-change': {
    ...base,
    label: 'Something else',
    sentence: 'Ask for any other change to your investment.',
    help: 'Your Transaction Specialist reads every request and replies within two business days.',
    steps: ['other-change'],
    documents: [need('other-change', 'other-generic', 'other-generic', 'Supporting documents', false)],
    category: 'other-docs',
  },
  'hoi-update': {
    ...base,
    label: 'Update homeowners insurance',
    sentence: 'Send us your new or renewed homeowners insurance policy.',
    help: 'Your policy must cover the home’s replacement cost and name us as additional insured or mortgagee.',
    steps: ['hoi-upload', 'hoi-policy-details'],
    documents: policy('homeowners-insurance-policy', 'Homeowners insurance declarations page'),
    category: 'servicing',
  },
  'hoi-update-flood': {
    ...base,
    label: 'Update flood insurance',
    sentence: 'Send us your new or renewed flood insurance policy.',
    help: 'Homes in a flood zone must keep flood insurance for the life of the investment.',
    steps: ['hoi-upload', 'hoi-policy-details'],
    documents: policy('flood-insurance-policy', 'Flood insurance declarations page'),
    category: 'servicing',
  },
  'hoi-update-master': {
    ...base,
    label: 'Update the master insurance policy',
    sentence: 'Send us your condominium or HOA master policy.',
    help: 'For condominiums and townhomes, the association’s master policy covers the building.',
    steps: ['hoi-upload', 'hoi-policy-details'],
    documents: policy('homeowners-insurance-policy', 'Master policy declarations page'),
    category: 'servicing',
  },
};

/** The documents a request type asks for on one of its steps, in table order. */
export function documentsForStep(type: ServicingRequestType, step: ServicingStepKind): DocumentNeed[] {
  return SERVICING_REQUESTS[type].documents.filter((d) => d.step === step);
}
