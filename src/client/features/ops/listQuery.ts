import type { CustomerStage } from '../../../contract/enums';
import { isCustomerStage } from '../../../domain/stages';

/**
 * The view state of the ops applications table (docs/ops.md "Every application"): what is searched, the stage shown,
 * the sort and the page. Stage, sort and page live in the address (`?stage=&sort=&page=`), so a reload or a shared
 * link keeps them; the search text is a name or an email, which never goes into a URL (it would reach history, logs
 * and referrers), so it lives in the history entry's state instead — a reload of the tab keeps it too.
 */
export interface OpsListQuery {
  /** What is typed in the search box (matched case-insensitively against name and email). */
  q: string;
  /** The §4 customer-facing stage shown, or null for "All stages". */
  stage: CustomerStage | null;
  sort: OpsSort;
  /** 1-based page number (the projection clamps it to the pages there are). */
  page: number;
}

/** The sortable columns. */
export const OPS_SORT_KEYS = ['name', 'email', 'stage', 'updated'] as const;
export type OpsSortKey = (typeof OPS_SORT_KEYS)[number];

/** A sort: a column and a direction. */
export interface OpsSort {
  key: OpsSortKey;
  dir: 'asc' | 'desc';
}

/** Most recently changed first: what the list shows before anyone sorts it. */
export const DEFAULT_OPS_SORT: OpsSort = { key: 'updated', dir: 'desc' };

/** Rows per page. */
export const OPS_PAGE_SIZE = 25;

/** The longest search text kept (longer text is cut: no name or email is this long). */
export const OPS_SEARCH_MAX_LENGTH = 200;

/** Where the search text is kept in the history entry's state. */
const SEARCH_STATE_KEY = 'opsSearch';

/** The query with nothing searched or filtered, sorted by last change, on page 1. */
export const DEFAULT_OPS_LIST_QUERY: OpsListQuery = { q: '', stage: null, sort: DEFAULT_OPS_SORT, page: 1 };

function isSortKey(s: string): s is OpsSortKey {
  return (OPS_SORT_KEYS as readonly string[]).includes(s);
}

/** `name` → name ascending, `-updated` → last change descending; anything else → the default sort. */
export function parseOpsSort(text: string | null): OpsSort {
  if (!text) return DEFAULT_OPS_SORT;
  const desc = text.startsWith('-');
  const key = desc ? text.slice(1) : text;
  return isSortKey(key) ? { key, dir: desc ? 'desc' : 'asc' } : DEFAULT_OPS_SORT;
}

/** The inverse of {@link parseOpsSort}. */
export function opsSortText(sort: OpsSort): string {
  return sort.dir === 'desc' ? `-${sort.key}` : sort.key;
}

/** The search text kept in a history entry's state (anything else there → ''). */
export function searchTextOf(historyState: unknown): string {
  if (typeof historyState !== 'object' || historyState === null) return '';
  const value = (historyState as Record<string, unknown>)[SEARCH_STATE_KEY];
  return typeof value === 'string' ? value.slice(0, OPS_SEARCH_MAX_LENGTH) : '';
}

/** The history entry state that keeps `q`. */
export function searchState(q: string): Record<string, string> {
  return { [SEARCH_STATE_KEY]: q.slice(0, OPS_SEARCH_MAX_LENGTH) };
}

/**
 * The query of an address's `?stage=&sort=&page=` and the search text of its history state. Unknown or malformed
 * values fall back to the defaults (a stage that is no §4 customer stage → all stages; a page that is not a positive
 * whole number → 1), so a hand-edited address never breaks the page.
 */
export function parseOpsListQuery(params: URLSearchParams, q: string): OpsListQuery {
  const stage = params.get('stage');
  const page = Number(params.get('page') ?? '1');
  return {
    q: q.slice(0, OPS_SEARCH_MAX_LENGTH),
    stage: isCustomerStage(stage) ? stage : null,
    sort: parseOpsSort(params.get('sort')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address parameters of a query: only what differs from the default, never the search text. */
export function opsListParams(query: OpsListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.stage) params.set('stage', query.stage);
  if (query.sort.key !== DEFAULT_OPS_SORT.key || query.sort.dir !== DEFAULT_OPS_SORT.dir) params.set('sort', opsSortText(query.sort));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The direction a column sorts in first: names and stages A→Z / earliest first, the last change newest first. */
const FIRST_DIRECTION: Readonly<Record<OpsSortKey, OpsSort['dir']>> = { name: 'asc', email: 'asc', stage: 'asc', updated: 'desc' };

/** The sort after a click on `key`'s header: the same column flips its direction, another starts in its first one. */
export function nextOpsSort(current: OpsSort, key: OpsSortKey): OpsSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: FIRST_DIRECTION[key] };
}

/**
 * The query after a change: a new search, stage or sort starts again on page 1 (the old page number means nothing in
 * the new order); a change of page alone keeps the rest.
 */
export function changeOpsListQuery(query: OpsListQuery, change: Partial<OpsListQuery>): OpsListQuery {
  const next = { ...query, ...change };
  const reordered = ('q' in change && change.q !== query.q) || ('stage' in change && change.stage !== query.stage) || 'sort' in change;
  return reordered && !('page' in change) ? { ...next, page: 1 } : next;
}
