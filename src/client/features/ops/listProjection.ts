import { createSelector } from '@reduxjs/toolkit';
import type { CustomerStage } from '../../../contract/enums';
import { CUSTOMER_STAGE_LABELS } from '../../../domain/customerStageLabels';
import { customerStageProgress } from '../../../domain/stages';
import { applicationListQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { OPS_PAGE_SIZE, type OpsListQuery, type OpsSort, type OpsSortKey } from './listQuery';
import { opsApplicationItems, type OpsApplicationItem } from './selectors';

/** One option of the stage filter: a §4 customer stage that occurs, with how many applications are at it. */
export interface OpsStageOption {
  value: CustomerStage;
  label: string;
  count: number;
}

/** The ops applications table as the view shows it (one page of rows and what to say about them). */
export interface OpsTableView {
  /** The rows of the current page, in the sort order. */
  rows: readonly OpsApplicationItem[];
  /** Every application, and those matching the search and the stage. */
  total: number;
  matched: number;
  /** The page shown (clamped to 1…pageCount) and how many pages the matches fill (at least 1). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown among the matches (0 and 0 when none match). */
  from: number;
  to: number;
  /** The stage filter's options: every stage that occurs (and the chosen one), in §4 order. */
  stages: readonly OpsStageOption[];
  sort: OpsSort;
  /** "Showing 1–25 of 27 applications", "Showing 1–2 of 2 matching applications (27 in all)", "No application matches…". */
  summary: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARE: Readonly<Record<OpsSortKey, (a: OpsApplicationItem, b: OpsApplicationItem) => number>> = {
  name: (a, b) => collator.compare(a.customerName, b.customerName),
  email: (a, b) => collator.compare(a.email, b.email),
  stage: (a, b) => a.stageOrder - b.stageOrder,
  updated: (a, b) => a.updatedAtMs - b.updatedAtMs,
};

/** Sorted by `sort`; ties by name, then uuid, so the order is the same on every render and every page. */
export function sortOpsApplications(items: readonly OpsApplicationItem[], sort: OpsSort): OpsApplicationItem[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * COMPARE[sort.key](a, b) || COMPARE.name(a, b) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0),
  );
}

/**
 * The items whose name or email contains every word of `text`, whatever the case ("rossi", "UMA ross",
 * "demo.underreview@"). Blank text keeps everything.
 */
export function searchOpsApplications(items: readonly OpsApplicationItem[], text: string): OpsApplicationItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = `${item.customerName} ${item.email}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** Every stage that occurs in `items` (and `chosen`, so the select can show it), in §4 order, with its count. */
export function opsStageOptions(items: readonly OpsApplicationItem[], chosen: CustomerStage | null): OpsStageOption[] {
  const counts = new Map<CustomerStage, number>();
  if (chosen) counts.set(chosen, 0);
  for (const item of items) counts.set(item.customerStage, (counts.get(item.customerStage) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => customerStageProgress(a) - customerStageProgress(b))
    .map(([value, count]) => ({ value, label: CUSTOMER_STAGE_LABELS[value], count }));
}

const noun = (n: number) => (n === 1 ? 'application' : 'applications');
const range = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);

function summaryOf(v: { total: number; matched: number; from: number; to: number; filtered: boolean }): string {
  if (v.total === 0) return 'There are no applications yet.';
  if (v.matched === 0) return `No application matches. ${v.total} ${noun(v.total)} in all.`;
  if (!v.filtered) return `Showing ${range(v.from, v.to)} of ${v.total} ${noun(v.total)}`;
  return `Showing ${range(v.from, v.to)} of ${v.matched} matching ${noun(v.matched)} (${v.total} in all)`;
}

/**
 * The table for `query` (docs/ops.md "Every application"): search (name or email) and stage filter, then the sort,
 * then one page of {@link OPS_PAGE_SIZE} rows. A page past the last shows the last; a page before the first, the first.
 */
export function projectOpsTable(items: readonly OpsApplicationItem[], query: OpsListQuery): OpsTableView {
  const searched = searchOpsApplications(items, query.q);
  const matches = query.stage ? searched.filter((i) => i.customerStage === query.stage) : searched;
  const sorted = sortOpsApplications(matches, query.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / OPS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page)), pageCount);
  const start = (page - 1) * OPS_PAGE_SIZE;
  const rows = sorted.slice(start, start + OPS_PAGE_SIZE);
  const from = rows.length === 0 ? 0 : start + 1;
  const to = start + rows.length;
  const filtered = query.stage !== null || query.q.trim() !== '';
  return {
    rows, total: items.length, matched: sorted.length, page, pageCount, from, to,
    stages: opsStageOptions(items, query.stage), sort: query.sort,
    summary: summaryOf({ total: items.length, matched: sorted.length, from, to, filtered }),
  };
}

/** A memoised projection of the ops table for one query over the cached application list (§2 ops view). */
export function makeSelectOpsTable(query: OpsListQuery) {
  return createSelector(
    [(s: QueryCacheRootState) => applicationListQuery.select(s)],
    (list): Section<OpsTableView> => sectionOf(list, (apps) => projectOpsTable(opsApplicationItems(apps), query)),
  );
}
