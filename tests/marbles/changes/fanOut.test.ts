import * as t from 'io-ts';
import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  createQueryCacheEpic, defineQuery, queryCacheReducer, QUERY_CACHE_KEY,
} from '../../../src/client/kernel';
import {
  CHANGE_SETTLE_MS, changesEpic, customerChangesChecked, reportCustomerChange, reportProfileChange,
} from '../../../src/client/kernel/changes';
import type { DataGroup } from '../../../src/client/kernel/queryCache/dataGroups';
import { createTestDeps, errorResult, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const OTHER_APP = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
const SERVER_DELAY_MS = 50;

/** One test query per data group, so a refetch of a group is visible as a request to its path. */
const GROUPS: readonly DataGroup[] = [
  'Application', 'DocusignEnvelope', 'Declaration', 'Document', 'Messages', 'Liens', 'Payoffs', 'ServicingTasks',
  'Tasks', 'DealTeam', 'ApplicationList', 'UseOfProceeds',
];
const queries = GROUPS.map((group) =>
  defineQuery({
    name: `fanout/${group}`,
    group,
    request: ({ uuid }: { uuid: string }) => ({ method: 'GET' as const, path: `test/${group}/${uuid}/`, codec: t.unknown }),
  }),
);

function setup(m: Context, hasChanges: boolean | 'fail' = true) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  deps.http.respond({ path: /^test\// }, okResult({ ok: true }), { delayMs: SERVER_DELAY_MS });
  deps.http.respond(
    { path: /customer-changed\/$/ },
    hasChanges === 'fail' ? errorResult('FETCH_ERROR') : okResult({ has_changes: hasChanges }),
    { delayMs: SERVER_DELAY_MS },
  );
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [createQueryCacheEpic(), changesEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  for (const q of queries) at(0, q.subscribe({ uuid: APP }));
  /** Requests per data group after the initial load. */
  const refetches = () =>
    Object.fromEntries(GROUPS.map((g) => [g, deps.http.requestsTo({ path: `test/${g}/${APP}/` }).length - 1]));
  const checks = (uuid = APP) => deps.http.requestsTo({ path: `v1/customer/application/${uuid}/customer-changed/` }).length;
  return { deps, at, refetches, checks, eventLog };
}

const REFRESHED = ['Application', 'DocusignEnvelope', 'Declaration', 'Document', 'Messages', 'Liens', 'Payoffs', 'ServicingTasks', 'Tasks'];

describe('§4 has_changes fan-out (virtual time)', () => {
  it(
    'has_changes true refetches exactly the nine §4 data sets, once each',
    marbles((m) => {
      const { at, refetches, checks } = setup(m, true);
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(checks()).toBe(1);
      expect(refetches()).toEqual(Object.fromEntries(GROUPS.map((g) => [g, REFRESHED.includes(g) ? 1 : 0])));
    }),
  );

  it(
    'has_changes false refetches nothing',
    marbles((m) => {
      const { at, refetches, checks, eventLog } = setup(m, false);
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(checks()).toBe(1);
      expect(Object.values(refetches()).every((n) => n === 0)).toBe(true);
      expect(eventLog.entries().map((e) => e.event).filter(customerChangesChecked.match).map((e) => e.payload)).toEqual([
        { applicationId: APP, hasChanges: false },
      ]);
    }),
  );

  it(
    'several changes landing together cause one check and one refetch per data set',
    marbles((m) => {
      const { at, refetches, checks } = setup(m, true);
      at(1000, reportCustomerChange({ applicationId: APP }));
      at(1000 + CHANGE_SETTLE_MS / 4, reportCustomerChange({ applicationId: APP }));
      at(1000 + CHANGE_SETTLE_MS / 2, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(checks()).toBe(1);
      expect(refetches()).toMatchObject({ Application: 1, Liens: 1, Tasks: 1, DealTeam: 0 });
    }),
  );

  it(
    'waits for the changes to settle: no check before the settle time, one after',
    marbles((m) => {
      const { at, checks, deps } = setup(m, true);
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.scheduler.schedule(() => expect(checks()).toBe(0), 1000 + CHANGE_SETTLE_MS - 1);
      m.scheduler.schedule(() => expect(checks()).toBe(1), 1000 + CHANGE_SETTLE_MS + 1);
      m.flush();
      expect(deps.http.requestsTo({ path: /customer-changed/ })[0]?.method).toBe('POST');
    }),
  );

  it(
    'changes to two applications are checked separately',
    marbles((m) => {
      const { at, checks } = setup(m, false);
      at(1000, reportCustomerChange({ applicationId: APP }));
      at(1010, reportCustomerChange({ applicationId: OTHER_APP }));
      m.flush();
      expect([checks(APP), checks(OTHER_APP)]).toEqual([1, 1]);
    }),
  );

  it(
    'a failed check refreshes nothing',
    marbles((m) => {
      const { at, refetches } = setup(m, 'fail');
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(Object.values(refetches()).every((n) => n === 0)).toBe(true);
    }),
  );

  it(
    'a profile or spouse change refreshes only the application and its tasks, without asking the server',
    marbles((m) => {
      const { at, refetches, checks } = setup(m, true);
      at(1000, reportProfileChange({ applicationId: APP }));
      at(1050, reportProfileChange({ applicationId: APP }));
      m.flush();
      expect(checks()).toBe(0);
      expect(refetches()).toEqual(Object.fromEntries(GROUPS.map((g) => [g, g === 'Application' || g === 'Tasks' ? 1 : 0])));
    }),
  );
});
