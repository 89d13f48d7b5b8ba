import type { ServicingActor, ServicingStepKind } from '../../contract/servicing/enums';
import { PRODUCT_APPRAISAL_STEP, PRODUCT_SHORT_LABEL } from '../../contract/servicing/product';

/** How a step kind is presented: its checklist title, what it asks in one sentence, help text, and who acts first. */
export interface StepKindInfo {
  title: string;
  asks: string;
  help: string;
  /** Who completes the step (the customer fills it; the provider's steps wait on the servicing team). */
  actor: ServicingActor;
}

/** The 12 §3 step kinds (designed: titles, sentences and help). */
export const STEP_KINDS: Readonly<Record<ServicingStepKind, StepKindInfo>> = {
  'buyout-request': {
    title: 'Tell us about your buyout', actor: 'customer',
    asks: 'When you would like to buy out the investment, and where the money will come from.',
    help: 'A buyout settles the investment while you keep your home. Most buyouts are paid from savings or a refinance.',
  },
  [PRODUCT_APPRAISAL_STEP]: {
    title: 'Authorize a home valuation', actor: 'customer',
    asks: 'Choose how your home is valued for the settlement, see the fee and who pays it, and authorize it.',
    help: `The settlement amount of your ${PRODUCT_SHORT_LABEL} is its share of your home’s value, so the value must be current.`,
  },
  'improvement-adjustment': {
    title: 'Claim home improvements', actor: 'customer',
    asks: 'List improvements you made since funding with their cost and completion date, and upload receipts and before/after photos.',
    help: 'Improvements you paid for add value to your home. The improvement credit takes our share of the value they added off your payoff amount.',
  },
  'acknowledge-payoff-and-accept-wire-details': {
    title: 'Review your payoff statement', actor: 'customer',
    asks: 'Read the payoff amount and the date it is good through, acknowledge it, then see where to wire the payment.',
    help: 'Wire details are shown only after you acknowledge the statement. Always confirm them by phone before you send money.',
  },
  'home-listing': {
    title: 'Tell us about the listing', actor: 'customer',
    asks: 'Your listing date and price, your agent, and when you expect the sale to close.',
    help: 'When you sell, the investment is settled from the sale proceeds at closing through your title company.',
  },
  'document-upload': {
    title: 'Upload documents', actor: 'customer',
    asks: 'Upload the documents this request needs.',
    help: 'PDF, JPEG, PNG or HEIC files up to 25 MB each.',
  },
  'third-party-lender-info': {
    title: 'Tell us about your new lender', actor: 'customer',
    asks: 'The new lender, your loan officer, the loan amount and type, and the expected closing date.',
    help: 'We work with your lender directly; their loan officer’s contact details save days.',
  },
  'subordination-request': {
    title: 'Request a subordination', actor: 'customer',
    asks: 'Upload your lender’s subordination request and tell us the date they need it by.',
    help: 'A subordination keeps the investment behind your new mortgage. A servicing manager must approve it.',
  },
  'name-of-trust': {
    title: 'Name change or trust', actor: 'customer',
    asks: 'Tell us whether you are moving your home into a trust or changing your name, and the details.',
    help: 'We update the recorded documents once we have proof of the change.',
  },
  'other-change': {
    title: 'Describe the change', actor: 'customer',
    asks: 'Tell us in your own words what you would like to change; add documents if you have them.',
    help: 'Your Transaction Specialist reads every request and replies within two business days.',
  },
  'hoi-upload': {
    title: 'Upload your policy', actor: 'customer',
    asks: 'Upload the declarations page of your current policy.',
    help: 'The declarations page lists the carrier, policy number, coverage and dates.',
  },
  'hoi-policy-details': {
    title: 'Policy details', actor: 'customer',
    asks: 'The carrier, policy number, dwelling coverage, effective and expiration dates, and how we are named.',
    help: 'We must be named on the policy as additional insured or mortgagee.',
  },
};
