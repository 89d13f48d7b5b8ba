import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  accountChangeFailed, accountChangeSaved, confirmEmailChange, emailCodeSent, openProfile, startEmailChange,
} from '../../../src/client/features/account/actions';
import { accountEpic } from '../../../src/client/features/account/epic';
import { submissionErrorsOf } from '../../../src/client/features/account/formErrors';
import { ACCOUNT_KEY, accountReducer, type AccountState } from '../../../src/client/features/account/reducer';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer, STORAGE_KEYS } from '../../../src/client/kernel';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { changesEpic } from '../../../src/client/kernel/changes';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, makeToken, profile } from '../../unit/app/fixtures';

const SERVER_MS = 100;
/** Virtual time starts at 0: tokens valid for an hour (checks run long before). */
const OLD_TOKEN = makeToken({ expSeconds: 3600, username: 'jane@example.com' });
const NEW_TOKEN = makeToken({ expSeconds: 3600, username: 'new@example.com' });
const WRONG_CODE = 'That code is wrong or has expired.';
const CHECK_AT = 10_000;

function setup(m: Context, codeAccepted: boolean) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  let email = 'jane@example.com';
  deps.http.respond({ method: 'GET', path: 'v1/customer/profile/' }, () => okResult(profile({ email })), { delayMs: SERVER_MS });
  deps.http.respond({ path: 'v1/customer/change-email/' }, jsonReply({ detail: 'We sent a code to the new address.' }), { delayMs: SERVER_MS });
  deps.http.respond(
    { path: 'v1/customer/update-email/' },
    () => {
      if (!codeAccepted) return errorResult(400, { detail: 'Invalid request', errors: { verification_code: [WRONG_CODE] } });
      email = 'new@example.com';
      return okResult({ profile: profile({ email }), token: NEW_TOKEN });
    },
    { delayMs: SERVER_MS },
  );
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, [QUERY_CACHE_KEY]: queryCacheReducer, [ACCOUNT_KEY]: accountReducer },
    epics: [sessionEpic, createQueryCacheEpic(), changesEpic, accountEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const events = (type: string) => eventLog.entries().filter((e) => e.event.type === type);
  /** What the store and storage hold at {@link CHECK_AT} (before the hour-long tokens expire). */
  const snapshot: { session?: SessionState; account?: AccountState; stored?: string | null; email?: string } = {};
  m.scheduler.schedule(() => {
    const state = store.getState() as { session: SessionState; [ACCOUNT_KEY]: AccountState };
    snapshot.session = state.session;
    snapshot.account = state[ACCOUNT_KEY];
    snapshot.stored = deps.storage.get(STORAGE_KEYS.token);
    snapshot.email = loggedUserQuery.select(store.getState() as never).data?.email;
  }, CHECK_AT);
  at(0, tokenIssued({ token: OLD_TOKEN, source: 'password' }));
  at(10, openProfile({ applicationId: APP_UUID }));
  at(1000, startEmailChange({ newEmail: ' New@Example.com ' }, { correlationId: 'step-1' }));
  at(2000, confirmEmailChange({ applicationId: APP_UUID, newEmail: 'new@example.com', code: ' 123456 ' }, { correlationId: 'step-2' }));
  return { deps, events, snapshot };
}

describe('changing the email address in two steps (virtual time)', () => {
  it(
    'step 1 sends a code to the new address; step 2 confirms it, replaces the session token and refreshes the profile',
    marbles((m) => {
      const { deps, events, snapshot } = setup(m, true);
      m.flush();

      expect(deps.http.requestsTo({ path: 'v1/customer/change-email/' }).map((r) => [r.method, r.body])).toEqual([['POST', { new_email: 'new@example.com' }]]);
      expect(events(emailCodeSent.type).map((e) => [e.at, e.event.payload, e.event.meta.correlationId])).toEqual([
        [1000 + SERVER_MS, { newEmail: 'new@example.com' }, 'step-1'],
      ]);
      expect(deps.http.requestsTo({ path: 'v1/customer/update-email/' }).map((r) => [r.method, r.body])).toEqual([
        ['PATCH', { new_email: 'new@example.com', verification_code: '123456' }],
      ]);
      // The new token reaches the session before the outcome, and the profile is fetched again with it.
      expect(events(tokenIssued.type).map((e) => [e.at, e.event.payload])).toEqual([
        [0, { token: OLD_TOKEN, source: 'password' }],
        [2000 + SERVER_MS, { token: NEW_TOKEN, source: 'refresh' }],
      ]);
      expect(events(accountChangeSaved.type).map((e) => [e.at, e.event.payload, e.event.meta.correlationId])).toEqual([
        [2000 + SERVER_MS, { applicationId: APP_UUID, change: 'email' }, 'step-2'],
      ]);
      expect(snapshot.session).toMatchObject({ token: NEW_TOKEN, username: 'new@example.com' });
      expect(snapshot.stored).toBe(NEW_TOKEN);
      expect(deps.http.requestsTo({ method: 'GET', path: 'v1/customer/profile/' })).toHaveLength(2);
      expect(snapshot.email).toBe('new@example.com');
      expect(snapshot.account).toMatchObject({ pendingEmail: null, lastSaved: 'email' });
      // The JWT never travels in a body (the HTTP client puts it in the Authorization header).
      const bodies = JSON.stringify(deps.http.requests.map((r) => r.body ?? null));
      expect(bodies).not.toContain(OLD_TOKEN);
      expect(bodies).not.toContain(NEW_TOKEN);
    }),
  );

  it(
    'a wrong code keeps the session, keeps step 2 open, and shows the server’s message at the code field',
    marbles((m) => {
      const { deps, events, snapshot } = setup(m, false);
      m.flush();

      const failed = events(accountChangeFailed.type);
      expect(failed.map((e) => [e.at, e.event.meta.correlationId])).toEqual([[2000 + SERVER_MS, 'step-2']]);
      const error = (failed[0]?.event as ReturnType<typeof accountChangeFailed>).payload.error;
      expect(submissionErrorsOf(error, (f) => (f === 'verification_code' ? 'code' : null), 'code')).toEqual({ code: WRONG_CODE });
      expect(events(tokenIssued.type)).toHaveLength(1);
      expect(snapshot.session?.token).toBe(OLD_TOKEN);
      expect(snapshot.stored).toBe(OLD_TOKEN);
      expect(snapshot.account).toMatchObject({ pendingEmail: 'new@example.com', lastSaved: null });
      expect(deps.http.requestsTo({ method: 'GET', path: 'v1/customer/profile/' })).toHaveLength(1);
    }),
  );
});
