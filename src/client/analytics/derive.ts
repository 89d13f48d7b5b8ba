import type { DocumentType } from '../../contract/documentEnums';
import type { CustomerStage, ServicingRequestType } from '../../contract/enums';
import type { SegmentEvent } from '../../contract/platform';
import { FIELD_ERROR_TRACK, TRACK, type TrackName } from '../../contract/trackNames';
import type { Application } from '../../contract/entities';
import { isEvent, type EventAction, type EventCreator } from '../kernel/actions';
import { APPLICATION_QUERY_NAME } from '../kernel/api/queryNames';
import { queryFulfilled } from '../kernel/queryCache/actions';
import type { fieldErrorShown } from '../kernel/forms/events';
import type { HttpError } from '../kernel/http/types';
import { sessionEnded, tokenIssued } from '../kernel/session/actions';
import { claimsOf } from '../kernel/session/claims';
import type { loggedIn, loginFailed, magicLinkRequested } from '../features/auth/actions';
import type { uploadCompleted, uploadQueued } from '../kernel/uploads/actions';
import type { wizardAnalyticsSent } from '../kernel/wizard/actions';
import { codeConfirmFailed, contactChecked, signupCompleted, verificationCodeSendFailed } from '../features/funnel/actions';
import type { estimateAcknowledged } from '../features/offer/actions';
import type { applicationSubmitted } from '../features/sections/actions';
import type {
  documentUploaded as servicingDocumentUploaded, payoffAcknowledged, requestCanceled, requestStarted, stepSubmitted, stepViewed,
  RequestRef, StepRef,
} from '../features/servicing/actions';
import type { signingCompleted } from '../features/signing/actions';
import type { taskViewed } from '../features/tasks/actions';
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

/**
 * The application query's answer (`applicationQuery.matchFulfilled`, matched by the query's name so that the entry's
 * tracker does not load the query and its codecs).
 */
const applicationFetched = {
  match: (action: unknown): action is EventAction<{ data: Application }> => queryFulfilled.match(action) && action.payload.name === APPLICATION_QUERY_NAME,
};

/** Anything with a narrowing `match`: an event creator, or a query's `matchFulfilled`. */
interface EventMatcher<P> {
  match(action: unknown): action is EventAction<P>;
}

type PayloadOf<C> = C extends EventCreator<infer P> ? P : never;

/** Matches the event of `type`, typed as `C`'s (tests check each type against its creator). */
const byType = <C>(type: string): EventMatcher<PayloadOf<C>> => ({
  match: (action: unknown): action is EventAction<PayloadOf<C>> => isEvent(action) && action.type === type,
});

/**
 * The features' and kernel's events the table derives from, matched by their type strings: the table runs in the
 * entry's tracker, and importing the creators would bring every feature's actions into the first load.
 * `tests/unit/analytics/derive.test.ts` checks each type against its creator.
 */
export const DERIVED_EVENTS = {
  fieldErrorShown: byType<typeof fieldErrorShown>('forms/fieldErrorShown'),
  loginFailed: byType<typeof loginFailed>('auth/loginFailed'),
  loggedIn: byType<typeof loggedIn>('auth/loggedIn'),
  magicLinkRequested: byType<typeof magicLinkRequested>('auth/magicLinkRequested'),
  taskViewed: byType<typeof taskViewed>('tasks/taskViewed'),
  wizardAnalyticsSent: byType<typeof wizardAnalyticsSent>('wizard/analyticsSent'),
  applicationSubmitted: byType<typeof applicationSubmitted>('sections/applicationSubmitted'),
  uploadQueued: byType<typeof uploadQueued>('documents/uploadQueued'),
  uploadCompleted: byType<typeof uploadCompleted>('documents/uploadCompleted'),
  estimateAcknowledged: byType<typeof estimateAcknowledged>('offer/estimateAcknowledged'),
  signingCompleted: byType<typeof signingCompleted>('signing/completed'),
  requestStarted: byType<typeof requestStarted>('servicing/requestStarted'),
  stepViewed: byType<typeof stepViewed>('servicing/stepViewed'),
  stepSubmitted: byType<typeof stepSubmitted>('servicing/stepSubmitted'),
  servicingDocumentUploaded: byType<typeof servicingDocumentUploaded>('servicing/documentUploaded'),
  payoffAcknowledged: byType<typeof payoffAcknowledged>('servicing/payoffAcknowledged'),
  requestCanceled: byType<typeof requestCanceled>('servicing/requestCanceled'),
};
const E = DERIVED_EVENTS;

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
    applicationFetched,
    ({ data }, ctx) =>
      ctx.groupedStages[data.uuid] === data.customer_stage
        ? []
        : [{ type: 'group', name: '', properties: { applicationId: data.uuid, stage: data.customer_stage }, group_id: data.uuid }],
    (ctx, { data }) => ({ ...ctx, groupedStages: { ...ctx.groupedStages, [data.uuid]: data.customer_stage } }),
  ),
  rule(E.fieldErrorShown, (p, ctx) => [track(FIELD_ERROR_TRACK[p.kind], ctx, { field: p.field, ...pageApplication(ctx) })]),
  rule(contactChecked, (p, ctx) => (p.outcome === 'address_exists_no_email_match' ? [track(TRACK.unregisteredEmailEntered, ctx)] : [])),
  rule(codeConfirmFailed, (p, ctx) => [
    ...(p.error.status === 400 ? [track(TRACK.incorrectSecurityCodeEntered, ctx)] : []),
    track(TRACK.emailVerificationFailed, ctx, { verification_step: 'confirm_code', error_status: errorStatus(p.error) }),
  ]),
  rule(verificationCodeSendFailed, (p, ctx) => [track(TRACK.emailVerificationFailed, ctx, { verification_step: 'send_code', error_status: errorStatus(p.error) })]),
  rule(E.loginFailed, (p, ctx) => [track(TRACK.loginFailed, ctx, { login_method: p.method, error_status: errorStatus(p.error) })]),
  rule(E.loggedIn, (p, ctx) => [track(TRACK.loginSucceeded, ctx, { login_method: p.method })]),
  rule(E.magicLinkRequested, (p, ctx) => [track(p.resend ? TRACK.magicLinkResent : TRACK.magicLinkSent, ctx)]),
  rule(E.taskViewed, (p, ctx) => [
    {
      ...track(TRACK.taskViewed, ctx, { applicationId: p.applicationId, task_name: p.taskName, task_type: p.taskType, tasks_version: p.tasksVersion }),
      throttleKey: `${p.applicationId}/${p.taskUuid}`,
    },
  ]),
  rule(signupCompleted, (p, ctx) => [track(TRACK.signUpCompleted, ctx, { applicationId: p.applicationUuid, ownership: p.ownership })]),
  // Issue 12 §2: a wizard's call comes from its own record of it (kernel/wizard), so it is never made twice.
  rule(E.wizardAnalyticsSent, (p, ctx) => [track(p.name, ctx, { applicationId: p.applicationId })]),
  rule(E.applicationSubmitted, (p, ctx) => [track(TRACK.applicationSubmitted, ctx, { applicationId: p.applicationId })]),
  rule(E.uploadQueued, undefined, (ctx, p) => ({ ...ctx, uploads: { ...ctx.uploads, [p.id]: { applicationId: p.applicationId, documentType: p.documentType } } })),
  rule(E.uploadCompleted,
    (p, ctx) => {
      const upload = ctx.uploads[p.id];
      return upload ? [track(TRACK.documentUploaded, ctx, { applicationId: upload.applicationId, document_type: upload.documentType })] : [];
    },
    (ctx, p) => ({ ...ctx, uploads: without(ctx.uploads, p.id) }),
  ),
  rule(E.estimateAcknowledged, (p, ctx) => [track(TRACK.investmentEstimateAcknowledged, ctx, { applicationId: p.applicationId })]),
  rule(E.signingCompleted, (p, ctx) => (p.signerStatus === 'completed' ? [track(TRACK.closingDocumentsSigned, ctx, { applicationId: p.applicationId })] : [])),
  rule(E.requestStarted, (p, ctx) => [track(TRACK.servicingRequestStarted, ctx, servicingRequest(p))]),
  rule(E.stepViewed, (p, ctx) => [
    { ...track(TRACK.servicingStepViewed, ctx, servicingStep(p)), throttleKey: `${p.applicationId}/${p.requestUuid}/${p.stepKind}` },
  ]),
  rule(E.stepSubmitted, (p, ctx) => [track(TRACK.servicingStepCompleted, ctx, servicingStep(p))]),
  rule(E.servicingDocumentUploaded, (p, ctx) => [track(TRACK.servicingDocumentUploaded, ctx, { ...servicingStep(p), document_type: p.documentType })]),
  rule(E.payoffAcknowledged, (p, ctx) => [track(TRACK.payoffStatementAcknowledged, ctx, servicingRequest(p))]),
  rule(E.requestCanceled, (p, ctx) => [track(TRACK.servicingRequestCanceled, ctx, servicingRequest(p))]),
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
