import type { AnyAction } from '@reduxjs/toolkit';
import { concatMap, debounceTime, filter, groupBy, map, merge, mergeMap } from 'rxjs';
import { customerChanged } from '../../../contract/application';
import { isUuid } from '../../../domain/ids';
import type { AppEpic } from '../epic';
import { endpointRequest } from '../http/endpointRequest';
import { queryInvalidate } from '../queryCache/actions';
import { HAS_CHANGES_GROUPS, PROFILE_CHANGE_GROUPS } from '../queryCache/dataGroups';
import { customerChangesChecked, customerChangesCheckFailed, reportCustomerChange, reportProfileChange } from './actions';

/**
 * How long (ms) reports of one application are gathered before the server is asked, so several changes that land
 * together (a section submitted and a party added in the same moment) cause one customer-changed call and one refresh
 * of each data set (§4 has_changes).
 */
export const CHANGE_SETTLE_MS = 200;

/**
 * The §4 change fan-out:
 * - `reportCustomerChange`: after {@link CHANGE_SETTLE_MS} of quiet per application, `POST …/customer-changed/`; when
 *   it answers `has_changes: true`, one `queryInvalidate` of exactly the §4 data sets (application, e-sign envelope,
 *   declaration, documents, messages, liens, payoffs, servicing tasks, tasks), which refetches each subscribed query
 *   once. Checks of one application run one after another (a check is a POST that moves the server's cursor, so it is
 *   never cancelled); `has_changes: false` refreshes nothing.
 * - `reportProfileChange`: after the same settling, refresh the application and its tasks (§4 profile patch / spouse).
 */
export const changesEpic: AppEpic = (action$, _state$, deps) => {
  const customer$ = action$.pipe(
    filter(reportCustomerChange.match),
    filter((a) => isUuid(a.payload.applicationId)),
    groupBy((a) => a.payload.applicationId),
    mergeMap((reports$) =>
      reports$.pipe(
        debounceTime(CHANGE_SETTLE_MS, deps.scheduler),
        concatMap(({ payload: { applicationId } }) =>
          deps.http.request(endpointRequest(customerChanged, { params: { uuid: applicationId }, body: {} })).pipe(
            mergeMap((result): AnyAction[] => {
              if (!result.ok) return [customerChangesCheckFailed({ applicationId, error: result.error })];
              const hasChanges = result.value.has_changes;
              const checked = customerChangesChecked({ applicationId, hasChanges });
              return hasChanges ? [checked, queryInvalidate({ groups: HAS_CHANGES_GROUPS })] : [checked];
            }),
          ),
        ),
      ),
    ),
  );

  const profile$ = action$.pipe(
    filter(reportProfileChange.match),
    groupBy((a) => a.payload.applicationId),
    mergeMap((reports$) => reports$.pipe(debounceTime(CHANGE_SETTLE_MS, deps.scheduler))),
    map(() => queryInvalidate({ groups: PROFILE_CHANGE_GROUPS })),
  );

  return merge(customer$, profile$);
};
