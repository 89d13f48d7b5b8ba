import { MAX_UPLOAD_BYTES } from '../constants';
import { formatFileSize } from '../format';
import { STAGE_FAQ_LINKS, type FaqLink } from '../stageContent';

/** One FAQ entry (§3 FAQs data group): `id` is its slug (the FAQ page's heading id), answer as paragraphs. */
export interface Faq extends FaqLink {
  readonly answer: readonly string[];
}

/** The FAQ link of the §4 customer-stage table with this id (so ids and titles are written once, in stages.ts). */
function stageLink(id: string): FaqLink {
  const link = STAGE_FAQ_LINKS.find((l) => l.id === id);
  if (!link) throw new Error(`No customer-stage FAQ link ${id}`);
  return link;
}

/**
 * The portal's FAQs, in reading order: every FAQ the §4 customer-stage messages link to (§2 "suggested FAQ links"),
 * plus general questions on fees, the equity share, repayment, documents, e-signing and funding. The home links
 * `/applications/{id}/faq#{id}`.
 */
export const FAQS: readonly Faq[] = [
  {
    ...stageLink('what-is-a-home-equity-investment'),
    answer: [
      'A Home Equity Investment gives you cash today in exchange for a share of your home’s future value. It is not a loan: there are no monthly payments and no interest.',
      'You keep living in your home and keep owning it. When the agreement ends — you sell the home, buy out the investment, or reach the end of the term — we receive the agreed share of the home’s value at that time.',
    ],
  },
  {
    id: 'what-fees-do-i-pay',
    title: 'What fees do I pay?',
    answer: [
      'The fees are listed in your Investment Estimate and are deducted from the investment amount at closing, so you do not pay anything out of pocket.',
      'Third-party costs such as the appraisal, title and recording are also shown there, before you decide whether to go ahead.',
    ],
  },
  {
    id: 'how-is-the-equity-share-calculated',
    title: 'How is the equity share calculated?',
    answer: [
      'The equity share is the percentage of your home’s future value we receive when the agreement ends. It depends on the investment amount, the starting value of your home and the term.',
      'Your Investment Estimate shows the equity share and what you might repay if your home gains or loses value over time.',
    ],
  },
  {
    id: 'when-and-how-do-i-repay',
    title: 'When and how do I repay?',
    answer: [
      'You repay once: when you sell your home, when you choose to buy out the investment, or at the end of the term.',
      'The amount is the equity share of your home’s value at that time. You can buy out the investment early with savings or a refinance.',
    ],
  },
  {
    ...stageLink('which-documents-do-i-need'),
    answer: [
      'Usually a government-issued photo ID, your most recent mortgage statement, your homeowners insurance policy and, if it applies, HOA statements or a trust agreement.',
      'Your tasks list exactly which documents we need from you; each task links straight to the upload.',
    ],
  },
  {
    id: 'which-files-can-i-upload',
    title: 'Which files can I upload?',
    answer: [
      `PDF, JPEG, PNG or HEIC files of up to ${formatFileSize(MAX_UPLOAD_BYTES)} each. On a phone you can take a photo of a document with the camera.`,
      'Make sure every page is readable and nothing is cut off. If we cannot use a document, we tell you why and you can upload a new one.',
    ],
  },
  {
    ...stageLink('how-long-does-the-review-take'),
    answer: [
      'Most reviews take a few business days once we have all your documents.',
      'We will contact you if we need anything else. You can follow where your application is on your application’s home page.',
    ],
  },
  {
    ...stageLink('what-is-the-investment-estimate'),
    answer: [
      'The Investment Estimate is our offer for your home: the investment amount, the equity share, the fees and what you might repay under several home-value scenarios.',
      'It is based on the information we have so far. The final terms are confirmed after the appraisal and title review, and you tell us whether you want to go ahead.',
    ],
  },
  {
    ...stageLink('how-does-the-appraisal-work'),
    answer: [
      'A licensed appraiser visits your home to estimate its value. Your Home Equity Officer helps you choose a time.',
      'The visit usually takes less than an hour. The appraised value sets the starting value used in your agreement.',
    ],
  },
  {
    ...stageLink('what-is-a-title-report'),
    answer: [
      'A title report shows who legally owns your home and any liens on it, such as a mortgage.',
      'We use it to confirm the owners who need to sign and which liens must be paid off or stay in place.',
    ],
  },
  {
    ...stageLink('what-are-the-closing-documents'),
    answer: [
      'The closing documents are the agreement itself, a memorandum recorded with your county, and disclosures that explain the terms.',
      'You can read each one in full before you sign, and ask your Transaction Specialist about anything that is unclear.',
    ],
  },
  {
    ...stageLink('how-do-i-sign-electronically'),
    answer: [
      'When your closing documents are ready, a “Sign your closing documents” task appears. It takes you through each page; you add your signature or initials where asked.',
      'Before the final signature you review everything and confirm. Every owner on the title signs their own documents.',
    ],
  },
  {
    id: 'can-i-sign-on-my-phone',
    title: 'Can I sign on my phone?',
    answer: [
      'Yes. Signing works on a phone, a tablet or a computer, with a keyboard or by touch.',
      'You can stop and come back later: the pages you have already signed stay signed.',
    ],
  },
  {
    ...stageLink('when-will-i-receive-my-funds'),
    answer: [
      'Funds are usually sent a few business days after everyone has signed, once any required waiting period has passed.',
      'Any mortgage or lien payoffs are paid first; the rest is sent to the bank account you confirmed.',
    ],
  },
  {
    id: 'how-are-funds-paid-out',
    title: 'How are the funds paid out?',
    answer: [
      'By wire transfer to the bank account you confirm before closing. Payoffs of existing liens, if any, are paid directly to those lenders.',
      'Your closing statement shows every amount paid out.',
    ],
  },
  {
    ...stageLink('how-do-i-manage-my-investment'),
    answer: [
      'After closing you can ask for changes here — for example a name change, a transfer to a trust or an insurance update — and follow each request as a task.',
      'Keep your homeowners insurance current and tell us if you plan to sell or refinance.',
    ],
  },
  {
    ...stageLink('how-do-i-buy-out-the-investment'),
    answer: [
      'You can buy out the investment at any time during the term. We order an appraisal to set the current value of your home, and you pay the equity share of that value.',
      'Start a buyout request from your account and your Transaction Specialist will guide you through it.',
    ],
  },
];

/** The FAQ with this id, if any. */
export function faqById(id: string): Faq | undefined {
  return FAQS.find((f) => f.id === id);
}
