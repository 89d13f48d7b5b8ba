import { marbles } from 'rxjs-marbles/jest';
import { ANALYTICS_BATCH_WINDOW_MS, ANALYTICS_RETRY_BASE_MS, ANALYTICS_SEND_MAX_ATTEMPTS } from '../../../src/domain/constants';
import { OUTBOX_KEY } from '../../../src/client/analytics/outbox';
import { consentModule } from '../../../src/client/kernel/consent';
import { changeConsent } from '../../../src/client/kernel/consent/actions';
import { createMemoryStorage } from '../../../src/client/kernel/storage';
import { analyticsHarness } from './harness';

const names = (events: ReadonlyArray<{ name: string }>) => events.map((e) => e.name);
/** Virtual ms from a batch's first send to its drop: the first attempt and every doubling wait. */
const DROP_AFTER_MS = Array.from({ length: ANALYTICS_SEND_MAX_ATTEMPTS - 1 }, (_, i) => ANALYTICS_RETRY_BASE_MS * 2 ** i).reduce((a, b) => a + b, 0);

describe('analytics delivery: tracked at once, handed over, beaconed, resent (docs/analytics.md "Delivery")', () => {
  it(
    'a page shown before the sending layer loads is a call at once, kept in session storage, and sent once the layer arrives',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(100, h.page('/login'));
      h.at(200, () => expect(names(JSON.parse(h.deps.storage.get(OUTBOX_KEY) ?? '[]') as Array<{ name: string }>)).toEqual(['Login']));
      h.at(3000, h.mount);
      m.flush();
      expect(h.sent.map((s) => [s.at, s.beacon, names(s.events)])).toEqual([[3000 + ANALYTICS_BATCH_WINDOW_MS, false, ['Login']]]);
      expect(h.events()[0]?.event.timestamp).toBe(new Date(100).toISOString());
      expect(h.deps.storage.get(OUTBOX_KEY)).toBeNull();
    }),
  );

  it(
    'a page left 300 ms after it showed, before the layer loaded, goes by beacon at once',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(100, h.page('/login'));
      h.at(400, () => h.visible$.next(false));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.beacon, names(s.events)])).toEqual([[400, true, ['Login']]]);
    }),
  );

  it(
    'the next page load of the session sends again what a beacon carried, with the same message id',
    marbles((m) => {
      const storage = createMemoryStorage();
      const first = analyticsHarness(m, { storage });
      first.at(100, first.page('/applications/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/tasks'));
      first.at(400, () => first.visible$.next(false));
      m.flush();
      const beaconed = first.sent.flatMap((s) => s.events);
      expect(names(beaconed)).toEqual(['Tasks']);

      const second = analyticsHarness(m, { storage, idStart: 1000 });
      const reloadAt = m.scheduler.now();
      second.at(reloadAt + 50, second.page('/applications/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/documents'));
      second.at(reloadAt + 100, second.mount);
      m.flush();
      expect(second.sent.map((s) => [s.beacon, names(s.events)])).toEqual([[false, ['Tasks', 'Documents']]]);
      expect(second.sent[0]?.events[0]?.message_id).toBe(beaconed[0]?.message_id);
      expect(storage.get(OUTBOX_KEY)).toBeNull();
    }),
  );

  it(
    'after a network outage every call goes again once a batch is taken, each with its one message id',
    marbles((m) => {
      // The first batch fails every attempt (the network is down), everything after goes through.
      const h = analyticsHarness(m, { outcome: (attempt) => attempt >= ANALYTICS_SEND_MAX_ATTEMPTS });
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      const droppedAt = 100 + ANALYTICS_BATCH_WINDOW_MS + DROP_AFTER_MS;
      h.at(droppedAt + 1000, h.page('/'));
      m.flush();
      const taken = h.sent.slice(ANALYTICS_SEND_MAX_ATTEMPTS);
      expect(taken.map((s) => [s.at, names(s.events)])).toEqual([
        [droppedAt + 1000 + ANALYTICS_BATCH_WINDOW_MS, ['Index']],
        [droppedAt + 1000 + 2 * ANALYTICS_BATCH_WINDOW_MS, ['Login']],
      ]);
      const ids = taken.flatMap((s) => s.events.map((e) => e.message_id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain(h.sent[0]?.events[0]?.message_id);
      expect(h.counts()).toMatchObject({ dropped: 1, sent: 2 });
      expect(h.deps.storage.get(OUTBOX_KEY)).toBeNull();
    }),
  );

  it(
    'turning analytics off empties the outbox: nothing goes by beacon or later',
    marbles((m) => {
      const h = analyticsHarness(m, { modules: [consentModule] });
      h.at(100, h.page('/login'));
      h.at(200, changeConsent({ analytics: false, sessionReplay: true, chat: true }));
      h.at(300, h.page('/'));
      h.at(400, () => h.visible$.next(false));
      h.at(500, h.mount);
      m.flush();
      expect(h.sent).toEqual([]);
      expect(h.deps.storage.get(OUTBOX_KEY)).toBeNull();
    }),
  );

  it(
    'a browser that refuses the beacon keeps the calls for the sending layer',
    marbles((m) => {
      const h = analyticsHarness(m, { beaconTaken: false });
      h.at(100, h.page('/login'));
      h.at(400, () => h.visible$.next(false));
      h.at(600, () => h.visible$.next(true));
      h.at(700, h.mount);
      m.flush();
      expect(h.sent.map((s) => [s.at, s.beacon, names(s.events)])).toEqual([[700 + ANALYTICS_BATCH_WINDOW_MS, false, ['Login']]]);
    }),
  );

  it(
    "calls tracked before the product version was read carry it once it is, unless a beacon already took them",
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(100, h.page('/login'));
      h.at(200, h.mount);
      m.flush();
      expect(h.events().map(({ event }) => event.properties.productVersion)).toEqual(['0.1.0']);
    }),
  );
});
