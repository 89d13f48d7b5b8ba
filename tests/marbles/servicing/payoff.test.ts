import { marbles } from 'rxjs-marbles/jest';
import {
  acknowledgePayoff, cancelRequest, openRequest, payoffAcknowledged, payoffAcknowledgeFailed, payoffRenewed, renewPayoff,
  requestCanceled, requestOpened,
} from '../../../src/client/features/servicing/actions';
import { makeSelectPayoffPanel } from '../../../src/client/features/servicing/selectors';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import { CHANGE_SETTLE_MS } from '../../../src/client/kernel/changes';
import type { HttpError } from '../../../src/client/kernel/http/types';
import { errorText } from '../../../src/domain/errorText';
import { payoffStatement } from '../../unit/servicing/fixtures';
import { API_MS, APP_UUID, CHANGED_PATH, PAYOFF_PATH, REQUEST_PATH, REQUEST_UUID, servicingHarness } from './harness';

const REF = { applicationId: APP_UUID, requestUuid: REQUEST_UUID };
const ACK_PATH = `${PAYOFF_PATH}acknowledge/`;

/** The payoff panel's state as the page would show it (the day the page opened is the fake clock's, 1970: never expired). */
const panelState = (state: unknown) => {
  const panel = makeSelectPayoffPanel(REQUEST_UUID)(state as never);
  return panel.status === 'ready' ? panel.data.state : panel.status;
};

describe('the payoff statement (issue 11 §2), in virtual time', () => {
  it(
    'acknowledging reveals the wire details at once (from the answer), then reports the change',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.payoff = payoffStatement({ good_through: '2999-12-31' });
      t.at(0, openRequest(REF));
      let before: unknown;
      let after: unknown;
      t.run(999, () => (before = panelState(t.state())));
      t.at(1000, acknowledgePayoff({ ...REF, requestType: 'owner-buyout' }, { correlationId: 'ack-1' }));
      t.run(1000 + API_MS + 1, () => (after = panelState(t.state())));
      m.flush();

      expect(t.events(requestOpened.type)).toHaveLength(1);
      expect(before).toBe('to-acknowledge');
      expect(t.times('POST', ACK_PATH)).toEqual([1000]);
      expect(t.events(payoffAcknowledged.type).map((e) => [e.at, e.action.payload, e.action.meta])).toEqual([
        [1000 + API_MS, { ...REF, requestType: 'owner-buyout' }, { kind: 'event', correlationId: 'ack-1' }],
      ]);
      // Shown from the acknowledgement's own answer: no second read of the statement was needed for it.
      expect(after).toBe('acknowledged');
      expect(t.times('GET', PAYOFF_PATH).filter((at) => at <= 1000 + API_MS)).toEqual([0]);
      // The request (whose step moved) is read again; the §4 change is reported once.
      expect(t.times('GET', REQUEST_PATH)).toContain(1000 + API_MS);
      expect(t.times('POST', CHANGED_PATH)).toEqual([1000 + API_MS + CHANGE_SETTLE_MS]);
    }),
  );

  it(
    'an expired statement is refused (409): the form hears why, the statement is read again, nothing is reported',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.payoff = payoffStatement({ good_through: '2999-12-31' });
      t.at(0, openRequest(REF));
      // It expires at the sandbox after the page loaded it.
      t.run(500, () => (t.server.payoff = payoffStatement({ expired: true })));
      t.at(1000, acknowledgePayoff({ ...REF, requestType: 'owner-buyout' }, { correlationId: 'ack-2' }));
      m.flush();

      const failed = t.events(payoffAcknowledgeFailed.type);
      expect(failed.map((e) => e.action.meta.correlationId)).toEqual(['ack-2']);
      expect(errorText((failed[0]?.action.payload as { error: HttpError }).error)).toBe('This payoff statement has expired. Ask for a new one.');
      expect(t.times('GET', PAYOFF_PATH)).toEqual([0, 1000 + API_MS]);
      expect(panelState(t.state())).toBe('expired');
      expect(t.times('POST', CHANGED_PATH)).toEqual([]);
    }),
  );

  it(
    'asking for a new statement moves the request on and reads the statement again (none yet: waiting)',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.payoff = payoffStatement({ expired: true });
      t.at(0, openRequest(REF));
      t.at(1000, renewPayoff(REF, { correlationId: 'renew-1' }));
      m.flush();

      expect(t.events(payoffRenewed.type).map((e) => [e.at, e.action.meta.correlationId])).toEqual([[1000 + API_MS, 'renew-1']]);
      expect(t.times('GET', PAYOFF_PATH)).toContain(1000 + API_MS);
      expect(panelState(t.state())).toBe('waiting');
      expect(t.times('POST', CHANGED_PATH)).toEqual([1000 + API_MS + CHANGE_SETTLE_MS]);
    }),
  );
});

describe('canceling a request (issue 11 §2), in virtual time', () => {
  it(
    'sends the reason typed (trimmed), shows the canceled request at once and reports the change',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openRequest(REF));
      t.at(1000, cancelRequest({ ...REF, requestType: 'owner-buyout', reason: '  We decided to wait.  ' }, { correlationId: 'cancel-1' }));
      m.flush();

      expect(t.log.filter((r) => r.path === `${REQUEST_PATH}cancel/`).map((r) => r.body)).toEqual([{ reason: 'We decided to wait.' }]);
      expect(t.events(requestCanceled.type).map((e) => [e.at, e.action.meta.correlationId])).toEqual([[1000 + API_MS, 'cancel-1']]);
      expect(servicingRequestQuery.select(t.state() as never, { uuid: REQUEST_UUID }).data?.status).toBe('canceled');
      expect(t.times('POST', CHANGED_PATH)).toEqual([1000 + API_MS + CHANGE_SETTLE_MS]);
    }),
  );

  it(
    'sends no reason when none was typed',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, cancelRequest({ ...REF, requestType: 'owner-buyout', reason: '   ' }));
      m.flush();
      expect(t.log.filter((r) => r.path === `${REQUEST_PATH}cancel/`).map((r) => r.body)).toEqual([{}]);
    }),
  );
});
