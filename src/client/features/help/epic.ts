import type { AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, merge, mergeMap, of, type Observable } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { dealTeamQuery } from '../../kernel/api/queries';
import type { AppEpic } from '../../kernel/epic';
import { emitThenRun } from '../../kernel/session/afterReduced';
import { closeHelpPage, helpRedirectedToApplicants, openHelpPage, retryHelpPage, type HelpPage } from './actions';

/** The applicants list (§2 redirect target). */
export const APPLICANTS_PATH = '/applicants';

/** Data each help page shows: the resources page has the deal team's contacts; the FAQ is static. */
const NEEDS_DEAL_TEAM: Readonly<Record<HelpPage, boolean>> = { faq: false, resources: true };

/**
 * The help feature epic (issue #4 §5): opening a help page with an id that is not a UUID (§5) sends the person to the
 * applicants list (§2); the resources page subscribes DealTeam while shown (released on close, refetched on retry).
 */
export const helpEpic: AppEpic = (action$, _state$, deps) => {
  const open$ = action$.pipe(
    filter(openHelpPage.match),
    mergeMap(({ payload: { applicationId, page } }): Observable<AnyAction> => {
      if (!isUuid(applicationId)) {
        return emitThenRun(action$, [helpRedirectedToApplicants({ page })], () =>
          deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
        ) as Observable<AnyAction>;
      }
      return NEEDS_DEAL_TEAM[page] ? of(dealTeamQuery.subscribe({ uuid: applicationId })) : EMPTY;
    }),
  );
  const close$ = action$.pipe(
    filter(closeHelpPage.match),
    mergeMap(({ payload: { applicationId, page } }) =>
      isUuid(applicationId) && NEEDS_DEAL_TEAM[page] ? of(dealTeamQuery.unsubscribe({ uuid: applicationId })) : EMPTY,
    ),
  );
  const retry$ = action$.pipe(
    filter(retryHelpPage.match),
    mergeMap(({ payload: { applicationId, page } }) =>
      isUuid(applicationId) && NEEDS_DEAL_TEAM[page] ? of(dealTeamQuery.refetch({ uuid: applicationId })) : EMPTY,
    ),
  );
  return merge(open$, close$, retry$);
};
