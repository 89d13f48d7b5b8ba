import { defineCommand, defineEvent } from '../actions';
import type { HttpError } from '../http/types';
import type { DataGroup } from './dataGroups';

/** Which query call a command is about: the cache key plus the registered query name and its (JSON) arguments. */
export interface QueryRef {
  key: string;
  name: string;
  args: unknown;
}

/** A view needs this data (mounted): refcount +1; fetches unless fresh data or a request for the key exists. */
export const querySubscribe = defineCommand<QueryRef>('query/subscribe');
/** A view no longer needs it (unmounted): refcount −1; at 0 the entry is dropped after its retention (60 s). */
export const queryUnsubscribe = defineCommand<QueryRef>('query/unsubscribe');
/** Fetch again now, unless a request for the key is already running (so polling never overlaps, §4). */
export const queryRefetch = defineCommand<QueryRef>('query/refetch');
/**
 * The server data of these groups changed (§4 has_changes): refetch subscribed queries, mark the rest stale. Entries
 * whose key is in `exceptKeys` are left alone (ops polling already holds the application's fresh data, §4).
 */
export const queryInvalidate = defineCommand<{ groups: readonly DataGroup[]; exceptKeys?: readonly string[] }>('query/invalidate');
/** Forget everything and cancel all requests (logout, §4). */
export const queryReset = defineCommand('query/reset');

/** A request for `key` started (`at`: ms epoch). Earlier data stays visible while it runs. */
export const queryStarted = defineEvent<QueryRef & { group: DataGroup; requestId: number; at: number }>('query/started');
/** The request `requestId` for `key` returned decoded `data` at `at` (ms epoch), with the answer's `ETag` if it had one. */
export const queryFulfilled = defineEvent<{ key: string; name: string; requestId: number; data: unknown; at: number; etag?: string }>('query/fulfilled');
/**
 * Newer data for `key` arrived out of band at `at` (ms epoch), e.g. the ops view's conditional poll answered 200 (§4):
 * it replaces the entry's data and ETag without a request of the cache's own. Ignored when the entry is gone.
 */
export const queryRefreshed = defineEvent<{ key: string; data: unknown; etag?: string; at: number }>('query/refreshed');
/** The request `requestId` for `key` failed with a §8 error at `at` (ms epoch). */
export const queryRejected = defineEvent<{ key: string; name: string; requestId: number; error: HttpError; at: number }>('query/rejected');
/** The entries of `keys` are out of date; the next subscriber refetches them. */
export const queryInvalidated = defineEvent<{ keys: string[] }>('query/invalidated');
/** The entry of `key` was dropped (unused past its retention). */
export const queryRemoved = defineEvent<{ key: string }>('query/removed');
/** Every entry was dropped (answer to `query/reset`). */
export const queryCleared = defineEvent('query/cleared');
