import { marbles } from 'rxjs-marbles/jest';
import { TRACK, trackingPlanViolations } from '../../../src/contract/trackingPlan';
import { TASK_VIEWED_THROTTLE_MS } from '../../../src/domain/constants';
import {
  documentUploaded, payoffAcknowledged, requestCanceled, requestStarted, stepSubmitted, stepViewed,
} from '../../../src/client/features/servicing/actions';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { makeToken } from '../../unit/app/fixtures';
import { analyticsHarness } from './harness';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const REQUEST = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const request = { applicationId: APP, requestUuid: REQUEST, requestType: 'hoi-update' } as const;
const upload = { ...request, stepKind: 'hoi-upload' } as const;
const details = { ...request, stepKind: 'hoi-policy-details' } as const;
const token = makeToken({ uuid: '11111111-1111-4111-8111-111111111111', expSeconds: 4_000_000_000 });

describe('servicing analytics in virtual time (issue 11 §4)', () => {
  it(
    'a customer’s servicing events reach the transport as plan-valid calls, in order, in one batch',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, tokenIssued({ token, source: 'password' }));
      h.at(100, requestStarted(request));
      h.at(200, h.page(`/applications/${APP}/servicing/${REQUEST}/hoi-upload`));
      h.at(300, stepViewed(upload));
      h.at(400, documentUploaded({ ...upload, documentType: 'homeowners-insurance-policy' }));
      h.at(500, stepSubmitted(upload));
      h.at(600, payoffAcknowledged(request));
      h.at(700, requestCanceled(request));
      m.flush();

      const sent = h.events();
      expect(new Set(sent.map((s) => s.at))).toEqual(new Set([5000])); // one batch, 5000 ms after its first call
      expect(sent.map(({ event }) => `${event.type}:${event.name}`)).toEqual([
        'identify:',
        `track:${TRACK.servicingRequestStarted}`,
        'page:Servicing Step',
        `track:${TRACK.servicingStepViewed}`,
        `track:${TRACK.servicingDocumentUploaded}`,
        `track:${TRACK.servicingStepCompleted}`,
        `track:${TRACK.payoffStatementAcknowledged}`,
        `track:${TRACK.servicingRequestCanceled}`,
      ]);
      for (const { event } of sent) expect(trackingPlanViolations(event), event.name).toEqual([]);
      expect(sent.find(({ event }) => event.name === TRACK.servicingDocumentUploaded)?.event.properties).toEqual({
        applicationId: APP,
        request_uuid: REQUEST,
        request_type: 'hoi-update',
        step_kind: 'hoi-upload',
        document_type: 'homeowners-insurance-policy',
        productVersion: '0.1.0',
        page_name: 'Servicing Step',
      });
      expect(h.counts().rejected).toEqual({});
    }),
  );

  it(
    `Servicing Step Viewed: at most one per request step per ${TASK_VIEWED_THROTTLE_MS} ms; two steps do not throttle each other`,
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, stepViewed(upload));
      h.at(800, stepViewed(upload)); // the page re-rendered after a refresh
      h.at(1000, stepViewed(details));
      h.at(2999, stepViewed(upload));
      h.at(3000, stepViewed(upload));
      h.at(3500, stepViewed(details));
      h.at(4000, stepViewed(details));
      m.flush();
      expect(h.events().map(({ event }) => [Date.parse(event.timestamp), event.properties.step_kind])).toEqual([
        [0, 'hoi-upload'],
        [1000, 'hoi-policy-details'],
        [3000, 'hoi-upload'],
        [4000, 'hoi-policy-details'],
      ]);
    }),
  );

  it(
    '§6: nothing is sent while staff watch a customer’s servicing pages in an ops session',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, tokenIssued({ token, source: 'password', isOps: true }));
      h.at(100, h.page(`/applications/${APP}`));
      h.at(200, h.page(`/applications/${APP}/servicing/${REQUEST}/hoi-upload`));
      h.at(300, stepViewed(upload));
      h.at(400, requestStarted(request));
      h.at(500, stepSubmitted(upload));
      h.at(600, documentUploaded({ ...upload, documentType: 'homeowners-insurance-policy' }));
      h.at(700, payoffAcknowledged(request));
      h.at(800, requestCanceled(request));
      h.at(60_000, stepViewed(details));
      m.flush();
      expect(h.sent).toEqual([]);
      expect(h.deps.http.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    }),
  );
});
