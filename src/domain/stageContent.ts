import type { CustomerStage } from '../contract/enums';

/*
 * What the customer reads about each §4 customer stage: its message and its suggested FAQ links. Apart from the stages
 * themselves (./stages), which every page of an application reads for its navigation: only the home shows these.
 */

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
