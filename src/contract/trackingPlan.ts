import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { closed } from './codec';
import { DocumentType } from './documentEnums';
import { CustomerStage, enumeration, OwnershipAnswer, ServicingRequestType } from './enums';
import { Uuid } from './ids';
import type { SegmentEvent } from './platform';
import { ServicingStepKind } from './servicing/enums';
import { TRACK, type FieldErrorKindName, type TrackName } from './trackNames';

/*
 * The tracking plan (issue #5 §2, docs/analytics.md): one io-ts codec per analytics call, keyed by Segment call type
 * and name (`'track:Task Viewed'`, `'page:Tasks'`, `'identify:'`, `'group:'`). The browser checks every call before it
 * leaves; the sandbox checks every call it stores. Codecs are closed: a property the plan does not name is a
 * violation. Property values are enumerations, ids (UUIDs), numbers, booleans or short fixed strings — never what a
 * person typed, an error's body or a command's payload. Names: `applicationId` and `productVersion` exactly as §3 spells
 * them, snake_case for everything else.
 */

// ---- Property values ----

/** A short token of letters, digits and `._+-` (no spaces, no '@'): fixed strings such as a version or a task type. */
const token = (name: string, pattern: RegExp) => t.refinement(t.string, (s) => pattern.test(s), name);

/** §7 `GET /v2/customer/version/` as analytics carry it (`productVersion`), e.g. `0.1.0`; `unknown` when not known. */
export const ProductVersion = token('ProductVersion', /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$/);

/** A §3 task type as the server names it (`mortgage-statement`, `servicing--payoff-request`), at most 64 characters. */
export const TaskTypeName = token('TaskTypeName', /^(?=.{1,64}$)[a-z0-9]+(?:-{1,2}[a-z0-9]+)*$/);

/** §3 `tasks_version` of the application: a whole number ≥ 0. */
export const TasksVersion = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'TasksVersion');

/** A whole number ≥ 1. */
const PositiveCount = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1, 'PositiveCount');

/**
 * A form field's name as the code knows it (`email`, `address.zip_code`; list indices removed), at most 64 characters:
 * which field, never what is in it.
 */
export const FieldName = token('FieldName', /^(?=.{1,64}$)[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/);

/**
 * A route pattern of the portal (`/applications/:applicationId/tasks`): each segment is a `:parameter` or lower-case
 * letters, `-` and `_` only, so an id or a key can never be in it.
 */
export const PathPattern = token('PathPattern', /^(?=.{1,100}$)(?:\/(?::[A-Za-z]+|[a-z_-]+|\*))+$|^\/$/);

/** The status of a failed call (§8): an HTTP status, or a client status. Never the error's body. */
export const ErrorStatus = t.union(
  [t.refinement(t.number, (n) => Number.isInteger(n) && n >= 100 && n <= 599, 'HttpStatus'), t.keyof({ FETCH_ERROR: null, TIMEOUT_ERROR: null, PARSING_ERROR: null })],
  'ErrorStatus',
);

/** How a person signed in or tried to (§3 login methods the login page offers). */
export const SignInMethodName = t.keyof({ password: null, magicLink: null }, 'SignInMethod');

/** Which email-verification call failed (§8): sending the code, or confirming it. */
export const VerificationStep = t.keyof({ send_code: null, confirm_code: null }, 'VerificationStep');

/**
 * The §5 kinds of a field's validation error: nothing entered, wrong format, unacceptable value, and the two email
 * cases (not an email address; an address of the test-account domain).
 */
export const FIELD_ERROR_KIND = enumeration('FieldErrorKind', ['required', 'format', 'value', 'unsupported_email', 'invalid_email'] as const);
export const FieldErrorKind = FIELD_ERROR_KIND.codec;
export type FieldErrorKind = t.TypeOf<typeof FieldErrorKind>;

/**
 * `task_name`: the screen a task is done on (the tasks page's destination of issue #4 §1): the application form,
 * the qualification questions, documents, the Investment Estimate, signing, the password task, the home, or one of the
 * closing-task screens (issue 12 §1: appraisal, closing details, closing statement, wire details).
 */
export const TASK_NAME = enumeration('TaskName', [
  'sections', 'qualification', 'documents', 'offer', 'sign', 'password', 'home', 'appraisal', 'closing-details', 'closing-statement', 'wire-details',
] as const);
export const TaskName = TASK_NAME.codec;
export type TaskName = t.TypeOf<typeof TaskName>;

/** `page_name` of every page of §2 the portal tracks (the route table is the client's `analytics/pages.ts`). */
export const PAGE_NAME = enumeration('PageName', [
  'Index', 'Login', 'Magic Link Login', 'Password Reset', 'Logout', 'Create User', 'Welcome',
  'Get Started', 'Property Type', 'Property Usage', 'Property Value', 'Credit Estimate', 'Personal Details',
  'Verification Code', 'Phone', 'Unable To Offer', 'Applicants', 'Prospect Home',
  'Home', 'Tasks', 'Sign Documents', 'Documents', 'Resources', 'FAQ', 'Profile', 'Offer', 'Welcome Back',
  'New Application Address Input', 'Qualification', 'Application Sections', 'Declarations', 'Application Section',
  'Servicing Request', 'Servicing Step', 'Appraisal Booking', 'Closing Details', 'Closing Statement', 'Wire Details',
  'Messages', 'New Message', 'Message', 'Help', 'Not Found',
] as const);
export const PageName = PAGE_NAME.codec;
export type PageName = t.TypeOf<typeof PageName>;

/** The key of a plan entry (`track:Task Viewed`); carried by `Tracking Plan Violation Counted`. */
const EventKey = token('EventKey', /^(?:page|track|identify|group):[A-Za-z ]{0,60}$/);

// ---- Calls ----

export { TRACK, type TrackName } from './trackNames';
/** The plan's field-error kinds and the codec-free list of them agree (a compile-time check). */
const _fieldErrorKindsAgree: [FieldErrorKind] extends [FieldErrorKindName] ? ([FieldErrorKindName] extends [FieldErrorKind] ? true : never) : never = true;
void _fieldErrorKindsAgree;

export { FIELD_ERROR_TRACK } from './trackNames';

/**
 * A track event's properties: `productVersion` always, `page_name` when the page is known, plus its own. §3 context
 * properties: `applicationId` where an application is concerned, `task_name`/`task_type`/`tasks_version` on task events;
 * `request_uuid`/`request_type`/`step_kind` on servicing events (issue 11).
 */
function trackProps<R extends t.Props, O extends t.Props = Record<never, t.Mixed>>(name: string, required: R, optional?: O) {
  return closed(name, { productVersion: ProductVersion, ...required }, { page_name: PageName, ...(optional ?? ({} as O)) });
}

/** §5 field events: which field, on which page (and application, on an application's page). */
const fieldErrorProps = (name: string) => trackProps(name, { field: FieldName }, { applicationId: Uuid });
/** Events of the public pages or sign-in: no application. */
const publicProps = (name: string) => trackProps(name, {});
/** Milestones of one application. */
const applicationProps = (name: string) => trackProps(name, { applicationId: Uuid });
/** Issue 11 servicing events: the application, the request's uuid and its §3 request type (never what was typed). */
const servicingRequestProps = { applicationId: Uuid, request_uuid: Uuid, request_type: ServicingRequestType };
/** … of one step of the request: plus its §3 step kind. */
const servicingStepProps = { ...servicingRequestProps, step_kind: ServicingStepKind };

const TRACK_PLAN: Readonly<Record<TrackName, t.Mixed>> = {
  [TRACK.requiredFieldNotEntered]: fieldErrorProps('RequiredFieldNotEntered'),
  [TRACK.incorrectFormatEntered]: fieldErrorProps('IncorrectFormatEntered'),
  [TRACK.incorrectValueEntered]: fieldErrorProps('IncorrectValueEntered'),
  [TRACK.unsupportedEmailEntered]: fieldErrorProps('UnsupportedEmailEntered'),
  [TRACK.invalidEmailEntered]: fieldErrorProps('InvalidEmailEntered'),
  [TRACK.unregisteredEmailEntered]: publicProps('UnregisteredEmailEntered'),
  [TRACK.incorrectSecurityCodeEntered]: publicProps('IncorrectSecurityCodeEntered'),
  [TRACK.loginFailed]: trackProps('LoginFailed', { login_method: SignInMethodName, error_status: ErrorStatus }),
  [TRACK.emailVerificationFailed]: trackProps('EmailVerificationFailed', { verification_step: VerificationStep, error_status: ErrorStatus }),
  [TRACK.magicLinkSent]: publicProps('MagicLinkSent'),
  [TRACK.magicLinkResent]: publicProps('MagicLinkResent'),
  [TRACK.loginPageTimedOut]: trackProps('LoginPageTimedOut', {}, { applicationId: Uuid }),
  [TRACK.taskViewed]: trackProps('TaskViewed', { applicationId: Uuid, task_name: TaskName, task_type: TaskTypeName, tasks_version: TasksVersion }),
  [TRACK.loginSucceeded]: trackProps('LoginSucceeded', { login_method: SignInMethodName }),
  [TRACK.signUpCompleted]: trackProps('SignUpCompleted', { applicationId: Uuid, ownership: OwnershipAnswer }),
  [TRACK.qualificationCompleted]: applicationProps('QualificationCompleted'),
  [TRACK.applicationSubmitted]: applicationProps('ApplicationSubmitted'),
  [TRACK.documentUploaded]: trackProps('DocumentUploaded', { applicationId: Uuid, document_type: DocumentType }),
  [TRACK.investmentEstimateAcknowledged]: applicationProps('InvestmentEstimateAcknowledged'),
  [TRACK.closingDocumentsSigned]: applicationProps('ClosingDocumentsSigned'),
  [TRACK.servicingRequestStarted]: trackProps('ServicingRequestStarted', servicingRequestProps),
  [TRACK.servicingStepViewed]: trackProps('ServicingStepViewed', servicingStepProps),
  [TRACK.servicingStepCompleted]: trackProps('ServicingStepCompleted', servicingStepProps),
  [TRACK.servicingDocumentUploaded]: trackProps('ServicingDocumentUploaded', { ...servicingStepProps, document_type: DocumentType }),
  [TRACK.payoffStatementAcknowledged]: trackProps('PayoffStatementAcknowledged', servicingRequestProps),
  [TRACK.servicingRequestCanceled]: trackProps('ServicingRequestCanceled', servicingRequestProps),
  [TRACK.trackingPlanViolationCounted]: trackProps('TrackingPlanViolationCounted', { event_key: EventKey, count: PositiveCount }),
};

/** A page call's properties: the page, its route pattern, the product version, and the application on its pages. */
const pageProps = (page: PageName) =>
  closed(`Page${page.replace(/ /g, '')}`, { page_name: t.literal(page), path_pattern: PathPattern, productVersion: ProductVersion }, { applicationId: Uuid });

/** identify carries the profile uuid in `user_id` and no traits (nothing personal about the person). */
const IdentifyTraits = closed('IdentifyTraits', {});
/** group: the application (`group_id` = `applicationId`) and its §4 customer-facing stage. */
const GroupTraits = closed('GroupTraits', { applicationId: Uuid, stage: CustomerStage });

/**
 * The tracking plan (issue #5, docs/analytics.md): one io-ts codec per analytics call, keyed by Segment call type and
 * name (`'track:Task Viewed'`, `'page:Login'`, `'identify:'`, `'group:'`), validating the call's `properties`.
 */
export const TRACKING_PLAN: Readonly<Record<string, t.Mixed>> = {
  ...Object.fromEntries(PAGE_NAME.values.map((page) => [`page:${page}`, pageProps(page)])),
  ...Object.fromEntries(Object.entries(TRACK_PLAN).map(([name, codec]) => [`track:${name}`, codec])),
  'identify:': IdentifyTraits,
  'group:': GroupTraits,
};

/** The key of a call in {@link TRACKING_PLAN}: `type:name` (`name` is '' for identify and group). */
export const planKeyOf = (event: Pick<SegmentEvent, 'type' | 'name'>): string => `${event.type}:${event.name}`;

/** One line per io-ts error: where (`properties.field`) and what was expected — never the value that was there. */
function reportErrors(errors: t.Errors): string[] {
  const lines = errors.map((error) => {
    const keys = error.context.map((c) => c.key).filter((k) => k !== '' && !/^\d+$/.test(k));
    const where = ['properties', ...keys].join('.');
    const expected = error.context[error.context.length - 1]?.type.name ?? 'unknown';
    return error.message ? `${where}: ${error.message}` : `${where}: expected ${expected}`;
  });
  return [...new Set(lines)];
}

/** The envelope rules: identify names its person in `user_id`, group its application in `group_id`; nothing else does. */
function envelopeViolations(event: SegmentEvent): string[] {
  const out: string[] = [];
  const { user_id: userId, group_id: groupId } = event;
  if (event.type === 'identify' ? !Uuid.is(userId) : userId !== undefined) out.push(`user_id: ${event.type === 'identify' ? 'expected a profile uuid' : 'only identify carries it'}`);
  if (event.type === 'group' ? !Uuid.is(groupId) || groupId !== event.properties.applicationId : groupId !== undefined) {
    out.push(`group_id: ${event.type === 'group' ? 'expected the applicationId' : 'only group carries it'}`);
  }
  return out;
}

/**
 * What is wrong with one analytics call against the tracking plan: `[]` when it conforms; otherwise one line per
 * problem (unknown event, a property that is missing, unexpected or of the wrong shape, or a misplaced
 * `user_id`/`group_id`). Lines name paths and expected types, never values. Never throws.
 */
export function trackingPlanViolations(event: SegmentEvent): string[] {
  const codec = TRACKING_PLAN[planKeyOf(event)];
  if (!codec) return [`unknown event ${planKeyOf(event)}: not in the tracking plan`];
  const decoded = codec.decode(event.properties);
  return [...(isRight(decoded) ? [] : reportErrors(decoded.left)), ...envelopeViolations(event)];
}
