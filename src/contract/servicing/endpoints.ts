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

/**
 * Null unless the application is funded (closed-won). `term_end_on` = `funded_on` + `term_years` (`termEndOn`).
 * `settled_on`, `settlement_amount_cents` and `settlement_request_uuid` are set once the back office settles it.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getInvestment = endpoint({
  name: 'getInvestment', method: 'GET', route: 'v1/customer/application/:uuid/investment/',
  response: InvestmentResult,
});

/**
 * The application's requests, newest first, each with its steps (`asks` is the step's sentence from `STEP_KINDS`,
 * `values` the saved draft) and history.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listServicingRequests = endpoint({
  name: 'listServicingRequests', method: 'GET', route: 'v1/customer/application/:uuid/servicing-requests/',
  response: t.array(ServicingRequest),
});

/** Body of starting a servicing request. */
export const NewServicingRequest = closed('NewServicingRequest', { request_type: ServicingRequestType });
export type NewServicingRequest = t.TypeOf<typeof NewServicingRequest>;

/**
 * Starts a request on a funded, unsettled application. `start-new-application` is recorded `transferred` at once (two
 * history entries, steps canceled, `next_actor` null): the portal continues in the new-application flow. The homeowners
 * get a "We received your request" email.
 *
 * @designed
 * @error 400 unknown `request_type` / extra field
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'Servicing requests start once your investment is funded.'`, `'Your investment is settled: there is
 *   nothing left to service.'`, `'You already have an open “Sell your home” request: continue it, or cancel it first.'`
 */
export const createServicingRequest = endpoint({
  name: 'createServicingRequest', method: 'POST', route: 'v1/customer/application/:uuid/servicing-requests/',
  body: NewServicingRequest,
  response: ServicingRequest,
});

/**
 * One request with its steps and history.
 *
 * @designed
 * @error 404 also for a request on someone else's application
 */
export const getServicingRequest = endpoint({
  name: 'getServicingRequest', method: 'GET', route: 'v1/customer/servicing-request/:uuid/',
  response: ServicingRequest,
});

/** Body of canceling a request: an optional reason in the homeowner's words. */
export const CancelServicingRequest = closed('CancelServicingRequest', {}, { reason: t.string });
export type CancelServicingRequest = t.TypeOf<typeof CancelServicingRequest>;

/**
 * The homeowner cancels while the request is `pending` and no payoff statement has ever been issued for it
 * (`refuseRequestMove(…, 'canceled', 'customer')`, the table's `notAfterPayoffBy`): status `canceled`, `reason` = their
 * words (≤ 1000 characters) or null, a history entry by `customer`, open steps and tasks `canceled`. The servicing team
 * can still cancel it (back office).
 *
 * @designed
 * @error 400 reason too long
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 with the table's sentence (`'Only a pending request can be canceled; contact your Transaction Specialist
 *   to stop it now.'`, `'Your payoff statement has been issued, so this request can no longer be canceled here. To stop
 *   the payoff, contact your Transaction Specialist.'`, `'The request is already canceled.'`)
 */
export const cancelServicingRequest = endpoint({
  name: 'cancelServicingRequest', method: 'POST', route: 'v1/customer/servicing-request/:uuid/cancel/',
  body: CancelServicingRequest,
  response: ServicingRequest,
});

/** Body of saving a step's draft: the values as typed (checked against the step kind's codec) and their revision. */
export const ServicingStepDraft = closed('ServicingStepDraft', { revision: t.number, values: t.UnknownRecord });
export type ServicingStepDraft = t.TypeOf<typeof ServicingStepDraft>;

/**
 * Saves a step's draft whole. `values` are decoded with the step kind's codec (`STEP_VALUES[kind]`: every field
 * optional, kept as typed); a mismatch is 400 with `errors['values.<field>']` (`'Must be a string'`, `'Unexpected
 * field'`), text over 2000 characters is 400 `'Keep this under 2000 characters.'`, a revision below 1 is 400.
 * Idempotent by revision exactly like section drafts: a revision older than or equal to the stored one changes nothing
 * and answers the stored step (so a retried save never fails); a newer one is written atomically. Otherwise the step
 * must be `pending`: 409 `'“Upload your policy” is already done: it cannot be changed now.'` (or "is waiting on us",
 * "was canceled"). A `:kind` the request does not have (or no step kind at all) is 404.
 *
 * @designed
 * @error 400 values the step kind's codec refuses (`errors['values.<field>']`), text over 2000 characters, a revision
 *   below 1
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 the step is not pending (done, waiting on the provider, or canceled), with a sentence naming it
 */
export const saveServicingStep = endpoint({
  name: 'saveServicingStep', method: 'PUT', route: 'v1/customer/servicing-request/:uuid/steps/:kind/',
  body: ServicingStepDraft,
  response: ServicingStep,
});

/**
 * Completes a `pending` step with its saved values. Checks, in order: the payoff step needs an issued, acknowledged,
 * unexpired statement (409 `'We have not issued your payoff statement yet.'`, `'Acknowledge the payoff statement
 * first.'`, `'Your payoff statement expired after …: ask for a new one.'`); `validateStep(kind, values, { today,
 * requestType, validatePhone })` (the §5 phone rule for the agent's and loan officer's phones) — 400 `{ detail: 'Some
 * answers are missing or need a change.', errors: { field: [message] } }` with the same words the form shows (field
 * paths such as `improvements[0].cost`); every required document task of the step must be completed — 400
 * `errors.documents: ['Upload signed purchase agreement first.']` (`documentMissingMessage`).
 * Then the step is `completed`. When every homeowner step is done, a request that needs approval (mortgage-refinance)
 * goes to `approval_status: 'waiting-manager-approval'` (history entry); otherwise the team acts next (`next_actor:
 * 'provider'`; the status stays `pending` until the team moves it).
 *
 * @designed
 * @error 400 answers that fail the step's rules, or a required document not uploaded (see above)
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 unknown step
 * @error 409 step not open
 */
export const submitServicingStep = endpoint({
  name: 'submitServicingStep', method: 'POST', route: 'v1/customer/servicing-request/:uuid/steps/:kind/submit/',
  body: Empty,
  response: ServicingRequest,
});

/**
 * ServicingTasks: every request's tasks, oldest first — each with its request, step kind, category, `required` and
 * `document_type` (null for the payoff request).
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listServicingTasks = endpoint({
  name: 'listServicingTasks', method: 'GET', route: 'v1/customer/application/:uuid/servicing-tasks/',
  response: t.array(ServicingTask),
});

/**
 * ServicingTaskGroups: one group per request that has tasks, newest request first, under its servicing document
 * category (`servicing`, `buyout-docs`, `home-sale-docs`, `subordination-docs`, `hei-refi-docs`, `other-docs`) with the
 * request's type and status.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listServicingTaskGroups = endpoint({
  name: 'listServicingTaskGroups', method: 'GET', route: 'v1/customer/application/:uuid/servicing-task-groups/',
  response: t.array(ServicingTaskGroup),
});

/**
 * The current statement (null before one is issued or after a renewal until the next): `amount_cents`,
 * `per_diem_cents`, `good_through`, how it was computed (`computation`: valuation, home value, share, lines that add up
 * to the amount, one sentence). Each line has a `kind` (`share-of-value`, `improvement-credit`, `cap-credit`,
 * `valuation-fee`, `lien-release-fee`, `adjustment`; credits negative), and the sentence is built from the lines
 * (`explainPayoff`): it names the improvement credit, the cap, each fee and an adjustment exactly when a line of that
 * kind is there. A statement stored before lines had a kind gets it from its label, and its sentence is rebuilt.
 * `expired` is `isPayoffExpired(good_through, today)`. `wire_instructions` is null unless it is acknowledged **and**
 * not expired.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getPayoffStatement = endpoint({
  name: 'getPayoffStatement', method: 'GET', route: 'v1/customer/servicing-request/:uuid/payoff-statement/',
  response: PayoffStatementResult,
});

/**
 * Records `acknowledged_at` (the first time; a repeat answers the same) and completes the payoff-request task. Only
 * this answer (and later reads) carry the provider's wire instructions, with `verify_phone` to confirm them before
 * wiring; they are never in an email.
 *
 * @designed
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'We have not issued a payoff statement for this request yet.'`, `'This payoff statement expired after …:
 *   ask for a new one.'`, or the request is finished
 */
export const acknowledgePayoffStatement = endpoint({
  name: 'acknowledgePayoffStatement', method: 'POST', route: 'v1/customer/servicing-request/:uuid/payoff-statement/acknowledge/',
  body: Empty,
  response: PayoffStatementResult,
});

/**
 * Only when the current statement has expired: it is superseded, the payoff step goes back to `blocked` (actor
 * `provider`) and the payoff task to `blocked`, and the homeowners get an email that a new one is being prepared.
 *
 * @designed
 * @error 403 a non-owning occupant or ops: they may read, not change
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'Your payoff statement is good through …: you can still use it.'` or none issued
 */
export const renewPayoffStatement = endpoint({
  name: 'renewPayoffStatement', method: 'POST', route: 'v1/customer/servicing-request/:uuid/payoff-statement/renew/',
  body: Empty,
  response: ServicingRequest,
});

/**
 * The `{product}RefinanceTask` data group: null unless the request is a `hei-refinance`. Built from the
 * third-party-lender-info step's saved values (`lender_name`, `loan_amount` parsed from the typed dollars,
 * `expected_closing_date` when a valid date; null until usable) and the current payoff statement's uuid. `status`:
 * `completed` / `canceled` when the request finished that way, `pending` while the homeowner acts, `blocked` while the
 * team or a manager does.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getProductRefinanceTask = endpoint({
  name: 'getProductRefinanceTask', method: 'GET', route: 'v1/customer/servicing-request/:uuid/refinance-task/',
  response: ProductRefinanceTaskResult,
});
