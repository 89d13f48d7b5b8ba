import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { loggedIn, loginFailed, loginWithMagicLink, loginWithPassword } from '../../../src/client/features/auth/actions';
import { authEpic } from '../../../src/client/features/auth/epic';
import { authReducer } from '../../../src/client/features/auth/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, makeToken } from '../../unit/app/fixtures';

const SERVER_MS = 300;
/** Virtual time starts at 0: a token valid for an hour. */
const TOKEN = makeToken({ expSeconds: 3600 });

function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const { store, eventLog } = createTestStore({ reducers: { session: sessionReducer, auth: authReducer }, epics: [sessionEpic, authEpic], deps });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const timeline = (...types: string[]) => eventLog.entries().filter((e) => types.includes(e.event.type)).map((e) => [e.at, e.event.type] as const);
  const navigations: Array<readonly [number, string]> = [];
  const navigate = deps.navigation.navigate.bind(deps.navigation);
  deps.navigation.navigate = (path, opts) => {
    navigations.push([m.scheduler.now(), path]);
    navigate(path, opts);
  };
  return { deps, at, timeline, navigations };
}

describe('sign-in timing in virtual time', () => {
  it(
    'issues the token when token-auth answers, then lands once the applications arrive (the button stays busy until then)',
    marbles((m) => {
      const { deps, at, timeline, navigations } = setup(m);
      deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: TOKEN }), { delayMs: SERVER_MS });
      deps.http.respond({ path: 'v1/customer/application/' }, jsonReply([application()]), { delayMs: SERVER_MS });
      at(0, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      m.flush();
      expect(timeline(tokenIssued.type, loggedIn.type)).toEqual([
        [SERVER_MS, tokenIssued.type],
        [2 * SERVER_MS, loggedIn.type],
      ]);
      // …and, flushed to the end, the hour-long session expires (§5).
      expect(navigations).toEqual([
        [2 * SERVER_MS, `/applications/${APP_UUID}`],
        [3600_000, '/login?q=expired'],
      ]);
    }),
  );

  it(
    'spends a magic link once when the page asks twice in flight, and may try again after a failure',
    marbles((m) => {
      const { deps, at, timeline } = setup(m);
      deps.http.respond({ path: 'v1/customer/magic-link/login/' }, errorResult('FETCH_ERROR', undefined), { delayMs: SERVER_MS });
      at(0, loginWithMagicLink({ key: 'k' }));
      at(50, loginWithMagicLink({ key: 'k' }));
      at(500, loginWithMagicLink({ key: 'k' }));
      m.flush();
      expect(deps.http.requestsTo({ path: 'v1/customer/magic-link/login/' })).toHaveLength(2);
      expect(timeline(loginFailed.type)).toEqual([
        [SERVER_MS, loginFailed.type],
        [500 + SERVER_MS, loginFailed.type],
      ]);
    }),
  );
});
