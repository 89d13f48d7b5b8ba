import type { AnyAction } from '@reduxjs/toolkit';
import { catchError, EMPTY, exhaustMap, filter, from, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { shareAnonymousDiagnostic, shareDiagnostic as shareDiagnosticEndpoint, type AnonymousDiagnosticUpload, type DiagnosticReceipt } from '../../../contract/diagnostics';
import type { DiagnosticsEnvironment } from '../../kernel/diagnostics/recorder';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { withBotCheck } from '../../kernel/botCheck/gate';
import type { ConsentRootState } from '../../kernel/consent/reducer';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpResult } from '../../kernel/http/types';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { selectIsSignedIn, type MaybeSessionRoot } from '../../kernel/session/selectors';
import {
  closeHelp, copyDiagnosticCode, diagnosticCodeCopied, diagnosticShared, diagnosticShareFailed, diagnosticShareStarted, helpClosed,
  shareDiagnostic,
} from './actions';
import { selectDiagnostics, type DiagnosticsRootState } from './reducer';
import { diagnosticUpload } from './upload';

type State = QueryCacheRootState & ConsentRootState & MaybeSessionRoot & DiagnosticsRootState;

/** What sharing needs when the page recorded nothing (no recorder: tests, server rendering): an empty diagnostic. */
const NO_ENVIRONMENT: DiagnosticsEnvironment = {
  patternOf: () => null, flags: { sessionReplay: false, chat: false, turnstile: false }, browser: 'Unknown browser',
  newKey: () => '00000000-0000-4000-8000-000000000000', copy: () => Promise.reject(new Error('no clipboard')), replayer: () => EMPTY,
};

/**
 * Sharing a diagnostic (docs/diagnostics.md), one at a time (a second press while one is on its way is ignored):
 * `diagnosticShareStarted` with the browser's key (the one kept from a failed attempt, else a new one), then the upload
 * (upload.ts) posted once — signed in to `POST /v1/customer/diagnostics/` with the application, signed out to
 * `…/anonymous/` behind the bot check (§5, like sign-up). The answer → `diagnosticShared` with the code, or
 * `diagnosticShareFailed` with the error: the person is told, and what was recorded stays (nothing is cleared), so
 * "Try again" sends it again under the same key (the sandbox answers the first code if the lost answer had stored it).
 * "Copy" writes the code to the clipboard; leaving the page forgets what it showed.
 */
export const diagnosticsEpic: AppEpic<State> = (action$, state$, deps) => {
  const share$ = action$.pipe(
    filter(shareDiagnostic.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const state = state$.value;
      const applicationId = cmd.payload.applicationId !== null && isUuid(cmd.payload.applicationId) ? cmd.payload.applicationId : null;
      const answered = (result: HttpResult<DiagnosticReceipt>): Observable<AnyAction> =>
        of(result.ok ? outcomeOf(cmd, diagnosticShared, { uuid: result.value.uuid, code: result.value.code }) : outcomeOf(cmd, diagnosticShareFailed, { error: result.error }));
      const send = (upload: AnonymousDiagnosticUpload): Observable<AnyAction> => {
        if (selectIsSignedIn(state)) {
          return deps.http.request(endpointRequest(shareDiagnosticEndpoint, { body: { ...upload, application_uuid: applicationId as never } })).pipe(take(1), mergeMap(answered));
        }
        return withBotCheck(action$, deps, () => deps.http.request(endpointRequest(shareAnonymousDiagnostic, { body: upload })), answered) as Observable<AnyAction>;
      };
      const environment$ = deps.diagnostics ? deps.diagnostics.environment().pipe(take(1)) : of(NO_ENVIRONMENT);
      return environment$.pipe(
        mergeMap((env): Observable<AnyAction> => {
          // The key kept from a failed attempt, else a new one: a retry stores the diagnostic once.
          const clientKey = selectDiagnostics(state).clientKey ?? env.newKey();
          return merge(of(diagnosticShareStarted({ clientKey })), diagnosticUpload(deps, env, state, applicationId, clientKey).pipe(take(1), mergeMap((upload) => send(upload))));
        }),
        catchError(() => of(outcomeOf(cmd, diagnosticShareFailed, { error: { status: 'PARSING_ERROR', data: undefined, error: 'the diagnostic could not be prepared' } }))),
      );
    }),
  );

  const copy$ = action$.pipe(
    filter(copyDiagnosticCode.match),
    exhaustMap(({ payload }) => {
      const environment$ = deps.diagnostics ? deps.diagnostics.environment().pipe(take(1)) : of(NO_ENVIRONMENT);
      return environment$.pipe(
        mergeMap((env) => from(env.copy(payload.code))),
        map(() => diagnosticCodeCopied({ copied: true })),
        catchError(() => of(diagnosticCodeCopied({ copied: false }))),
      );
    }),
  );

  const close$ = action$.pipe(filter(closeHelp.match), map(() => helpClosed()));
  return merge(share$, copy$, close$);
};
