import { hasLiveSession, indexLoader, requireSession, signupLoader } from '../../../src/client/app/guards';
import { initialSessionState, type SessionState } from '../../../src/client/kernel/session/reducer';
import { APP_UUID, NOW_MS } from './fixtures';

const clock = { now: () => NOW_MS };
const live: SessionState = { ...initialSessionState, token: 't', userUUID: 'u', expiresAt: NOW_MS + 60_000 };
const expired: SessionState = { ...live, expiresAt: NOW_MS };

/** What a loader threw or returned: a redirect's Location, or null. */
function outcome(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const args = (url: string) => ({ request: new Request(`http://portal.test${url}`), params: {}, context: undefined }) as never;

describe('route guards', () => {
  it('lets a live session through', () => {
    expect(hasLiveSession(live, NOW_MS)).toBe(true);
    expect(outcome(() => requireSession({ getSession: () => live, clock })(args(`/applications/${APP_UUID}`)))).toBeNull();
  });

  it.each([
    ['no token', initialSessionState],
    ['an expired token', expired],
  ])('sends %s to /login saying the session expired, with the way back', (_label, session) => {
    const location = outcome(() => requireSession({ getSession: () => session, clock })(args(`/applications/${APP_UUID}?tab=1`)));
    expect(location).toBe(`/login?q=expired&next=${encodeURIComponent(`/applications/${APP_UUID}?tab=1`)}`);
  });

  it('sends / to the funnel when signed out, to the known application when signed in', () => {
    expect(outcome(() => indexLoader({ getSession: () => initialSessionState, clock })())).toBe('/property_address');
    expect(outcome(() => indexLoader({ getSession: () => ({ ...live, currentLoginAppUUID: APP_UUID }), clock })())).toBe(`/applications/${APP_UUID}`);
    expect(outcome(() => indexLoader({ getSession: () => live, clock })())).toBeNull();
  });

  it('/signup goes to the start of the funnel keeping a safe next path', () => {
    expect(outcome(() => signupLoader(args('/signup?next=%2Fapplicants')))).toBe('/property_address?next=%2Fapplicants');
    expect(outcome(() => signupLoader(args('/signup?next=https%3A%2F%2Fevil.example')))).toBe('/property_address');
    expect(outcome(() => signupLoader(args('/signup')))).toBe('/property_address');
  });
});
