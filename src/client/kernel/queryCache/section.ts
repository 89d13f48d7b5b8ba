import { errorText } from '../../../domain/errorText';
import type { QueryState } from './reducer';

/**
 * One part of a page fed by one query (§4 query status as a view sees it): loading, failed with the §8 error
 * sentence, or ready with its view data.
 */
export type Section<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** The loading {@link Section} (one frozen object, so a memoised view stays the same while loading). */
export const LOADING_SECTION: Section<never> = Object.freeze({ status: 'loading' });

/**
 * A query's state as a {@link Section}, mapping its data through `view`. Data wins (also while a refetch runs or
 * after it failed, so the page does not flash); no data and a failure → the §8 error text; otherwise loading.
 */
export function sectionOf<A, T>(query: QueryState<A>, view: (data: A) => T): Section<T> {
  if (query.data !== undefined) return { status: 'ready', data: view(query.data) };
  if (query.status === 'rejected' && query.error) return { status: 'error', message: errorText(query.error) };
  return LOADING_SECTION;
}
