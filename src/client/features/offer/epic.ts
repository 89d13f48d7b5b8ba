import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { patchApplication } from '../../../contract/application';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { agreementSummaryQuery, investmentEstimateQuery, snapshotsQuery } from '../../kernel/api/closingQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import {
  acknowledgeEstimate, closeOffer, estimateAcknowledged, estimateAcknowledgeFailed, offerClosed, offerOpened,
  offerRedirected, offerStepShown, openOffer, retryOffer, showOfferStep,
} from './actions';

/** The applicants list (§2 redirect target for an application id that is not a UUID). */
export const APPLICANTS_PATH = '/applicants';

/** What the offer page shows: the application (home, ie_acknowledged), the estimate, the agreement summary, snapshots. */
const OFFER_QUERIES = [applicationQuery, investmentEstimateQuery, agreementSummaryQuery, snapshotsQuery] as const;

/** §2: record why, then replace the current page with the applicants list. */
function toApplicants(action$: Observable<Action>, deps: Dependencies): Observable<AnyAction> {
  return emitThenRun(action$, [offerRedirected({ reason: 'invalid-id' })], () =>
    deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
  ) as Observable<AnyAction>;
}

/**
 * The offer feature epic (issue #4 §3):
 * - open: an id that is not a UUID (§5) → applicants list; else `offerOpened` and subscribe Application, OfferCalc,
 *   AgreementSummary and Snapshots; close releases them; retry refetches the ones without data;
 * - show step: `offerStepShown` (the reducer keeps it);
 * - acknowledge: one `PATCH /v1/customer/application/{uuid}/ {ie_acknowledged: true}` at a time (a second press while
 *   one is in flight is ignored) → `estimateAcknowledged` (with the command's correlation id) and
 *   `reportCustomerChange`, whose §4 fan-out refreshes the application so every page reflects it; or
 *   `estimateAcknowledgeFailed` with the §8 error, changing nothing.
 */
export const offerEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openOffer.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) return toApplicants(action$, deps);
      return of<AnyAction[]>(outcomeOf(cmd, offerOpened, { applicationId }), ...OFFER_QUERIES.map((q) => q.subscribe({ uuid: applicationId })));
    }),
  );

  const close$ = action$.pipe(
    filter(closeOffer.match),
    mergeMap(({ payload: { applicationId } }) =>
      isUuid(applicationId)
        ? of<AnyAction[]>(...OFFER_QUERIES.map((q) => q.unsubscribe({ uuid: applicationId })), offerClosed({ applicationId }))
        : EMPTY,
    ),
  );

  const retry$ = action$.pipe(
    filter(retryOffer.match),
    mergeMap(({ payload: { applicationId } }) => {
      if (!isUuid(applicationId)) return EMPTY;
      const args = { uuid: applicationId };
      return of<AnyAction[]>(...OFFER_QUERIES.filter((q) => q.select(state$.value, args).data === undefined).map((q) => q.refetch(args)));
    }),
  );

  const step$ = action$.pipe(
    filter(showOfferStep.match),
    map((cmd) => outcomeOf(cmd, offerStepShown, { step: cmd.payload.step })),
  );

  const acknowledge$ = action$.pipe(
    filter(acknowledgeEstimate.match),
    exhaustMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) {
        return of(outcomeOf(cmd, estimateAcknowledgeFailed, { applicationId, error: { status: 404, data: { detail: 'Not found.' } } }));
      }
      const request = endpointRequest(patchApplication, { params: { uuid: applicationId }, body: { ie_acknowledged: true } });
      return deps.http.request(request).pipe(
        take(1),
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [outcomeOf(cmd, estimateAcknowledged, { applicationId }), reportCustomerChange({ applicationId })]
            : [outcomeOf(cmd, estimateAcknowledgeFailed, { applicationId, error: result.error })],
        ),
      );
    }),
  );

  return merge(open$, close$, retry$, step$, acknowledge$);
};
