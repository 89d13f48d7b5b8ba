import { Observable, Subscription, type MonoTypeOperatorFunction, type OperatorFunction, type SchedulerLike } from 'rxjs';
import type { EventLog, LoggedEvent } from '../kernel/eventLog';

/**
 * Lets an item through unless an item of the same key passed less than `windowMs` ago on `scheduler` (leading-edge
 * throttle per key: §9 task viewed, one per task per 3 s; two tasks do not throttle each other). Items whose key is
 * null always pass. Keys older than the window are forgotten, so the map stays small.
 */
export function throttlePerKey<T>(keyOf: (item: T) => string | null, windowMs: number, scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      const lastPassed = new Map<string, number>();
      return source.subscribe({
        next: (item) => {
          const key = keyOf(item);
          if (key === null) return subscriber.next(item);
          const now = scheduler.now();
          for (const [k, at] of lastPassed) if (now - at >= windowMs) lastPassed.delete(k);
          if (lastPassed.has(key)) return;
          lastPassed.set(key, now);
          subscriber.next(item);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });
}

/** Why a batch left: full, its window ran out, logout, page hidden, or the source ended. */
export type FlushReason = 'size' | 'timer' | 'logout' | 'hidden' | 'complete';

/** A batch of items and why it left. */
export interface Batch<T> {
  items: T[];
  reason: FlushReason;
}

/** Options of {@link batchCalls}. */
export interface BatchOptions {
  /** A batch leaves as soon as it holds this many items. */
  size: number;
  /** …or this long (ms, on `scheduler`) after its first item arrived. */
  windowMs: number;
  scheduler: SchedulerLike;
  /** Sends what is buffered now, for this reason (logout, page hidden). */
  flush$: Observable<FlushReason>;
  /** Drops what is buffered, unsent (an ops session started, §6). */
  discard$: Observable<unknown>;
}

/**
 * Buffers items into batches (issue #5 analytics batching): a batch leaves when it holds `size` items, `windowMs` after
 * its first item, when `flush$` says so, or when the source completes; never empty. `discard$` empties the buffer.
 */
export function batchCalls<T>(opts: BatchOptions): OperatorFunction<T, Batch<T>> {
  return (source) =>
    new Observable<Batch<T>>((subscriber) => {
      let buffer: T[] = [];
      let timer: Subscription | null = null;
      const stopTimer = () => {
        timer?.unsubscribe();
        timer = null;
      };
      const emit = (reason: FlushReason) => {
        stopTimer();
        if (buffer.length === 0) return;
        const items = buffer;
        buffer = [];
        subscriber.next({ items, reason });
      };
      const subscription = new Subscription(stopTimer);
      subscription.add(opts.flush$.subscribe((reason) => emit(reason)));
      subscription.add(
        opts.discard$.subscribe(() => {
          stopTimer();
          buffer = [];
        }),
      );
      subscription.add(
        source.subscribe({
          next: (item) => {
            buffer.push(item);
            if (buffer.length >= opts.size) emit('size');
            else timer ??= opts.scheduler.schedule(() => emit('timer'), opts.windowMs);
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => {
            emit('complete');
            subscriber.complete();
          },
        }),
      );
      return subscription;
    });
}

/**
 * Every entry of the event log exactly once, in order: the backlog (`entries()`, what happened before the caller
 * subscribed) and then live entries (`events$`). Live entries are buffered from before the backlog is read, and those
 * the backlog already holds (by `seq`) are skipped, so nothing is lost or doubled — even when a subscriber dispatches
 * new events while the backlog is being emitted.
 */
export function logEntries(log: Pick<EventLog, 'entries' | 'events$'>): Observable<LoggedEvent> {
  return new Observable<LoggedEvent>((subscriber) => {
    const pending: LoggedEvent[] = [];
    let replaying = true;
    const live = log.events$.subscribe({
      next: (entry) => (replaying ? pending.push(entry) : subscriber.next(entry)),
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    const backlog = log.entries();
    const lastSeq = backlog[backlog.length - 1]?.seq ?? 0;
    for (const entry of backlog) subscriber.next(entry);
    for (let entry = pending.shift(); entry; entry = pending.shift()) if (entry.seq > lastSeq) subscriber.next(entry);
    replaying = false;
    return live;
  });
}
