import type { AnyAction } from '@reduxjs/toolkit';
import { exhaustMap, filter, map, merge, mergeMap, of, take } from 'rxjs';
import { patchApplication } from '../../../contract/application';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { applicationPageEpic, applicationQueries } from '../../kernel/api/applicationPage';
import { agreementSummaryQuery, investmentEstimateQuery, snapshotsQuery } from '../../kernel/api/closingQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import {
  acknowledgeEstimate, closeOffer, estimateAcknowledged, estimateAcknowledgeFailed, offerClosed, offerOpened,
  offerRedirected, offerStepShown, openOffer, retryOffer, showOfferStep,
} from './actions';

/** What the offer page shows: the application (home, ie_acknowledged), the estimate, the agreement summary, snapshots. */
const OFFER_QUERIES = [applicationQuery, investmentEstimateQuery, agreementSummaryQuery, snapshotsQuery] as const;

/** The offer page's open/close/retry and its §2 redirect for an id that is not a UUID. */
const pageEpic = applicationPageEpic({
  open: openOffer,
  close: closeOffer,
  retry: retryOffer,
  opened: offerOpened,
  closed: offerClosed,
  queries: ({ applicationId }) => applicationQueries(OFFER_QUERIES, applicationId),
  invalidId: () => offerRedirected({ reason: 'invalid-id' }),
});

/**
 * The offer feature epic (issue #4 §3):
 * - open: an id that is not a UUID (§5) → applicants list; else `offerOpened` and subscribe Application, OfferCalc,
 *   AgreementSummary and Snapshots; close releases them; retry refetches the ones that failed;
 * - show step: `offerStepShown` (the reducer keeps it);
 * - acknowledge: one `PATCH /v1/customer/application/{uuid}/ {ie_acknowledged: true}` at a time (a second press while
 *   one is in flight is ignored) → `estimateAcknowledged` (with the command's correlation id) and
 *   `reportCustomerChange`, whose §4 fan-out refreshes the application so every page reflects it; or
 *   `estimateAcknowledgeFailed` with the §8 error, changing nothing.
 */
export const offerEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) => {
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

  return merge(pageEpic(action$, state$, deps), step$, acknowledge$);
};
