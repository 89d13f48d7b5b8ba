import * as t from 'io-ts';
import { closed, Empty } from '../codec';
import { endpoint } from '../endpoint';
import { ServicingRequestType } from '../enums';
import { InvestmentResult, ProductRefinanceTaskResult } from './investment';
import { PayoffStatementResult } from './payoff';
import { ServicingRequest, ServicingStep, ServicingTask, ServicingTaskGroup } from './request';

/*
 * Servicing endpoints (issue 11; designed, docs/api.md "Servicing"). Reads need a readable application (404 for
 * someone else's, like a missing id); writes need a writable one (403 for ops and non-owning occupants). A change the
 * request's status does not allow is 409 with a reason.
 */

/** `GET /v1/customer/application/{uuid}/investment/`: the funded investment, or null before funding. */
export const getInvestment = endpoint({
  name: 'getInvestment', method: 'GET', route: 'v1/customer/application/:uuid/investment/',
  response: InvestmentResult,
});

/** `GET /v1/customer/application/{uuid}/servicing-requests/`: the application's servicing requests, newest first. */
export const listServicingRequests = endpoint({
  name: 'listServicingRequests', method: 'GET', route: 'v1/customer/application/:uuid/servicing-requests/',
  response: t.array(ServicingRequest),
});

/** Body of starting a servicing request. */
export const NewServicingRequest = closed('NewServicingRequest', { request_type: ServicingRequestType });
export type NewServicingRequest = t.TypeOf<typeof NewServicingRequest>;

/**
 * `POST /v1/customer/application/{uuid}/servicing-requests/`: starts a request on a funded application (409 before
 * funding, after settlement, or while another open request of the same type exists). `start-new-application` is
 * recorded as `transferred`: the homeowner continues in the new-application flow.
 */
export const createServicingRequest = endpoint({
  name: 'createServicingRequest', method: 'POST', route: 'v1/customer/application/:uuid/servicing-requests/',
  body: NewServicingRequest,
  response: ServicingRequest,
});

/** `GET /v1/customer/servicing-request/{uuid}/`: one request with its steps and history. */
export const getServicingRequest = endpoint({
  name: 'getServicingRequest', method: 'GET', route: 'v1/customer/servicing-request/:uuid/',
  response: ServicingRequest,
});

/** Body of canceling a request: an optional reason in the homeowner's words. */
export const CancelServicingRequest = closed('CancelServicingRequest', {}, { reason: t.string });
export type CancelServicingRequest = t.TypeOf<typeof CancelServicingRequest>;

/** `POST /v1/customer/servicing-request/{uuid}/cancel/`: cancels a request while it is pending (409 otherwise). */
export const cancelServicingRequest = endpoint({
  name: 'cancelServicingRequest', method: 'POST', route: 'v1/customer/servicing-request/:uuid/cancel/',
  body: CancelServicingRequest,
  response: ServicingRequest,
});

/** Body of saving a step's draft: the values as typed (checked against the step kind's codec) and their revision. */
export const ServicingStepDraft = closed('ServicingStepDraft', { revision: t.number, values: t.UnknownRecord });
export type ServicingStepDraft = t.TypeOf<typeof ServicingStepDraft>;

/**
 * `PUT /v1/customer/servicing-request/{uuid}/steps/{kind}/`: saves a step's draft, idempotent by revision (an older
 * revision than the stored one changes nothing and answers the stored step). 409 when the step is not open.
 */
export const saveServicingStep = endpoint({
  name: 'saveServicingStep', method: 'PUT', route: 'v1/customer/servicing-request/:uuid/steps/:kind/',
  body: ServicingStepDraft,
  response: ServicingStep,
});

/**
 * `POST /v1/customer/servicing-request/{uuid}/steps/{kind}/submit/`: completes a step with its saved values (400 with
 * field errors when they do not pass the step's rules or a required document is missing; 409 when not open).
 */
export const submitServicingStep = endpoint({
  name: 'submitServicingStep', method: 'POST', route: 'v1/customer/servicing-request/:uuid/steps/:kind/submit/',
  body: Empty,
  response: ServicingRequest,
});

/** `GET /v1/customer/application/{uuid}/servicing-tasks/` (ServicingTasks): every request's tasks, oldest first. */
export const listServicingTasks = endpoint({
  name: 'listServicingTasks', method: 'GET', route: 'v1/customer/application/:uuid/servicing-tasks/',
  response: t.array(ServicingTask),
});

/** `GET /v1/customer/application/{uuid}/servicing-task-groups/` (ServicingTaskGroups): tasks by request and category. */
export const listServicingTaskGroups = endpoint({
  name: 'listServicingTaskGroups', method: 'GET', route: 'v1/customer/application/:uuid/servicing-task-groups/',
  response: t.array(ServicingTaskGroup),
});

/** `GET /v1/customer/servicing-request/{uuid}/payoff-statement/`: the current payoff statement, or null. */
export const getPayoffStatement = endpoint({
  name: 'getPayoffStatement', method: 'GET', route: 'v1/customer/servicing-request/:uuid/payoff-statement/',
  response: PayoffStatementResult,
});

/**
 * `POST /v1/customer/servicing-request/{uuid}/payoff-statement/acknowledge/`: the homeowner acknowledges the payoff
 * statement; the answer carries the wire instructions. 409 when none is issued or it has expired.
 */
export const acknowledgePayoffStatement = endpoint({
  name: 'acknowledgePayoffStatement', method: 'POST', route: 'v1/customer/servicing-request/:uuid/payoff-statement/acknowledge/',
  body: Empty,
  response: PayoffStatementResult,
});

/**
 * `POST /v1/customer/servicing-request/{uuid}/payoff-statement/renew/`: asks for a new payoff statement when the
 * current one has expired (409 otherwise); the payoff step waits on the provider again.
 */
export const renewPayoffStatement = endpoint({
  name: 'renewPayoffStatement', method: 'POST', route: 'v1/customer/servicing-request/:uuid/payoff-statement/renew/',
  body: Empty,
  response: ServicingRequest,
});

/** `GET /v1/customer/servicing-request/{uuid}/refinance-task/` (`{product}RefinanceTask`): null unless a {product}-refinance. */
export const getProductRefinanceTask = endpoint({
  name: 'getProductRefinanceTask', method: 'GET', route: 'v1/customer/servicing-request/:uuid/refinance-task/',
  response: ProductRefinanceTaskResult,
});
