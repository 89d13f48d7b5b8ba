import type { AnyAction } from '@reduxjs/toolkit';
import { catchError, defer, EMPTY, ignoreElements, merge, mergeMap, Observable, retry, Subject, tap, timer } from 'rxjs';
import type { AppEpic } from './epic';

/** Load attempts of a deferred epic's code before it gives up until the next command (a flaky network). */
export const DEFERRED_EPIC_LOAD_ATTEMPTS = 3;
/** Wait before the second load attempt, in ms; it doubles for each later one. */
export const DEFERRED_EPIC_RETRY_MS = 1000;

/**
 * An epic whose code is fetched only when it is first needed (issue #2 §7, issue 14 §3: a page's first load carries
 * only what renders it; used by the funnel and the login pages). Until an action matching `startsOn` arrives nothing is loaded; from that action on every action is
 * kept, and once `load()` resolves the real epic runs on the kept actions, in order, then on the live ones. So the
 * command that triggered the load (a first submit) is answered as if the epic had been there all along, one chunk
 * fetch later. Actions before the trigger are not replayed: the real epic must react to commands only.
 *
 * `load` should be memoised by the caller (a view may call it early to warm the chunk). A failed load is tried
 * {@link DEFERRED_EPIC_LOAD_ATTEMPTS} times in all, {@link DEFERRED_EPIC_RETRY_MS}·2ⁿ ms apart on `deps.scheduler`;
 * then the kept actions are dropped (logged by epic name only) and the next matching action starts over.
 */
export function deferredEpic<S>(name: string, load: () => Promise<AppEpic<S>>, startsOn: (action: AnyAction) => boolean): AppEpic<S> {
  return (action$, state$, deps) =>
    defer(() => {
      /** Actions since the trigger, while the code loads; null when idle or running. */
      let kept: AnyAction[] | null = null;
      /** The running epic's input; null until the code has loaded. */
      let live: Subject<AnyAction> | null = null;
      const started$ = new Subject<void>();

      const route$ = action$.pipe(
        tap((action) => {
          if (live) live.next(action);
          else if (kept) kept.push(action);
          else if (startsOn(action)) {
            kept = [action];
            started$.next();
          }
        }),
        ignoreElements(),
      );

      const loaded$ = defer(load).pipe(
        retry({ count: DEFERRED_EPIC_LOAD_ATTEMPTS - 1, delay: (_, n) => timer(DEFERRED_EPIC_RETRY_MS * 2 ** (n - 1), deps.scheduler) }),
        catchError((error: unknown) => {
          deps.logger.error('epic code could not be loaded; the commands sent meanwhile were dropped', {
            epic: name,
            error: error instanceof Error ? error.name : typeof error,
          });
          kept = null;
          return EMPTY;
        }),
      );

      const run = (epic: AppEpic<S>): Observable<AnyAction> =>
        new Observable<AnyAction>((subscriber) => {
          const input = new Subject<AnyAction>();
          const subscription = epic(input.asObservable(), state$, deps).subscribe(subscriber);
          // In order; an action the epic emits meanwhile joins the end of `kept`, so none overtakes another.
          const queue = kept ?? [];
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) input.next(next);
          kept = null;
          live = input;
          return subscription;
        });

      // The loader side is subscribed first, so a trigger can never fire before anyone listens to `started$`.
      return merge(started$.pipe(mergeMap(() => loaded$.pipe(mergeMap(run)))), route$);
    });
}
