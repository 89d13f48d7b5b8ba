import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { logout, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { makeToken } from '../../unit/app/fixtures';

const MINUTE = 60_000;

/** A session store on the marble scheduler (virtual time starts at 0 ms); a timeline of [ms, event type]. */
function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const { store, eventLog } = createTestStore({ reducers: { session: sessionReducer }, epics: [sessionEpic], deps });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const ends = () => eventLog.entries().filter((e) => sessionEnded.match(e.event)).map((e) => [e.at, (e.event.payload as { reason: string | null }).reason]);
  return { deps, at, ends };
}

/** A token whose exp is `ms` after time 0. */
const tokenExpiringAt = (ms: number) => makeToken({ expSeconds: ms / 1000 });

describe('session expiry in virtual time (§5 token expiry)', () => {
  it(
    'ends the session exactly at exp and sends the person to /login?q=expired',
    marbles((m) => {
      const { deps, at, ends } = setup(m);
      at(0, tokenIssued({ token: tokenExpiringAt(30 * MINUTE), source: 'password' }));
      m.flush();
      expect(ends()).toEqual([[30 * MINUTE, 'expired']]);
      expect(deps.navigation.paths).toEqual(['/login?q=expired']);
    }),
  );

  it(
    'a refreshed token moves the deadline (the old timer is cancelled)',
    marbles((m) => {
      const { at, ends } = setup(m);
      at(0, tokenIssued({ token: tokenExpiringAt(10 * MINUTE), source: 'password' }));
      at(5 * MINUTE, tokenIssued({ token: tokenExpiringAt(40 * MINUTE), source: 'refresh' }));
      m.flush();
      expect(ends()).toEqual([[40 * MINUTE, 'expired']]);
    }),
  );

  it(
    'a logout before exp leaves no timer behind (no second "expired" end)',
    marbles((m) => {
      const { at, ends } = setup(m);
      at(0, tokenIssued({ token: tokenExpiringAt(10 * MINUTE), source: 'password' }));
      at(MINUTE, logout({ reason: 'signed-out' }));
      m.flush();
      expect(ends()).toEqual([[MINUTE, 'signed-out']]);
    }),
  );

  it(
    'waits in steps for an exp beyond the longest browser timer (2^31 − 1 ms ≈ 24.8 days) instead of firing at once',
    marbles((m) => {
      const { at, ends } = setup(m);
      const fortyDays = 40 * 24 * 60 * MINUTE;
      at(0, tokenIssued({ token: tokenExpiringAt(fortyDays), source: 'password' }));
      m.flush();
      expect(ends()).toEqual([[fortyDays, 'expired']]);
    }),
  );
});
