import { catchError, EMPTY } from 'rxjs';
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
