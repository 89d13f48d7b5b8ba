import type { AnyAction } from '@reduxjs/toolkit';
import { exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { deleteOwnDiagnostic, listOwnDiagnostics } from '../../../contract/diagnostics';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import {
  deleteSharedDiagnostic, loadSharedDiagnostics, sharedDiagnosticDeleted, sharedDiagnosticDeleteFailed, sharedDiagnosticsLoaded,
  sharedDiagnosticsLoadFailed,
} from './sharedDiagnostics';

/**
 * The profile's shared diagnostics (docs/diagnostics.md): loading the person's own list (one request at a time; §7 GETs
 * retry on network failures), and deleting one (a DELETE sent once; a failure keeps it listed and says why).
 */
export const sharedDiagnosticsEpic: AppEpic<unknown> = (action$, _state$, deps) =>
  merge(
    action$.pipe(
      filter(loadSharedDiagnostics.match),
      exhaustMap(() => deps.http.request(endpointRequest(listOwnDiagnostics, {})).pipe(
        take(1),
        map((r): AnyAction => (r.ok ? sharedDiagnosticsLoaded({ items: r.value }) : sharedDiagnosticsLoadFailed({ error: r.error }))),
      )),
    ),
    action$.pipe(
      filter(deleteSharedDiagnostic.match),
      mergeMap((cmd): Observable<AnyAction> => {
        const { uuid } = cmd.payload;
        if (!isUuid(uuid)) return of(outcomeOf(cmd, sharedDiagnosticDeleteFailed, { uuid, error: { status: 404, data: { detail: 'Not found.' } } }));
        return deps.http.request(endpointRequest(deleteOwnDiagnostic, { params: { uuid } })).pipe(
          take(1),
          map((r) => (r.ok ? outcomeOf(cmd, sharedDiagnosticDeleted, { uuid }) : outcomeOf(cmd, sharedDiagnosticDeleteFailed, { uuid, error: r.error }))),
        );
      }),
    ),
  );
