import { marbles } from 'rxjs-marbles/jest';
import { closeRequest, openRequest, requestOpened } from '../../../src/client/features/servicing/actions';
import { REQUEST_POLL_INTERVAL_MS } from '../../../src/client/features/servicing/epics/request';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { API_MS, APP_UUID, PAYOFF_PATH, REQUEST_PATH, REQUEST_UUID, servicingHarness, TASKS_PATH } from './harness';

const REF = { applicationId: APP_UUID, requestUuid: REQUEST_UUID };
const WAITING = { status: 'processing', next_actor: 'provider' } as const;
/** The polls of a request known to wait from its first answer (at API_MS): one interval after it, then every interval. */
const poll = (n: number) => API_MS + n * 15_000;

describe('a request page polls its request while it waits on the team (issue 11 §2), in virtual time', () => {
  it(
    'asks every 15 000 ms while the team acts, and stops when the page is left',
    marbles((m) => {
      const t = servicingHarness(m, { request: WAITING });
      t.at(0, openRequest(REF));
      t.at(50_000, closeRequest(REF));
      m.flush();

      expect(REQUEST_POLL_INTERVAL_MS).toBe(15_000);
      // The first load (the cache's own request); once it answered "waiting on the team", one poll per interval, none
      // after the page was left.
      expect(t.times('GET', REQUEST_PATH)).toEqual([0, poll(1), poll(2), poll(3)]);
      expect(t.events(requestOpened.type).map((e) => e.at)).toEqual([0]);
    }),
  );

  it(
    'never overlaps: a tick while a slow answer (20 s) is awaited is skipped',
    marbles((m) => {
      const t = servicingHarness(m, { request: WAITING });
      // The second GET (the first poll) is answered 20 s later; the tick of the second poll finds it running.
      t.server.requestDelay = (n) => (n === 2 ? 20_000 : API_MS);
      t.at(0, openRequest(REF));
      t.at(50_000, closeRequest(REF));
      m.flush();

      expect(t.times('GET', REQUEST_PATH)).toEqual([0, poll(1), poll(3)]);
    }),
  );

  it(
    'pauses while the tab is hidden and resumes one interval after it is shown again',
    marbles((m) => {
      const t = servicingHarness(m, { request: WAITING });
      t.at(0, openRequest(REF));
      t.run(20_000, () => t.visible$.next(false));
      t.run(70_000, () => t.visible$.next(true));
      t.at(100_000, closeRequest(REF));
      m.flush();

      expect(t.times('GET', REQUEST_PATH)).toEqual([0, poll(1), 70_000 + 15_000]);
    }),
  );

  it(
    'does not poll while it is the homeowner’s turn, and starts once the request goes to the team',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openRequest(REF));
      // The homeowner's submit (or any refresh) brings the request back waiting on the team.
      t.run(40_000, () => t.change(WAITING));
      t.at(40_000, servicingRequestQuery.refetch({ uuid: REQUEST_UUID }));
      t.at(80_000, closeRequest(REF));
      m.flush();

      // Only the refetch at 40 000 until it answers "waiting" (40 100); then every interval from there.
      expect(t.times('GET', REQUEST_PATH)).toEqual([0, 40_000, 40_000 + poll(1), 40_000 + poll(2)]);
    }),
  );

  it(
    'a poll that brings a changed request refreshes its tasks and payoff statement too; an unchanged one does not',
    marbles((m) => {
      const t = servicingHarness(m, { request: WAITING });
      t.at(0, openRequest(REF));
      t.run(20_000, () => t.change({ next_actor: 'customer', status: 'pending' }));
      t.at(60_000, closeRequest(REF));
      m.flush();

      // The first poll finds it unchanged (nothing else asked); the second finds it moved on (tasks and payoff asked
      // again once it answered); it is the homeowner's turn after that, so polling stops.
      expect(t.times('GET', REQUEST_PATH)).toEqual([0, poll(1), poll(2)]);
      expect(t.times('GET', TASKS_PATH)).toEqual([0, poll(2) + API_MS]);
      expect(t.times('GET', PAYOFF_PATH)).toEqual([0, poll(2) + API_MS]);
    }),
  );

  it(
    'stops when the session ends',
    marbles((m) => {
      const t = servicingHarness(m, { request: WAITING });
      t.at(0, openRequest(REF));
      t.at(20_000, sessionEnded({ reason: 'logout' }));
      m.flush();

      expect(t.times('GET', REQUEST_PATH)).toEqual([0, poll(1)]);
    }),
  );
});
