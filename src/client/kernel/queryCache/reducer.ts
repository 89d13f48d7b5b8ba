import { createEventReducer } from '../eventReducer';
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

/** `entry` with data that arrived (with its ETag and time), left in `status`; any earlier error is dropped. */
function received(entry: QueryEntry, payload: { data: unknown; at: number; etag?: string }, status: QueryStatus): QueryEntry {
  const { error: _dropped, ...rest } = entry;
  return { ...rest, status, data: payload.data, fulfilledAt: payload.at, stale: false, etag: payload.etag };
}

/** `state` with the entry of `key` replaced by `update(entry)`; the same state when there is no such entry. */
function withEntry(state: QueryCacheState, key: string, update: (entry: QueryEntry) => QueryEntry): QueryCacheState {
  const entry = state.entries[key];
  return entry ? { entries: { ...state.entries, [key]: update(entry) } } : state;
}

/** Folds the `query/*` events (never commands) into the cache state. */
export const queryCacheReducer = createEventReducer<QueryCacheState>(initialState, (on) => [
  on(queryStarted, (state, { payload }) => {
    const entry = state.entries[payload.key];
    const started: QueryEntry = entry
      ? { ...entry, status: 'pending', requestId: payload.requestId, startedAt: payload.at }
      : {
          key: payload.key,
          name: payload.name,
          group: payload.group,
          args: payload.args,
          status: 'pending',
          requestId: payload.requestId,
          startedAt: payload.at,
          stale: false,
        };
    return { entries: { ...state.entries, [payload.key]: started } };
  }),
  // An answer to a superseded request is ignored.
  on(queryFulfilled, (state, { payload }) =>
    state.entries[payload.key]?.requestId === payload.requestId ? withEntry(state, payload.key, (e) => received(e, payload, 'fulfilled')) : state,
  ),
  // A request of the cache's own that is running keeps its pending status (its answer lands later).
  on(queryRefreshed, (state, { payload }) =>
    withEntry(state, payload.key, (e) => received(e, payload, e.status === 'pending' ? 'pending' : 'fulfilled')),
  ),
  on(queryRejected, (state, { payload }) =>
    state.entries[payload.key]?.requestId === payload.requestId
      ? withEntry(state, payload.key, (e) => ({ ...e, status: 'rejected', error: payload.error }))
      : state,
  ),
  on(queryInvalidated, (state, { payload }) =>
    payload.keys.reduce((s, key) => withEntry(s, key, (e) => ({ ...e, stale: true })), state),
  ),
  on(queryRemoved, (state, { payload }) => {
    if (!(payload.key in state.entries)) return state;
    const { [payload.key]: _removed, ...entries } = state.entries;
    return { entries };
  }),
  on(queryCleared, () => initialState),
]);


const UNINITIALIZED: QueryState<never> = Object.freeze({ status: 'uninitialized' });

/** The state of one cache key; a shared `{ status: 'uninitialized' }` when absent (stable for memoised views). */
export function selectQueryEntry<A>(state: QueryCacheRootState, key: string): QueryState<A> {
  return (state[QUERY_CACHE_KEY]?.entries[key] as QueryState<A> | undefined) ?? UNINITIALIZED;
}
