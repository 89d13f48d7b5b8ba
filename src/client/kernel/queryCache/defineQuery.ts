import { QUERY_DEFAULT_RETRY_COUNT, API_CACHE_RETENTION_S, UNUSED_DATA_RETENTION_S } from '../../../domain/constants';
import type { CommandAction, EventAction } from '../actions';
import type { HttpRequest } from '../http/types';
import { queryFulfilled, queryRefetch, querySubscribe, queryUnsubscribe, type QueryRef } from './actions';
import type { DataGroup } from './dataGroups';
import { queryKey } from './key';
import { selectQueryEntry, type QueryCacheRootState, type QueryState } from './reducer';

/** Arguments of a query helper: none for `void` queries. */
export type QueryArgs<Args> = [Args] extends [void] ? [args?: Args] : [args: Args];

/** How a query is declared (see {@link defineQuery}). */
export interface QuerySpec<Args, A> {
  /** Unique query name, e.g. `'application'`; part of every cache key. */
  name: string;
  /** §3 data group the result belongs to; invalidation works per group. */
  group: DataGroup;
  /** The request for given arguments (its codec decodes the answer). Args must be plain JSON. */
  request: (args: Args) => HttpRequest<A>;
  /** Seconds an entry without subscribers is kept (§9: `UNUSED_DATA_RETENTION_S` = 60). */
  keepUnusedForSec?: number;
  /** Seconds after which data is refetched for a new subscriber (§7/§9: `API_CACHE_RETENTION_S` = 3600). */
  maxAgeSec?: number;
  /**
   * Retries of a request that failed with a 5xx or a timeout (§9: `QUERY_DEFAULT_RETRY_COUNT` = 5; 0 = none), with
   * exponential backoff (kernel/queryCache/retry.ts).
   */
  retryCount?: number;
}

/** A declared query: its spec with defaults, plus the command builders and selector views use. */
export interface QueryDef<Args, A> {
  readonly name: string;
  readonly group: DataGroup;
  readonly keepUnusedForSec: number;
  readonly maxAgeSec: number;
  readonly retryCount: number;
  request(args: Args): HttpRequest<A>;
  key(...args: QueryArgs<Args>): string;
  /** `query/subscribe` command for these arguments (send when a view mounts). */
  subscribe(...args: QueryArgs<Args>): CommandAction<QueryRef>;
  /** `query/unsubscribe` command for these arguments (send when the view unmounts). */
  unsubscribe(...args: QueryArgs<Args>): CommandAction<QueryRef>;
  /** `query/refetch` command for these arguments. */
  refetch(...args: QueryArgs<Args>): CommandAction<QueryRef>;
  /** The cache state of these arguments: `{ status, data?, error?, fulfilledAt?, stale? }`. */
  select(state: QueryCacheRootState, ...args: QueryArgs<Args>): QueryState<A>;
  /** True for `query/fulfilled` events of this query (any arguments), typed with its data. */
  matchFulfilled(action: unknown): action is EventAction<{ key: string; name: string; requestId: number; data: A; at: number }>;
}

/** A query of any arguments and value, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueryDef = QueryDef<any, any>;

const registry = new Map<string, AnyQueryDef>();

/** Every query registered so far (those whose modules have been imported), for checks over the §3 data groups. */
export function registeredQueries(): readonly AnyQueryDef[] {
  return [...registry.values()];
}

/** The query registered under `name` by {@link defineQuery}, if any. */
export function registeredQuery(name: string): AnyQueryDef | undefined {
  return registry.get(name);
}

/**
 * Declares a cached query of the §3 data groups (architecture "Remote data") and registers it by name, so the query
 * cache epic finds it even when the declaring feature is loaded lazily. A later definition with the same name
 * replaces the earlier one (hot reload); names must otherwise be unique.
 * Example: `defineQuery({ name: 'application', group: 'Application', request: ({ uuid }: { uuid: string }) => ... })`.
 */
export function defineQuery<Args = void, A = unknown>(spec: QuerySpec<Args, A>): QueryDef<Args, A> {
  const ref = (args: Args | undefined): QueryRef => ({ key: queryKey(spec.name, args), name: spec.name, args });
  const argOf = (args: QueryArgs<Args>) => args[0] as Args | undefined;
  const def: QueryDef<Args, A> = {
    name: spec.name,
    group: spec.group,
    keepUnusedForSec: spec.keepUnusedForSec ?? UNUSED_DATA_RETENTION_S,
    maxAgeSec: spec.maxAgeSec ?? API_CACHE_RETENTION_S,
    retryCount: spec.retryCount ?? QUERY_DEFAULT_RETRY_COUNT,
    request: spec.request,
    key: (...args) => ref(argOf(args)).key,
    subscribe: (...args) => querySubscribe(ref(argOf(args))),
    unsubscribe: (...args) => queryUnsubscribe(ref(argOf(args))),
    refetch: (...args) => queryRefetch(ref(argOf(args))),
    select: (state, ...args) => selectQueryEntry<A>(state, ref(argOf(args)).key),
    matchFulfilled: (action): action is EventAction<{ key: string; name: string; requestId: number; data: A; at: number }> =>
      queryFulfilled.match(action) && action.payload.name === spec.name,
  };
  registry.set(spec.name, def);
  return def;
}

/**
 * Replaces the request of query `name` while `override(args, state)` answers one (undefined: the query's own). The
 * cache asks it at every fetch, so a call can follow the state without changing its key — e.g. §6: in an ops session
 * LoggedUser is the profile the ops user chose to view (kernel/readOnly). Registering again replaces it.
 */
export function overrideRequest(name: string, override: (args: unknown, state: unknown) => HttpRequest<unknown> | undefined): void {
  overrides.set(name, override);
}

const overrides = new Map<string, (args: unknown, state: unknown) => HttpRequest<unknown> | undefined>();

/** The request of `def` for `args` in `state`: an override's ({@link overrideRequest}) or the query's own. */
export function requestOf(def: AnyQueryDef, args: unknown, state: unknown): HttpRequest<unknown> {
  return overrides.get(def.name)?.(args, state) ?? def.request(args);
}
