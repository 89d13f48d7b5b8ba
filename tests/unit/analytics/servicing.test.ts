import type { SegmentEvent } from '../../../src/contract/platform';
import { TRACK, trackingPlanViolations } from '../../../src/contract/trackingPlan';
import { personalDataFindings } from '../../../src/domain/personalData';
import { pageOf } from '../../../src/client/analytics/pages';
import {
  acknowledgePayoff, cancelRequest, documentUploaded, payoffAcknowledged, requestCanceled, requestStarted, startRequest, stepSubmitted,
  stepViewed, submitStep, viewStep,
} from '../../../src/client/features/servicing/actions';
import { sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { APP_UUID, makeToken, TASK_UUID, USER_UUID } from '../app/fixtures';
import { customerToken, deriveAll, keysOf, onTheWire, page } from './scenario';

const REQUEST_UUID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const request = { applicationId: APP_UUID, requestUuid: REQUEST_UUID, requestType: 'owner-buyout' } as const;
const payoffStep = { ...request, stepKind: 'acknowledge-payoff-and-accept-wire-details' } as const;
const buyoutStep = { ...request, stepKind: 'buyout-request' } as const;
const requestProps = { applicationId: APP_UUID, request_uuid: REQUEST_UUID, request_type: 'owner-buyout', productVersion: '0.1.0' };

/** What a customer does with an owner buyout, as servicing events (issue 11 §2). */
const buyoutJourney = () => [
  tokenIssued({ token: customerToken, source: 'password' }),
  page(`/applications/${APP_UUID}`),
  requestStarted(request),
  page(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}/buyout-request`),
  stepViewed(buyoutStep),
  documentUploaded({ ...buyoutStep, documentType: 'mortgage-statement' }),
  stepSubmitted(buyoutStep),
  page(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}/acknowledge-payoff-and-accept-wire-details`),
  stepViewed(payoffStep),
  payoffAcknowledged(request),
  stepSubmitted(payoffStep),
  page(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}`),
  requestCanceled(request),
];

describe('issue 11 §4: servicing events in the tracking plan', () => {
  const calls = deriveAll(buyoutJourney());
  const tracks = calls.filter((c) => c.type === 'track');
  const named = (name: string) => tracks.filter((c) => c.name === name).map((c) => c.properties);

  it('derives one call per servicing event, in order, and the request and step pages by route', () => {
    expect(keysOf(calls)).toEqual([
      'identify:',
      'page:Home',
      `track:${TRACK.servicingRequestStarted}`,
      'page:Servicing Step',
      `track:${TRACK.servicingStepViewed}`,
      `track:${TRACK.servicingDocumentUploaded}`,
      `track:${TRACK.servicingStepCompleted}`,
      'page:Servicing Step',
      `track:${TRACK.servicingStepViewed}`,
      `track:${TRACK.payoffStatementAcknowledged}`,
      `track:${TRACK.servicingStepCompleted}`,
      'page:Servicing Request',
      `track:${TRACK.servicingRequestCanceled}`,
    ]);
  });

  it('every servicing call validates against the plan', () => {
    for (const event of onTheWire(calls)) expect(trackingPlanViolations(event), `${event.type}:${event.name}`).toEqual([]);
  });

  it('request calls carry the application, the request and its type; step calls add the step kind; uploads the document type', () => {
    expect(named(TRACK.servicingRequestStarted)).toEqual([{ ...requestProps, page_name: 'Home' }]);
    expect(named(TRACK.servicingStepViewed)).toEqual([
      { ...requestProps, step_kind: 'buyout-request', page_name: 'Servicing Step' },
      { ...requestProps, step_kind: 'acknowledge-payoff-and-accept-wire-details', page_name: 'Servicing Step' },
    ]);
    expect(named(TRACK.servicingDocumentUploaded)).toEqual([
      { ...requestProps, step_kind: 'buyout-request', document_type: 'mortgage-statement', page_name: 'Servicing Step' },
    ]);
    expect(named(TRACK.servicingStepCompleted).map((p) => p.step_kind)).toEqual(['buyout-request', 'acknowledge-payoff-and-accept-wire-details']);
    expect(named(TRACK.payoffStatementAcknowledged)).toEqual([{ ...requestProps, page_name: 'Servicing Step' }]);
    expect(named(TRACK.servicingRequestCanceled)).toEqual([{ ...requestProps, page_name: 'Servicing Request' }]);
  });

  it('page calls name the servicing pages without the request uuid or the step kind in name or pattern', () => {
    const pages = onTheWire(calls).filter((e) => e.type === 'page' && e.name.startsWith('Servicing'));
    expect(pages.map((e) => e.properties)).toEqual([
      expect.objectContaining({ page_name: 'Servicing Step', path_pattern: '/applications/:applicationId/servicing/:requestUuid/:stepKind', applicationId: APP_UUID }),
      expect.objectContaining({ page_name: 'Servicing Step', path_pattern: '/applications/:applicationId/servicing/:requestUuid/:stepKind' }),
      expect.objectContaining({ page_name: 'Servicing Request', path_pattern: '/applications/:applicationId/servicing/:requestUuid', applicationId: APP_UUID }),
    ]);
    expect(JSON.stringify(pages.map((e) => [e.name, e.properties.path_pattern]))).not.toContain(REQUEST_UUID);
    expect(pageOf(`/applications/${APP_UUID}/servicing/not-a-uuid`)).toEqual({
      page_name: 'Servicing Request',
      path_pattern: '/applications/:applicationId/servicing/:requestUuid',
      applicationId: APP_UUID,
    });
  });

  it('carries no personal data, amount or wire detail', () => {
    const wire = onTheWire(calls);
    expect(personalDataFindings(wire)).toEqual([]);
    const servicingKeys = new Set(wire.filter((e) => e.type === 'track').flatMap((e) => Object.keys(e.properties)));
    expect([...servicingKeys].sort()).toEqual(['applicationId', 'document_type', 'page_name', 'productVersion', 'request_type', 'request_uuid', 'step_kind']);
  });

  it('the commands derive nothing: only the events the servicing epics emit count (a cancellation reason never leaves)', () => {
    const commands = deriveAll([
      startRequest({ applicationId: APP_UUID, requestType: 'owner-buyout' }),
      viewStep(buyoutStep),
      submitStep(buyoutStep),
      acknowledgePayoff(request),
      cancelRequest({ ...request, reason: 'We are selling to Dana Okafor instead' }),
    ]);
    expect(commands).toEqual([]);
  });

  it('throttles Servicing Step Viewed per request step (the key is never sent)', () => {
    const [call] = deriveAll([stepViewed(buyoutStep)]);
    expect(call?.throttleKey).toBe(`${APP_UUID}/${REQUEST_UUID}/buyout-request`);
    expect(onTheWire(call ? [call] : [])[0]).not.toHaveProperty('throttleKey');
    const [other] = deriveAll([stepViewed(payoffStep)]);
    expect(other?.throttleKey).not.toBe(call?.throttleKey);
  });

  it('§6: an ops session derives no servicing call at all', () => {
    const opsToken = makeToken({ uuid: USER_UUID, expSeconds: 4_000_000_000 });
    const opsCalls = deriveAll([tokenIssued({ token: opsToken, source: 'password', isOps: true }), ...buyoutJourney().slice(1), sessionEnded({ reason: 'signed-out' })]);
    expect(opsCalls).toEqual([]);
  });
});

describe('the plan refuses servicing calls that carry too much or the wrong thing', () => {
  const envelope = { anonymous_id: '99999999-9999-4999-8999-999999999999', timestamp: '2026-03-10T00:00:00.000Z', message_id: TASK_UUID };
  const stepCall = (overrides: Record<string, unknown>): SegmentEvent => ({
    type: 'track',
    name: TRACK.servicingStepCompleted,
    properties: { ...requestProps, step_kind: 'buyout-request', ...overrides },
    ...envelope,
  });

  it('accepts a conforming step call', () => {
    expect(trackingPlanViolations(stepCall({}))).toEqual([]);
  });

  it('refuses an amount, a typed value or wire details (closed codecs)', () => {
    expect(trackingPlanViolations(stepCall({ amount_cents: 8_840_000 })).join('\n')).toMatch(/unexpected field\(s\) amount_cents/);
    expect(trackingPlanViolations(stepCall({ funding_source: 'savings' })).join('\n')).toMatch(/unexpected field\(s\) funding_source/);
    expect(trackingPlanViolations(stepCall({ account_number: '000123456789' })).join('\n')).toMatch(/unexpected field\(s\) account_number/);
  });

  it('refuses a request type or step kind outside §3, a request id that is not a UUID, and a missing step kind', () => {
    expect(trackingPlanViolations(stepCall({ request_type: 'buyout please' })).join('\n')).toMatch(/properties\.request_type/);
    expect(trackingPlanViolations(stepCall({ step_kind: 'payoff' })).join('\n')).toMatch(/properties\.step_kind/);
    expect(trackingPlanViolations(stepCall({ request_uuid: 'SR-1001' })).join('\n')).toMatch(/properties\.request_uuid/);
    expect(trackingPlanViolations(stepCall({ step_kind: undefined })).join('\n')).toMatch(/properties\.step_kind/);
  });

  it('refuses a step kind on a request call, and a document type that is not §3', () => {
    const started: SegmentEvent = { type: 'track', name: TRACK.servicingRequestStarted, properties: { ...requestProps, step_kind: 'buyout-request' }, ...envelope };
    expect(trackingPlanViolations(started).join('\n')).toMatch(/unexpected field\(s\) step_kind/);
    const uploaded = stepCall({ document_type: 'my-scan.pdf' });
    expect(trackingPlanViolations({ ...uploaded, name: TRACK.servicingDocumentUploaded }).join('\n')).toMatch(/properties\.document_type/);
  });
});
