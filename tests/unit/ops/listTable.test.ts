import type { CustomerStage, InternalStage } from '../../../src/contract/enums';
import { makeSelectOpsTable, projectOpsTable } from '../../../src/client/features/ops/listProjection';
import {
  changeOpsListQuery, DEFAULT_OPS_LIST_QUERY, nextOpsSort, opsListParams, parseOpsListQuery, searchState, searchTextOf,
  type OpsListQuery,
} from '../../../src/client/features/ops/listQuery';
import type { OpsApplicationItem } from '../../../src/client/features/ops/selectors';
import { applicationListQuery } from '../../../src/client/kernel/api/queries';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { CUSTOMER_STAGE_OF, internalStageIndex } from '../../../src/domain/stages';
import { application, profile } from '../app/fixtures';

/** The ops table (docs/ops.md "Every application"): search, stage filter, sort and pages over the cached list. */

const STAGES: InternalStage[] = ['pending-app-submit', 'pending-condl-approval-uw', 'pending-doc-upload', 'closed-won'];
const T0 = Date.UTC(2026, 2, 1, 9, 0);

/** Item n (0-based): "Person 0" … "Person 26", emails person-<n>@example.com, stage cycling, changed n hours after T0. */
function item(n: number, overrides: Partial<OpsApplicationItem> = {}): OpsApplicationItem {
  const internalStage = STAGES[n % STAGES.length]!;
  const customerStage: CustomerStage = CUSTOMER_STAGE_OF[internalStage];
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    href: `/applications/${n}`,
    customerName: `Person ${n}`,
    email: `person-${n}@example.com`,
    customerStage,
    stageName: customerStage,
    internalStage,
    stageOrder: internalStageIndex(internalStage),
    updated: '',
    updatedIso: '',
    updatedAtMs: T0 + n * 3_600_000,
    ...overrides,
  };
}

const ITEMS = Array.from({ length: 27 }, (_, n) => item(n));
const query = (q: Partial<OpsListQuery> = {}): OpsListQuery => ({ ...DEFAULT_OPS_LIST_QUERY, ...q });
const names = (q: Partial<OpsListQuery>, items = ITEMS) => projectOpsTable(items, query(q)).rows.map((r) => r.customerName);

describe('paging, 25 a page', () => {
  it('shows the 25 most recently changed first, then the rest, and says which', () => {
    const first = projectOpsTable(ITEMS, query());
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.customerName).toBe('Person 26');
    expect(first).toMatchObject({ page: 1, pageCount: 2, from: 1, to: 25, total: 27, matched: 27, summary: 'Showing 1–25 of 27 applications' });
    const second = projectOpsTable(ITEMS, query({ page: 2 }));
    expect(second.rows.map((r) => r.customerName)).toEqual(['Person 1', 'Person 0']);
    expect(second.summary).toBe('Showing 26–27 of 27 applications');
  });

  it('shows the last page for a page past it and the first for a page before it', () => {
    expect(projectOpsTable(ITEMS, query({ page: 9 })).page).toBe(2);
    expect(projectOpsTable(ITEMS, query({ page: 0 })).page).toBe(1);
    expect(projectOpsTable(ITEMS.slice(0, 3), query({ page: 2 }))).toMatchObject({ page: 1, pageCount: 1, summary: 'Showing 1–3 of 3 applications' });
    expect(projectOpsTable(ITEMS.slice(0, 1), query()).summary).toBe('Showing 1 of 1 application');
    expect(projectOpsTable([], query())).toMatchObject({ rows: [], pageCount: 1, from: 0, to: 0, summary: 'There are no applications yet.' });
  });
});

describe('sorting', () => {
  const few = [item(2, { customerName: 'bella Cruz', email: 'z@example.com' }), item(0, { customerName: 'Adam Ng', email: 'm@example.com' }), item(3, { customerName: 'Cara Diaz', email: 'a@example.com' })];

  it('sorts by name A to Z and Z to A, whatever the case', () => {
    expect(names({ sort: { key: 'name', dir: 'asc' } }, few)).toEqual(['Adam Ng', 'bella Cruz', 'Cara Diaz']);
    expect(names({ sort: { key: 'name', dir: 'desc' } }, few)).toEqual(['Cara Diaz', 'bella Cruz', 'Adam Ng']);
  });

  it('sorts by email', () => {
    expect(names({ sort: { key: 'email', dir: 'asc' } }, few)).toEqual(['Cara Diaz', 'Adam Ng', 'bella Cruz']);
  });

  it('sorts by stage in the §4 order, not alphabetically, ties by name', () => {
    const rows = projectOpsTable(ITEMS, query({ sort: { key: 'stage', dir: 'asc' } })).rows;
    expect(rows.map((r) => r.internalStage).slice(0, 8)).toEqual([...Array(7).fill('pending-app-submit'), 'pending-doc-upload']);
    expect(rows.slice(0, 3).map((r) => r.customerName)).toEqual(['Person 0', 'Person 4', 'Person 8']);
    const last = projectOpsTable(ITEMS, query({ sort: { key: 'stage', dir: 'desc' } })).rows[0];
    expect(last?.internalStage).toBe('closed-won');
  });

  it('sorts by last change, oldest first', () => {
    expect(names({ sort: { key: 'updated', dir: 'asc' } }).slice(0, 2)).toEqual(['Person 0', 'Person 1']);
  });

  it('flips the sorted column, and starts another in its natural direction', () => {
    expect(nextOpsSort({ key: 'updated', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextOpsSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextOpsSort({ key: 'name', dir: 'asc' }, 'updated')).toEqual({ key: 'updated', dir: 'desc' });
  });
});

describe('search and stage filter', () => {
  it('finds by name or email, case-insensitively, every word counting', () => {
    expect(names({ q: 'PERSON-13@' })).toEqual(['Person 13']);
    expect(names({ q: 'person 2' }).slice(0, 3)).toEqual(['Person 26', 'Person 25', 'Person 24']);
    expect(names({ q: '  person   13  ' })).toEqual(['Person 13']);
    expect(names({ q: 'person nobody' })).toEqual([]);
    expect(names({ q: 'pending' })).toEqual([]); // not the stage: name or email only
  });

  it('shows only the chosen stage, and says how many match of how many', () => {
    const view = projectOpsTable(ITEMS, query({ stage: 'under-review' }));
    expect(new Set(view.rows.map((r) => r.customerStage))).toEqual(new Set(['under-review']));
    expect(view.summary).toBe('Showing 1–7 of 7 matching applications (27 in all)');
    const none = projectOpsTable(ITEMS, query({ stage: 'under-review', q: 'person 4' }));
    expect(none.summary).toBe('No application matches. 27 applications in all.');
  });

  it('offers every stage that occurs, in §4 order, with counts, and keeps a chosen stage that no longer occurs', () => {
    expect(projectOpsTable(ITEMS, query()).stages).toEqual([
      { value: 'in-progress', label: 'In progress', count: 7 },
      { value: 'submitted-for-review', label: 'Submitted for review', count: 7 },
      { value: 'under-review', label: 'Under review', count: 7 },
      { value: 'closed', label: 'Closed', count: 6 },
    ]);
    const stages = projectOpsTable(ITEMS, query({ stage: 'approved' })).stages;
    expect(stages.find((s) => s.value === 'approved')).toEqual({ value: 'approved', label: 'Approved', count: 0 });
  });
});

describe('the view state in the address and the history entry', () => {
  it('writes only what differs from the default, and never the search text', () => {
    expect(opsListParams(query({ q: 'uma@example.com' })).toString()).toBe('');
    const params = opsListParams(query({ q: 'uma', stage: 'under-review', sort: { key: 'name', dir: 'desc' }, page: 2 }));
    expect(params.toString()).toBe('stage=under-review&sort=-name&page=2');
    expect(parseOpsListQuery(params, 'uma')).toEqual(query({ q: 'uma', stage: 'under-review', sort: { key: 'name', dir: 'desc' }, page: 2 }));
  });

  it('ignores values it does not know rather than breaking the page', () => {
    const odd = new URLSearchParams('stage=pending-wire&sort=-ssn&page=-3');
    expect(parseOpsListQuery(odd, '')).toEqual(DEFAULT_OPS_LIST_QUERY);
    expect(parseOpsListQuery(new URLSearchParams('page=1.5'), '').page).toBe(1);
    expect(parseOpsListQuery(new URLSearchParams('page=1e400'), '').page).toBe(1);
  });

  it('keeps the search text in the history state, and reads nothing else from there', () => {
    expect(searchTextOf(searchState('Rossi'))).toBe('Rossi');
    expect(searchTextOf(null)).toBe('');
    expect(searchTextOf({ opsSearch: 42 })).toBe('');
    expect(searchTextOf({ opsSearch: 'x'.repeat(5000) })).toHaveLength(200);
  });

  it('goes back to page 1 when the search, stage or sort changes; paging keeps the rest', () => {
    const onPage2 = query({ q: 'a', page: 2 });
    expect(changeOpsListQuery(onPage2, { q: 'ab' }).page).toBe(1);
    expect(changeOpsListQuery(onPage2, { stage: 'closed' }).page).toBe(1);
    expect(changeOpsListQuery(onPage2, { sort: { key: 'name', dir: 'asc' } }).page).toBe(1);
    expect(changeOpsListQuery(onPage2, { q: 'a' }).page).toBe(2);
    expect(changeOpsListQuery(onPage2, { page: 3 })).toEqual({ ...onPage2, page: 3 });
  });
});

describe('the memoised projection over the cached list', () => {
  it('is loading until the list arrives, then the same object for the same state', () => {
    const key = applicationListQuery.key();
    const select = makeSelectOpsTable(query({ q: 'jane' }));
    const started = queryCacheReducer(undefined, queryStarted({ key, name: 'applicationList', args: null, group: 'ApplicationList' as never, requestId: 1, at: 0 }));
    expect(select({ [QUERY_CACHE_KEY]: started }).status).toBe('loading');
    const apps = [application(), application({ uuid: '00000000-0000-4000-8000-000000000001' as never, application_profiles: [{ uuid: '00000000-0000-4000-8000-000000000002' as never, position: 1, profile_type: 'applicant', profile: profile({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' }) }] })];
    const state = { [QUERY_CACHE_KEY]: queryCacheReducer(started, queryFulfilled({ key, name: 'applicationList', requestId: 1, data: apps, at: 1 })) };
    const view = select(state);
    expect(view.status === 'ready' && view.data.rows.map((r) => r.email)).toEqual(['jane@example.com']);
    expect(select(state)).toBe(view);
  });
});
