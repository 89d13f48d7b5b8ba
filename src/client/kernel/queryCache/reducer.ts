import { createReducer } from '@reduxjs/toolkit';
import type { HttpError } from '../http/types';
import type { DataGroup } from './dataGroups';
import { queryCleared, queryFulfilled, queryInvalidated, queryRefreshed, queryRejected, queryRemoved, queryStarted } from './actions';

/** Remote data statuses (§4). */
export type QueryStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/**
 * What a view reads about one query call: status, the last decoded data (kept while a refetch runs or after a
 * failed refetch), the last error, when data last arrived (ms epoch) and whether it is known to be out of date.
 */
export interface QueryState<A> {
  status: QueryStatus;
  data?: A;
  error?: HttpError;
  fulfilledAt?: number;
  stale?: boolean;
}

/** One cache entry in the store. */
export interface QueryEntry extends QueryState<unknown> {
  key: string;
  name: string;
  group: DataGroup;
  args: unknown;
  requestId: number;
  startedAt: number;
  stale: boolean;
  /** The `ETag` of the answer the data came from, if the server sent one (a conditional request sends it back). */
  etag?: string;
}

/** State of the query cache, mounted at `state[QUERY_CACHE_KEY]`. */
export interface QueryCacheState {
  entries: Record<string, QueryEntry>;
}

/** Where the root reducer mounts {@link queryCacheReducer}. */
export const QUERY_CACHE_KEY = 'queries';

/** Any root state that mounts the cache. */
export interface QueryCacheRootState {
  [QUERY_CACHE_KEY]?: QueryCacheState;
}

const initialState: QueryCacheState = { entries: {} };

/** Puts data that arrived (with its ETag and time) into `entry`, leaving it in `status`. */
function receive(entry: QueryEntry, payload: { data: unknown; at: number; etag?: string }, status: QueryStatus): void {
  entry.status = status;
  entry.data = payload.data;
  entry.fulfilledAt = payload.at;
  entry.stale = false;
  delete entry.error;
  entry.etag = payload.etag;
}

/** Folds the `query/*` events (never commands) into the cache state. */
export const queryCacheReducer = createReducer(initialState, (builder) =>
  builder
    .addCase(queryStarted, (state, { payload }) => {
      const entry = state.entries[payload.key];
      if (entry) {
        entry.status = 'pending';
        entry.requestId = payload.requestId;
        entry.startedAt = payload.at;
      } else {
        state.entries[payload.key] = {
          key: payload.key,
          name: payload.name,
          group: payload.group,
          args: payload.args,
          status: 'pending',
          requestId: payload.requestId,
          startedAt: payload.at,
          stale: false,
        };
      }
    })
    .addCase(queryFulfilled, (state, { payload }) => {
      const entry = state.entries[payload.key];
      // An answer to a superseded request is ignored.
      if (entry?.requestId === payload.requestId) receive(entry, payload, 'fulfilled');
    })
    .addCase(queryRefreshed, (state, { payload }) => {
      const entry = state.entries[payload.key];
      // A request of the cache's own that is running keeps its pending status (its answer lands later).
      if (entry) receive(entry, payload, entry.status === 'pending' ? 'pending' : 'fulfilled');
    })
    .addCase(queryRejected, (state, { payload }) => {
      const entry = state.entries[payload.key];
      if (!entry || entry.requestId !== payload.requestId) return;
      entry.status = 'rejected';
      entry.error = payload.error;
    })
    .addCase(queryInvalidated, (state, { payload }) => {
      for (const key of payload.keys) {
        const entry = state.entries[key];
        if (entry) entry.stale = true;
      }
    })
    .addCase(queryRemoved, (state, { payload }) => {
      delete state.entries[payload.key];
    })
    .addCase(queryCleared, () => initialState),
);

const UNINITIALIZED: QueryState<never> = Object.freeze({ status: 'uninitialized' });

/** The state of one cache key; a shared `{ status: 'uninitialized' }` when absent (stable for memoised views). */
export function selectQueryEntry<A>(state: QueryCacheRootState, key: string): QueryState<A> {
  return (state[QUERY_CACHE_KEY]?.entries[key] as QueryState<A> | undefined) ?? UNINITIALIZED;
}
