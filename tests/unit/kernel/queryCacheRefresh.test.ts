import * as t from 'io-ts';
import {
  createQueryCacheEpic, defineQuery, overrideRequest, queryCacheReducer, queryFulfilled, queryInvalidate, queryRefreshed,
  queryStarted, QUERY_CACHE_KEY, type QueryCacheRootState,
} from '../../../src/client/kernel';
import { selectQueryCacheEntry } from '../../../src/client/kernel/queryCache/entry';
import { createTestDeps, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { VirtualTimeScheduler } from 'rxjs';

const app = defineQuery({
  name: 'unit/refresh-app',
  group: 'Application',
  request: ({ uuid }: { uuid: string }) => ({ method: 'GET', path: `app/${uuid}/`, codec: t.unknown }),
});
const form = defineQuery({
  name: 'unit/refresh-form',
  group: 'Application',
  request: ({ uuid }: { uuid: string }) => ({ method: 'GET', path: `app/${uuid}/form/`, codec: t.unknown }),
});
const A = { uuid: 'a' };
const reduce = (actions: Array<{ type: string }>): QueryCacheRootState => ({
  [QUERY_CACHE_KEY]: actions.reduce(queryCacheReducer, queryCacheReducer(undefined, { type: '@@init' })),
});
const started = (requestId: number) => queryStarted({ key: app.key(A), name: app.name, args: A, group: app.group, requestId, at: 0 });

describe('query cache: ETags and out-of-band refreshes (§4 ops polling)', () => {
  it('keeps the ETag of the answer the data came from, and forgets it when an answer has none', () => {
    const withTag = reduce([started(1), queryFulfilled({ key: app.key(A), name: app.name, requestId: 1, data: { v: 1 }, at: 5, etag: '"v1"' })]);
    expect(selectQueryCacheEntry(withTag, app.key(A))).toMatchObject({ etag: '"v1"', data: { v: 1 } });
    const without = reduce([started(1), queryFulfilled({ key: app.key(A), name: app.name, requestId: 1, data: { v: 1 }, at: 5, etag: '"v1"' }), started(2), queryFulfilled({ key: app.key(A), name: app.name, requestId: 2, data: { v: 2 }, at: 6 })]);
    expect(selectQueryCacheEntry(without, app.key(A))?.etag).toBeUndefined();
  });

  it('replaces data, ETag and time on query/refreshed; a running request stays pending; a dropped entry is not revived', () => {
    const fulfilled = queryFulfilled({ key: app.key(A), name: app.name, requestId: 1, data: { v: 1 }, at: 5, etag: '"v1"' });
    const refreshed = queryRefreshed({ key: app.key(A), data: { v: 2 }, etag: '"v2"', at: 3100 });
    expect(app.select(reduce([started(1), fulfilled, refreshed]), A)).toMatchObject({ status: 'fulfilled', data: { v: 2 }, fulfilledAt: 3100, etag: '"v2"' });
    expect(app.select(reduce([started(1), fulfilled, started(2), refreshed]), A)).toMatchObject({ status: 'pending', data: { v: 2 } });
    expect(reduce([refreshed])[QUERY_CACHE_KEY]?.entries).toEqual({});
  });

  it('passes the answer’s ETag into query/fulfilled, and leaves `exceptKeys` alone when invalidating', () => {
    const scheduler = new VirtualTimeScheduler();
    const deps = createTestDeps({ scheduler });
    deps.http.respond({ path: 'app/a/' }, { ok: true, status: 200, value: { v: 1 }, etag: '"v1"' });
    deps.http.respond({ path: 'app/a/form/' }, okResult({ done: false }));
    const { store } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [createQueryCacheEpic()], deps });
    store.dispatch(app.subscribe(A));
    store.dispatch(form.subscribe(A));
    expect(selectQueryCacheEntry(store.getState() as QueryCacheRootState, app.key(A))?.etag).toBe('"v1"');
    store.dispatch(queryInvalidate({ groups: ['Application'], exceptKeys: [app.key(A)] }));
    expect(deps.http.requests.map((r) => r.path)).toEqual(['app/a/', 'app/a/form/', 'app/a/form/']);
  });
});

describe('query cache: request overrides (a call that follows the state, e.g. §6 LoggedUser as the viewed profile)', () => {
  it('builds each fetch through the override in the state of that moment; undefined keeps the query’s own request', () => {
    const scheduler = new VirtualTimeScheduler();
    const deps = createTestDeps({ scheduler });
    deps.http.respond({ path: /^app\/[a-z]\/$/ }, (req) => okResult({ from: req.path }));
    const me = defineQuery({ name: 'unit/override-me', group: 'LoggedUser', request: () => ({ method: 'GET', path: 'app/m/', codec: t.unknown }) });
    overrideRequest(me.name, (_args, state) => {
      const viewing = (state as { viewing?: string }).viewing;
      return viewing ? { method: 'GET', path: `app/${viewing}/`, codec: t.unknown } : undefined;
    });
    const { store } = createTestStore({
      reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, viewing: (s: string = '', a: { type: string; payload?: string }) => (a.type === 'unit/view' ? (a.payload ?? '') : s) },
      epics: [createQueryCacheEpic()],
      deps,
    });
    store.dispatch(me.subscribe());
    store.dispatch({ type: 'unit/view', payload: 'b' });
    store.dispatch(queryInvalidate({ groups: ['LoggedUser'] }));
    expect(deps.http.requests.map((r) => r.path)).toEqual(['app/m/', 'app/b/']);
    expect(me.select(store.getState() as QueryCacheRootState)).toMatchObject({ data: { from: 'app/b/' } });
  });
});
