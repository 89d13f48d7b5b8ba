import { defer, mergeMap, of, timer, type Observable } from 'rxjs';
import type { Dependencies } from '../deps';

/** Longest wait a browser timer supports (2^31 − 1 ms); longer waits are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Emits once (then completes) when `deps.clock` reaches `atMs` (ms since the epoch), waiting on `deps.scheduler`; at
 * once when that time has passed. Waits beyond the longest browser timer are chained instead of firing early.
 */
export function untilTime(atMs: number, deps: Pick<Dependencies, 'clock' | 'scheduler'>): Observable<void> {
  return defer(() => {
    const wait = atMs - deps.clock.now();
    if (wait <= 0) return of(undefined);
    return timer(Math.min(wait, MAX_TIMER_MS), deps.scheduler).pipe(mergeMap(() => untilTime(atMs, deps)));
  });
}
