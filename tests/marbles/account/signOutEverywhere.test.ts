import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { accountChangeFailed, accountChangeSaved, changeMyPassword, signOutOtherDevices } from '../../../src/client/features/account/actions';
import { accountEpic } from '../../../src/client/features/account/epic';
import { ACCOUNT_KEY, accountReducer } from '../../../src/client/features/account/reducer';
import { selectProfilePage } from '../../../src/client/features/account/selectors';
import { logoutReasonText, SESSION_ENDED_TEXT } from '../../../src/client/features/auth/messages';
import { passwordSet, setPassword } from '../../../src/client/features/tasks/actions';
import { tasksEpic } from '../../../src/client/features/tasks/epic';
import { tasksReducer } from '../../../src/client/features/tasks/reducer';
import { SESSION_ENDED_DETAIL } from '../../../src/contract';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer, STORAGE_KEYS } from '../../../src/client/kernel';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, makeToken, profile, USER_UUID } from '../../unit/app/fixtures';

/** Issue 13 §1 in the browser: sessions that end, and the device that ended the others staying signed in. */
const SERVER_MS = 100;
const OLD_TOKEN = makeToken({ expSeconds: 3600, uuid: USER_UUID, username: USER_UUID });
const NEW_TOKEN = makeToken({ expSeconds: 3599, uuid: USER_UUID, username: USER_UUID });

function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, [QUERY_CACHE_KEY]: queryCacheReducer, [ACCOUNT_KEY]: accountReducer, tasks: tasksReducer },
    epics: [sessionEpic, createQueryCacheEpic(), accountEpic, tasksEpic],
    deps,
  });
  const session = () => (store.getState() as { session: SessionState }).session;
  /** The token the session held when each request to `path` was made (what the HTTP client would have sent). */
  const tokensSentTo: Record<string, Array<string | null>> = {};
  const record = (path: string) => (tokensSentTo[path] ??= []).push(session().token);
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const events = (type: string) => eventLog.entries().filter((e) => e.event.type === type);
  /** The session and stored token at 10 s (flush runs on to the tokens' expiry, which ends every session). */
  const checked: { session?: SessionState; stored?: string | null; announcement?: string | null } = {};
  m.scheduler.schedule(() => {
    checked.session = session();
    checked.stored = deps.storage.get(STORAGE_KEYS.token);
    checked.announcement = selectProfilePage(store.getState() as never).announcement;
  }, 10_000);
  at(0, tokenIssued({ token: OLD_TOKEN, source: 'password' }));
  return { deps, store, session, at, events, record, tokensSentTo, checked };
}

describe('"Sign out of all devices" (issue 13 §1)', () => {
  it(
    'sends one request at a time, takes the new token for this device and announces it',
    marbles((m) => {
      const { deps, checked, at, events } = setup(m);
      deps.http.respond({ path: 'v1/customer/sign-out-everywhere/' }, jsonReply({ token: NEW_TOKEN }), { delayMs: SERVER_MS });
      at(1000, signOutOtherDevices({ applicationId: APP_UUID }, { correlationId: 'c1' }));
      at(1050, signOutOtherDevices({ applicationId: APP_UUID }, { correlationId: 'c2' }));
      m.flush();

      expect(deps.http.requestsTo({ path: 'v1/customer/sign-out-everywhere/' }).map((r) => [r.method, r.body])).toEqual([['POST', {}]]);
      expect(events(tokenIssued.type).map((e) => [e.at, (e.event.payload as { token: string }).token])).toEqual([[0, OLD_TOKEN], [1000 + SERVER_MS, NEW_TOKEN]]);
      expect(events(accountChangeSaved.type).map((e) => [e.at, (e.event.payload as { change: string }).change, e.event.meta.correlationId])).toEqual([[1000 + SERVER_MS, 'sessions', 'c1']]);
      expect(checked.session?.token).toBe(NEW_TOKEN);
      expect(checked.stored).toBe(NEW_TOKEN);
      expect(checked.announcement).toBe('Signed out of every other device. You are still signed in here.');
    }),
  );

  it(
    'a refusal keeps the session and its token and answers the command with the error',
    marbles((m) => {
      const { deps, checked, at, events } = setup(m);
      deps.http.respond({ path: 'v1/customer/sign-out-everywhere/' }, errorResult(503, { detail: 'Try again later.' }), { delayMs: SERVER_MS });
      at(1000, signOutOtherDevices({ applicationId: APP_UUID }, { correlationId: 'c1' }));
      m.flush();
      expect(events(accountChangeFailed.type).map((e) => e.event.payload as { change: string; error: { status: unknown } }).map((p) => [p.change, p.error.status])).toEqual([['sessions', 503]]);
      expect(checked.session?.token).toBe(OLD_TOKEN);
    }),
  );

  it(
    'a session ended elsewhere ends here at its next request, saying why on the login page',
    marbles((m) => {
      const { deps, checked, at } = setup(m);
      deps.http.respond({ method: 'GET', path: 'v1/customer/profile/' }, errorResult(401, { detail: SESSION_ENDED_DETAIL }), { delayMs: SERVER_MS });
      at(1000, loggedUserQuery.subscribe());
      m.flush();
      expect(checked.session).toMatchObject({ token: null, logoutReason: 'ended' });
      expect(deps.navigation.paths).toEqual(['/login?q=ended']);
      expect(logoutReasonText('ended')).toBe(SESSION_ENDED_TEXT);
    }),
  );
});

describe('a password change keeps the device that made it signed in (issue 13 §1)', () => {
  it(
    'on the profile page: the token change-password answers replaces the session\'s before the profile is fetched again',
    marbles((m) => {
      const { deps, checked, at, record, tokensSentTo } = setup(m);
      deps.http.respond({ path: 'v1/customer/temporal-links/create-change-password-token/' }, jsonReply({ token_key: 'k-1', token_mode: 'change' }), { delayMs: SERVER_MS });
      deps.http.respond({ path: 'v1/customer/temporal-links/change-password/' }, jsonReply({ detail: 'Your password has been changed.', token: NEW_TOKEN }), { delayMs: SERVER_MS });
      deps.http.respond({ method: 'GET', path: 'v1/customer/profile/' }, () => (record('profile'), okResult(profile())), { delayMs: SERVER_MS });
      at(10, loggedUserQuery.subscribe());
      at(1000, changeMyPassword({ applicationId: APP_UUID, password: 'a-new-password' }, { correlationId: 'c1' }));
      m.flush();
      expect(checked.session?.token).toBe(NEW_TOKEN);
      expect(tokensSentTo.profile).toEqual([OLD_TOKEN, NEW_TOKEN]);
    }),
  );

  it(
    'on the tasks page: set-login-method is sent with the new token, so the flow does not end its own session',
    marbles((m) => {
      const { deps, at, events, record, tokensSentTo } = setup(m);
      deps.http.respond({ path: 'v1/customer/temporal-links/create-change-password-token/' }, jsonReply({ token_key: 'k-1', token_mode: 'change' }), { delayMs: SERVER_MS });
      deps.http.respond({ path: 'v1/customer/temporal-links/change-password/' }, jsonReply({ detail: 'Your password has been changed.', token: NEW_TOKEN }), { delayMs: SERVER_MS });
      deps.http.respond({ path: 'v1/customer/set-login-method/' }, () => (record('set-login-method'), okResult(profile({ login_method: 'password', has_password: true }))), { delayMs: SERVER_MS });
      at(1000, setPassword({ applicationId: APP_UUID, profileUuid: USER_UUID, password: 'a-new-password' }, { correlationId: 'c1' }));
      m.flush();
      expect(tokensSentTo['set-login-method']).toEqual([NEW_TOKEN]);
      expect(events(passwordSet.type)).toHaveLength(1);
    }),
  );
});
