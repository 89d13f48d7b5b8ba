import type { DocumentType } from '../../../contract/documentEnums';
import type { ServicingRequestType } from '../../../contract/enums';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/*
 * Life after funding: the investment dashboard, the servicing request catalogue, request pages and their
 * step screens. Events carry ids, request types and step kinds only: never values typed into a step, wire
 * instructions or amounts (analytics derive from these, docs/analytics.md).
 */

/** Which request page: the application and the request. */
export interface RequestRef {
  applicationId: string;
  requestUuid: string;
}

/** A step of a request, with the request's type (analytics properties need it). */
export interface StepRef extends RequestRef {
  requestType: ServicingRequestType;
  stepKind: ServicingStepKind;
}

/** Why a servicing page sent the person to the applicants list (§2: invalid id, or not theirs). */
export type ServicingRedirectReason = 'invalid-id' | 'not-found';

// ---- Commands ----

/** The investment dashboard of `applicationId` is shown: load the investment, requests and servicing tasks. */
export const openDashboard = defineCommand<{ applicationId: string }>('servicing/openDashboard');
/** The dashboard was left: release its data. */
export const closeDashboard = defineCommand<{ applicationId: string }>('servicing/closeDashboard');
/** Fetch the dashboard's data again after an error. */
export const retryDashboard = defineCommand<{ applicationId: string }>('servicing/retryDashboard');
/** Start a servicing request of `requestType` (carries a correlation id: the catalogue card awaits the outcome). */
export const startRequest = defineCommand<{ applicationId: string; requestType: ServicingRequestType }>('servicing/startRequest');
/** A request page is shown: load the request (polled while the provider is working on it), its tasks and payoff. */
export const openRequest = defineCommand<RequestRef>('servicing/openRequest');
/** The request page was left: stop polling and release its data. */
export const closeRequest = defineCommand<RequestRef>('servicing/closeRequest');
/** Fetch the request page's data again after an error. */
export const retryRequest = defineCommand<RequestRef>('servicing/retryRequest');
/** A step screen was shown (analytics "Servicing Step Viewed"). */
export const viewStep = defineCommand<StepRef>('servicing/viewStep');
/** Submit a step as complete (flushes its draft first; carries a correlation id). */
export const submitStep = defineCommand<StepRef>('servicing/submitStep');
/** Cancel a pending request, with an optional reason in the homeowner's words (carries a correlation id). */
export const cancelRequest = defineCommand<RequestRef & { requestType: ServicingRequestType; reason: string }>('servicing/cancelRequest');
/** Acknowledge the request's payoff statement (reveals the wire instructions; carries a correlation id). */
export const acknowledgePayoff = defineCommand<RequestRef & { requestType: ServicingRequestType }>('servicing/acknowledgePayoff');
/** Ask for a new payoff statement when the current one expired (carries a correlation id). */
export const renewPayoff = defineCommand<RequestRef>('servicing/renewPayoff');

// ---- Events ----

/**
 * The dashboard of `applicationId` (a valid UUID) is open; its queries were subscribed. `today` (`yyyy-MM-dd`, from
 * the injected clock) is the day its figures are computed for (time left, settlement estimate), so projections stay pure.
 */
export const dashboardOpened = defineEvent<{ applicationId: string; today: string }>('servicing/dashboardOpened');
/** The dashboard was left; its queries were released. */
export const dashboardClosed = defineEvent<{ applicationId: string }>('servicing/dashboardClosed');
/** A request page is open; its queries were subscribed. `today` (`yyyy-MM-dd`): the day rules and payoff expiry are read for. */
export const requestOpened = defineEvent<RequestRef & { today: string }>('servicing/requestOpened');
/** A request page was left. */
export const requestClosed = defineEvent<RequestRef>('servicing/requestClosed');
/** §2: the person was sent to the applicants list (or the application home) from a servicing page. */
export const servicingRedirected = defineEvent<{ reason: ServicingRedirectReason }>('servicing/redirected');
/** A servicing request was started (analytics "Servicing Request Started"). */
export const requestStarted = defineEvent<RequestRef & { requestType: ServicingRequestType }>('servicing/requestStarted');
/** Starting a request failed (§8 error; a 409 names why, e.g. one of that type is already open). */
export const requestStartFailed = defineEvent<{ applicationId: string; requestType: ServicingRequestType; error: HttpError }>('servicing/requestStartFailed');
/** A step screen was shown (analytics "Servicing Step Viewed"). */
export const stepViewed = defineEvent<StepRef>('servicing/stepViewed');
/** A step was submitted complete (analytics "Servicing Step Completed"). */
export const stepSubmitted = defineEvent<StepRef>('servicing/stepSubmitted');
/** Submitting a step failed (§8 error; `error.data.errors` names the fields). */
export const stepSubmitFailed = defineEvent<StepRef & { error: HttpError }>('servicing/stepSubmitFailed');
/** The request was canceled by the homeowner (analytics "Servicing Request Canceled"). */
export const requestCanceled = defineEvent<RequestRef & { requestType: ServicingRequestType }>('servicing/requestCanceled');
/** Canceling failed (409 once it is no longer pending). */
export const requestCancelFailed = defineEvent<RequestRef & { error: HttpError }>('servicing/requestCancelFailed');
/** The payoff statement was acknowledged; the wire instructions are in the cached statement (analytics "Payoff Acknowledged"). */
export const payoffAcknowledged = defineEvent<RequestRef & { requestType: ServicingRequestType }>('servicing/payoffAcknowledged');
/** Acknowledging failed (e.g. 409: the statement expired). */
export const payoffAcknowledgeFailed = defineEvent<RequestRef & { error: HttpError }>('servicing/payoffAcknowledgeFailed');
/** A new payoff statement was asked for. */
export const payoffRenewed = defineEvent<RequestRef>('servicing/payoffRenewed');
/** Asking for a new payoff statement failed. */
export const payoffRenewFailed = defineEvent<RequestRef & { error: HttpError }>('servicing/payoffRenewFailed');
/** A document asked for by one of the request's steps finished uploading (analytics "Servicing Document Uploaded"). */
export const documentUploaded = defineEvent<StepRef & { documentType: DocumentType }>('servicing/documentUploaded');
