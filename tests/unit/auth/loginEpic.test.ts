import type { AnyAction } from '@reduxjs/toolkit';
import {
  chooseLoginMethod,
  loggedIn,
  loginFailed,
  loginMethodSet,
  loginMethodSetFailed,
  loginWithMagicLink,
  loginWithPassword,
  magicLinkRequested,
  magicLinkRequestFailed,
  passwordRetrievalRequested,
  requestMagicLink,
  resolveLanding,
  retrievePassword,
} from '../../../src/client/features/auth/actions';
import { authEpic } from '../../../src/client/features/auth/epic';
import { authReducer, type AuthState } from '../../../src/client/features/auth/reducer';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { errorResult, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import {
  APP_PROFILE_UUID,
  APP_UUID,
  application,
  depsAtNow,
  IN_ONE_HOUR_S,
  makeToken,
  NOW_MS,
  OLDER_APP_UUID,
  profile,
  USER_UUID,
} from '../app/fixtures';

const TOKEN = makeToken({ expSeconds: IN_ONE_HOUR_S });
const LIST = 'v1/customer/application/';

function setup() {
  const { deps } = depsAtNow();
  const { store, eventLog } = createTestStore({ reducers: { session: sessionReducer, auth: authReducer }, epics: [sessionEpic, authEpic], deps });
  const state = () => store.getState() as { session: SessionState; auth: AuthState };
  const send = (action: AnyAction) => store.dispatch(action) as unknown as Promise<AnyAction>;
  const types = () => eventLog.entries().map((e) => e.event.type);
  return { deps, store, state, send, types };
}

describe('password sign-in (§7 token-auth)', () => {
  it('signs in, stores the token and lands on the latest application; the form gets loggedIn', async () => {
    const { deps, state, send, types } = setup();
    deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: TOKEN }));
    deps.http.respond(
      { path: LIST },
      jsonReply([application({ uuid: OLDER_APP_UUID as never, created_at: '2025-01-01T00:00:00.000Z' }), application()]),
    );

    const outcome = await send(loginWithPassword({ email: ' Jane@Example.com ', password: 'correct horse' }, { correlationId: 'c1' }));

    expect(loggedIn.match(outcome) && outcome.payload).toEqual({ method: 'password', path: `/applications/${APP_UUID}` });
    expect(deps.http.requestsTo({ path: 'v1/token-auth/' })[0]?.body).toEqual({ email: 'jane@example.com', password: 'correct horse' });
    expect(deps.storage.get(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(state().session).toMatchObject({ userUUID: USER_UUID, haveApplication: true, currentLoginAppUUID: APP_UUID });
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`]);
    // The applications are fetched with the new session in place (so the request carries the token).
    expect(types().indexOf(tokenIssued.type)).toBeLessThan(types().indexOf(loggedIn.type));
  });

  it('shows the server detail of a wrong password at the form and keeps the person signed out', async () => {
    const { deps, state, send } = setup();
    deps.http.respond({ path: 'v1/token-auth/' }, errorResult(400, { detail: 'Unable to log in with provided credentials.' }));
    const outcome = await send(loginWithPassword({ email: 'jane@example.com', password: 'wrong' }, { correlationId: 'c1' }));
    expect(loginFailed.match(outcome) && outcome.payload.error).toEqual({ status: 400, data: { detail: 'Unable to log in with provided credentials.' } });
    expect(state().session.token).toBeNull();
    expect(deps.navigation.paths).toEqual([]);
  });

  it('refuses a token that is already expired instead of signing in with it', async () => {
    const { deps, state, send } = setup();
    deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: makeToken({ expSeconds: NOW_MS / 1000 - 5 }) }));
    const outcome = await send(loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
    expect(outcome.type).toBe(loginFailed.type);
    expect(state().session.token).toBeNull();
  });

  it('returns to the page that asked for sign-in (?next=)', async () => {
    const { deps, send } = setup();
    deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: TOKEN }));
    deps.http.respond({ path: LIST }, jsonReply([application()]));
    await send(loginWithPassword({ email: 'jane@example.com', password: 'pw', next: `/applications/${OLDER_APP_UUID}` }, { correlationId: 'c1' }));
    expect(deps.navigation.paths).toEqual([`/applications/${OLDER_APP_UUID}`]);
  });

  it('lands on the applicants list when the applications cannot be fetched', async () => {
    const { deps, send, state } = setup();
    deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: TOKEN }));
    deps.http.respond({ path: LIST }, fetchErrorResult());
    await send(loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(state().session.haveApplication).toBeNull();
  });
});

describe('magic link (§7 magic-link, magic-link/login)', () => {
  it('emails a link and shows "check your email"', async () => {
    const { deps, state, send } = setup();
    deps.http.respond({ path: 'v1/customer/magic-link/' }, jsonReply({ detail: 'If the address has an account, a link is on its way.' }));
    const outcome = await send(requestMagicLink({ email: 'jane@example.com' }, { correlationId: 'c1' }));
    expect(magicLinkRequested.match(outcome) && outcome.payload).toEqual({ email: 'jane@example.com', resend: false });
    expect(state().auth.activeLoginPage).toBe('magicLinkSent');
  });

  it('reports a refused request (e.g. 429) to the form', async () => {
    const { deps, send, state } = setup();
    deps.http.respond({ path: 'v1/customer/magic-link/' }, errorResult(429, { detail: 'Too many requests. Try again in a minute.' }));
    const outcome = await send(requestMagicLink({ email: 'jane@example.com' }, { correlationId: 'c1' }));
    expect(outcome.type).toBe(magicLinkRequestFailed.type);
    expect(state().auth.activeLoginPage).toBe('email');
  });

  it('signs in with the link key and lands on the prospect home when there is no application', async () => {
    const { deps, send, state } = setup();
    deps.http.respond({ path: 'v1/customer/magic-link/login/' }, jsonReply({ token: TOKEN }));
    deps.http.respond({ path: LIST }, jsonReply([]));
    const outcome = await send(loginWithMagicLink({ key: 'one-time-key' }, { correlationId: 'c1' }));
    expect(loggedIn.match(outcome) && outcome.payload).toEqual({ method: 'magicLink', path: `/profiles/${USER_UUID}` });
    expect(deps.http.requestsTo({ path: 'v1/customer/magic-link/login/' })[0]?.body).toEqual({ key: 'one-time-key' });
    expect(state().session.haveApplication).toBe(false);
    expect(state().auth.magicLinkLogin.status).toBe('succeeded');
    expect(deps.navigation.paths).toEqual([`/profiles/${USER_UUID}`]);
  });

  it('keeps the failure of a used or expired link for the page to explain', async () => {
    const { deps, send, state } = setup();
    deps.http.respond({ path: 'v1/customer/magic-link/login/' }, errorResult(400, { detail: 'This link has already been used.' }));
    await send(loginWithMagicLink({ key: 'used-key' }, { correlationId: 'c1' }));
    expect(state().auth.magicLinkLogin).toEqual({ status: 'failed', error: { status: 400, data: { detail: 'This link has already been used.' } } });
    expect(state().session.token).toBeNull();
  });

  it('spends a link once even if the page asks twice while the first call runs', () => {
    const { deps, store } = setup();
    deps.http.respond({ path: 'v1/customer/magic-link/login/' }, jsonReply({ token: TOKEN }), { delayMs: 100 });
    store.dispatch(loginWithMagicLink({ key: 'k' }));
    store.dispatch(loginWithMagicLink({ key: 'k' }));
    expect(deps.http.requestsTo({ path: 'v1/customer/magic-link/login/' })).toHaveLength(1);
  });
});

describe('forgot password (§7 password-retrieval)', () => {
  it('requests the email and confirms', async () => {
    const { deps, send, state } = setup();
    deps.http.respond({ path: 'v1/customer/password-retrieval/' }, jsonReply({ detail: 'Sent.' }));
    const outcome = await send(retrievePassword({ email: 'jane@example.com' }, { correlationId: 'c1' }));
    expect(outcome.type).toBe(passwordRetrievalRequested.type);
    expect(state().auth.activeLoginPage).toBe('passwordRetrievalSent');
  });
});

describe('create user (§7 set-login-method)', () => {
  function signedIn() {
    const ctx = setup();
    ctx.store.dispatch(tokenIssued({ token: TOKEN, source: 'signup' }));
    ctx.deps.http.respond({ path: LIST }, jsonReply([application()]));
    return ctx;
  }

  it('sets a password, then goes to the application home', async () => {
    const { deps, send } = signedIn();
    deps.http.respond({ path: 'v1/customer/set-login-method/' }, jsonReply(profile()));
    const outcome = await send(chooseLoginMethod({ appProfileUuid: APP_PROFILE_UUID, method: 'password', password: 'long enough' }, { correlationId: 'c1' }));
    expect(loginMethodSet.match(outcome) && outcome.payload).toEqual({ method: 'password', path: `/applications/${APP_UUID}` });
    // The body names the signed-in person's profile (token claim), not the route's application profile.
    expect(deps.http.requestsTo({ path: 'v1/customer/set-login-method/' })[0]?.body).toEqual({
      uuid: USER_UUID,
      login_method: 'password',
      password: 'long enough',
    });
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`]);
  });

  it('chooses email links without sending a password', async () => {
    const { deps, send } = signedIn();
    deps.http.respond({ path: 'v1/customer/set-login-method/' }, jsonReply(profile({ login_method: 'magicLink' })));
    await send(chooseLoginMethod({ appProfileUuid: APP_PROFILE_UUID, method: 'magicLink' }, { correlationId: 'c1' }));
    expect(deps.http.requestsTo({ path: 'v1/customer/set-login-method/' })[0]?.body).toEqual({ uuid: USER_UUID, login_method: 'magicLink' });
  });

  it('shows the server error and stays on the page', async () => {
    const { deps, send } = signedIn();
    deps.http.respond({ path: 'v1/customer/set-login-method/' }, errorResult(400, { errors: { password: ['This password is too common.'] } }));
    const outcome = await send(chooseLoginMethod({ appProfileUuid: APP_PROFILE_UUID, method: 'password', password: 'password1' }, { correlationId: 'c1' }));
    expect(outcome.type).toBe(loginMethodSetFailed.type);
    expect(deps.navigation.paths).toEqual([]);
  });

  it('never calls the server with an id that is not a UUID', async () => {
    const { deps, send } = signedIn();
    const outcome = await send(chooseLoginMethod({ appProfileUuid: 'nope', method: 'magicLink' }, { correlationId: 'c1' }));
    expect(outcome.type).toBe(loginMethodSetFailed.type);
    expect(deps.http.requestsTo({ path: 'v1/customer/set-login-method/' })).toHaveLength(0);
  });
});

describe('landing for / (resolveLanding)', () => {
  it('sends a signed-out person to /login', () => {
    const { deps, store } = setup();
    store.dispatch(resolveLanding({}));
    expect(deps.navigation.paths).toEqual(['/login']);
  });

  it('sends a signed-in person to their latest application', () => {
    const { deps, store } = setup();
    store.dispatch(tokenIssued({ token: TOKEN, source: 'restored' }));
    deps.http.respond({ path: LIST }, jsonReply([application()]));
    store.dispatch(resolveLanding({}));
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`]);
  });
});
