import type { SegmentEvent } from '../../contract/platform';
import { SEGMENT_EVENTS_ROUTE } from '../../contract/segmentEventsRoute';
import { ANALYTICS_BATCH_SIZE } from '../../domain/constants';
import type { Storage } from '../kernel/storage';

/**
 * The session-storage key of the analytics outbox: the calls tracked in this browser session whose delivery the
 * server has not acknowledged yet. Not among the keys logout removes: the calls from before a sign-out still go.
 */
export const OUTBOX_KEY = 'analytics-outbox';

/**
 * Most calls the outbox keeps (oldest dropped first). A page rarely tracks more than a few; the cap bounds what one
 * stuck session can pile into session storage and into one resend.
 */
export const OUTBOX_CAP = 200;

/**
 * Analytics calls tracked and not yet acknowledged by `POST /v1/customer/send-segment-events/`
 * (docs/analytics.md "Delivery"). Every change is written through to session storage, so a reload, a crash or a typed
 * address loses nothing; the next page load of the session sends again whatever is still here, and the server keeps
 * one row per `message_id`.
 */
export interface Outbox {
  /** Adds calls (already wrapped, with their message ids); beyond {@link OUTBOX_CAP} the oldest go. */
  add(events: readonly SegmentEvent[]): void;
  /** Every call still waiting, oldest first. */
  pending(): SegmentEvent[];
  /** Removes the calls the server acknowledged. */
  acknowledge(messageIds: readonly string[]): void;
  /** Forgets every waiting call (the person turned analytics off). */
  clear(): void;
}

/** Reads the stored calls: an unreadable or foreign value is an empty outbox, never an error. */
function restore(storage: Storage): SegmentEvent[] {
  try {
    const stored: unknown = JSON.parse(storage.get(OUTBOX_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((e: Partial<SegmentEvent> | null) => typeof e?.message_id === 'string') : [];
  } catch {
    return [];
  }
}

/** The outbox of this browser session, restored from `storage` (session storage in the browser). */
export function createOutbox(storage: Storage): Outbox {
  let items = restore(storage);
  const save = (next: SegmentEvent[]) => {
    items = next;
    try {
      if (items.length === 0) storage.remove(OUTBOX_KEY);
      else storage.set(OUTBOX_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the calls still wait in memory for this page.
    }
  };
  return {
    add: (events) => save([...items, ...events].slice(-OUTBOX_CAP)),
    pending: () => items.slice(),
    acknowledge(messageIds) {
      const done = new Set(messageIds);
      save(items.filter((e) => !done.has(e.message_id)));
    },
    clear: () => save([]),
  };
}

/**
 * `navigator.sendBeacon` with a JSON body: queues a POST that outlives the page; false when the browser refused it.
 * The entry wraps the text in an `application/json` Blob.
 */
export type Beacon = (url: string, json: string) => boolean;

/** What {@link sendOutboxByBeacon} needs besides the outbox. */
export interface OutboxBeaconOptions {
  beacon: Beacon | null;
  /** The person's analytics choice is on and this is no ops session (§6). */
  allowed(): boolean;
  /** True while the HTTP client refuses writes (the ops view, §6): no beacon goes around it then. */
  blocked(): boolean;
  /** The HTTP client's base path (default `/api`). */
  apiBase?: string;
}

/**
 * Sends by beacon, to §7 `POST /v1/customer/send-segment-events/`, every waiting call, in batches of
 * ANALYTICS_BATCH_SIZE (what the entry does when the page is hidden or left). The calls stay in the outbox: a beacon
 * has no answer, so the sending layer or the next page load of the session sends them again, and the server keeps one
 * row per message id. A refused beacon leaves the rest for them too.
 */
export function sendOutboxByBeacon(outbox: Outbox, opts: OutboxBeaconOptions): void {
  if (!opts.beacon || opts.blocked() || !opts.allowed()) return;
  const url = `${opts.apiBase ?? '/api'}/${SEGMENT_EVENTS_ROUTE}`;
  const waiting = outbox.pending();
  for (let start = 0; start < waiting.length; start += ANALYTICS_BATCH_SIZE) {
    const batch = waiting.slice(start, start + ANALYTICS_BATCH_SIZE);
    try {
      if (!opts.beacon(url, JSON.stringify({ events: batch }))) return;
    } catch {
      // A browser that refuses a JSON beacon: the calls wait for the sending layer or the next page load.
      return;
    }
  }
}
