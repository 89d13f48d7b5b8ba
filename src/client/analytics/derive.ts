import type { DocumentType } from '../../contract/documentEnums';
import type { CustomerStage, ServicingRequestType } from '../../contract/enums';
import type { SegmentEvent } from '../../contract/platform';
import { FIELD_ERROR_TRACK, TRACK, type TrackName } from '../../contract/trackingPlan';
import type { EventAction } from '../kernel/actions';
import { applicationQuery } from '../kernel/api/queries';
import { fieldErrorShown } from '../kernel/forms/events';
import type { HttpError } from '../kernel/http/types';
import { sessionEnded, tokenIssued } from '../kernel/session/actions';
import { claimsOf } from '../kernel/session/claims';
import { loggedIn, loginFailed, magicLinkRequested } from '../features/auth/actions';
import { uploadCompleted, uploadQueued } from '../kernel/uploads/actions';
import { wizardAnalyticsSent } from '../kernel/wizard/actions';
import { codeConfirmFailed, contactChecked, signupCompleted, verificationCodeSendFailed } from '../features/funnel/actions';
import { estimateAcknowledged } from '../features/offer/actions';
import { applicationSubmitted } from '../features/sections/actions';
import {
  documentUploaded as servicingDocumentUploaded, payoffAcknowledged, requestCanceled, requestStarted, stepSubmitted, stepViewed,
  type RequestRef, type StepRef,
} from '../features/servicing/actions';
import { signingCompleted } from '../features/signing/actions';
import { taskViewed } from '../features/tasks/actions';
import { callRejected, pageShown, type PageShownPayload } from './actions';

/**
 * What the derivation knows from the events folded so far (architecture "The event log and analytics"): it is
 * rebuilt from the log alone, so the backlog of events from before analytics loaded is derived exactly as it was.
 */
export interface AnalyticsContext {
  /** §7 product version (`productVersion` of every page and track call). */
  productVersion: string;
  /** §6: an ops session emits nothing. */
  isOps: boolean;
  /** The person last identified (profile uuid), so a refreshed token is not identified again. */
  userId: string | null;
  /** The page shown now. */
  page: PageShownPayload | null;
  /** The §4 customer stage last sent in a group call, per application. */
  groupedStages: Readonly<Record<string, CustomerStage>>;
  /** Uploads in flight: their application and document type, until they complete. */
  uploads: Readonly<Record<string, { applicationId: string; documentType: DocumentType }>>;
  /** Calls refused by the tracking plan so far, per plan key. */
  rejected: Readonly<Record<string, number>>;
}

/** The context before any event, for a product version. */
export const initialAnalyticsContext = (productVersion: string): AnalyticsContext => ({
  productVersion,
  isOps: false,
  userId: null,
  page: null,
  groupedStages: {},
  uploads: {},
  rejected: {},
});

/**
 * A call the plan describes, before the envelope (anonymous id, message id, time) is added. `throttleKey` (never
 * sent) names what a throttled call is about: the task of a Task Viewed.
 */
export type PlannedCall = Pick<SegmentEvent, 'type' | 'name' | 'properties' | 'user_id' | 'group_id'> & { throttleKey?: string };

/** Anything with a narrowing `match`: an event creator, or a query's `matchFulfilled`. */
interface EventMatcher<P> {
  match(action: unknown): action is EventAction<P>;
}

/** One row of the derivation table: an event, the calls it derives, and how it changes the context. */
interface Rule<P> {
  event: EventMatcher<P>;
  calls?: (payload: P, ctx: AnalyticsContext) => PlannedCall[];
  next?: (ctx: AnalyticsContext, payload: P) => AnalyticsContext;
}

const rule = <P>(event: EventMatcher<P>, calls?: Rule<P>['calls'], next?: Rule<P>['next']): Rule<P> => ({ event, calls, next });

/** A track call with `productVersion` and the current `page_name`. */
const track = (name: TrackName, ctx: AnalyticsContext, properties: Record<string, unknown> = {}): PlannedCall => ({
  type: 'track',
  name,
  properties: { ...properties, productVersion: ctx.productVersion, ...(ctx.page ? { page_name: ctx.page.page_name } : {}) },
});

/** The current page's application, as an optional property. */
const pageApplication = (ctx: AnalyticsContext) => (ctx.page?.applicationId ? { applicationId: ctx.page.applicationId } : {});

/** §8 `error_status` of a failure: its status only, never its body (a refused call's body may quote the person). */
const errorStatus = (error: HttpError) => error.status;

/** Issue 11: a servicing request's properties (its uuid and §3 type; never a value typed into it). */
const servicingRequest = (p: RequestRef & { requestType: ServicingRequestType }) => ({
  applicationId: p.applicationId,
  request_uuid: p.requestUuid,
  request_type: p.requestType,
});

/** … and one of its steps (§3 step kind). */
const servicingStep = (p: StepRef) => ({ ...servicingRequest(p), step_kind: p.stepKind });

const without = <V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

/**
 * The tracking plan's derivation table: domain EVENTS (never commands) → analytics calls (docs/analytics.md lists
 * when each fires). Rows run in order for each event; `calls` sees the context before the row's `next`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of rows of different payloads
export const DERIVATION_TABLE: ReadonlyArray<Rule<any>> = [
  rule(
    pageShown,
    (p: PageShownPayload, ctx) => [
      {
        type: 'page',
        name: p.page_name,
        properties: { page_name: p.page_name, path_pattern: p.path_pattern, productVersion: ctx.productVersion, ...(p.applicationId ? { applicationId: p.applicationId } : {}) },
      },
    ],
    (ctx, p) => ({ ...ctx, page: p }),
  ),
  rule(
    tokenIssued,
    (p, ctx) => {
      const uuid = claimsOf(p.token)?.uuid;
      return uuid && uuid !== ctx.userId && !p.isOps ? [{ type: 'identify', name: '', properties: {}, user_id: uuid }] : [];
    },
    (ctx, p) => ({ ...ctx, isOps: p.isOps ?? false, userId: claimsOf(p.token)?.uuid ?? ctx.userId }),
  ),
  rule(
    sessionEnded,
    (p, ctx) => (p.reason === 'expired' ? [track(TRACK.loginPageTimedOut, ctx, pageApplication(ctx))] : []),
    (ctx) => ({ ...ctx, isOps: false, userId: null, groupedStages: {}, uploads: {} }),
  ),
  rule(
    { match: applicationQuery.matchFulfilled },
    ({ data }, ctx) =>
      ctx.groupedStages[data.uuid] === data.customer_stage
        ? []
        : [{ type: 'group', name: '', properties: { applicationId: data.uuid, stage: data.customer_stage }, group_id: data.uuid }],
    (ctx, { data }) => ({ ...ctx, groupedStages: { ...ctx.groupedStages, [data.uuid]: data.customer_stage } }),
  ),
  rule(fieldErrorShown, (p, ctx) => [track(FIELD_ERROR_TRACK[p.kind], ctx, { field: p.field, ...pageApplication(ctx) })]),
  rule(contactChecked, (p, ctx) => (p.outcome === 'address_exists_no_email_match' ? [track(TRACK.unregisteredEmailEntered, ctx)] : [])),
  rule(codeConfirmFailed, (p, ctx) => [
    ...(p.error.status === 400 ? [track(TRACK.incorrectSecurityCodeEntered, ctx)] : []),
    track(TRACK.emailVerificationFailed, ctx, { verification_step: 'confirm_code', error_status: errorStatus(p.error) }),
  ]),
  rule(verificationCodeSendFailed, (p, ctx) => [track(TRACK.emailVerificationFailed, ctx, { verification_step: 'send_code', error_status: errorStatus(p.error) })]),
  rule(loginFailed, (p, ctx) => [track(TRACK.loginFailed, ctx, { login_method: p.method, error_status: errorStatus(p.error) })]),
  rule(loggedIn, (p, ctx) => [track(TRACK.loginSucceeded, ctx, { login_method: p.method })]),
  rule(magicLinkRequested, (p, ctx) => [track(p.resend ? TRACK.magicLinkResent : TRACK.magicLinkSent, ctx)]),
  rule(taskViewed, (p, ctx) => [
    {
      ...track(TRACK.taskViewed, ctx, { applicationId: p.applicationId, task_name: p.taskName, task_type: p.taskType, tasks_version: p.tasksVersion }),
      throttleKey: `${p.applicationId}/${p.taskUuid}`,
    },
  ]),
  rule(signupCompleted, (p, ctx) => [track(TRACK.signUpCompleted, ctx, { applicationId: p.applicationUuid, ownership: p.ownership })]),
  // Issue 12 §2: a wizard's call comes from its own record of it (kernel/wizard), so it is never made twice.
  rule(wizardAnalyticsSent, (p, ctx) => [track(p.name, ctx, { applicationId: p.applicationId })]),
  rule(applicationSubmitted, (p, ctx) => [track(TRACK.applicationSubmitted, ctx, { applicationId: p.applicationId })]),
  rule(uploadQueued, undefined, (ctx, p) => ({ ...ctx, uploads: { ...ctx.uploads, [p.id]: { applicationId: p.applicationId, documentType: p.documentType } } })),
  rule(
    uploadCompleted,
    (p, ctx) => {
      const upload = ctx.uploads[p.id];
      return upload ? [track(TRACK.documentUploaded, ctx, { applicationId: upload.applicationId, document_type: upload.documentType })] : [];
    },
    (ctx, p) => ({ ...ctx, uploads: without(ctx.uploads, p.id) }),
  ),
  rule(estimateAcknowledged, (p, ctx) => [track(TRACK.investmentEstimateAcknowledged, ctx, { applicationId: p.applicationId })]),
  rule(signingCompleted, (p, ctx) => (p.signerStatus === 'completed' ? [track(TRACK.closingDocumentsSigned, ctx, { applicationId: p.applicationId })] : [])),
  rule(requestStarted, (p, ctx) => [track(TRACK.servicingRequestStarted, ctx, servicingRequest(p))]),
  rule(stepViewed, (p, ctx) => [
    { ...track(TRACK.servicingStepViewed, ctx, servicingStep(p)), throttleKey: `${p.applicationId}/${p.requestUuid}/${p.stepKind}` },
  ]),
  rule(stepSubmitted, (p, ctx) => [track(TRACK.servicingStepCompleted, ctx, servicingStep(p))]),
  rule(servicingDocumentUploaded, (p, ctx) => [track(TRACK.servicingDocumentUploaded, ctx, { ...servicingStep(p), document_type: p.documentType })]),
  rule(payoffAcknowledged, (p, ctx) => [track(TRACK.payoffStatementAcknowledged, ctx, servicingRequest(p))]),
  rule(requestCanceled, (p, ctx) => [track(TRACK.servicingRequestCanceled, ctx, servicingRequest(p))]),
  rule(
    callRejected,
    (p, ctx) => [track(TRACK.trackingPlanViolationCounted, ctx, { event_key: p.key, count: (ctx.rejected[p.key] ?? 0) + 1 })],
    (ctx, p) => ({ ...ctx, rejected: { ...ctx.rejected, [p.key]: (ctx.rejected[p.key] ?? 0) + 1 } }),
  ),
];

/** The result of deriving one event: the context after it, and its calls. */
export interface Derived {
  ctx: AnalyticsContext;
  calls: PlannedCall[];
}

/**
 * Folds one event into the context and derives its calls through {@link DERIVATION_TABLE}. Pure. Nothing is derived
 * for an ops session (§6) — neither while it lasts nor from the event that starts or ends it.
 */
export function deriveCalls(ctx: AnalyticsContext, event: unknown): Derived {
  let next = ctx;
  const calls: PlannedCall[] = [];
  for (const row of DERIVATION_TABLE) {
    if (!row.event.match(event)) continue;
    if (row.calls) calls.push(...row.calls(event.payload, next));
    if (row.next) next = row.next(next, event.payload);
  }
  return { ctx: next, calls: ctx.isOps || next.isOps ? [] : calls };
}
