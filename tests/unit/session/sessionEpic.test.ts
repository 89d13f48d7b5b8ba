import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { queryCacheReducer, QUERY_CACHE_KEY } from '../../../src/client/kernel/queryCache/reducer';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';
import { endedSessionRestored, logout, restoreSession, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { ENDED_REASON_KEY, sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { authReducer, type AuthState } from '../../../src/client/features/auth/reducer';
import { loginEmailEntered } from '../../../src/client/features/auth/actions';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, NOW_MS } from '../app/fixtures';

function setup() {
  const { deps, scheduler } = depsAtNow();
  let chatCleared = 0;
  deps.chat = { clear: () => void (chatCleared += 1), setEnabled: () => undefined };
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, auth: authReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [sessionEpic, createQueryCacheEpic()],
    deps,
  });
  const session = () => (store.getState() as { session: SessionState }).session;
  const types = () => eventLog.entries().map((e) => e.event.type);
  return { deps, scheduler, store, session, types, chatCleared: () => chatCleared };
}

const VALID = makeToken({ expSeconds: IN_ONE_HOUR_S });
const EXPIRED = makeToken({ expSeconds: NOW_MS / 1000 - 1 });

describe('session epic: restore (§5 token expiry, §9 storage)', () => {
  it('does nothing when no token was stored (no "expired" notice for a first visit)', () => {
    const { store, types, session } = setup();
    store.dispatch(restoreSession());
    expect(types()).toEqual([]);
    expect(session().logoutReason).toBeNull();
  });

  it('after a reload, remembers that this tab’s session expired (issue 12 §2), and a new token forgets it', () => {
    const { deps, store, session } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    store.dispatch(logout({ reason: 'expired' }));
    // A reload: a new store over the same session storage.
    const reloaded = setup();
    for (const key of [ENDED_REASON_KEY, STORAGE_KEYS.token]) {
      const value = deps.storage.get(key);
      if (value !== null) reloaded.deps.storage.set(key, value);
    }
    reloaded.store.dispatch(restoreSession());
    expect(reloaded.types()).toEqual([endedSessionRestored.type]);
    expect(reloaded.session()).toMatchObject({ token: null, logoutReason: 'expired' });
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    expect(session().logoutReason).toBeNull();
    expect(deps.storage.get(ENDED_REASON_KEY)).toBeNull();
  });

  it('restores a stored live token, with the ops flag stored next to it', () => {
    const { deps, store, session } = setup();
    deps.storage.set(STORAGE_KEYS.token, VALID);
    deps.storage.set(STORAGE_KEYS.opsFlag, 'true');
    store.dispatch(restoreSession());
    expect(session().token).toBe(VALID);
    expect(session().isOps).toBe(true);
  });

  it.each([
    ['past its exp', EXPIRED],
    ['that does not decode', 'garbage.token.value'],
  ])('ends a stored token %s as expired, clears storage and stays on the page', (_label, token) => {
    const { deps, store, session, types } = setup();
    deps.storage.set(STORAGE_KEYS.token, token);
    deps.storage.set(STORAGE_KEYS.opsFlag, 'true');
    store.dispatch(restoreSession());
    expect(types()).toContain(sessionEnded.type);
    expect(session().token).toBeNull();
    expect(session().logoutReason).toBe('expired');
    expect(deps.storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(deps.storage.get(STORAGE_KEYS.opsFlag)).toBeNull();
    expect(deps.navigation.paths).toEqual([]);
  });
});

describe('session epic: tokens', () => {
  it('stores an issued token (and removes a stale ops flag for a customer)', () => {
    const { deps, store } = setup();
    deps.storage.set(STORAGE_KEYS.opsFlag, 'true');
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    expect(deps.storage.get(STORAGE_KEYS.token)).toBe(VALID);
    expect(deps.storage.get(STORAGE_KEYS.opsFlag)).toBeNull();
  });

  it('never logs the token', () => {
    const { deps, store } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    store.dispatch(logout({ reason: 'signed-out' }));
    expect(JSON.stringify(deps.logger.lines)).not.toContain(VALID);
  });

  it('ends the session as expired when exp arrives, and goes to the login page saying so', () => {
    const { deps, scheduler, store, session } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    scheduler.flush();
    expect(scheduler.now()).toBe(IN_ONE_HOUR_S * 1000);
    expect(session().token).toBeNull();
    expect(session().logoutReason).toBe('expired');
    expect(deps.navigation.paths).toEqual(['/login?q=expired']);
  });
});

describe('session epic: logout (§4)', () => {
  it('removes the token, ops flag and polling id, clears chat, resets the cache and feature state, then goes to /login with the reason', () => {
    const { deps, store, session, chatCleared } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password', isOps: true }));
    deps.storage.set(STORAGE_KEYS.pollingId, '42');
    deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, jsonReply(application()));
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    store.dispatch(loginEmailEntered({ email: 'jane@example.com' }));
    const state = () => store.getState() as { queries: { entries: object }; auth: AuthState };
    expect(Object.keys(state().queries.entries)).toHaveLength(1);

    store.dispatch(logout({ reason: 'signed-out' }));

    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.opsFlag, STORAGE_KEYS.pollingId]) expect(deps.storage.get(key)).toBeNull();
    expect(chatCleared()).toBe(1);
    expect(state().queries.entries).toEqual({});
    expect(state().auth.email).toBeNull();
    expect(session().token).toBeNull();
    expect(session().logoutReason).toBe('signed-out');
    expect(deps.navigation.paths).toEqual(['/login?q=signed-out']);
  });

  it('answers an awaited logout with sessionEnded', async () => {
    const { store } = setup();
    const outcome = await (store.dispatch(logout({}, { correlationId: 'c1' })) as unknown as Promise<{ type: string }>);
    expect(outcome.type).toBe(sessionEnded.type);
  });

  it('navigates only after the session state is already cleared', () => {
    const { deps, store, session } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    const seen: Array<string | null> = [];
    deps.navigation.navigate = () => void seen.push(session().token);
    store.dispatch(logout({}));
    expect(seen).toEqual([null]);
  });
});

describe('session epic: 401 (§7 authenticated calls)', () => {
  it('ends the session as unauthorized and goes to /login when an authenticated call answers 401', () => {
    const { deps, store, session } = setup();
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, errorResult(401, { detail: 'Token expired' }));
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    expect(session().token).toBeNull();
    expect(session().logoutReason).toBe('unauthorized');
    expect(deps.navigation.paths).toEqual(['/login?q=unauthorized']);
  });

  it('ignores 401s while signed out, and other error statuses while signed in', () => {
    const { deps, store, session } = setup();
    deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, errorResult(401));
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    expect(deps.navigation.paths).toEqual([]);
    store.dispatch(tokenIssued({ token: VALID, source: 'password' }));
    deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, errorResult(500));
    store.dispatch(applicationQuery.refetch({ uuid: APP_UUID }));
    expect(session().token).toBe(VALID);
    expect(deps.navigation.paths).toEqual([]);
  });
});
