import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isTokenExpired } from '../../domain/token';
import type { Clock } from '../kernel/deps';
import { EXPIRED_REASON } from '../kernel/session/epic';
import { isSafeNextPath, loginPath } from '../kernel/session/paths';
import type { SessionState } from '../kernel/session/reducer';

/** What the route guards read: the session (late, at navigation time) and the clock. */
export interface GuardContext {
  getSession: () => SessionState;
  clock: Clock;
}

/** §5 "a missing token counts as expired": true when the session holds a token whose `exp` is still ahead. */
export function hasLiveSession(session: SessionState, nowMs: number): boolean {
  return session.token !== null && !isTokenExpired(session.expiresAt === null ? null : session.expiresAt / 1000, nowMs);
}

/**
 * Loader of the routes that need a session (/applications, /profiles, /create-user): a missing or expired token →
 * `/login?q=expired&next=<this path>`, where "Your session has expired. Please sign in again." is shown.
 */
export function requireSession(ctx: GuardContext) {
  return ({ request }: LoaderFunctionArgs) => {
    if (hasLiveSession(ctx.getSession(), ctx.clock.now())) return null;
    const url = new URL(request.url);
    throw redirect(loginPath(EXPIRED_REASON, `${url.pathname}${url.search}`));
  };
}

/** The funnel's first page (Get Started, §2). */
export const START_PATH = '/property_address';

/**
 * Loader of `/`: not signed in → the funnel's first page; signed in with a known application → its home; otherwise
 * the landing page decides (it fetches the applications).
 */
export function indexLoader(ctx: GuardContext) {
  return () => {
    const session = ctx.getSession();
    if (!hasLiveSession(session, ctx.clock.now())) throw redirect(START_PATH);
    if (session.currentLoginAppUUID) throw redirect(`/applications/${session.currentLoginAppUUID}`);
    return null;
  };
}

/** Loader of `/signup` (§2 "a page that only redirects to sign-up, passing the current path"): keeps a safe `next`. */
export function signupLoader({ request }: LoaderFunctionArgs) {
  const next = new URL(request.url).searchParams.get('next');
  throw redirect(isSafeNextPath(next) ? `${START_PATH}?next=${encodeURIComponent(next)}` : START_PATH);
}
