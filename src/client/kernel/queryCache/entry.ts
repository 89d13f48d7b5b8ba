import { QUERY_CACHE_KEY, type QueryCacheRootState, type QueryEntry } from './reducer';

/**
 * The stored entry of one cache key (with its ETag and bookkeeping), or undefined. Apart from the reducer so the first
 * load does not carry it (the ops polling reads it, §4).
 */
export function selectQueryCacheEntry(state: QueryCacheRootState, key: string): QueryEntry | undefined {
  return state[QUERY_CACHE_KEY]?.entries[key];
}
