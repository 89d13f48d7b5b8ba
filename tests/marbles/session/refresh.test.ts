import type { Action } from '@reduxjs/toolkit';
import { Subject } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { logout, sessionEnded, sessionExpiryWarned, staySignedIn, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { refreshPlan, sessionRefreshEpic } from '../../../src/client/kernel/session/refreshEpic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { claimsOf } from '../../../src/client/kernel/session/claims';
import { createTestDeps, errorResult, fetchErrorResult, okResult } from '../../support/fakeDeps';
import type { HttpResult } from '../../../src/client/kernel/http/types';
import { createTestStore } from '../../support/testStore';
import { makeToken } from '../../unit/app/fixtures';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The sandbox's token life (3600 s): every token the fake server issues expires 60 minutes after the refresh. */
const LIFETIME = 60 * MINUTE;

/** A token whose exp is `ms` after time 0. */
const tokenExpiringAt = (ms: number) => makeToken({ expSeconds: ms / 1000 });

/**
 * The session and its refresh on the marble scheduler (virtual time starts at 0 ms): a fake `v1/token-refresh/`
 * answering `reply(now)` after `delayMs` (by default a new token living 60 minutes from then), a person whose key
 * presses are `press(ms)`, and timelines of the refresh requests, warnings and ends.
 */
function setup(m: Context, opts: { reply?: (now: number) => HttpResult<unknown>; delayMs?: number } = {}) {
  const input$ = new Subject<void>();
  const deps = createTestDeps({ scheduler: m.scheduler, activity: { input$ } });
  const reply = opts.reply ?? ((now: number) => okResult({ token: tokenExpiringAt(now + LIFETIME) }));
  deps.http.respond({ method: 'POST', path: 'v1/token-refresh/' }, () => reply(m.scheduler.now()), { delayMs: opts.delayMs ?? 0 });
  const { store, eventLog } = createTestStore({ reducers: { session: sessionReducer }, epics: [sessionEpic, sessionRefreshEpic], deps });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const press = (ms: number) => m.scheduler.schedule(() => input$.next(), ms);
  const times = (match: (a: unknown) => boolean) => eventLog.entries().filter((e) => match(e.event)).map((e) => e.at);
  const refreshRequests: number[] = [];
  const http = deps.http.request.bind(deps.http);
  deps.http.request = (req) => {
    if (req.path.includes('token-refresh')) refreshRequests.push(m.scheduler.now());
    return http(req);
  };
  return {
    deps,
    at,
    press,
    refreshRequests,
    refreshed: () => times((e) => tokenIssued.match(e) && e.payload.source === 'refresh'),
    warnings: () => times(sessionExpiryWarned.match),
    ends: () => eventLog.entries().filter((e) => sessionEnded.match(e.event)).map((e) => [e.at, (e.event.payload as { reason: string | null }).reason]),
    session: () => (store.getState() as { session: SessionState }).session,
  };
}

describe('refresh plan', () => {
  it('refreshes 5 minutes and warns 2 minutes before exp; a short token halfway and three quarters through its life', () => {
    expect(refreshPlan(60 * MINUTE, 0)).toEqual({ refreshAt: 55 * MINUTE, warnAt: 58 * MINUTE, expiresAt: 60 * MINUTE });
    expect(refreshPlan(20 * SECOND, 0)).toEqual({ refreshAt: 10 * SECOND, warnAt: 15 * SECOND, expiresAt: 20 * SECOND });
  });
});

describe('token refresh in virtual time (§7 v1/token-refresh/)', () => {
  it(
    'refreshes an active person’s token 5 minutes before exp, then lets an idle one’s run out after the warning',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(50 * MINUTE);
      m.flush();
      // Refreshed at 55 min (new exp 115 min). Nothing touched since 50 min, so at 110 min the person is idle: no
      // refresh, the warning at 113 min, signed out as expired at 115 min.
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
      expect(s.refreshed()).toEqual([55 * MINUTE]);
      expect(s.warnings()).toEqual([113 * MINUTE]);
      expect(s.ends()).toEqual([[115 * MINUTE, 'expired']]);
      expect(s.deps.navigation.paths).toContain('/login?q=expired');
    }),
  );

  it(
    'keeps an active person signed in across several token lives, one refresh per token',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      for (let t = 10 * MINUTE; t <= 170 * MINUTE; t += 10 * MINUTE) s.press(t);
      s.at(175 * MINUTE, logout({ reason: 'signed-out' }));
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE, 110 * MINUTE, 165 * MINUTE]);
      expect(s.warnings()).toEqual([]);
      expect(s.ends()).toEqual([[175 * MINUTE, 'signed-out']]);
    }),
  );

  it(
    'counts moving to another page as activity',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      m.scheduler.schedule(() => s.deps.navigation.navigate('/applications'), 45 * MINUTE);
      s.at(56 * MINUTE, logout({}));
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
    }),
  );

  it(
    'never runs two refreshes at once: "Stay signed in" clicks while one is in flight are dropped',
    marbles((m) => {
      const s = setup(m, { delayMs: 20 * SECOND });
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(50 * MINUTE);
      s.at(55 * MINUTE + 5 * SECOND, staySignedIn());
      s.at(55 * MINUTE + 10 * SECOND, staySignedIn());
      s.at(56 * MINUTE, logout({}));
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
      expect(s.refreshed()).toEqual([55 * MINUTE + 20 * SECOND]);
    }),
  );

  it(
    'does not refresh while the person is inactive: warns 2 minutes before exp, then signs out as expired',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      m.scheduler.schedule(() => expect(s.session().expiryWarning).toBeNull(), 58 * MINUTE - 1);
      m.scheduler.schedule(() => expect(s.session().expiryWarning).toEqual({ signOutAt: LIFETIME, minutesLeft: 2 }), 58 * MINUTE + 1);
      m.flush();
      expect(s.refreshRequests).toEqual([]);
      expect(s.warnings()).toEqual([58 * MINUTE]);
      expect(s.ends()).toEqual([[60 * MINUTE, 'expired']]);
      expect(s.session().expiryWarning).toBeNull();
      expect(s.deps.navigation.paths).toEqual(['/login?q=expired']);
    }),
  );

  it(
    'activity exactly 15 minutes before the refresh is due still counts',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(40 * MINUTE); // the refresh is due at 55 minutes: 15 minutes before it
      s.at(56 * MINUTE, logout({}));
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
    }),
  );

  it(
    'activity a second older than the window does not',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(40 * MINUTE - SECOND);
      m.flush();
      expect(s.refreshRequests).toEqual([]);
      expect(s.ends()).toEqual([[60 * MINUTE, 'expired']]);
    }),
  );

  it(
    '"Stay signed in" on the warning refreshes at once and the session goes on (no sign-out at the old exp)',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.at(59 * MINUTE, staySignedIn());
      s.at(100 * MINUTE, logout({ reason: 'signed-out' }));
      m.flush();
      expect(s.warnings()).toEqual([58 * MINUTE]);
      expect(s.refreshRequests).toEqual([59 * MINUTE]);
      expect(s.ends()).toEqual([[100 * MINUTE, 'signed-out']]);
      expect(claimsOf(s.deps.storage.get('auth-token'))).toBeNull(); // logout removed the refreshed token too
    }),
  );

  it(
    'a key press after the refresh was due (the person came back) refreshes at that moment and clears the warning',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(58 * MINUTE + 30 * SECOND);
      s.at(70 * MINUTE, logout({}));
      m.flush();
      expect(s.warnings()).toEqual([58 * MINUTE]);
      expect(s.refreshRequests).toEqual([58 * MINUTE + 30 * SECOND]);
      expect(s.ends()).toEqual([[70 * MINUTE, null]]);
    }),
  );

  it(
    'a refused refresh (401) signs out at once with the expired reason',
    marbles((m) => {
      const s = setup(m, { reply: () => errorResult(401, { detail: 'Token has expired.' }) });
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(50 * MINUTE);
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
      expect(s.ends()).toEqual([[55 * MINUTE, 'expired']]);
      expect(s.deps.navigation.paths).toEqual(['/login?q=expired']);
    }),
  );

  it(
    'a network failure is tried again every 10 s until exp, then the session ends as expired',
    marbles((m) => {
      const s = setup(m, { reply: () => fetchErrorResult() });
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(50 * MINUTE);
      m.flush();
      const expected = Array.from({ length: 30 }, (_, i) => 55 * MINUTE + i * 10 * SECOND); // every 10 s for 5 minutes
      expect(s.refreshRequests).toEqual(expected);
      expect(s.ends()).toEqual([[60 * MINUTE, 'expired']]);
    }),
  );

  it(
    'a network failure that recovers keeps the session',
    marbles((m) => {
      let calls = 0;
      const s = setup(m, { reply: (now) => (++calls < 3 ? fetchErrorResult() : okResult({ token: tokenExpiringAt(now + LIFETIME) })) });
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.press(50 * MINUTE);
      s.at(80 * MINUTE, logout({}));
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE, 55 * MINUTE + 10 * SECOND, 55 * MINUTE + 20 * SECOND]);
      expect(s.refreshed()).toEqual([55 * MINUTE + 20 * SECOND]);
      expect(s.ends()).toEqual([[80 * MINUTE, null]]);
    }),
  );

  it(
    'an ops session is refreshed like a customer’s and stays an ops session (§6)',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password', isOps: true }));
      s.press(50 * MINUTE);
      s.at(56 * MINUTE, logout({}));
      m.scheduler.schedule(() => expect(s.session()).toMatchObject({ isOps: true, expiresAt: 115 * MINUTE }), 55 * MINUTE + 1);
      m.flush();
      expect(s.refreshRequests).toEqual([55 * MINUTE]);
    }),
  );

  it(
    'nothing is refreshed after the session ended',
    marbles((m) => {
      const s = setup(m);
      s.at(0, tokenIssued({ token: tokenExpiringAt(LIFETIME), source: 'password' }));
      s.at(MINUTE, logout({ reason: 'signed-out' }));
      s.press(54 * MINUTE);
      s.at(56 * MINUTE, staySignedIn());
      m.flush();
      expect(s.refreshRequests).toEqual([]);
      expect(s.warnings()).toEqual([]);
    }),
  );
});
