import type { AnyAction } from '@reduxjs/toolkit';
import { QUERY_LINK_PATHS, queryLinkRedirect, signupRedirect } from '../../../src/client/app/guards';
import { chooseLoginMethod, loginMethodSet } from '../../../src/client/features/auth/actions';
import { authEpic } from '../../../src/client/features/auth/epic';
import { authReducer } from '../../../src/client/features/auth/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { rememberSignupReturn, SIGNUP_RETURN_KEY, takeSignupReturn } from '../../../src/client/kernel/session/signupReturn';
import { createMemoryStorage } from '../../../src/client/kernel/storage';
import { jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { pageOf } from '../../../src/client/analytics/pages';
import { DEFAULT_SIGNUP_PATH, parseSignupPath, RESERVED_SEGMENTS } from '../../../src/client/kernel/session/signupPath';
import { SIGNUP_PATH } from '../../../src/client/kernel/session/signupConfig';
import { APP_PROFILE_UUID, APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, profile } from './fixtures';

const PROFILE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A router location from a path with an optional query string. */
const at = (url: string) => {
  const { pathname, search } = new URL(`http://portal.test${url}`);
  return { pathname, search };
};

describe('old query-string links (§2 "reads query parameters applicationId and profileId")', () => {
  it('an applicationId that is a UUID lands on its application, from /, /applications and /applicants', () => {
    for (const path of QUERY_LINK_PATHS) {
      expect(queryLinkRedirect(at(`${path}?applicationId=${APP_UUID}&profileId=${PROFILE}`))).toBe(`/applications/${APP_UUID}`);
    }
    expect(queryLinkRedirect(at(`/applications/?applicationId=${APP_UUID}`))).toBe(`/applications/${APP_UUID}`);
  });

  it('a lone profileId that is a UUID lands on the prospect home of that profile', () => {
    expect(queryLinkRedirect(at(`/?profileId=${PROFILE}`))).toBe(`/profiles/${PROFILE}`);
  });

  it('an id that is not a UUID goes to the applicants list', () => {
    expect(queryLinkRedirect(at('/?applicationId=12345&profileId=' + PROFILE))).toBe('/applicants');
    expect(queryLinkRedirect(at('/?applicationId='))).toBe('/applicants');
    expect(queryLinkRedirect(at('/applications?profileId=not-a-uuid'))).toBe('/applicants');
  });

  it('the ids never stay in the address; other parameters are kept', () => {
    expect(queryLinkRedirect(at(`/?utm_source=email&applicationId=${APP_UUID}&profileId=${PROFILE}`))).toBe(`/applications/${APP_UUID}?utm_source=email`);
    expect(queryLinkRedirect(at('/applicants?applicationId=x&step=2'))).toBe('/applicants?step=2');
  });

  it('does nothing without the parameters, or on any other page', () => {
    expect(queryLinkRedirect(at('/'))).toBeNull();
    expect(queryLinkRedirect(at('/applicants?step=2'))).toBeNull();
    expect(queryLinkRedirect(at(`/login?applicationId=${APP_UUID}`))).toBeNull();
    expect(queryLinkRedirect(at(`/applications/${APP_UUID}/tasks?profileId=${PROFILE}`))).toBeNull();
  });
});

describe('/{signup}: the configurable sign-up path (§2, VITE_SIGNUP_PATH)', () => {
  it('defaults to /signup when unset or blank', () => {
    expect(parseSignupPath(undefined)).toEqual({ ok: true, path: DEFAULT_SIGNUP_PATH });
    expect(parseSignupPath('  ')).toEqual({ ok: true, path: '/signup' });
    expect(SIGNUP_PATH).toBe('/signup');
  });

  it('accepts one segment, with or without its slashes', () => {
    for (const raw of ['join', '/join', '/join/', ' join ']) expect(parseSignupPath(raw)).toEqual({ ok: true, path: '/join' });
    expect(parseSignupPath('sign_up-2')).toEqual({ ok: true, path: '/sign_up-2' });
  });

  it('refuses more than one segment, odd characters and paths the portal already uses, naming the value', () => {
    for (const raw of ['a/b', '//evil.example', 'sign up', 'join?x=1', 'https://evil.example', '-join', '/']) {
      const result = parseSignupPath(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain('single path segment');
    }
    for (const raw of ['login', 'Applications', 'privacy-settings']) {
      const result = parseSignupPath(raw);
      expect(result).toEqual({ ok: false, error: expect.stringContaining('already a page') as unknown as string });
      expect(RESERVED_SEGMENTS.has(raw.toLowerCase())).toBe(true);
    }
  });

  it('the redirect page sends to the start of sign-up passing the path to come back to', () => {
    expect(signupRedirect(`?next=${encodeURIComponent(`/applications/${APP_UUID}/faq`)}`)).toBe(
      `/property_address?next=${encodeURIComponent(`/applications/${APP_UUID}/faq`)}`,
    );
    expect(signupRedirect('?next=%2F%2Fevil.example')).toBe('/property_address');
  });

  it('the sign-up path is a redirect: no page call of its own', () => {
    expect(pageOf(SIGNUP_PATH)).toBeNull();
    expect(pageOf('/signup/')).toBeNull();
  });
});

describe('sign-up returns to the path it was started from (§2 "passing the current path")', () => {
  function signedUp() {
    const { deps } = depsAtNow();
    const { store } = createTestStore({ reducers: { session: sessionReducer, auth: authReducer }, epics: [sessionEpic, authEpic], deps });
    store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'signup' }));
    deps.http.respond({ path: 'v1/customer/application/' }, jsonReply([application()]));
    deps.http.respond({ path: 'v1/customer/set-login-method/' }, jsonReply(profile()));
    const choose = () =>
      store.dispatch(chooseLoginMethod({ appProfileUuid: APP_PROFILE_UUID, method: 'password', password: 'long enough' }, { correlationId: 'c1' })) as unknown as Promise<AnyAction>;
    return { deps, choose };
  }

  it('once the new account has its login method, the person lands on the remembered path, once', async () => {
    const { deps, choose } = signedUp();
    rememberSignupReturn(deps.storage, `/applications/${APP_UUID}/faq`);
    const outcome = await choose();
    expect(loginMethodSet.match(outcome) && outcome.payload.path).toBe(`/applications/${APP_UUID}/faq`);
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}/faq`]);
    expect(takeSignupReturn(deps.storage)).toBeNull();
  });

  it('without a remembered path (or an unsafe one) the usual landing applies', async () => {
    const { deps, choose } = signedUp();
    deps.storage.set(SIGNUP_RETURN_KEY, '//evil.example');
    await choose();
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`]);
  });

  it('an unsafe next forgets an older remembered path', () => {
    const storage = createMemoryStorage();
    rememberSignupReturn(storage, '/applicants');
    rememberSignupReturn(storage, 'https://evil.example');
    expect(takeSignupReturn(storage)).toBeNull();
  });
});
