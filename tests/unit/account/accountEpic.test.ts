import type { AnyAction } from '@reduxjs/toolkit';
import {
  accountChangeFailed, accountChangeSaved, changeMyPassword, openProfile, profileRedirected, saveName, savePhone, switchLoginMethod,
} from '../../../src/client/features/account/actions';
import { accountEpic } from '../../../src/client/features/account/epic';
import { ACCOUNT_KEY, accountReducer } from '../../../src/client/features/account/reducer';
import { changesEpic } from '../../../src/client/kernel/changes';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, depsAtNow, IN_ONE_HOUR_S, makeToken, profile, USER_UUID } from '../app/fixtures';

const PROFILE_PATH = `v1/customer/profile/${USER_UUID}/`;

function setup() {
  const { deps } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, [QUERY_CACHE_KEY]: queryCacheReducer, [ACCOUNT_KEY]: accountReducer },
    epics: [sessionEpic, createQueryCacheEpic(), changesEpic, accountEpic],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  deps.http.respond({ method: 'GET', path: 'v1/customer/profile/' }, jsonReply(profile()));
  deps.http.respond({ path: /customer-changed\/$/ }, jsonReply({ has_changes: true }));
  const outcomes = (creator: { match: (a: unknown) => boolean }) => eventLog.entries().map((e) => e.event as AnyAction).filter((e) => creator.match(e));
  const profileGets = () => deps.http.requestsTo({ method: 'GET', path: 'v1/customer/profile/' }).length;
  store.dispatch(openProfile({ applicationId: APP_UUID }));
  return { deps, store, outcomes, profileGets, eventLog };
}

describe('profile changes (issue #4 §5)', () => {
  it('sends an id that is not a UUID to the applicants list', () => {
    const { deps, store, outcomes } = setup();
    store.dispatch(openProfile({ applicationId: 'nope' }));
    expect(outcomes(profileRedirected)).toHaveLength(1);
    expect(deps.navigation.paths).toEqual(['/applicants']);
  });

  it('saves the name with a PATCH of the three name fields only (middle name blank → null), then refreshes the profile', async () => {
    const { deps, store, profileGets } = setup();
    deps.http.respond({ method: 'PATCH', path: PROFILE_PATH }, jsonReply(profile({ first_name: 'Janet' })));
    const outcome = await (store.dispatch as (a: AnyAction) => Promise<AnyAction>)(
      saveName({ applicationId: APP_UUID, name: { first_name: ' Janet ', middle_name: '  ', last_name: 'Doe' } }, { correlationId: 'n1' }),
    );
    expect(accountChangeSaved.match(outcome) && outcome.payload).toEqual({ applicationId: APP_UUID, change: 'name' });
    expect(deps.http.requestsTo({ method: 'PATCH' }).map((r) => [r.path, r.body])).toEqual([[PROFILE_PATH, { first_name: 'Janet', middle_name: null, last_name: 'Doe' }]]);
    expect(profileGets()).toBe(2);
    expect(store.getState()[ACCOUNT_KEY]).toMatchObject({ lastSaved: 'name' });
  });

  it('saves the phone as its 10 digits', () => {
    const { deps, store } = setup();
    deps.http.respond({ method: 'PATCH', path: PROFILE_PATH }, jsonReply(profile({ phone: '5125550199' })));
    store.dispatch(savePhone({ applicationId: APP_UUID, phone: '(512) 555-0199' }));
    expect(deps.http.requestsTo({ method: 'PATCH' }).map((r) => r.body)).toEqual([{ phone: '5125550199' }]);
  });

  it('answers a refused patch with the field errors and refreshes nothing', () => {
    const { deps, store, outcomes, profileGets } = setup();
    deps.http.respond({ method: 'PATCH', path: PROFILE_PATH }, errorResult(400, { detail: 'Invalid request', errors: { phone: ['Enter a valid US number'] } }));
    store.dispatch(savePhone({ applicationId: APP_UUID, phone: '2125550123' }));
    const failed = outcomes(accountChangeFailed) as ReturnType<typeof accountChangeFailed>[];
    expect(failed.map((e) => [e.payload.change, e.payload.error.status])).toEqual([['phone', 400]]);
    expect(profileGets()).toBe(1);
    expect(store.getState()[ACCOUNT_KEY]).toMatchObject({ lastSaved: null });
  });

  it('changes the password through a change-password token, never putting the key in an event', () => {
    const { deps, store, outcomes, eventLog } = setup();
    deps.http.respond({ path: 'v1/customer/temporal-links/create-change-password-token/' }, jsonReply({ token_key: 'secret-key-123', token_mode: 'change' }));
    deps.http.respond({ path: 'v1/customer/temporal-links/change-password/' }, jsonReply({ detail: 'Your password has been changed.' }));
    store.dispatch(changeMyPassword({ applicationId: APP_UUID, password: 'a-new-password' }));
    expect(deps.http.requestsTo({ path: /temporal-links/ }).map((r) => [r.path, r.body])).toEqual([
      ['v1/customer/temporal-links/create-change-password-token/', {}],
      ['v1/customer/temporal-links/change-password/', { password: 'a-new-password', token_key: 'secret-key-123', token_mode: 'change' }],
    ]);
    expect((outcomes(accountChangeSaved) as ReturnType<typeof accountChangeSaved>[]).map((e) => e.payload.change)).toEqual(['password']);
    expect(JSON.stringify(eventLog.entries())).not.toContain('secret-key-123');
  });

  it('does not try to change the password when no token could be had', () => {
    const { deps, store, outcomes } = setup();
    deps.http.respond({ path: 'v1/customer/temporal-links/create-change-password-token/' }, errorResult('FETCH_ERROR'));
    store.dispatch(changeMyPassword({ applicationId: APP_UUID, password: 'a-new-password' }));
    expect(deps.http.requestsTo({ path: 'v1/customer/temporal-links/change-password/' })).toHaveLength(0);
    expect((outcomes(accountChangeFailed) as ReturnType<typeof accountChangeFailed>[]).map((e) => [e.payload.change, e.payload.error.status])).toEqual([['password', 'FETCH_ERROR']]);
  });

  it('switches the login method', () => {
    const { deps, store, outcomes } = setup();
    deps.http.respond({ path: 'v1/customer/change-login-method/' }, jsonReply(profile({ login_method: 'magicLink' })));
    store.dispatch(switchLoginMethod({ applicationId: APP_UUID, method: 'magicLink' }));
    expect(deps.http.requestsTo({ path: 'v1/customer/change-login-method/' }).map((r) => r.body)).toEqual([{ login_method: 'magicLink' }]);
    expect((outcomes(accountChangeSaved) as ReturnType<typeof accountChangeSaved>[]).map((e) => e.payload.change)).toEqual(['loginMethod']);
  });
});
