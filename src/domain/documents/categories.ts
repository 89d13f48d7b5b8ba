/**
 * §3 document catalogue categories (the headings of §3 "Document record"), in display order, with the heading a
 * customer sees. The documents page groups its type picker (`<optgroup>`) and its list by these.
 */
export const DOCUMENT_CATEGORIES = [
  'government-id',
  'personal',
  'property',
  'assets',
  'income',
  'w-2',
  'paycheck-stubs',
  'retiree-benefit-letter',
  'self-employed-tax-returns',
  'liabilities',
  'other',
] as const;

/** One §3 catalogue category. */
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Customer-facing heading of each {@link DocumentCategory}. */
export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  'government-id': 'Government ID',
  personal: 'Personal documents',
  property: 'Property',
  assets: 'Assets',
  income: 'Income',
  'w-2': 'W-2 and paystubs',
  'paycheck-stubs': 'Paycheck stubs',
  'retiree-benefit-letter': 'Retirement benefits',
  'self-employed-tax-returns': 'Self-employed tax returns',
  liabilities: 'Liabilities',
  other: 'Other',
};
