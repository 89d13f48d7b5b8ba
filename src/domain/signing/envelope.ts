import type { EnvelopeDocument, EnvelopePage, SignatureField } from '../../contract/signing';
import { SIGNATURE_FIRST_PAGE } from '../constants';

/**
 * One page of an envelope in the flattened order the signature task counts in (§3 signature task state): `index` is
 * 0-based over every page of every document; `pageNumber` is 1-based within its document of `pageCount` pages.
 */
export interface FlatPage {
  index: number;
  documentUuid: string;
  documentName: string;
  /** 0-based position of the document in the envelope. */
  documentIndex: number;
  pageNumber: number;
  pageCount: number;
  page: EnvelopePage;
}

/** Every page of `documents`, in document order then page order, with its flattened index. */
export function flattenPages(documents: readonly EnvelopeDocument[]): FlatPage[] {
  const out: FlatPage[] = [];
  documents.forEach((doc, documentIndex) => {
    doc.pages.forEach((page, i) => {
      out.push({
        index: out.length,
        documentUuid: doc.uuid,
        documentName: doc.name,
        documentIndex,
        pageNumber: i + 1,
        pageCount: doc.pages.length,
        page,
      });
    });
  });
  return out;
}

/** The task's `lastPage`: the index of the last flattened page (SIGNATURE_FIRST_PAGE when there are none). */
export function lastPageOf(pages: readonly unknown[]): number {
  return Math.max(pages.length - 1, SIGNATURE_FIRST_PAGE);
}

/** A field is signed once a value was adopted for it. */
export function isFieldSigned(field: Pick<SignatureField, 'value' | 'signed_at'>): boolean {
  return field.signed_at !== null || field.value !== null;
}

/** Every field of the page is signed (a page with no fields is complete). */
export function isPageSigned(page: Pick<EnvelopePage, 'fields'>): boolean {
  return page.fields.every(isFieldSigned);
}

/**
 * The task's `pendingPage`: the first flattened page with an unsigned field — where "Continue where you left off"
 * goes. When every field is signed it is the last page (the step before review-and-confirm).
 */
export function pendingPageOf(pages: readonly FlatPage[]): number {
  const first = pages.find((p) => !isPageSigned(p.page));
  return first ? first.index : lastPageOf(pages);
}

/** How many fields the pages carry, and how many of them are signed. */
export function fieldCounts(pages: ReadonlyArray<Pick<FlatPage, 'page'>>): { total: number; signed: number } {
  let total = 0;
  let signed = 0;
  for (const { page } of pages) {
    for (const field of page.fields) {
      total += 1;
      if (isFieldSigned(field)) signed += 1;
    }
  }
  return { total, signed };
}
