import { catchError, EMPTY, mergeMap, ReplaySubject } from 'rxjs';
import { combineEpics } from 'redux-observable';
import type { AppEpic, FeatureModule } from '../kernel/epic';

/** How many times a failing epic is restarted before it is given up (a bug that throws at once would spin). */
export const MAX_EPIC_RESTARTS = 20;

/**
 * Wraps an epic so an error it lets escape is logged (name only, never the error's text, which may hold data) and the
 * epic resubscribed, instead of killing every epic of the app (architecture: "an epic never dies on an error").
 */
export function resilientEpic(name: string, epic: AppEpic<unknown>): AppEpic<unknown> {
  return (action$, state$, deps) => {
    let restarts = 0;
    return epic(action$, state$, deps).pipe(
      catchError((error: unknown, caught) => {
        restarts += 1;
        const giveUp = restarts > MAX_EPIC_RESTARTS;
        deps.logger.error(giveUp ? 'epic failed too often; stopped' : 'epic failed; restarted', {
          epic: name,
          error: error instanceof Error ? error.name : typeof error,
        });
        return giveUp ? EMPTY : caught;
      }),
    );
  };
}

/** The root epic: every module's epic, each wrapped by {@link resilientEpic}. */
export function createRootEpic(modules: readonly FeatureModule[]): AppEpic<unknown> {
  const epics = modules.flatMap((m) => (m.epic ? [resilientEpic(m.name, m.epic)] : []));
  return combineEpics(...epics) as AppEpic<unknown>;
}

/** A root epic that more modules' epics can join after the store started (lazily mounted features). */
export interface DynamicRootEpic {
  epic: AppEpic<unknown>;
  /** Starts `module`'s epic (wrapped by {@link resilientEpic}); it sees the actions dispatched from now on. */
  add(module: FeatureModule): void;
}

/**
 * The root epic of redux-observable's "Adding New Epics Asynchronously": a stream of epics, each run on the same
 * action$, state$ and deps as soon as it is pushed. Starts with `modules`' epics. Replaying, so epics added before the
 * middleware runs the root are not lost.
 */
export function createDynamicRootEpic(modules: readonly FeatureModule[]): DynamicRootEpic {
  const epic$ = new ReplaySubject<AppEpic<unknown>>();
  const add = (module: FeatureModule) => {
    if (module.epic) epic$.next(resilientEpic(module.name, module.epic));
  };
  modules.forEach(add);
  return { epic: (action$, state$, deps) => epic$.pipe(mergeMap((epic) => epic(action$, state$, deps))), add };
}
