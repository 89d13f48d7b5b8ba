import {
  getInvestment, getPayoffStatement, getProductRefinanceTask, getServicingRequest, listServicingRequests,
  listServicingTaskGroups, listServicingTasks,
} from '../../../contract/servicing/endpoints';
import type { InvestmentResult, ProductRefinanceTaskResult } from '../../../contract/servicing/investment';
import type { PayoffStatementResult } from '../../../contract/servicing/payoff';
import type { ServicingRequest, ServicingTask, ServicingTaskGroup } from '../../../contract/servicing/request';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/*
 * Cached queries of issue 11 (servicing). Requests, tasks and payoff statements sit in the ServicingTasks data group,
 * so the §4 has_changes fan-out refreshes them; task groups in ServicingTaskGroups; the refinance task in
 * ProductRefinanceTask ({product}RefinanceTask); the investment with the agreement's terms (AgreementSummary).
 */

/** The funded investment of an application (`{ investment: null }` before funding). */
export const investmentQuery = defineQuery<ApplicationArgs, InvestmentResult>({
  name: 'investment',
  group: 'AgreementSummary',
  request: ({ uuid }) => endpointRequest(getInvestment, { params: { uuid } }),
});

/** ServicingTasks: the application's servicing requests with their steps and history, newest first. */
export const servicingRequestsQuery = defineQuery<ApplicationArgs, ServicingRequest[]>({
  name: 'servicingRequests',
  group: 'ServicingTasks',
  request: ({ uuid }) => endpointRequest(listServicingRequests, { params: { uuid } }),
});

/** Arguments of the per-request queries: the request's uuid. */
export interface RequestArgs {
  uuid: string;
}

/** ServicingTasks: one servicing request. */
export const servicingRequestQuery = defineQuery<RequestArgs, ServicingRequest>({
  name: 'servicingRequest',
  group: 'ServicingTasks',
  request: ({ uuid }) => endpointRequest(getServicingRequest, { params: { uuid } }),
});

/** ServicingTasks (§3): every servicing task of an application. */
export const servicingTasksQuery = defineQuery<ApplicationArgs, ServicingTask[]>({
  name: 'servicingTasks',
  group: 'ServicingTasks',
  request: ({ uuid }) => endpointRequest(listServicingTasks, { params: { uuid } }),
});

/** ServicingTaskGroups (§3): servicing tasks by request and servicing document category. */
export const servicingTaskGroupsQuery = defineQuery<ApplicationArgs, ServicingTaskGroup[]>({
  name: 'servicingTaskGroups',
  group: 'ServicingTaskGroups',
  request: ({ uuid }) => endpointRequest(listServicingTaskGroups, { params: { uuid } }),
});

/** ServicingTasks: a request's current payoff statement (`{ payoff_statement: null }` before one is issued). */
export const payoffStatementQuery = defineQuery<RequestArgs, PayoffStatementResult>({
  name: 'payoffStatement',
  group: 'ServicingTasks',
  request: ({ uuid }) => endpointRequest(getPayoffStatement, { params: { uuid } }),
});

/** ProductRefinanceTask (§3 `{product}RefinanceTask`): the refinance record of a {product}-refinance request. */
export const productRefinanceTaskQuery = defineQuery<RequestArgs, ProductRefinanceTaskResult>({
  name: 'productRefinanceTask',
  group: 'ProductRefinanceTask',
  request: ({ uuid }) => endpointRequest(getProductRefinanceTask, { params: { uuid } }),
});
