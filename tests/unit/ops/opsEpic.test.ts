import type { AnyAction } from '@reduxjs/toolkit';
import { opsSignedIn, opsSignInFailed, selectReadOnlyProfile, signInOps, unwatchApplication, watchApplication } from '../../../src/client/features/ops/actions';
import { opsEpic } from '../../../src/client/features/ops/epic';
import { opsSignInErrorText, OPS_BAD_CREDENTIALS_TEXT } from '../../../src/client/features/ops/messages';
import { OPS_KEY, opsReducer } from '../../../src/client/features/ops/reducer';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { selectViewerProfileUuid } from '../../../src/client/kernel/readOnly/viewer';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_PROFILE_UUID, APP_UUID, depsAtNow, IN_ONE_HOUR_S, makeToken, OTHER_USER_UUID, profile, USER_UUID } from '../app/fixtures';
import { CO_OWNER_APP_PROFILE_UUID, coOwnedApplication, OPS_UUID } from './fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  deps.http.respond({ method: 'POST', path: 'v1/ops/token-auth/' }, jsonReply({ token: makeToken({ uuid: OPS_UUID, username: 'ops@example.com', expSeconds: IN_ONE_HOUR_S }) }));
  deps.http.respond({ path: APP_PATH }, jsonReply(coOwnedApplication()));
  deps.http.respond({ path: `v1/customer/profile/${USER_UUID}/` }, jsonReply(profile()));
  deps.http.respond({ path: `v1/customer/profile/${OTHER_USER_UUID}/` }, jsonReply(profile({ uuid: OTHER_USER_UUID as never, first_name: 'John', last_name: 'Roe' })));
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, session: sessionReducer, [OPS_KEY]: opsReducer },
    epics: [createQueryCacheEpic(), sessionEpic, opsEpic],
    deps,
  });
  const session = () => (store.getState() as { session: SessionState }).session;
  const signIn = () => store.dispatch(signInOps({ email: ' Ops@Example.com ', password: 'Ops-pass-1' }, { correlationId: 'c1' }) as AnyAction) as unknown as Promise<AnyAction>;
  return { deps, scheduler, store, eventLog, session, signIn };
}

describe('staff sign-in (§6, docs/ops.md)', () => {
  it('signs the staff member in as ops and goes to every application', async () => {
    const { deps, session, signIn } = setup();
    const outcome = await signIn();
    expect(opsSignedIn.match(outcome)).toBe(true);
    expect(deps.http.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', 'v1/ops/token-auth/', { email: 'ops@example.com', password: 'Ops-pass-1' }]]);
    expect(session()).toMatchObject({ isOps: true, userUUID: OPS_UUID });
    expect(deps.storage.get('ops-user')).toBe('true');
    expect(deps.navigation.paths).toEqual(['/ops/applications']);
  });

  it('answers a refusal (wrong password, or a customer’s account: the same 400) with "Wrong email or password."', async () => {
    const { deps, session, signIn } = setup();
    deps.http.respond({ method: 'POST', path: 'v1/ops/token-auth/' }, errorResult(400, { detail: 'Unable to log in with provided credentials.' }));
    const outcome = await signIn();
    expect(opsSignInFailed.match(outcome)).toBe(true);
    expect(opsSignInErrorText((outcome.payload as { error: never }).error)).toBe(OPS_BAD_CREDENTIALS_TEXT);
    expect(OPS_BAD_CREDENTIALS_TEXT).toBe('Wrong email or password.');
    expect(session().token).toBeNull();
    expect(deps.navigation.paths).toEqual([]);
    expect(opsSignInErrorText({ status: 'FETCH_ERROR', data: undefined })).toMatch(/temporary interruption/);
  });
});

describe('the profile selector and the viewer (§2, §6 "a selected read-only profile overrides the application profile")', () => {
  it('preselects the first profile when the application arrives, and LoggedUser (the viewer’s profile) follows the selector', async () => {
    const { deps, store, signIn } = setup();
    await signIn();
    // A page showing "my" profile (e.g. the tasks page) subscribes LoggedUser before anything is chosen: the ops
    // user's own profile at first.
    deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile({ uuid: OPS_UUID as never, first_name: 'Sandbox', last_name: 'Operations' })));
    store.dispatch(loggedUserQuery.subscribe());
    expect(loggedUserQuery.select(store.getState() as never).data?.first_name).toBe('Sandbox');
    store.dispatch(watchApplication({ applicationId: APP_UUID }));

    const state = () => store.getState() as never;
    expect(selectViewerProfileUuid(state())).toBe(USER_UUID);
    expect((state() as { session: SessionState }).session.selectedReadOnlyProfile).toEqual({
      applicationId: APP_UUID, applicationProfileUuid: APP_PROFILE_UUID, profileUuid: USER_UUID,
    });
    expect(loggedUserQuery.select(state()).data?.first_name).toBe('Jane');

    store.dispatch(selectReadOnlyProfile({ applicationId: APP_UUID, applicationProfileUuid: CO_OWNER_APP_PROFILE_UUID }));
    expect(selectViewerProfileUuid(state())).toBe(OTHER_USER_UUID);
    expect(loggedUserQuery.select(state()).data?.first_name).toBe('John');
    // Only GETs: each chosen person's profile once, after the ops user's own.
    expect(deps.http.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      'v1/customer/profile/', APP_PATH, `v1/customer/profile/${USER_UUID}/`, `v1/customer/profile/${OTHER_USER_UUID}/`,
    ]);
    expect(deps.http.requests.filter((r) => r.method !== 'GET').map((r) => r.path)).toEqual(['v1/ops/token-auth/']);
    store.dispatch(unwatchApplication({ applicationId: APP_UUID }));
  });

  it('ignores a choice that is not a profile of the application', async () => {
    const { store, signIn } = setup();
    await signIn();
    store.dispatch(watchApplication({ applicationId: APP_UUID }));
    const before = (store.getState() as { session: SessionState }).session.selectedReadOnlyProfile;
    store.dispatch(selectReadOnlyProfile({ applicationId: APP_UUID, applicationProfileUuid: 'not-on-it' }));
    expect((store.getState() as { session: SessionState }).session.selectedReadOnlyProfile).toBe(before);
    store.dispatch(unwatchApplication({ applicationId: APP_UUID }));
  });
});
