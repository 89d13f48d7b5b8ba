import type { AnyAction } from '@reduxjs/toolkit';
import { combineLatest, concat, EMPTY, filter, map, merge, mergeMap, of, switchMap, take, takeUntil, timer, type Observable } from 'rxjs';
import { getDiagnostic, listDiagnostics, type Diagnostic } from '../../../contract/diagnostics';
import { isUuid } from '../../../domain/ids';
import type { DiagnosticReplayer } from '../../kernel/diagnostics/replay';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import {
  closeDiagnostic, diagnosticClosed, diagnosticLoaded, diagnosticLoadFailed, diagnosticPlaying, diagnosticsLoaded, diagnosticsLoadFailed,
  diagnosticStepped, openDiagnostic, openDiagnostics, pauseDiagnostic, playDiagnostic, REPLAY_STEP_MS, stepDiagnostic,
} from './diagnosticActions';
import type { OpsDiagnosticsState } from './diagnosticsState';

type State = { ops?: { diagnostics: OpsDiagnosticsState } };

const NOT_FOUND = { status: 404, data: { detail: 'Not found.' } } as const;
const NO_REPLAY = { status: 'PARSING_ERROR', data: undefined, error: 'the replay could not be loaded' } as const;

/**
 * Staff diagnostics (docs/ops.md "Diagnostics"), read only — GETs and local work, nothing sent that changes anything:
 * - the list: `GET /v1/ops/diagnostics/` on `openDiagnostics` (also its "Try again");
 * - a replay: `GET /v1/ops/diagnostics/{uuid}/` and the replayer (`deps.diagnostics` environment's: the portal's own
 *   root reducer and selectors, loaded then) → `diagnosticLoaded`, then its last step (what the person saw when sharing);
 * - `stepDiagnostic` → that step's projection (the index kept within the entries), and playing stops;
 * - `playDiagnostic` → one step every {@link REPLAY_STEP_MS} ms (deps' scheduler) to the end, until paused, stepped by
 *   hand or the page is left; no timer remains after.
 */
export const opsDiagnosticsEpic: AppEpic<State> = (action$, state$, deps) => {
  let replayer: DiagnosticReplayer | null = null;
  const loaded = (): Diagnostic | null => state$.value.ops?.diagnostics.replay.diagnostic ?? null;
  const stepped = (index: number, d: Diagnostic | null = loaded()): AnyAction | null => {
    if (!d || !replayer || d.entries.length === 0) return null;
    const at = Math.max(0, Math.min(d.entries.length - 1, Math.round(index)));
    return diagnosticStepped({ index: at, projection: replayer.at(d.entries, at) });
  };

  const list$ = action$.pipe(
    filter(openDiagnostics.match),
    switchMap(() => deps.http.request(endpointRequest(listDiagnostics, {})).pipe(
      take(1),
      map((r): AnyAction => (r.ok ? diagnosticsLoaded({ items: r.value }) : diagnosticsLoadFailed({ error: r.error }))),
    )),
  );

  const open$ = action$.pipe(
    filter(openDiagnostic.match),
    switchMap(({ payload }): Observable<AnyAction> => {
      if (!isUuid(payload.uuid)) return of(diagnosticLoadFailed({ error: NOT_FOUND }));
      if (!deps.diagnostics) return of(diagnosticLoadFailed({ error: NO_REPLAY }));
      const replayer$ = deps.diagnostics.environment().pipe(take(1), mergeMap((env) => env.replayer()), take(1));
      return combineLatest([deps.http.request(endpointRequest(getDiagnostic, { params: { uuid: payload.uuid } })).pipe(take(1)), replayer$]).pipe(
        mergeMap(([result, r]): Observable<AnyAction> => {
          if (!result.ok) return of(diagnosticLoadFailed({ error: result.error }));
          replayer = r;
          const last = stepped(result.value.entries.length - 1, result.value);
          return of(diagnosticLoaded({ diagnostic: result.value }), ...(last ? [last] : []));
        }),
        takeUntil(action$.pipe(filter(closeDiagnostic.match))),
      );
    }),
  );

  const step$ = action$.pipe(
    filter(stepDiagnostic.match),
    mergeMap(({ payload }) => {
      const next = stepped(payload.index);
      return next ? of(next) : EMPTY;
    }),
  );

  const stopPlaying$ = action$.pipe(filter((a) => pauseDiagnostic.match(a) || closeDiagnostic.match(a) || stepDiagnostic.match(a)));
  const play$ = action$.pipe(
    filter(playDiagnostic.match),
    switchMap((): Observable<AnyAction> => {
      const d = loaded();
      const from = state$.value.ops?.diagnostics.replay.index ?? 0;
      if (!d || d.entries.length === 0) return EMPTY;
      // At the end, Play starts again from the first step.
      const start = from >= d.entries.length - 1 ? 0 : from;
      const steps$ = timer(0, REPLAY_STEP_MS, deps.scheduler).pipe(
        // Ends with the last step, so Play turns back into Play as that step shows (not a step's time later).
        take(d.entries.length - start),
        map((n) => start + n),
        map((i) => stepped(i)),
        filter((a): a is AnyAction => a !== null),
        takeUntil(stopPlaying$),
      );
      return concat(of(diagnosticPlaying({ playing: true })), steps$, of(diagnosticPlaying({ playing: false })));
    }),
  );

  const close$ = action$.pipe(filter(closeDiagnostic.match), map(() => diagnosticClosed()));
  return merge(list$, open$, step$, play$, close$);
};
