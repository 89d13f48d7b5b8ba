/**
 * §3 "Document-type groups", verbatim: how the provider files a document type for review. Not shown to customers.
 * `rap-income` is designed as retirement, annuity and pension income (Social Security, pensions, retiree benefit
 * letters); `self-income` as self-employment income (tax returns, P&L, balance sheet).
 */
export const DOCUMENT_TYPE_GROUPS = [
  'assets',
  'government-id',
  'income',
  'liabilities',
  'other',
  'paycheck-stubs',
  'personal',
  'property',
  'rap-income',
  'self-income',
  'w2',
] as const;

/** One §3 document-type group. */
export type DocumentTypeGroup = (typeof DOCUMENT_TYPE_GROUPS)[number];
