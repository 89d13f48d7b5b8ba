import { SIGNATURE_FIRST_PAGE } from '../constants';

/*
 * §4/§9 signature task bounds: page indices run over every page of the envelope, flattened in document order, from
 * SIGNATURE_FIRST_PAGE (0) to the task's `lastPage` inclusive.
 */

/** §4 "Next page moves current page forward by one but never beyond lastPage". Indices are page indices. */
export function nextPageIndex(currentPage: number, lastPage: number): number {
  return Math.min(currentPage + 1, lastPage);
}

/** §4 "Previous page moves back by one but never below 0". */
export function previousPageIndex(currentPage: number): number {
  return Math.max(currentPage - 1, SIGNATURE_FIRST_PAGE);
}

/** §9 "Signature pages bounded between 0 and lastPage": `page` brought into that range (a whole number). */
export function clampPageIndex(page: number, lastPage: number): number {
  if (!Number.isFinite(page)) return SIGNATURE_FIRST_PAGE;
  return Math.min(Math.max(Math.trunc(page), SIGNATURE_FIRST_PAGE), Math.max(lastPage, SIGNATURE_FIRST_PAGE));
}
