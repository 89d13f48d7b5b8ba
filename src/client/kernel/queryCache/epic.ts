import type { AnyAction } from '@reduxjs/toolkit';
import { Observable, type Subscription } from 'rxjs';
import type { AppEpic } from '../epic';
import type { HttpRequest, HttpResult } from '../http/types';
import {
  queryCleared,
  queryFulfilled,
  queryInvalidate,
  queryInvalidated,
  queryRefetch,
  queryRejected,
  queryRemoved,
  queryReset,
  queryStarted,
  querySubscribe,
  queryUnsubscribe,
  type QueryRef,
} from './actions';
import { registeredQuery, requestOf, type AnyQueryDef } from './defineQuery';
import { QUERY_CACHE_KEY, type QueryCacheRootState, type QueryEntry } from './reducer';
import { retryQuery } from './retry';

interface Flight {
  requestId: number;
  subscription?: Subscription;
}

/**
 * The query cache epic (architecture "Remote data"; §4 statuses, §7/§9 retention). Handles the `query/*` commands:
 * - subscribe: refcount +1 and cancel a pending drop; fetch unless a request for the key is in flight (dedupe) or
 *   the data is fulfilled, not stale and younger than the query's `maxAgeSec` (3600 s);
 * - unsubscribe: refcount −1; at 0 the entry is dropped `keepUnusedForSec` (60 s) later unless re-subscribed;
 * - refetch: fetch now unless in flight (polling never overlaps);
 * - every request: a 5xx or timeout is retried up to the query's `retryCount` (§9: 5) times with exponential backoff
 *   while the request stays `pending` (kernel/queryCache/retry.ts); the last failure is `query/rejected`;
 * - invalidate: restart the requests of subscribed (or in-flight) keys of those groups — a request that started
 *   before the change could carry old data — and mark the other entries of those groups stale (`exceptKeys` untouched);
 * - reset: cancel everything and emit `query/cleared`.
 * A request is built at each fetch, through any override of the query ({@link overrideRequest}) in the current state.
 * Queries are looked up by name in `defs`, then in the {@link defineQuery} registry. Times come from
 * `deps.scheduler` and `deps.clock`; the refcounts and timers are this epic's own bookkeeping, the data lives in the
 * store through events.
 */
export function createQueryCacheEpic(defs: readonly AnyQueryDef[] = []): AppEpic<QueryCacheRootState> {
  const explicit = new Map(defs.map((d) => [d.name, d] as const));
  const lookup = (name: string): AnyQueryDef | undefined => explicit.get(name) ?? registeredQuery(name);

  return (action$, state$, deps) =>
    new Observable<AnyAction>((out) => {
      const refs = new Map<string, number>();
      const drops = new Map<string, Subscription>();
      const flights = new Map<string, Flight>();
      let lastRequestId = 0;

      const entryOf = (key: string): QueryEntry | undefined => state$.value?.[QUERY_CACHE_KEY]?.entries[key];
      const entries = (): QueryEntry[] => Object.values(state$.value?.[QUERY_CACHE_KEY]?.entries ?? {});

      const cancelFlight = (key: string) => {
        flights.get(key)?.subscription?.unsubscribe();
        flights.delete(key);
      };

      const cancelDrop = (key: string) => {
        drops.get(key)?.unsubscribe();
        drops.delete(key);
      };

      const scheduleDropIfUnused = (ref: QueryRef, def: AnyQueryDef) => {
        if ((refs.get(ref.key) ?? 0) > 0 || drops.has(ref.key)) return;
        const drop = deps.scheduler.schedule(() => {
          drops.delete(ref.key);
          cancelFlight(ref.key);
          out.next(queryRemoved({ key: ref.key }));
        }, def.keepUnusedForSec * 1000);
        drops.set(ref.key, drop);
      };

      const start = (ref: QueryRef, def: AnyQueryDef) => {
        cancelFlight(ref.key);
        const requestId = ++lastRequestId;
        const flight: Flight = { requestId };
        flights.set(ref.key, flight);
        out.next(queryStarted({ ...ref, group: def.group, requestId, at: deps.clock.now() }));
        const settle = (result: HttpResult<unknown>) => {
          if (flights.get(ref.key) === flight) flights.delete(ref.key);
          const base = { key: ref.key, name: ref.name, requestId, at: deps.clock.now() };
          out.next(
            result.ok
              ? queryFulfilled({ ...base, data: result.value, ...(result.etag === undefined ? {} : { etag: result.etag }) })
              : queryRejected({ ...base, error: result.error }),
          );
        };
        let request: HttpRequest<unknown>;
        try {
          request = requestOf(def, ref.args, state$.value);
        } catch (error) {
          // A request builder that throws is a bug; answer like a malformed call instead of killing the epic.
          deps.logger.error('query request builder threw', { query: ref.name, error: error instanceof Error ? error.name : 'unknown' });
          settle({ ok: false, error: { status: 'PARSING_ERROR', data: { errors: ['request could not be built'] } } });
          return;
        }
        // §9: 5xx and timeouts are retried here (5 times, backing off); the HTTP client retries network failures itself.
        flight.subscription = deps.http
          .request(request)
          .pipe(retryQuery({ retries: def.retryCount, scheduler: deps.scheduler }))
          .subscribe(settle);
        scheduleDropIfUnused(ref, def);
      };

      const isFresh = (entry: QueryEntry | undefined, def: AnyQueryDef): boolean =>
        entry?.status === 'fulfilled' &&
        !entry.stale &&
        entry.fulfilledAt !== undefined &&
        deps.clock.now() - entry.fulfilledAt < def.maxAgeSec * 1000;

      const withDef = (ref: QueryRef, run: (def: AnyQueryDef) => void) => {
        const def = lookup(ref.name);
        if (def) run(def);
        else deps.logger.warn('query cache: unknown query', { query: ref.name });
      };

      const onAction = (action: AnyAction) => {
        if (querySubscribe.match(action)) {
          const ref = action.payload;
          withDef(ref, (def) => {
            refs.set(ref.key, (refs.get(ref.key) ?? 0) + 1);
            cancelDrop(ref.key);
            if (!flights.has(ref.key) && !isFresh(entryOf(ref.key), def)) start(ref, def);
          });
        } else if (queryUnsubscribe.match(action)) {
          const ref = action.payload;
          const count = refs.get(ref.key);
          if (count === undefined) return; // unbalanced, or subscribed before a reset
          if (count > 1) refs.set(ref.key, count - 1);
          else {
            refs.delete(ref.key);
            withDef(ref, (def) => scheduleDropIfUnused(ref, def));
          }
        } else if (queryRefetch.match(action)) {
          const ref = action.payload;
          if (!flights.has(ref.key)) withDef(ref, (def) => start(ref, def));
        } else if (queryInvalidate.match(action)) {
          const groups = new Set(action.payload.groups);
          const except = new Set(action.payload.exceptKeys ?? []);
          const stale: string[] = [];
          for (const entry of entries()) {
            if (!groups.has(entry.group) || except.has(entry.key)) continue;
            const ref: QueryRef = { key: entry.key, name: entry.name, args: entry.args };
            if ((refs.get(entry.key) ?? 0) > 0 || flights.has(entry.key)) withDef(ref, (def) => start(ref, def));
            else stale.push(entry.key);
          }
          if (stale.length > 0) out.next(queryInvalidated({ keys: stale }));
        } else if (queryReset.match(action)) {
          for (const key of [...flights.keys()]) cancelFlight(key);
          for (const key of [...drops.keys()]) cancelDrop(key);
          refs.clear();
          out.next(queryCleared());
        }
      };

      const subscription = action$.subscribe(onAction);
      return () => {
        subscription.unsubscribe();
        for (const key of [...flights.keys()]) cancelFlight(key);
        for (const key of [...drops.keys()]) cancelDrop(key);
      };
    });
}
