import type { AnyAction } from '@reduxjs/toolkit';
import {
  checkPasswordLink,
  newPasswordFailed,
  newPasswordSet,
  passwordLinkChecked,
  setNewPassword,
} from '../../../src/client/features/auth/passwordReset';
import { passwordResetEpic } from '../../../src/client/features/auth/passwordResetEpic';
import { authReducer, type AuthState } from '../../../src/client/features/auth/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { depsAtNow } from '../app/fixtures';

const KEY = 'k3y-from-the-email';

function setup() {
  const { deps } = depsAtNow();
  const { store, eventLog } = createTestStore({ reducers: { auth: authReducer }, epics: [passwordResetEpic], deps });
  const link = () => (store.getState() as { auth: AuthState }).auth.passwordLink;
  const send = (action: AnyAction) => store.dispatch(action) as unknown as Promise<AnyAction>;
  return { deps, link, send, eventLog };
}

describe('password reset link (/password/:key, §7 temporal links)', () => {
  it('a usable link lets the person set a new password once, with the key only in request bodies', async () => {
    const { deps, link, send, eventLog } = setup();
    deps.http.respond({ path: 'v1/customer/temporal-links/check-token/' }, jsonReply({ valid: true, token_mode: 'reset' }));
    deps.http.respond({ path: 'v1/customer/temporal-links/change-password/' }, jsonReply({ detail: 'Password changed.' }));

    const checked = await send(checkPasswordLink({ key: KEY }, { correlationId: 'c1' }));
    expect(passwordLinkChecked.match(checked)).toBe(true);
    expect(link()).toMatchObject({ status: 'valid', tokenMode: 'reset' });

    const outcome = await send(setNewPassword({ key: KEY, password: 'a-long-password', tokenMode: 'reset' }, { correlationId: 'c2' }));
    expect(newPasswordSet.match(outcome)).toBe(true);
    expect(link().status).toBe('done');
    expect(deps.http.requestsTo({ path: 'v1/customer/temporal-links/change-password/' })[0]?.body).toEqual({
      password: 'a-long-password',
      token_key: KEY,
      token_mode: 'reset',
    });
    expect(JSON.stringify(eventLog.entries())).not.toContain(KEY);
  });

  it('a spent or expired link is shown as unusable', async () => {
    const { deps, link, send } = setup();
    deps.http.respond({ path: 'v1/customer/temporal-links/check-token/' }, jsonReply({ valid: false, token_mode: null }));
    await send(checkPasswordLink({ key: KEY }, { correlationId: 'c1' }));
    expect(link().status).toBe('invalid');
  });

  it('a refused new password answers the form with the server error and keeps the page usable', async () => {
    const { deps, link, send } = setup();
    deps.http.respond({ path: 'v1/customer/temporal-links/check-token/' }, jsonReply({ valid: true, token_mode: 'reset' }));
    deps.http.respond({ path: 'v1/customer/temporal-links/change-password/' }, () => errorResult(400, { detail: 'This link has expired.' }));
    await send(checkPasswordLink({ key: KEY }, { correlationId: 'c1' }));
    const outcome = await send(setNewPassword({ key: KEY, password: 'a-long-password', tokenMode: 'reset' }, { correlationId: 'c2' }));
    expect(newPasswordFailed.match(outcome) && outcome.payload.error.data).toEqual({ detail: 'This link has expired.' });
    expect(link()).toMatchObject({ status: 'valid', error: { status: 400 } });
  });
});
