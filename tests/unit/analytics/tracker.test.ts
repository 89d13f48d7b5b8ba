import type { SegmentEvent } from '../../../src/contract/platform';
import { pageShown } from '../../../src/client/analytics/actions';
import { createOutbox, OUTBOX_CAP, OUTBOX_KEY, sendOutboxByBeacon, type Beacon } from '../../../src/client/analytics/outbox';
import { createTracker, PRODUCT_VERSION_KEY } from '../../../src/client/analytics/tracker';
import { createEventLog } from '../../../src/client/kernel/eventLog';
import { createMemoryStorage, type Storage } from '../../../src/client/kernel/storage';
import { ANALYTICS_BATCH_SIZE } from '../../../src/domain/constants';

const LOGIN = pageShown({ page_name: 'Login', path_pattern: '/login' });
const PATH = '/api/v1/customer/send-segment-events/';

/** A tracker on an event log fed directly (as the store's middleware would), every event 100 ms after the last. */
function tracked(storage: Storage = createMemoryStorage(), allowed = () => true) {
  let now = 1_000;
  const log = createEventLog({ now: () => (now += 100) });
  const dispatch = log.middleware({ getState: () => ({}), dispatch: (a: unknown) => a } as never)(((a: unknown) => a) as never) as (a: unknown) => unknown;
  let ids = 0;
  const outbox = createOutbox(storage);
  const tracker = createTracker({ eventLog: log, outbox, storage, allowed, newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}` });
  return { tracker, outbox, storage, append: (action: unknown) => void dispatch(action) };
}

/** A beacon that records what it carried (or refuses). */
function recordingBeacon(take = true) {
  const carried: Array<{ url: string; events: SegmentEvent[] }> = [];
  const beacon: Beacon = (url, json) => {
    if (!take) return false;
    carried.push({ url, events: (JSON.parse(json) as { events: SegmentEvent[] }).events });
    return true;
  };
  return { carried, beacon };
}

describe('the analytics outbox and tracker: a call the moment its event is logged', () => {
  it('writes the call to session storage at once, with the event’s time', () => {
    const { append, storage } = tracked();
    append(LOGIN);
    const stored = JSON.parse(storage.get(OUTBOX_KEY) ?? '[]') as SegmentEvent[];
    expect(stored.map((e) => [e.type, e.name, e.timestamp])).toEqual([['page', 'Login', new Date(1_100).toISOString()]]);
  });

  it('tracks nothing while analytics is not allowed (consent off, ops)', () => {
    const { append, storage } = tracked(createMemoryStorage(), () => false);
    append(LOGIN);
    expect(storage.get(OUTBOX_KEY)).toBeNull();
  });

  it('beacons what waits to the segment endpoint, in batches of the batch size, and keeps it until acknowledged', () => {
    const { append, outbox } = tracked();
    for (let i = 0; i < ANALYTICS_BATCH_SIZE + 1; i += 1) append(LOGIN);
    const { carried, beacon } = recordingBeacon();
    sendOutboxByBeacon(outbox, { beacon, allowed: () => true, blocked: () => false });
    expect(carried.map((c) => [c.url, c.events.length])).toEqual([[PATH, ANALYTICS_BATCH_SIZE], [PATH, 1]]);
    expect(outbox.pending()).toHaveLength(ANALYTICS_BATCH_SIZE + 1);
    outbox.acknowledge(outbox.pending().map((e) => e.message_id));
    expect(outbox.pending()).toEqual([]);
  });

  it('never beacons while the HTTP client refuses writes (ops view) or analytics is off, nor without a beacon', () => {
    const { append, outbox } = tracked();
    append(LOGIN);
    const { carried, beacon } = recordingBeacon();
    sendOutboxByBeacon(outbox, { beacon, allowed: () => true, blocked: () => true });
    sendOutboxByBeacon(outbox, { beacon, allowed: () => false, blocked: () => false });
    sendOutboxByBeacon(outbox, { beacon: null, allowed: () => true, blocked: () => false });
    expect(carried).toEqual([]);
  });

  it('a refused or throwing beacon leaves the calls waiting', () => {
    const { append, outbox } = tracked();
    append(LOGIN);
    sendOutboxByBeacon(outbox, { beacon: recordingBeacon(false).beacon, allowed: () => true, blocked: () => false });
    sendOutboxByBeacon(outbox, {
      beacon: () => {
        throw new TypeError('beacon refused');
      },
      allowed: () => true,
      blocked: () => false,
    });
    expect(outbox.pending().map((e) => e.name)).toEqual(['Login']);
  });

  it('restores what an earlier page load left, keeping at most the newest calls', () => {
    const storage = createMemoryStorage();
    const first = tracked(storage);
    for (let i = 0; i < OUTBOX_CAP + 5; i += 1) first.append(LOGIN);
    const restored = createOutbox(storage).pending();
    expect(restored).toHaveLength(OUTBOX_CAP);
    expect(restored.at(-1)?.message_id).toBe(first.outbox.pending().at(-1)?.message_id);
  });

  it('an unreadable outbox is an empty one', () => {
    expect(createOutbox(createMemoryStorage({ [OUTBOX_KEY]: '{not json' })).pending()).toEqual([]);
    expect(createOutbox(createMemoryStorage({ [OUTBOX_KEY]: '[1, null, {"name":"x"}]' })).pending()).toEqual([]);
  });

  it("tracks with 'unknown' until the version is read, then writes it into the waiting calls and remembers it for the session", () => {
    const { tracker, append, outbox, storage } = tracked();
    append(LOGIN);
    tracker.setProductVersion('1.2.3');
    append(LOGIN);
    expect(outbox.pending().map((e) => e.properties.productVersion)).toEqual(['1.2.3', '1.2.3']);
    expect(storage.get(PRODUCT_VERSION_KEY)).toBe('1.2.3');
    const next = tracked(storage);
    next.append(LOGIN);
    expect(next.outbox.pending().at(-1)?.properties.productVersion).toBe('1.2.3');
  });
});
