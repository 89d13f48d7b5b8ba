import { clampPageIndex, nextPageIndex, previousPageIndex } from '../../../src/domain/signing/pages';
import { fieldCounts, flattenPages, isPageSigned, lastPageOf, pendingPageOf } from '../../../src/domain/signing/envelope';
import { signatureValueError, SIGNATURE_REQUIRED_MESSAGE } from '../../../src/domain/signing/messages';
import { formatSignedAt } from '../../../src/domain/signing/signedAt';
import { envelope } from './fixtures';

describe('signature page bounds (§4, §9 "Signature pages bounded between 0 and lastPage")', () => {
  it('next never passes lastPage, previous never goes below 0', () => {
    expect([nextPageIndex(0, 3), nextPageIndex(3, 3), nextPageIndex(0, 0)]).toEqual([1, 3, 0]);
    expect([previousPageIndex(3), previousPageIndex(1), previousPageIndex(0)]).toEqual([2, 0, 0]);
  });

  it('a page to jump to is brought within 0…lastPage', () => {
    expect([clampPageIndex(-2, 3), clampPageIndex(2, 3), clampPageIndex(9, 3), clampPageIndex(1.7, 3), clampPageIndex(Number.NaN, 3)]).toEqual([0, 2, 3, 1, 0]);
  });
});

describe('the envelope as the task counts it', () => {
  it('flattens every page of every document in order, with its place in its document', () => {
    const pages = flattenPages(envelope().documents);
    expect(pages.map((p) => [p.index, p.documentName, p.pageNumber, p.pageCount])).toEqual([
      [0, 'Investment Agreement', 1, 3],
      [1, 'Investment Agreement', 2, 3],
      [2, 'Investment Agreement', 3, 3],
      [3, 'Closing Disclosure', 1, 1],
    ]);
    expect(lastPageOf(pages)).toBe(3);
    expect(lastPageOf([])).toBe(0);
  });

  it('pendingPage is the first page with an unsigned field (pages without fields are skipped)', () => {
    expect(pendingPageOf(flattenPages(envelope().documents))).toBe(0);
    expect(pendingPageOf(flattenPages(envelope(['A1']).documents))).toBe(2);
    expect(pendingPageOf(flattenPages(envelope(['A1', 'A3', 'B1']).documents))).toBe(3);
  });

  it('pendingPage is the last page once every field is signed', () => {
    expect(pendingPageOf(flattenPages(envelope(['A1', 'A3', 'B1', 'B1I']).documents))).toBe(3);
  });

  it('a page is signed when all its fields are; a page without fields is signed', () => {
    const pages = flattenPages(envelope(['B1']).documents);
    expect(pages.map((p) => isPageSigned(p.page))).toEqual([false, true, false, false]);
    expect(fieldCounts(pages)).toEqual({ total: 4, signed: 1 });
  });
});

describe('signature wording', () => {
  it('asks for a value before sending an empty one, by kind', () => {
    expect(signatureValueError('signature', '   ')).toBe(SIGNATURE_REQUIRED_MESSAGE.signature);
    expect(signatureValueError('initials', '')).toBe('Type your initials, then choose Initial.');
    expect(signatureValueError('signature', 'Jane Doe')).toBeUndefined();
  });

  it('shows when a field was signed as MM/dd/yyyy with the local time of day', () => {
    const local = new Date(2025, 2, 5, 14, 5).toISOString();
    expect(formatSignedAt(local)).toBe('03/05/2025 at 2:05 PM');
    expect(formatSignedAt(null)).toBeNull();
    expect(formatSignedAt('yesterday')).toBeNull();
  });
});
