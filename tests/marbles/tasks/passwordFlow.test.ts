import type { Action, AnyAction } from '@reduxjs/toolkit';
import { ignoreElements, tap } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { passwordSet, passwordSetFailed, setPassword } from '../../../src/client/features/tasks/actions';
import { tasksEpic } from '../../../src/client/features/tasks/epic';
import { tasksReducer } from '../../../src/client/features/tasks/reducer';
import { reportProfileChange } from '../../../src/client/kernel/changes/actions';
import type { AppEpic } from '../../../src/client/kernel/epic';
import { queryInvalidate } from '../../../src/client/kernel/queryCache/actions';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, profile, USER_UUID } from '../../unit/app/fixtures';

const SERVER_MS = 100;
const PASSWORD = 'correct-horse-battery';
const TOKEN_PATH = 'v1/customer/temporal-links/create-change-password-token/';
const CHANGE_PATH = 'v1/customer/temporal-links/change-password/';
const METHOD_PATH = 'v1/customer/set-login-method/';

function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const seen: Array<readonly [number, string]> = [];
  // Records every action (commands too: the invalidation and the profile-change report are commands).
  const spy: AppEpic = (action$) =>
    action$.pipe(
      tap((a: Action) => seen.push([m.scheduler.now(), a.type])),
      ignoreElements(),
    );
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, tasks: tasksReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [spy, tasksEpic],
    deps,
  });
  const at = (ms: number, action: AnyAction) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const submit = (correlationId: string) => setPassword({ applicationId: APP_UUID, profileUuid: USER_UUID, password: PASSWORD }, { correlationId });
  const calls = () => deps.http.requests.map((r) => [r.method, r.path] as const);
  const after = (type: string) => seen.filter(([, t]) => t === type).map(([ms]) => ms);
  return { deps, at, submit, calls, after, eventLog };
}

function serveTokenAndChange(deps: ReturnType<typeof setup>['deps']) {
  deps.http.respond({ path: TOKEN_PATH }, jsonReply({ token_key: 'k-123', token_mode: 'change' }), { delayMs: SERVER_MS });
  deps.http.respond({ path: CHANGE_PATH }, jsonReply({ detail: 'Your password has been changed.' }), { delayMs: SERVER_MS });
}

describe('password task flow (§2 password task, §7 temporal links + set-login-method)', () => {
  it(
    'asks for a token, changes the password with it, chooses password sign-in — in that order — then refreshes the profile and tasks',
    marbles((m) => {
      const { deps, at, submit, calls, after } = setup(m);
      serveTokenAndChange(deps);
      deps.http.respond({ path: METHOD_PATH }, jsonReply(profile({ login_method: 'password', has_password: true })), { delayMs: SERVER_MS });
      at(0, submit('c1'));
      // A second press while the first runs is ignored (one flow at a time).
      at(50, submit('c2'));
      m.flush();

      expect(calls()).toEqual([
        ['POST', TOKEN_PATH],
        ['POST', CHANGE_PATH],
        ['POST', METHOD_PATH],
      ]);
      expect(deps.http.requests[1]?.body).toEqual({ password: PASSWORD, token_key: 'k-123', token_mode: 'change' });
      expect(deps.http.requests[2]?.body).toEqual({ uuid: USER_UUID, login_method: 'password', password: PASSWORD });
      expect(after(passwordSet.type)).toEqual([3 * SERVER_MS]);
      expect(after(queryInvalidate.type)).toEqual([3 * SERVER_MS]);
      expect(after(reportProfileChange.type)).toEqual([3 * SERVER_MS]);
      expect(after(passwordSetFailed.type)).toEqual([]);
    }),
  );

  it(
    'stops at a failed step 2 and reports it with the step and the error; nothing after it is sent or refreshed',
    marbles((m) => {
      const { deps, at, submit, calls, after, eventLog } = setup(m);
      deps.http.respond({ path: TOKEN_PATH }, jsonReply({ token_key: 'k-123', token_mode: 'change' }), { delayMs: SERVER_MS });
      const refused = { detail: 'Invalid request', errors: { password: ['Ensure this field has at least 8 characters.'] } };
      deps.http.respond({ path: CHANGE_PATH }, errorResult(400, refused), { delayMs: SERVER_MS });
      at(0, submit('c1'));
      m.flush();

      expect(calls()).toEqual([
        ['POST', TOKEN_PATH],
        ['POST', CHANGE_PATH],
      ]);
      const failures = eventLog.entries().filter((e) => passwordSetFailed.match(e.event));
      expect(failures.map((e) => [e.at, e.event.payload, e.event.meta.correlationId])).toEqual([
        [2 * SERVER_MS, { applicationId: APP_UUID, step: 'change-password', error: { status: 400, data: refused } }, 'c1'],
      ]);
      expect(after(passwordSet.type)).toEqual([]);
      expect(after(reportProfileChange.type)).toEqual([]);
      expect(after(queryInvalidate.type)).toEqual([]);
    }),
  );

  it(
    'stops at once when no token can be had, and can be tried again',
    marbles((m) => {
      const { deps, at, submit, calls, after } = setup(m);
      deps.http.respond({ path: TOKEN_PATH }, errorResult('FETCH_ERROR'), { delayMs: SERVER_MS });
      at(0, submit('c1'));
      at(500, submit('c2'));
      m.flush();
      expect(calls()).toEqual([
        ['POST', TOKEN_PATH],
        ['POST', TOKEN_PATH],
      ]);
      expect(after(passwordSetFailed.type)).toEqual([SERVER_MS, 500 + SERVER_MS]);
    }),
  );

  it(
    'never puts the password or the link token in an event (the event log feeds analytics)',
    marbles((m) => {
      const { deps, at, submit, eventLog } = setup(m);
      serveTokenAndChange(deps);
      deps.http.respond({ path: METHOD_PATH }, errorResult(400, { detail: 'Invalid request', errors: { password: ['Too weak'] } }), { delayMs: SERVER_MS });
      at(0, submit('c1'));
      m.flush();
      const logged = JSON.stringify(eventLog.entries());
      expect(logged).toContain('login-method');
      expect(logged).not.toContain(PASSWORD);
      expect(logged).not.toContain('k-123');
    }),
  );
});
