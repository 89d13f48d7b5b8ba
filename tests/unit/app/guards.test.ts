import { hasLiveSession, indexRedirect, sessionRedirect, signupRedirect } from '../../../src/client/app/guards';
import { initialSessionState, type SessionState } from '../../../src/client/kernel/session/reducer';
import { APP_UUID, NOW_MS } from './fixtures';

const clock = { now: () => NOW_MS };
const live: SessionState = { ...initialSessionState, token: 't', userUUID: 'u', expiresAt: NOW_MS + 60_000 };
const expired: SessionState = { ...live, expiresAt: NOW_MS };

/** A router location from a path with an optional query string. */
const at = (url: string) => {
  const { pathname, search } = new URL(`http://portal.test${url}`);
  return { pathname, search };
};

describe('route guards', () => {
  it('lets a live session through', () => {
    expect(hasLiveSession(live, NOW_MS)).toBe(true);
    expect(sessionRedirect({ getSession: () => live, clock }, at(`/applications/${APP_UUID}`))).toBeNull();
  });

  it.each([
    ['an expired token', expired],
    ['a session that ended as expired', { ...initialSessionState, logoutReason: 'expired' }],
    ['a session the server refused (401)', { ...initialSessionState, logoutReason: 'unauthorized' }],
  ])('sends %s to /login saying the session expired, with the way back', (_label, session) => {
    const location = sessionRedirect({ getSession: () => session, clock }, at(`/applications/${APP_UUID}?tab=1`));
    expect(location).toBe(`/login?q=expired&next=${encodeURIComponent(`/applications/${APP_UUID}?tab=1`)}`);
  });

  it.each([
    ['a tab that never had a session', initialSessionState],
    ['a person who signed out', { ...initialSessionState, logoutReason: 'signed-out' }],
  ])('sends %s to /login asking to sign in (issue 12 §2: nothing expired), with the way back', (_label, session) => {
    const location = sessionRedirect({ getSession: () => session, clock }, at(`/applications/${APP_UUID}?tab=1`));
    expect(location).toBe(`/login?q=sign-in&next=${encodeURIComponent(`/applications/${APP_UUID}?tab=1`)}`);
  });

  it('keeps saying a session ended elsewhere (issue 13 §1) after a reload, with the way back', () => {
    const session = { ...initialSessionState, logoutReason: 'ended' };
    const location = sessionRedirect({ getSession: () => session, clock }, at(`/applications/${APP_UUID}?tab=1`));
    expect(location).toBe(`/login?q=ended&next=${encodeURIComponent(`/applications/${APP_UUID}?tab=1`)}`);
  });

  it('reads the session when asked, not when the guard was built', () => {
    let session = initialSessionState;
    const ctx = { getSession: () => session, clock };
    session = live;
    expect(sessionRedirect(ctx, at('/profiles/u'))).toBeNull();
    expect(indexRedirect(ctx)).toBeNull();
  });

  it('sends / to the funnel when signed out, to the known application when signed in', () => {
    expect(indexRedirect({ getSession: () => initialSessionState, clock })).toBe('/property_address');
    expect(indexRedirect({ getSession: () => expired, clock })).toBe('/property_address');
    expect(indexRedirect({ getSession: () => ({ ...live, currentLoginAppUUID: APP_UUID }), clock })).toBe(`/applications/${APP_UUID}`);
    expect(indexRedirect({ getSession: () => live, clock })).toBeNull();
  });

  it('/signup goes to the start of the funnel keeping a safe next path', () => {
    expect(signupRedirect('?next=%2Fapplicants')).toBe('/property_address?next=%2Fapplicants');
    expect(signupRedirect('?next=https%3A%2F%2Fevil.example')).toBe('/property_address');
    expect(signupRedirect('?next=%2F%2Fevil.example')).toBe('/property_address');
    expect(signupRedirect('')).toBe('/property_address');
  });
});
