import { TRACK } from '../../../src/contract/trackingPlan';
import type { AnyAction } from '@reduxjs/toolkit';
import type { CustomerStage } from '../../../src/contract/enums';
import type { SegmentEvent } from '../../../src/contract/platform';
import { pageShown } from '../../../src/client/analytics/actions';
import { deriveCalls, initialAnalyticsContext, type PlannedCall } from '../../../src/client/analytics/derive';
import { toSegmentEvent } from '../../../src/client/analytics/envelope';
import { pageOf } from '../../../src/client/analytics/pages';
import { loggedIn, loginFailed, magicLinkRequested } from '../../../src/client/features/auth/actions';
import { uploadCompleted, uploadQueued } from '../../../src/client/kernel/uploads/actions';
import { codeConfirmFailed, contactChecked, signupCompleted, verificationCodeSendFailed } from '../../../src/client/features/funnel/actions';
import { estimateAcknowledged } from '../../../src/client/features/offer/actions';
import { wizardAnalyticsSent } from '../../../src/client/kernel/wizard/actions';
import { applicationSubmitted } from '../../../src/client/features/sections/actions';
import { signingCompleted } from '../../../src/client/features/signing/actions';
import { taskViewed } from '../../../src/client/features/tasks/actions';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { fieldErrorShown } from '../../../src/client/kernel/forms/events';
import { queryFulfilled } from '../../../src/client/kernel/queryCache/actions';
import { sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { application, APP_UUID, makeToken, TASK_UUID, USER_UUID } from '../app/fixtures';

/** The demo person of these scenarios: what must never reach analytics. */
export const PERSON = {
  email: 'dana.okafor@mail.example',
  firstName: 'Dana',
  lastName: 'Okafor',
  street: '12 Main St',
};

/** A signed-in customer's token (the uuid is {@link USER_UUID}). */
export const customerToken = makeToken({ uuid: USER_UUID, expSeconds: 4_000_000_000 });

/** The page event the app dispatches for `path`. */
export const page = (path: string): AnyAction => {
  const shown = pageOf(path);
  if (!shown) throw new Error(`no page for ${path}`);
  return pageShown(shown);
};

/** The application query's answer for {@link APP_UUID} at `customer_stage`. */
export const applicationFetched = (customerStage: CustomerStage = 'submitted-for-review') =>
  queryFulfilled({ key: applicationQuery.key({ uuid: APP_UUID }), name: 'application', requestId: 1, data: application({ customer_stage: customerStage }), at: 0 });

/**
 * A customer's whole journey as events, carrying every kind of personal data events may hold (email, names, the
 * token, a file name, an error body quoting the person) — derivation must keep all of it out of the calls.
 */
export function customerJourney(): AnyAction[] {
  const personalError = { status: 400, data: { detail: `No account for ${PERSON.email}`, errors: { email: [PERSON.email] } } } as const;
  return [
    page('/personal_details_name_contact'),
    fieldErrorShown({ field: 'email', kind: 'invalid_email' }),
    contactChecked({ first_name: PERSON.firstName, last_name: PERSON.lastName, email: PERSON.email, outcome: 'address_exists_no_email_match' }),
    verificationCodeSendFailed({ error: { status: 'FETCH_ERROR', data: undefined } }),
    codeConfirmFailed({ error: personalError }),
    signupCompleted({ ownership: 'only_me', profileUuid: USER_UUID, applicationUuid: APP_UUID, appProfileUuid: USER_UUID }),
    page('/login'),
    magicLinkRequested({ email: PERSON.email, resend: false }),
    magicLinkRequested({ email: PERSON.email, resend: true }),
    loginFailed({ method: 'password', error: personalError }),
    tokenIssued({ token: customerToken, source: 'password' }),
    loggedIn({ method: 'password', path: `/applications/${APP_UUID}` }),
    page(`/applications/${APP_UUID}`),
    applicationFetched(),
    page(`/applications/${APP_UUID}/tasks`),
    taskViewed({ applicationId: APP_UUID, taskUuid: TASK_UUID, taskType: 'mortgage-statement', taskName: 'documents', tasksVersion: 3 }),
    wizardAnalyticsSent({ flow: 'qualification', name: TRACK.qualificationCompleted, applicationId: APP_UUID }),
    applicationSubmitted({ applicationId: APP_UUID }),
    page(`/applications/${APP_UUID}/documents`),
    uploadQueued({ id: 'u1', applicationId: APP_UUID, fileName: `${PERSON.lastName} statement.pdf`, documentType: 'mortgage-statement', total: 1024 }),
    uploadCompleted({ id: 'u1', documentUuid: TASK_UUID }),
    estimateAcknowledged({ applicationId: APP_UUID }),
    signingCompleted({ applicationId: APP_UUID, envelopeUuid: TASK_UUID, signerStatus: 'completed', envelopeStatus: 'completed' }),
    fieldErrorShown({ field: 'phone', kind: 'format' }),
    sessionEnded({ reason: 'expired' }),
  ];
}

/** Folds `events` through the derivation (product version `0.1.0`) and returns every planned call, in order. */
export function deriveAll(events: readonly unknown[], productVersion = '0.1.0'): PlannedCall[] {
  let ctx = initialAnalyticsContext(productVersion);
  const calls: PlannedCall[] = [];
  for (const event of events) {
    const derived = deriveCalls(ctx, event);
    ctx = derived.ctx;
    calls.push(...derived.calls);
  }
  return calls;
}

/** Planned calls as they go on the wire (fixed envelope). */
export const onTheWire = (calls: readonly PlannedCall[]): SegmentEvent[] =>
  calls.map(({ throttleKey: _key, ...call }, i) =>
    toSegmentEvent(call, { anonymousId: '99999999-9999-4999-8999-999999999999', messageId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, at: Date.UTC(2026, 2, 10) }),
  );

/** `type:name` of each call. */
export const keysOf = (calls: readonly { type: string; name: string }[]) => calls.map((c) => `${c.type}:${c.name}`);
