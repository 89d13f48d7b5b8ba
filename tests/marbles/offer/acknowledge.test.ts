import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  acknowledgeEstimate, estimateAcknowledged, estimateAcknowledgeFailed, openOffer, showOfferStep,
} from '../../../src/client/features/offer/actions';
import { offerEpic } from '../../../src/client/features/offer/epic';
import { OFFER_KEY, offerReducer, type OfferState } from '../../../src/client/features/offer/reducer';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { CHANGE_SETTLE_MS, changesEpic } from '../../../src/client/kernel/changes';
import { customerChangesChecked } from '../../../src/client/kernel/changes/actions';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel';
import { errorText } from '../../../src/domain/errorText';
import { createTestDeps, errorResult, jsonReply, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application } from '../../unit/app/fixtures';
import { agreementSummary, estimate } from '../../unit/offer/fixtures';

const SERVER_MS = 100;
const APP_PATH = `v1/customer/application/${APP_UUID}/`;

function setup(m: Context, patchReply: 'ok' | 'conflict') {
  const deps = createTestDeps({ scheduler: m.scheduler });
  let acknowledged = false;
  deps.http.respond({ method: 'GET', path: APP_PATH }, () => okResult(application({ ie_acknowledged: acknowledged })), { delayMs: SERVER_MS });
  deps.http.respond({ path: /investment-estimate\/$/ }, jsonReply({ estimate: estimate() }), { delayMs: SERVER_MS });
  deps.http.respond({ path: /agreement-summary/ }, jsonReply({ summary: agreementSummary() }), { delayMs: SERVER_MS });
  deps.http.respond({ path: /snapshots\/$/ }, jsonReply([]), { delayMs: SERVER_MS });
  deps.http.respond({ path: /customer-changed\/$/ }, jsonReply({ has_changes: true }), { delayMs: SERVER_MS });
  deps.http.respond(
    { method: 'PATCH', path: APP_PATH },
    () => {
      if (patchReply === 'conflict') return errorResult(409, { detail: 'The Investment Estimate changed. Please review it again.' });
      acknowledged = true;
      return okResult(application({ ie_acknowledged: true }));
    },
    { delayMs: SERVER_MS },
  );
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [OFFER_KEY]: offerReducer },
    epics: [createQueryCacheEpic(), changesEpic, offerEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const events = (type: string) => eventLog.entries().filter((e) => e.event.type === type);
  const offer = () => (store.getState() as { [OFFER_KEY]: OfferState })[OFFER_KEY];
  const applicationGets = () => deps.http.requestsTo({ method: 'GET', path: APP_PATH });
  at(0, openOffer({ applicationId: APP_UUID }));
  at(500, showOfferStep({ step: 'summary' }));
  return { deps, store, at, events, offer, applicationGets };
}

describe('acknowledging the Investment Estimate (virtual time)', () => {
  it(
    'sends one PATCH {ie_acknowledged: true}, reports the change, and the application refreshes to show it',
    marbles((m) => {
      const { deps, store, at, events, offer, applicationGets } = setup(m, 'ok');
      at(1000, acknowledgeEstimate({ applicationId: APP_UUID }, { correlationId: 'ack-1' }));
      m.flush();

      const patches = deps.http.requestsTo({ method: 'PATCH' });
      expect(patches.map((r) => [r.path, r.body])).toEqual([[APP_PATH, { ie_acknowledged: true }]]);
      expect(events(estimateAcknowledged.type).map((e) => [e.at, e.event.meta])).toEqual([[1000 + SERVER_MS, { kind: 'event', correlationId: 'ack-1' }]]);
      // The change is reported: §4 fan-out, one customer-changed check after the settle time, then the application is
      // fetched again.
      expect(events(customerChangesChecked.type).map((e) => e.at)).toEqual([1000 + SERVER_MS + CHANGE_SETTLE_MS + SERVER_MS]);
      expect(deps.http.requestsTo({ path: /customer-changed\/$/ })).toHaveLength(1);
      expect(applicationGets()).toHaveLength(2);
      expect(applicationQuery.select(store.getState() as never, { uuid: APP_UUID }).data?.ie_acknowledged).toBe(true);
      expect(offer()).toMatchObject({ step: 'summary', acknowledged: true });
    }),
  );

  it(
    'a second press while the first is in flight sends nothing more',
    marbles((m) => {
      const { deps, at } = setup(m, 'ok');
      at(1000, acknowledgeEstimate({ applicationId: APP_UUID }));
      at(1000 + SERVER_MS / 2, acknowledgeEstimate({ applicationId: APP_UUID }));
      m.flush();
      expect(deps.http.requestsTo({ method: 'PATCH' })).toHaveLength(1);
    }),
  );

  it(
    'a refusal (409) answers the form with the server’s detail and changes nothing: no change reported, step kept',
    marbles((m) => {
      const { deps, at, events, offer, applicationGets } = setup(m, 'conflict');
      at(1000, acknowledgeEstimate({ applicationId: APP_UUID }, { correlationId: 'ack-2' }));
      m.flush();
      const failed = events(estimateAcknowledgeFailed.type);
      expect(failed).toHaveLength(1);
      const event = failed[0]?.event as ReturnType<typeof estimateAcknowledgeFailed>;
      expect(event.meta.correlationId).toBe('ack-2');
      expect(errorText(event.payload.error)).toBe('The Investment Estimate changed. Please review it again.');
      expect(events(customerChangesChecked.type)).toHaveLength(0);
      expect(deps.http.requestsTo({ path: /customer-changed\/$/ })).toHaveLength(0);
      expect(applicationGets()).toHaveLength(1);
      expect(offer()).toMatchObject({ step: 'summary', acknowledged: false });
    }),
  );

  it(
    'can be tried again after a failure',
    marbles((m) => {
      const { deps, at } = setup(m, 'conflict');
      at(1000, acknowledgeEstimate({ applicationId: APP_UUID }));
      at(2000, acknowledgeEstimate({ applicationId: APP_UUID }));
      m.flush();
      expect(deps.http.requestsTo({ method: 'PATCH' })).toHaveLength(2);
    }),
  );
});
