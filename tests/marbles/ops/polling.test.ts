import { marbles } from 'rxjs-marbles/jest';
import { OPS_POLLING_INTERVAL_MS } from '../../../src/domain/constants';
import { unwatchApplication, watchApplication } from '../../../src/client/features/ops/actions';
import { OPS_KEY } from '../../../src/client/features/ops/reducer';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { QUERY_CACHE_KEY } from '../../../src/client/kernel/queryCache/reducer';
import { logout } from '../../../src/client/kernel/session/actions';
import { APP_UUID, task } from '../../unit/app/fixtures';
import { APP_PATH, opsPollingHarness, type OpsPollingOptions } from './harness';

const TASKS_PATH = `${APP_PATH}tasks/`;
const ARGS = { uuid: APP_UUID };

/** The ops polling harness with a tasks endpoint (the page under the banner shows the tasks). */
const setup = (m: Parameters<typeof opsPollingHarness>[0], opts: OpsPollingOptions = {}) =>
  opsPollingHarness(m, { ...opts, others: { [TASKS_PATH]: () => [task()] } });

const watch = watchApplication({ applicationId: APP_UUID });
const unwatch = unwatchApplication({ applicationId: APP_UUID });

describe('ops polling of the application (§4, §9 3000 ms) in virtual time', () => {
  it(
    'polls every 3000 ms with If-None-Match; a 304 leaves the queries state the very same object',
    marbles((m) => {
      const t = setup(m);
      let loaded: unknown;
      let later: unknown;
      t.send(0, watch);
      t.at(500, () => (loaded = t.state()[QUERY_CACHE_KEY]));
      t.at(10_400, () => (later = t.state()[QUERY_CACHE_KEY]));
      t.send(10_500, unwatch);
      m.flush();

      expect(OPS_POLLING_INTERVAL_MS).toBe(3000);
      expect(t.appTimes(false)).toEqual([0]); // the first load (the cache's own request)
      expect(t.appTimes(true)).toEqual([3000, 6000, 9000]);
      expect(t.log.filter((r) => r.ifNoneMatch).map((r) => r.ifNoneMatch)).toEqual(['"v1"', '"v1"', '"v1"']);
      expect(later).toBe(loaded);
      expect(later).toEqual(loaded);
      expect(t.events('ops/applicationUnchanged').map((e) => e.at)).toEqual([3100, 6100, 9100]);
      expect(t.events('query/refreshed')).toHaveLength(0);
    }),
  );

  it(
    'never overlaps a slow answer (5 s): ticks while it runs are skipped and the next poll is the next tick after it',
    marbles((m) => {
      const t = setup(m, { appDelayMs: (n) => (n === 2 ? 5000 : 100) });
      t.send(0, watch);
      t.send(12_500, unwatch);
      m.flush();

      // 3000 → answered 8000; the 6000 tick finds it running and is skipped; 9000 and 12000 poll again.
      expect(t.appTimes(true)).toEqual([3000, 9000, 12_000]);
      const polls = t.log.filter((r) => r.ifNoneMatch);
      for (let i = 1; i < polls.length; i += 1) expect(polls[i]!.at).toBeGreaterThanOrEqual(polls[i - 1]!.done ?? Infinity);
      expect(polls[0]!.done).toBe(8000);
    }),
  );

  it(
    'pauses while the tab is hidden and resumes when it is visible again',
    marbles((m) => {
      const t = setup(m);
      t.send(0, watch);
      t.at(4000, () => t.visible$.next(false));
      t.at(10_000, () => t.visible$.next(true));
      t.send(16_500, unwatch);
      m.flush();

      expect(t.appTimes(true)).toEqual([3000, 13_000, 16_000]);
    }),
  );

  it(
    'stops on unwatch: the running poll is cancelled and no request or timer is left',
    marbles((m) => {
      const t = setup(m);
      let pending = -1;
      t.send(0, watch);
      t.send(6050, unwatch); // the 6000 poll is still waiting for its answer
      t.at(70_000, () => (pending = m.scheduler.actions.length));
      m.flush();

      expect(t.appTimes(true)).toEqual([3000, 6000]);
      expect(t.deps.http.aborted.map((r) => r.ifNoneMatch)).toEqual(['"v1"']);
      expect(t.events('ops/pollingStopped').map((e) => e.at)).toEqual([6050]);
      expect(t.state()[OPS_KEY].watching).toBeNull();
      // Past the cache's 60 s retention of the released application nothing is scheduled at all.
      expect(pending).toBe(0);
      expect(applicationQuery.select(t.state(), ARGS).status).toBe('uninitialized');
    }),
  );

  it(
    'stops on logout with no further request and no timer left',
    marbles((m) => {
      const t = setup(m, { withSessionEpic: true });
      let pending = -1;
      t.send(0, watch);
      t.send(7000, logout({ reason: 'signed-out' }));
      t.at(60_000, () => (pending = m.scheduler.actions.length));
      m.flush();

      expect(t.appTimes()).toEqual([0, 3000, 6000]);
      expect(t.events('session/ended')).toHaveLength(1);
      expect(pending).toBe(0);
      expect(t.state()[OPS_KEY].watching).toBeNull();
    }),
  );

  it(
    'a 200 replaces the application out of band, names the changed fields and refreshes the other data once — never an extra application request',
    marbles((m) => {
      const t = setup(m);
      t.send(0, watch);
      t.send(0, tasksQuery.subscribe(ARGS)); // a page showing the tasks
      t.at(4000, () => t.change({ stage: 'pending-file-setup', customer_stage: 'under-review', tasks_version: 2 }));
      let before: ReturnType<typeof t.state> | undefined;
      t.at(9400, () => (before = t.state()));
      t.send(9500, unwatch);
      m.flush();

      expect(t.appTimes(false)).toEqual([0]);
      expect(t.appTimes(true)).toEqual([3000, 6000, 9000]);
      expect(t.log.filter((r) => r.ifNoneMatch).map((r) => r.ifNoneMatch)).toEqual(['"v1"', '"v1"', '"v2"']);
      expect(t.log.filter((r) => r.path === TASKS_PATH).map((r) => r.at)).toEqual([0, 6100]);
      expect(t.events('ops/applicationChanged').map((e) => e.event.payload)).toEqual([
        { applicationId: APP_UUID, changed: ['tasks_version', 'stage', 'customer_stage'], at: 6100 },
      ]);
      expect(t.events('query/refreshed').map((e) => e.at)).toEqual([6100]);
      const entry = applicationQuery.select(before!, ARGS);
      expect(entry).toMatchObject({ status: 'fulfilled', fulfilledAt: 6100, data: { customer_stage: 'under-review' } });
      expect(before![QUERY_CACHE_KEY]?.entries[applicationQuery.key(ARGS)]?.etag).toBe('"v2"');
      expect(before![OPS_KEY]).toMatchObject({ changeCount: 1, lastChange: { at: 6100, changed: ['tasks_version', 'stage', 'customer_stage'] } });
    }),
  );

  it(
    'a failed poll is reported and polling goes on',
    marbles((m) => {
      const t = setup(m);
      const failing: boolean[] = [];
      t.send(0, watch);
      t.at(2900, () => (t.server.failNext = true));
      t.at(3200, () => failing.push(t.state()[OPS_KEY].pollFailing));
      t.at(6200, () => failing.push(t.state()[OPS_KEY].pollFailing));
      t.send(6500, unwatch);
      m.flush();

      expect(t.appTimes(true)).toEqual([3000, 6000]);
      expect(t.events('ops/pollFailed').map((e) => e.at)).toEqual([3100]);
      expect(failing).toEqual([true, false]);
    }),
  );
});
