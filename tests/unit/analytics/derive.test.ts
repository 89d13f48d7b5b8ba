import { TRACK, trackingPlanViolations } from '../../../src/contract/trackingPlan';
import { personalDataFindings } from '../../../src/domain/personalData';
import { callRejected } from '../../../src/client/analytics/actions';
import { DERIVATION_TABLE, DERIVED_EVENTS } from '../../../src/client/analytics/derive';
import * as auth from '../../../src/client/features/auth/actions';
import { estimateAcknowledged } from '../../../src/client/features/offer/actions';
import { applicationSubmitted } from '../../../src/client/features/sections/actions';
import * as servicing from '../../../src/client/features/servicing/actions';
import { signingCompleted } from '../../../src/client/features/signing/actions';
import * as uploads from '../../../src/client/kernel/uploads/actions';
import { wizardAnalyticsSent } from '../../../src/client/kernel/wizard/actions';
import { loginFailed } from '../../../src/client/features/auth/actions';
import { codeConfirmFailed } from '../../../src/client/features/funnel/actions';
import { taskViewed } from '../../../src/client/features/tasks/actions';
import { fieldErrorShown } from '../../../src/client/kernel/forms/events';
import { reportFieldError } from '../../../src/client/kernel/forms/actions';
import { logout, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { APP_UUID, makeToken, TASK_UUID, USER_UUID } from '../app/fixtures';
import { applicationFetched, customerJourney, customerToken, deriveAll, keysOf, onTheWire, page, PERSON } from './scenario';

describe('analytics derivation: domain events → tracking-plan calls (issue #5 §2)', () => {
  const calls = deriveAll(customerJourney());

  it('derives the calls of a customer journey, in order', () => {
    expect(keysOf(calls)).toEqual([
      'page:Personal Details',
      `track:${TRACK.invalidEmailEntered}`,
      `track:${TRACK.unregisteredEmailEntered}`,
      `track:${TRACK.emailVerificationFailed}`,
      `track:${TRACK.incorrectSecurityCodeEntered}`,
      `track:${TRACK.emailVerificationFailed}`,
      `track:${TRACK.signUpCompleted}`,
      'page:Login',
      `track:${TRACK.magicLinkSent}`,
      `track:${TRACK.magicLinkResent}`,
      `track:${TRACK.loginFailed}`,
      'identify:',
      `track:${TRACK.loginSucceeded}`,
      'page:Home',
      'group:',
      'page:Tasks',
      `track:${TRACK.taskViewed}`,
      `track:${TRACK.qualificationCompleted}`,
      `track:${TRACK.applicationSubmitted}`,
      'page:Documents',
      `track:${TRACK.documentUploaded}`,
      `track:${TRACK.investmentEstimateAcknowledged}`,
      `track:${TRACK.closingDocumentsSigned}`,
      `track:${TRACK.incorrectFormatEntered}`,
      `track:${TRACK.loginPageTimedOut}`,
    ]);
  });

  it('every derived call passes the tracking plan', () => {
    for (const event of onTheWire(calls)) expect(trackingPlanViolations(event), `${event.type}:${event.name}`).toEqual([]);
  });

  it('no call carries the token, an email, a name, a street, a file name or an error body', () => {
    const wire = onTheWire(calls);
    expect(personalDataFindings(wire)).toEqual([]);
    const text = JSON.stringify(wire);
    for (const secret of [customerToken, PERSON.email, PERSON.firstName, PERSON.lastName, PERSON.street, 'statement.pdf', 'No account']) {
      expect(text).not.toContain(secret);
    }
  });

  it('track calls carry productVersion and the page, and application ones the applicationId (§3 tracking events)', () => {
    const tracks = calls.filter((c) => c.type === 'track');
    for (const call of tracks) expect(call.properties.productVersion).toBe('0.1.0');
    const taskCall = tracks.find((c) => c.name === TRACK.taskViewed);
    expect(taskCall?.properties).toEqual({
      applicationId: APP_UUID,
      task_name: 'documents',
      task_type: 'mortgage-statement',
      tasks_version: 3,
      productVersion: '0.1.0',
      page_name: 'Tasks',
    });
    expect(tracks.find((c) => c.name === TRACK.documentUploaded)?.properties).toMatchObject({ applicationId: APP_UUID, document_type: 'mortgage-statement', page_name: 'Documents' });
    expect(tracks.find((c) => c.name === TRACK.incorrectFormatEntered)?.properties).toMatchObject({ field: 'phone', applicationId: APP_UUID });
    expect(tracks.find((c) => c.name === TRACK.invalidEmailEntered)?.properties).toEqual({ field: 'email', productVersion: '0.1.0', page_name: 'Personal Details' });
  });

  it('a failure carries its status only (§8), never the error body', () => {
    const [failed] = deriveAll([loginFailed({ method: 'magicLink', error: { status: 400, data: { detail: PERSON.email } } })]);
    expect(failed?.properties).toEqual({ login_method: 'magicLink', error_status: 400, productVersion: '0.1.0' });
  });

  it('a code refused with 400 is an incorrect security code (§5) and a failed verification (§8); a network failure only the latter', () => {
    expect(keysOf(deriveAll([codeConfirmFailed({ error: { status: 400, data: {} } })]))).toEqual([
      `track:${TRACK.incorrectSecurityCodeEntered}`,
      `track:${TRACK.emailVerificationFailed}`,
    ]);
    expect(keysOf(deriveAll([codeConfirmFailed({ error: { status: 'TIMEOUT_ERROR', data: undefined } })]))).toEqual([`track:${TRACK.emailVerificationFailed}`]);
  });

  it('identifies a person once (a refreshed token is the same person) and never with traits', () => {
    const identifies = deriveAll([
      tokenIssued({ token: customerToken, source: 'password' }),
      tokenIssued({ token: customerToken, source: 'refresh' }),
    ]).filter((c) => c.type === 'identify');
    expect(identifies).toEqual([{ type: 'identify', name: '', properties: {}, user_id: USER_UUID }]);
  });

  it('groups an application when its customer stage is first seen or changes', () => {
    const groups = deriveAll([applicationFetched(), applicationFetched(), applicationFetched('under-review')]).filter((c) => c.type === 'group');
    expect(groups.map((g) => [g.group_id, g.properties])).toEqual([
      [APP_UUID, { applicationId: APP_UUID, stage: 'submitted-for-review' }],
      [APP_UUID, { applicationId: APP_UUID, stage: 'under-review' }],
    ]);
  });

  it('§6: an ops session derives nothing at all — not its sign-in, pages, data, events or its end', () => {
    const opsToken = makeToken({ uuid: USER_UUID, expSeconds: 4_000_000_000 });
    const calls = deriveAll([
      tokenIssued({ token: opsToken, source: 'password', isOps: true }),
      page(`/applications/${APP_UUID}`),
      applicationFetched(),
      taskViewed({ applicationId: APP_UUID, taskUuid: TASK_UUID, taskType: 'qualification', taskName: 'qualification', tasksVersion: 1 }),
      fieldErrorShown({ field: 'email', kind: 'required' }),
      sessionEnded({ reason: 'expired' }),
    ]);
    expect(calls).toEqual([]);
  });

  it('a customer signing in after an ops session ended is tracked again', () => {
    const calls = deriveAll([tokenIssued({ token: customerToken, source: 'password', isOps: true }), sessionEnded({ reason: 'signed-out' }), tokenIssued({ token: customerToken, source: 'password' })]);
    expect(keysOf(calls)).toEqual(['identify:']);
  });

  it('a session ended for another reason than expiry is not a login-page time-out', () => {
    expect(deriveAll([sessionEnded({ reason: 'signed-out' }), sessionEnded({ reason: 'unauthorized' })])).toEqual([]);
  });

  it('counts refused calls per plan key (Tracking Plan Violation Counted carries only the key and the count)', () => {
    const calls = deriveAll([callRejected({ key: 'track:Task Viewed' }), callRejected({ key: 'track:Task Viewed' }), callRejected({ key: 'page:Home' })]);
    expect(calls.map((c) => c.properties)).toEqual([
      { event_key: 'track:Task Viewed', count: 1, productVersion: '0.1.0' },
      { event_key: 'track:Task Viewed', count: 2, productVersion: '0.1.0' },
      { event_key: 'page:Home', count: 1, productVersion: '0.1.0' },
    ]);
  });

  it('derives from events only: commands derive nothing', () => {
    expect(deriveAll([reportFieldError({ field: 'email', message: 'An email is required' }), logout({ reason: 'signed-out' })])).toEqual([]);
    for (const row of DERIVATION_TABLE) {
      const creator = row.event as { kind?: string };
      if (creator.kind !== undefined) expect(creator.kind).toBe('event');
    }
  });

  it('throttles Task Viewed per task: the derived call names its task (never sent)', () => {
    const [call] = deriveAll([taskViewed({ applicationId: APP_UUID, taskUuid: TASK_UUID, taskType: 'qualification', taskName: 'qualification', tasksVersion: 1 })]);
    expect(call?.throttleKey).toBe(`${APP_UUID}/${TASK_UUID}`);
    expect(onTheWire(call ? [call] : [])[0]).not.toHaveProperty('throttleKey');
  });
});

describe('the derivation table names the events it derives from by their type strings', () => {
  const creators: Record<keyof typeof DERIVED_EVENTS, (payload: never) => { type: string }> = {
    fieldErrorShown,
    loginFailed,
    loggedIn: auth.loggedIn,
    magicLinkRequested: auth.magicLinkRequested,
    taskViewed,
    wizardAnalyticsSent,
    applicationSubmitted,
    uploadQueued: uploads.uploadQueued,
    uploadCompleted: uploads.uploadCompleted,
    estimateAcknowledged,
    signingCompleted,
    requestStarted: servicing.requestStarted,
    stepViewed: servicing.stepViewed,
    stepSubmitted: servicing.stepSubmitted,
    servicingDocumentUploaded: servicing.documentUploaded,
    payoffAcknowledged: servicing.payoffAcknowledged,
    requestCanceled: servicing.requestCanceled,
  };

  it.each(Object.keys(creators) as Array<keyof typeof DERIVED_EVENTS>)('%s matches its creator’s events and no other', (name) => {
    const event = creators[name]({} as never);
    expect(DERIVED_EVENTS[name].match(event)).toBe(true);
    const others = Object.entries(creators).filter(([other]) => other !== name).map(([, creator]) => creator({} as never));
    expect(others.filter((other) => DERIVED_EVENTS[name].match(other))).toEqual([]);
  });
});
