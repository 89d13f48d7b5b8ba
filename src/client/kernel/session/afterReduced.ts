import type { Action } from '@reduxjs/toolkit';
import { defer, EMPTY, filter, from, ignoreElements, merge, take, tap, type Observable } from 'rxjs';

/**
 * Emits `events` in order, then runs `effect` (typically a navigation) once the last of them has come round on
 * `action$`, i.e. after the reducers folded it. Running the effect right after emitting would race the epic
 * middleware's queue: the next page could read the state from before the events. With no events the effect runs at
 * subscription.
 */
export function emitThenRun(action$: Observable<Action>, events: readonly Action[], effect: () => void): Observable<Action> {
  const last = events[events.length - 1];
  if (last === undefined) {
    return defer(() => {
      effect();
      return EMPTY;
    });
  }
  return merge(
    action$.pipe(
      filter((a) => a === last),
      take(1),
      tap(() => effect()),
      ignoreElements(),
    ),
    from(events),
  );
}
