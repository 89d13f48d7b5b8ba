import type { AnyAction } from '@reduxjs/toolkit';
import type { ServicingRequest } from '../../../../contract/servicing/request';
import { isOpenRequest } from '../../../../domain/servicing/transitions';
import type { ApplicationPageRootState } from '../../../kernel/api/applicationPage';
import { reportCustomerChange } from '../../../kernel/changes/actions';
import type { DraftsRootState } from '../../../kernel/drafts/reducer';
import { queryInvalidate } from '../../../kernel/queryCache/actions';
import type { DataGroup } from '../../../kernel/queryCache/dataGroups';
import type { ServicingRootState } from '../selectors';

/** The root state the servicing epics read: the query cache, the session, the drafts and the servicing slice. */
export type ServicingEpicState = ApplicationPageRootState & ServicingRootState & DraftsRootState;

/**
 * The data groups a servicing write changes (issue 11 §5): the requests, their tasks and payoff statements, the task
 * groups, and the `{product}` refinance task (a refinance step's answers are its lender, amount and closing date).
 */
export const SERVICING_WRITE_GROUPS: readonly DataGroup[] = ['ServicingTasks', 'ServicingTaskGroups', 'ProductRefinanceTask'];

/**
 * What follows every servicing write (start, save submit, cancel, acknowledge, renew; issue 11 §5): ServicingTasks
 * and ServicingTaskGroups refetched — but the entries in `exceptKeys`, which the write's own answer just refreshed —
 * and the §4 change reported, whose has_changes fan-out refreshes the rest (tasks, documents, application).
 */
export function afterWrite(applicationId: string, exceptKeys: readonly string[] = []): AnyAction[] {
  return [
    queryInvalidate(exceptKeys.length > 0 ? { groups: SERVICING_WRITE_GROUPS, exceptKeys } : { groups: SERVICING_WRITE_GROUPS }),
    reportCustomerChange({ applicationId }),
  ];
}

/**
 * True while a request waits on the servicing team or a manager (issue 11 §2: the page polls it then): it is open and
 * its next actor is the provider or a manager (e.g. preparing the payoff statement, deciding an approval).
 */
export function waitsOnTeam(request: ServicingRequest | undefined): boolean {
  return !!request && isOpenRequest(request.status) && (request.next_actor === 'provider' || request.next_actor === 'manager');
}
