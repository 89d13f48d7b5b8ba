import type { Middleware } from '@reduxjs/toolkit';
import { Subject, type Observable } from 'rxjs';
import { isEvent, type AnyEventAction } from './actions';
import type { Clock } from './deps';

/** One entry of the event log: 1-based sequence number, time appended (ms since epoch) and the event itself. */
export interface LoggedEvent {
  seq: number;
  at: number;
  event: AnyEventAction;
}

/** The event log of architecture "The event log": what happened, in the order reducers saw it. */
export interface EventLog {
  /** Redux middleware that appends every event (never a command) passing through the store. */
  middleware: Middleware;
  /** Hot stream of entries as they are appended (late subscribers read {@link EventLog.entries} for history). */
  events$: Observable<LoggedEvent>;
  /** Everything appended so far, oldest first. */
  entries(): readonly LoggedEvent[];
  /** Forgets the entries (sequence numbers keep counting, so `seq` stays unique per log). */
  clear(): void;
}

/**
 * Creates an event log stamped by `clock`. Entries are recorded before the reducers run, so `seq` follows reducer
 * order even when an epic dispatches a follow-up event synchronously; `events$` emits each entry only after its
 * reducer ran, still in `seq` order, so subscribers reading state see the event applied. The log grows for the life of
 * the page (a session is short and events are small); call `clear()` to drop it, e.g. after logout.
 */
export function createEventLog(clock: Clock): EventLog {
  const log: LoggedEvent[] = [];
  const subject = new Subject<LoggedEvent>();
  let nextSeq = 1;
  const pending: LoggedEvent[] = [];
  let draining = false;

  const drain = () => {
    if (draining) return;
    draining = true;
    try {
      for (let entry = pending.shift(); entry; entry = pending.shift()) subject.next(entry);
    } finally {
      draining = false;
    }
  };

  const middleware: Middleware = () => (next) => (action) => {
    if (!isEvent(action)) return next(action);
    const entry: LoggedEvent = { seq: nextSeq++, at: clock.now(), event: action };
    log.push(entry);
    pending.push(entry);
    const result = next(action);
    drain();
    return result;
  };

  return {
    middleware,
    events$: subject.asObservable(),
    entries: () => log.slice(),
    clear: () => {
      log.length = 0;
    },
  };
}

/**
 * Folds logged events through `rootReducer`, starting from `initialState` (or the reducers' own initial state).
 * Because reducers handle events only, the result equals the live store state (architecture "The event log").
 */
export function replay<S>(
  entries: readonly LoggedEvent[],
  rootReducer: (state: S | undefined, action: never) => S,
  initialState?: S,
): S {
  // Redux initialises reducers with an unknown action; do the same so `initialState === undefined` works.
  const start = initialState ?? rootReducer(undefined, { type: '@@eventLog/REPLAY_INIT' } as never);
  return entries.reduce<S>((state, entry) => rootReducer(state, entry.event as never), start);
}
