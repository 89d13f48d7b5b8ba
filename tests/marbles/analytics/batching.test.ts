import { EMPTY } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_WINDOW_MS } from '../../../src/domain/constants';
import { logout, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { batchDropped } from '../../../src/client/analytics/actions';
import { makeToken } from '../../unit/app/fixtures';
import { analyticsHarness } from './harness';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('analytics batching in virtual time', () => {
  it(
    'a batch leaves 5000 ms after its first call, with every call buffered until then',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      h.at(2000, h.page('/property_address'));
      h.at(ANALYTICS_BATCH_WINDOW_MS + 200, h.page('/property_type'));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.events.map((e) => e.name)])).toEqual([
        [5100, ['Login', 'Get Started']],
        [10_200, ['Property Type']],
      ]);
      expect(h.counts().sent).toBe(3);
    }),
  );

  it(
    'a batch leaves at once when it holds 20 calls',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      for (let i = 0; i < ANALYTICS_BATCH_SIZE + 1; i += 1) h.at(300, h.page(i % 2 ? '/login' : '/'));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.events.length])).toEqual([
        [300, 20],
        [5300, 1],
      ]);
    }),
  );

  it(
    'logout sends what is buffered at once, before the session ends',
    marbles((m) => {
      const h = analyticsHarness(m);
      let sessionAtSend: string | null = 'unset';
      h.deps.analytics = {
        send: (batch) => {
          sessionAtSend = (h.store.getState() as { session: { token: string | null } }).session.token;
          h.sent.push({ at: m.scheduler.now(), events: [...batch], beacon: false });
          return EMPTY;
        },
      };
      const token = makeToken({ uuid: '11111111-1111-4111-8111-111111111111', expSeconds: 4_000_000_000 });
      h.at(0, h.mount);
      h.at(0, tokenIssued({ token, source: 'password' }));
      h.at(100, h.page(`/applications/${APP}`));
      h.at(1000, logout({ reason: 'signed-out' }));
      h.at(1000, sessionEnded({ reason: 'signed-out' }));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.events.map((e) => `${e.type}:${e.name}`)])).toEqual([[1000, ['identify:', 'page:Home']]]);
      expect(sessionAtSend).toBe(token);
    }),
  );

  it(
    'a page being hidden sends what is waiting at once, by beacon; the batch still carries it (the store keeps one row per message id)',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      h.at(700, () => h.visible$.next(false));
      h.at(900, () => h.visible$.next(true));
      h.at(1000, h.page('/'));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.beacon, s.events.map((e) => e.name)])).toEqual([
        [700, true, ['Login']],
        [100 + ANALYTICS_BATCH_WINDOW_MS, false, ['Login', 'Index']],
      ]);
    }),
  );

  it(
    'a refused batch is retried after 1 s, 2 s and 4 s with the same message ids, then dropped and counted',
    marbles((m) => {
      const h = analyticsHarness(m, { outcome: () => false });
      h.at(0, h.mount);
      h.at(0, h.page('/login'));
      m.flush();
      expect(h.sent.map((s) => s.at)).toEqual([5000, 6000, 8000, 12_000]);
      expect(new Set(h.sent.map((s) => s.events.map((e) => e.message_id).join())).size).toBe(1);
      expect(h.counts()).toMatchObject({ sent: 0, dropped: 1 });
      expect(h.eventLog.entries().filter((e) => batchDropped.match(e.event))).toHaveLength(1);
    }),
  );

  it(
    'a batch taken on its second try is not sent again, and no message id is ever in two batches',
    marbles((m) => {
      const h = analyticsHarness(m, { outcome: (attempt) => attempt !== 0 });
      h.at(0, h.mount);
      h.at(0, h.page('/login'));
      h.at(20_000, h.page('/'));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.events.map((e) => e.name)])).toEqual([
        [ANALYTICS_BATCH_WINDOW_MS, ['Login']],
        [ANALYTICS_BATCH_WINDOW_MS + 1000, ['Login']],
        [20_000 + ANALYTICS_BATCH_WINDOW_MS, ['Index']],
      ]);
      const ids = h.sent.slice(1).flatMap((s) => s.events.map((e) => e.message_id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(h.counts()).toMatchObject({ sent: 2, dropped: 0 });
    }),
  );

  it(
    'batches leave one after another: a batch waiting for its retry holds the next one back, in order',
    marbles((m) => {
      const h = analyticsHarness(m, { outcome: (attempt) => attempt !== 0 });
      h.at(0, h.mount);
      for (let i = 0; i < ANALYTICS_BATCH_SIZE; i += 1) h.at(0, h.page('/login'));
      h.at(10, h.page('/'));
      m.flush();
      expect(h.sent.map((s) => [s.at, s.events.length])).toEqual([
        [0, ANALYTICS_BATCH_SIZE],
        [1000, ANALYTICS_BATCH_SIZE],
        [10 + ANALYTICS_BATCH_WINDOW_MS, 1],
      ]);
    }),
  );
});
