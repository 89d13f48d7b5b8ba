import { Subject, type Observable } from 'rxjs';
import type { SegmentEvent } from '../../contract/platform';
import { TASK_VIEWED_THROTTLE_MS } from '../../domain/constants';
import { consentChanged } from '../kernel/consent/actions';
import type { EventLog } from '../kernel/eventLog';
import type { Storage } from '../kernel/storage';
import { deriveCalls, initialAnalyticsContext, type AnalyticsContext } from './derive';
import { anonymousIdOf, randomUuid, toSegmentEvent } from './envelope';
import { logEntries } from './operators';
import type { Outbox } from './outbox';

/** productVersion of a call tracked before the version was read (§7 `GET /v2/customer/version/`). */
export const UNKNOWN_PRODUCT_VERSION = 'unknown';

/** Session-storage key of the product version last read, so later page loads of the session track with it at once. */
export const PRODUCT_VERSION_KEY = 'analytics-product-version';

/** What the tracker is built with (the composition root passes the browser's; tests pass fakes). */
export interface TrackerOptions {
  eventLog: Pick<EventLog, 'entries' | 'events$'>;
  /** The entry's outbox, which the tracker fills (and the entry's beacon and the sending layer empty). */
  outbox: Outbox;
  /** Session storage: the anonymous id and the cached product version live here. */
  storage: Storage;
  /** Whether calls may be tracked now: the person's analytics choice is on and this is no ops session (§6). */
  allowed(): boolean;
  /** New message and anonymous ids (default: random UUIDs). */
  newId?: () => string;
}

/**
 * The tracking half of analytics (docs/analytics.md "Delivery"): a small chunk the entry fetches as it starts, so an
 * event is a call as soon as it is logged, long before the sending layer has loaded. Each event of the log (the
 * backlog first) is derived through the tracking plan's table ({@link deriveCalls}); Task Viewed and Servicing Step
 * Viewed are throttled per task or step by the events' own times; each call is wrapped (anonymous id, message id,
 * time) and written to the entry's persisted {@link Outbox}, which the entry sends by beacon when the page is hidden or
 * left. The sending layer, once loaded, takes over ({@link Tracker.calls$}) and acknowledges what the server took.
 */
export interface Tracker {
  outbox: Outbox;
  /** Calls tracked from now on (live; the outbox holds those from before). */
  calls$: Observable<SegmentEvent>;
  /** The version read from the server: later calls carry it, and so do the waiting calls tracked with 'unknown'. */
  setProductVersion(version: string): void;
}

/** Creates the tracker and starts deriving (backlog of the log first, then live events). */
export function createTracker(opts: TrackerOptions): Tracker {
  const newId = opts.newId ?? (() => randomUuid());
  const { outbox } = opts;
  const calls = new Subject<SegmentEvent>();
  const anonymousId = anonymousIdOf(opts.storage, newId);
  let ctx: AnalyticsContext = initialAnalyticsContext(opts.storage.get(PRODUCT_VERSION_KEY) ?? UNKNOWN_PRODUCT_VERSION);
  const lastPassed = new Map<string, number>();

  /** Leading-edge throttle per key on the events' own times (§9: one Task Viewed per task per 3 s). */
  const throttled = (key: string | undefined, at: number): boolean => {
    if (key === undefined) return false;
    for (const [k, passedAt] of lastPassed) if (at - passedAt >= TASK_VIEWED_THROTTLE_MS) lastPassed.delete(k);
    if (lastPassed.has(key)) return true;
    lastPassed.set(key, at);
    return false;
  };

  logEntries(opts.eventLog).subscribe((entry) => {
    if (consentChanged.match(entry.event) && !entry.event.payload.consent.analytics) outbox.clear();
    const derived = deriveCalls(ctx, entry.event);
    ctx = derived.ctx;
    const events = derived.calls
      .filter((call) => !throttled(call.throttleKey, entry.at))
      .map(({ throttleKey: _internal, ...planned }) => toSegmentEvent(planned, { anonymousId, messageId: newId(), at: entry.at }));
    if (events.length === 0 || !opts.allowed()) return;
    outbox.add(events);
    events.forEach((event) => calls.next(event));
  });


  return {
    outbox,
    calls$: calls.asObservable(),
    setProductVersion(version) {
      ctx = { ...ctx, productVersion: version };
      try {
        opts.storage.set(PRODUCT_VERSION_KEY, version);
      } catch {
        // Not kept: the next page load reads the version again.
      }
      // Waiting calls tracked before the version was known carry it from now on, in a beacon too (same message ids).
      const waiting = outbox.pending();
      if (!waiting.some((e) => e.properties.productVersion === UNKNOWN_PRODUCT_VERSION)) return;
      outbox.acknowledge(waiting.map((e) => e.message_id));
      outbox.add(waiting.map((e) => (e.properties.productVersion === UNKNOWN_PRODUCT_VERSION ? { ...e, properties: { ...e.properties, productVersion: version } } : e)));
    },
  };
}
