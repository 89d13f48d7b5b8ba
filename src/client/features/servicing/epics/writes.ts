import type { AnyAction } from '@reduxjs/toolkit';
import { defer, exhaustMap, filter, merge, mergeMap, of, take, type Observable } from 'rxjs';
import {
  acknowledgePayoffStatement, cancelServicingRequest, renewPayoffStatement, submitServicingStep,
} from '../../../../contract/servicing/endpoints';
import type { ServicingRequest } from '../../../../contract/servicing/request';
import { isUuid } from '../../../../domain/ids';
import { outcomeOf } from '../../../kernel/actions';
import { payoffStatementQuery, servicingRequestQuery } from '../../../kernel/api/servicingQueries';
import type { Dependencies } from '../../../kernel/deps';
import { draftSaved, draftSaveFailed, flushDraft, type DraftRef } from '../../../kernel/drafts/actions';
import { servicingStepDraft } from '../../../kernel/drafts/draftRef';
import { draftKey } from '../../../kernel/drafts/reducer';
import { hasUnsavedValues, selectDraftEntry } from '../../../kernel/drafts/selectors';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import type { HttpError } from '../../../kernel/http/types';
import { queryRefreshed } from '../../../kernel/queryCache/actions';
import { emitThenRun } from '../../../kernel/session/afterReduced';
import {
  acknowledgePayoff, cancelRequest, payoffAcknowledged, payoffAcknowledgeFailed, payoffRenewed, payoffRenewFailed, renewPayoff,
  requestCanceled, requestCancelFailed, stepSubmitFailed, stepSubmitted, submitStep, type StepRef,
} from '../actions';
import { requestPath, stepPath } from '../paths';
import { orderedSteps } from '../requestView';
import { afterWrite, type ServicingEpicState } from './shared';

/** Answered for a command whose ids are not UUIDs (the pages send none; a hand-made command gets a clear error). */
const NOT_FOUND: HttpError = { status: 404, data: { detail: 'Not found.' } };

/** Where the homeowner goes after completing a step: their next open step of the request, else the request page. */
export function pathAfterSubmit(applicationId: string, request: ServicingRequest): string {
  const next = orderedSteps(request).find((s) => s.status === 'pending' && s.actor === 'customer');
  return next ? stepPath(applicationId, request.uuid, next.kind) : requestPath(applicationId, request.uuid);
}

/**
 * The step's draft flushed (issue 11 §2 "nothing typed is lost"): nothing to wait for when the queue holds no unsaved
 * values; else `flushDraft` and the outcome of the save — null once the server holds the latest values, the error of a
 * failed save. A save of an older revision answered while a newer one waits is not the end: the queue saves that next.
 */
function flushed(action$: Observable<AnyAction>, state$: { value: ServicingEpicState }, ref: DraftRef): Observable<{ error: HttpError | null } | AnyAction> {
  return defer(() => {
    const entry = selectDraftEntry(state$.value, ref);
    if (!entry || !hasUnsavedValues(entry)) return of({ error: null });
    const key = draftKey(ref);
    const outcome$ = action$.pipe(
      filter((a) => (draftSaved.match(a) || draftSaveFailed.match(a)) && draftKey(a.payload) === key),
      filter((a) => draftSaveFailed.match(a) || !hasUnsavedValues(selectDraftEntry(state$.value, ref) ?? entry)),
      take(1),
      mergeMap((a) => [{ error: draftSaveFailed.match(a) ? a.payload.error : null }]),
    );
    return merge(outcome$, of(flushDraft(ref)));
  });
}

const isOutcome = (v: { error: HttpError | null } | AnyAction): v is { error: HttpError | null } => !('type' in v);

/**
 * Submit a step (issue 11 §2): flush its draft (`flushDraft`, then the save's outcome) so the server holds what was
 * typed, then `POST …/steps/{kind}/submit/` → `stepSubmitted` (the form's correlation id), the cached request replaced
 * by the answer, the writes' refreshes ({@link afterWrite}), then the next step. A failed save or a refusal (400 with
 * field errors, 409) → `stepSubmitFailed`; the values stay in the draft.
 */
function submit(action$: Observable<AnyAction>, state$: { value: ServicingEpicState }, deps: Dependencies, cmd: ReturnType<typeof submitStep>): Observable<AnyAction> {
  const step: StepRef = cmd.payload;
  const { applicationId, requestUuid, stepKind } = step;
  const failed = (error: HttpError) => of(outcomeOf(cmd, stepSubmitFailed, { ...step, error }));
  if (!isUuid(applicationId) || !isUuid(requestUuid)) return failed(NOT_FOUND);
  const post = (): Observable<AnyAction> =>
    deps.http.request(endpointRequest(submitServicingStep, { params: { uuid: requestUuid, kind: stepKind }, body: {} })).pipe(
      take(1),
      mergeMap((result): Observable<AnyAction> => {
        if (!result.ok) return failed(result.error);
        const key = servicingRequestQuery.key({ uuid: requestUuid });
        const events = [
          outcomeOf(cmd, stepSubmitted, step),
          queryRefreshed({ key, data: result.value, at: deps.clock.now() }),
          ...afterWrite(applicationId, [key]),
        ];
        return emitThenRun(action$, events, () => deps.navigation.navigate(pathAfterSubmit(applicationId, result.value))) as Observable<AnyAction>;
      }),
    );
  return flushed(action$, state$, servicingStepDraft(applicationId, requestUuid, stepKind)).pipe(
    mergeMap((v): Observable<AnyAction> => {
      if (!isOutcome(v)) return of(v);
      return v.error ? failed(v.error) : post();
    }),
  );
}

/**
 * The servicing writes besides starting a request (issue 11 §2, §5), each one at a time (a second press while one
 * runs is ignored), each answering the command's correlation id:
 * - submit a step ({@link submit});
 * - cancel (pending requests only): `POST …/cancel/` with the reason when one was typed → `requestCanceled`, the cached
 *   request replaced by the answer; or `requestCancelFailed` (409 once it is no longer pending);
 * - acknowledge the payoff statement: `POST …/payoff-statement/acknowledge/` → `payoffAcknowledged`, the cached
 *   statement replaced by the answer (which carries the wire instructions); or `payoffAcknowledgeFailed` — a 409 (the
 *   statement expired meanwhile) refetches the statement so the page shows why;
 * - renew an expired statement: `POST …/payoff-statement/renew/` → `payoffRenewed`, the request replaced; or
 *   `payoffRenewFailed`.
 * Every success then refreshes ServicingTasks and ServicingTaskGroups and reports the §4 change ({@link afterWrite}).
 */
export const writesEpic: AppEpic<ServicingEpicState> = (action$, state$, deps) => {
  const submit$ = action$.pipe(
    filter(submitStep.match),
    exhaustMap((cmd) => submit(action$, state$, deps, cmd)),
  );

  const cancel$ = action$.pipe(
    filter(cancelRequest.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId, requestUuid, requestType } = cmd.payload;
      const ref = { applicationId, requestUuid };
      if (!isUuid(applicationId) || !isUuid(requestUuid)) return of(outcomeOf(cmd, requestCancelFailed, { ...ref, error: NOT_FOUND }));
      const reason = cmd.payload.reason.trim();
      const request = endpointRequest(cancelServicingRequest, { params: { uuid: requestUuid }, body: reason === '' ? {} : { reason } });
      return deps.http.request(request).pipe(
        take(1),
        mergeMap((result): AnyAction[] => {
          if (!result.ok) return [outcomeOf(cmd, requestCancelFailed, { ...ref, error: result.error })];
          const key = servicingRequestQuery.key({ uuid: requestUuid });
          return [
            outcomeOf(cmd, requestCanceled, { ...ref, requestType }),
            queryRefreshed({ key, data: result.value, at: deps.clock.now() }),
            ...afterWrite(applicationId, [key]),
          ];
        }),
      );
    }),
  );

  const acknowledge$ = action$.pipe(
    filter(acknowledgePayoff.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId, requestUuid, requestType } = cmd.payload;
      const ref = { applicationId, requestUuid };
      if (!isUuid(applicationId) || !isUuid(requestUuid)) return of(outcomeOf(cmd, payoffAcknowledgeFailed, { ...ref, error: NOT_FOUND }));
      const args = { uuid: requestUuid };
      return deps.http.request(endpointRequest(acknowledgePayoffStatement, { params: args, body: {} })).pipe(
        take(1),
        mergeMap((result): AnyAction[] => {
          if (!result.ok) {
            const failed = outcomeOf(cmd, payoffAcknowledgeFailed, { ...ref, error: result.error });
            return result.error.status === 409 ? [failed, payoffStatementQuery.refetch(args)] : [failed];
          }
          const key = payoffStatementQuery.key(args);
          return [
            outcomeOf(cmd, payoffAcknowledged, { ...ref, requestType }),
            queryRefreshed({ key, data: result.value, at: deps.clock.now() }),
            ...afterWrite(applicationId, [key]),
          ];
        }),
      );
    }),
  );

  const renew$ = action$.pipe(
    filter(renewPayoff.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const ref = { applicationId: cmd.payload.applicationId, requestUuid: cmd.payload.requestUuid };
      if (!isUuid(ref.applicationId) || !isUuid(ref.requestUuid)) return of(outcomeOf(cmd, payoffRenewFailed, { ...ref, error: NOT_FOUND }));
      return deps.http.request(endpointRequest(renewPayoffStatement, { params: { uuid: ref.requestUuid }, body: {} })).pipe(
        take(1),
        mergeMap((result): AnyAction[] => {
          if (!result.ok) return [outcomeOf(cmd, payoffRenewFailed, { ...ref, error: result.error })];
          const key = servicingRequestQuery.key({ uuid: ref.requestUuid });
          return [
            outcomeOf(cmd, payoffRenewed, ref),
            queryRefreshed({ key, data: result.value, at: deps.clock.now() }),
            ...afterWrite(ref.applicationId, [key]),
          ];
        }),
      );
    }),
  );

  return merge(submit$, cancel$, acknowledge$, renew$);
};
