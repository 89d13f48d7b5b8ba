import * as t from 'io-ts';
import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  createQueryCacheEpic,
  defineQuery,
  queryCacheReducer,
  queryInvalidate,
  queryReset,
  QUERY_CACHE_KEY,
  type QueryCacheRootState,
} from '../../../src/client/kernel';
import { createTestDeps, errorResult, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const Application = t.type({ uuid: t.string, version: t.number });

const application = defineQuery({
  name: 'test/application',
  group: 'Application',
  request: ({ uuid }: { uuid: string }) => ({ method: 'GET', path: `v1/customer/application/${uuid}/`, codec: Application }),
});
const tasks = defineQuery({
  name: 'test/tasks',
  group: 'Tasks',
  request: ({ uuid }: { uuid: string }) => ({ method: 'GET', path: `v1/customer/application/${uuid}/tasks/`, codec: t.array(t.string) }),
});

const A = { uuid: 'aaaa' };
const B = { uuid: 'bbbb' };
const SERVER_DELAY_MS = 100;
const MIN = 60_000;

/**
 * A store with the query cache, a fake server answering after 100 ms of virtual time (each application answer
 * carries how many requests the server has seen, so a refetch is visible in the data) and a timeline helper.
 */
function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  let served = 0;
  deps.http.respond({ path: /application\/[a-z]+\/$/ }, (req) => okResult({ uuid: req.path.split('/')[3] ?? '', version: ++served }), {
    delayMs: SERVER_DELAY_MS,
  });
  deps.http.respond({ path: /tasks\/$/ }, okResult(['sign']), { delayMs: SERVER_DELAY_MS });
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [createQueryCacheEpic()],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const state = () => store.getState() as QueryCacheRootState;
  /** `[ms, event type, key]` of every event the cache emitted. */
  const timeline = () =>
    eventLog.entries().map((e) => [e.at, e.event.type, (e.event.payload as { key?: string } | undefined)?.key ?? ''] as const);
  const requestsFor = (args: { uuid: string }) => deps.http.requestsTo({ path: `v1/customer/application/${args.uuid}/` }).length;
  return { deps, store, at, state, timeline, requestsFor };
}

describe('query cache (architecture "Remote data") in virtual time', () => {
  it(
    'deduplicates: two subscribers of the same key while a request runs cause one request',
    marbles((m) => {
      const { at, state, timeline, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(10, application.subscribe({ ...A }));
      at(50, application.subscribe(A));
      m.flush();

      expect(requestsFor(A)).toBe(1);
      expect(timeline()).toEqual([
        [0, 'query/started', application.key(A)],
        [100, 'query/fulfilled', application.key(A)],
      ]);
      expect(application.select(state(), A)).toMatchObject({ status: 'fulfilled', data: { uuid: 'aaaa', version: 1 }, fulfilledAt: 100 });
    }),
  );

  it(
    'goes uninitialized → pending → fulfilled, and a new subscriber of fresh data causes no request',
    marbles((m) => {
      const { at, state, requestsFor } = setup(m);
      const seen: string[] = [];
      const look = (ms: number) => m.scheduler.schedule(() => void seen.push(application.select(state(), A).status), ms);
      look(0);
      at(1, application.subscribe(A));
      look(2);
      look(200);
      at(5000, application.subscribe(A));
      m.flush();

      expect(seen).toEqual(['uninitialized', 'pending', 'fulfilled']);
      expect(requestsFor(A)).toBe(1);
    }),
  );

  it(
    'drops an entry 60 s after its last subscriber left',
    marbles((m) => {
      const { at, state, timeline } = setup(m);
      at(0, application.subscribe(A));
      at(0, application.subscribe(A));
      at(1000, application.unsubscribe(A));
      at(2000, application.unsubscribe(A));
      m.scheduler.schedule(() => expect(application.select(state(), A).status).toBe('fulfilled'), 2000 + MIN - 1);
      m.flush();

      expect(timeline()).toEqual([
        [0, 'query/started', application.key(A)],
        [100, 'query/fulfilled', application.key(A)],
        [2000 + MIN, 'query/removed', application.key(A)],
      ]);
      expect(application.select(state(), A)).toEqual({ status: 'uninitialized' });
    }),
  );

  it(
    'keeps an entry that is subscribed again within 60 s, without refetching it',
    marbles((m) => {
      const { at, state, timeline, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(1000, application.unsubscribe(A));
      at(1000 + MIN - 1, application.subscribe(A));
      at(1000 + 2 * MIN, application.unsubscribe(A));
      m.flush();

      expect(requestsFor(A)).toBe(1);
      expect(timeline().map(([ms, type]) => [ms, type])).toEqual([
        [0, 'query/started'],
        [100, 'query/fulfilled'],
        [1000 + 3 * MIN, 'query/removed'],
      ]);
      expect(application.select(state(), A).status).toBe('uninitialized');
    }),
  );

  it(
    'fetches again for a subscriber after the entry was dropped',
    marbles((m) => {
      const { at, state, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(1000, application.unsubscribe(A));
      at(1000 + MIN + 1, application.subscribe(A));
      m.flush();

      expect(requestsFor(A)).toBe(2);
      expect(application.select(state(), A).data).toEqual({ uuid: 'aaaa', version: 2 });
    }),
  );

  it(
    'cancels a request still running when its entry is dropped',
    marbles((m) => {
      const { deps, at, state, timeline } = setup(m);
      deps.http.respond({ path: `v1/customer/application/${A.uuid}/` }, okResult({ uuid: 'aaaa', version: 0 }), { delayMs: 2 * MIN });
      at(0, application.subscribe(A));
      at(10, application.unsubscribe(A));
      m.flush();

      expect(deps.http.aborted).toHaveLength(1);
      expect(timeline().map(([, type]) => type)).toEqual(['query/started', 'query/removed']);
      expect(application.select(state(), A).status).toBe('uninitialized');
    }),
  );

  it(
    'refetches for a new subscriber once data is 3600 s old, not before',
    marbles((m) => {
      const { at, state, requestsFor } = setup(m);
      const HOUR = 3_600_000;
      at(0, application.subscribe(A)); // fulfilled at 100
      at(100 + HOUR - 1, application.subscribe(A));
      m.scheduler.schedule(() => expect(requestsFor(A)).toBe(1), 100 + HOUR - 1);
      at(100 + HOUR, application.subscribe(A));
      m.flush();

      expect(requestsFor(A)).toBe(2);
      expect(application.select(state(), A)).toMatchObject({ status: 'fulfilled', data: { version: 2 }, fulfilledAt: 200 + HOUR });
    }),
  );

  it(
    'invalidation refetches subscribed queries of the groups once, marks unsubscribed ones stale, leaves other groups',
    marbles((m) => {
      const { deps, at, state, timeline, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(0, application.subscribe(B));
      at(0, tasks.subscribe(A));
      at(1000, application.unsubscribe(B));
      let versionBefore: number | undefined;
      m.scheduler.schedule(() => void (versionBefore = application.select(state(), A).data?.version), 4000);
      at(5000, queryInvalidate({ groups: ['Application', 'Messages'] }));
      m.scheduler.schedule(() => {
        expect(requestsFor(A)).toBe(2);
        expect(requestsFor(B)).toBe(1);
        expect(deps.http.requestsTo({ path: /tasks/ })).toHaveLength(1);
        expect(application.select(state(), B)).toMatchObject({ status: 'fulfilled', stale: true });
      }, 6000);
      // The stale entry is refetched by its next subscriber, even though it is younger than 3600 s.
      at(7000, application.subscribe(B));
      m.flush();

      expect(timeline().filter(([ms]) => ms >= 5000)).toEqual([
        [5000, 'query/started', application.key(A)],
        [5000, 'query/invalidated', ''],
        [5100, 'query/fulfilled', application.key(A)],
        [7000, 'query/started', application.key(B)],
        [7100, 'query/fulfilled', application.key(B)],
      ]);
      expect(requestsFor(B)).toBe(2);
      expect(application.select(state(), A).data?.version).not.toBe(versionBefore);
      expect(application.select(state(), B).stale).toBe(false);
    }),
  );

  it(
    'invalidation restarts a request that was running, so no answer from before the change lands',
    marbles((m) => {
      const { deps, at, state, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(50, queryInvalidate({ groups: ['Application'] }));
      m.flush();

      expect(requestsFor(A)).toBe(2);
      expect(deps.http.aborted).toHaveLength(1);
      // The data is the answer to the second request (the server counts requests), arriving 100 ms after the restart.
      expect(application.select(state(), A)).toMatchObject({ status: 'fulfilled', data: { version: 2 }, fulfilledAt: 150 });
    }),
  );

  it(
    'keeps the error of a failed request and retries it for the next subscriber',
    marbles((m) => {
      const { deps, at, state, requestsFor } = setup(m);
      // A 4xx: the cache does not retry it on its own (a 5xx it would, queryRetry.test.ts).
      deps.http.respond({ path: `v1/customer/application/${A.uuid}/` }, errorResult(403, { detail: 'Forbidden' }), { delayMs: 10 });
      at(0, application.subscribe(A));
      m.scheduler.schedule(
        () => expect(application.select(state(), A)).toMatchObject({ status: 'rejected', error: { status: 403, data: { detail: 'Forbidden' } } }),
        20,
      );
      at(30, application.subscribe(A));
      m.flush();

      expect(requestsFor(A)).toBe(2);
    }),
  );

  it(
    'refetch never overlaps a running request',
    marbles((m) => {
      const { at, requestsFor } = setup(m);
      at(0, application.subscribe(A));
      at(50, application.refetch(A));
      at(150, application.refetch(A));
      m.flush();

      expect(requestsFor(A)).toBe(2);
    }),
  );

  it(
    'reset (logout) cancels running requests and forgets every entry',
    marbles((m) => {
      const { deps, at, state, timeline } = setup(m);
      at(0, tasks.subscribe(A));
      at(200, application.subscribe(A));
      at(250, queryReset());
      m.flush();

      expect(deps.http.aborted).toHaveLength(1);
      expect(state()[QUERY_CACHE_KEY]?.entries).toEqual({});
      expect(timeline().map(([ms, type]) => [ms, type])).toEqual([
        [0, 'query/started'],
        [100, 'query/fulfilled'],
        [200, 'query/started'],
        [250, 'query/cleared'],
      ]);
    }),
  );
});
