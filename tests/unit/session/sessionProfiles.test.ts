import { applicationQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { queryCacheReducer, QUERY_CACHE_KEY } from '../../../src/client/kernel/queryCache/reducer';
import { logout, restoreSession, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { activeAppDiffersEmailMessageOf } from '../../../src/client/kernel/session/profiles';
import { sessionProfilesEpic } from '../../../src/client/kernel/session/profilesEpic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { selectActiveAppDiffersEmailMessage } from '../../../src/client/kernel/session/selectors';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';
import type { Application } from '../../../src/contract/entities';
import { jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_PROFILE_UUID, APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, OTHER_USER_UUID, profile, USER_UUID } from '../app/fixtures';

const CO_OWNER_PROFILE_UUID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee' as Application['uuid'];

/** Jane Doe's application (jane@example.com, position 1) with Sam Lee (sam@example.com) as co-owner. */
const shared = application({
  application_profiles: [
    { uuid: APP_PROFILE_UUID as Application['uuid'], position: 1, profile_type: 'applicant', profile: profile() },
    {
      uuid: CO_OWNER_PROFILE_UUID,
      position: 2,
      profile_type: 'co_owner',
      profile: profile({ uuid: OTHER_USER_UUID as Application['uuid'], first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' }),
    },
  ],
});

describe('activeAppDiffersEmailMessage rule (issue 12 §2, §3)', () => {
  it('says nothing when the applicant signs in with the application’s email (any letter case)', () => {
    expect(activeAppDiffersEmailMessageOf(shared, USER_UUID, 'Jane@Example.com')).toBeNull();
  });

  it('tells a co-owner whose application it is, without showing the applicant’s email', () => {
    const notice = activeAppDiffersEmailMessageOf(shared, OTHER_USER_UUID, 'sam@example.com');
    expect(notice).toEqual({
      applicationId: APP_UUID,
      text: 'You are signed in as sam@example.com. This is Jane Doe’s application, which you are on as a co-owner; Jane signs in with their own email address.',
    });
    expect(notice?.text).not.toContain('jane@example.com');
  });

  it('tells a person that the application has another email of theirs than the one they signed in with', () => {
    expect(activeAppDiffersEmailMessageOf(shared, USER_UUID, 'jane.old@example.com')?.text).toBe(
      'You signed in as jane.old@example.com, but this application has your email address as jane@example.com. Messages about it go to jane@example.com.',
    );
  });
});

function setup() {
  const { deps, scheduler } = depsAtNow();
  const { store } = createTestStore({
    reducers: { session: sessionReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [sessionEpic, sessionProfilesEpic, createQueryCacheEpic()],
    deps,
  });
  const session = () => (store.getState() as { session: SessionState }).session;
  return { deps, scheduler, store, session };
}

const SAM_TOKEN = makeToken({ uuid: OTHER_USER_UUID, username: 'sam@example.com', expSeconds: IN_ONE_HOUR_S });
const JANE_TOKEN = makeToken({ expSeconds: IN_ONE_HOUR_S });

describe('§3 session profile, application profile and profile type', () => {
  it('takes them from LoggedUser and the application, keeps them in session storage, and sets the email notice', () => {
    const { deps, store, session } = setup();
    deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile({ uuid: OTHER_USER_UUID as Application['uuid'], first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', social_security_number: '123456789' })));
    deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, jsonReply(shared));
    store.dispatch(tokenIssued({ token: SAM_TOKEN, source: 'magicLink' }));
    store.dispatch(loggedUserQuery.subscribe());
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));

    expect(session()).toMatchObject({
      profile: { uuid: OTHER_USER_UUID, first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' },
      applicationProfile: { uuid: CO_OWNER_PROFILE_UUID, application_uuid: APP_UUID, position: 2, profile_type: 'co_owner' },
      profileType: 'co_owner',
    });
    expect(selectActiveAppDiffersEmailMessage(store.getState(), APP_UUID)).toMatch(/^You are signed in as sam@example.com\. This is Jane Doe’s application/);
    expect(selectActiveAppDiffersEmailMessage(store.getState(), 'another-application')).toBeNull();
    // Stored like the token (§9), never the SSN.
    expect(JSON.parse(deps.storage.get(STORAGE_KEYS.profile) ?? 'null')).toEqual({ uuid: OTHER_USER_UUID, first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' });
    expect(deps.storage.get(STORAGE_KEYS.profile)).not.toContain('123456789');
    expect(JSON.parse(deps.storage.get(STORAGE_KEYS.applicationProfile) ?? 'null')).toMatchObject({ profile_type: 'co_owner' });
  });

  it('restores them with the token after a reload, only for the same person; logout removes them', () => {
    const first = setup();
    first.deps.http.respond({ path: `v1/customer/application/${APP_UUID}/` }, jsonReply(shared));
    first.store.dispatch(tokenIssued({ token: JANE_TOKEN, source: 'password' }));
    first.store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    first.deps.storage.set(STORAGE_KEYS.profile, JSON.stringify({ uuid: USER_UUID, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' }));

    const reloaded = setup();
    for (const key of Object.values(STORAGE_KEYS)) {
      const value = first.deps.storage.get(key);
      if (value !== null) reloaded.deps.storage.set(key, value);
    }
    reloaded.store.dispatch(restoreSession());
    expect(reloaded.session()).toMatchObject({
      profile: { uuid: USER_UUID, email: 'jane@example.com' },
      applicationProfile: { uuid: APP_PROFILE_UUID, profile_type: 'applicant' },
      profileType: 'applicant',
    });

    // Sam's token with Jane's stored profile: not his, ignored.
    const other = setup();
    other.deps.storage.set(STORAGE_KEYS.token, SAM_TOKEN);
    other.deps.storage.set(STORAGE_KEYS.profile, first.deps.storage.get(STORAGE_KEYS.profile) ?? '');
    other.store.dispatch(restoreSession());
    expect(other.session()).toMatchObject({ userUUID: OTHER_USER_UUID, profile: null, applicationProfile: null });

    reloaded.store.dispatch(logout({}));
    expect(reloaded.session()).toMatchObject({ profile: null, applicationProfile: null, profileType: null, activeAppDiffersEmailMessage: null });
    expect(reloaded.deps.storage.get(STORAGE_KEYS.profile)).toBeNull();
    expect(reloaded.deps.storage.get(STORAGE_KEYS.applicationProfile)).toBeNull();
  });

  it('an unreadable stored profile is ignored, not an error', () => {
    const { deps, store, session } = setup();
    deps.storage.set(STORAGE_KEYS.token, JANE_TOKEN);
    deps.storage.set(STORAGE_KEYS.profile, '{not json');
    deps.storage.set(STORAGE_KEYS.applicationProfile, JSON.stringify({ uuid: 1 }));
    store.dispatch(restoreSession());
    expect(session()).toMatchObject({ token: JANE_TOKEN, profile: null, applicationProfile: null });
  });
});
