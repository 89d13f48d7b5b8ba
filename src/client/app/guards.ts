import { isTokenExpired } from '../../domain/token';
import type { Clock } from '../kernel/deps';
import { EXPIRED_REASON } from '../kernel/session/epic';
import { isSafeNextPath, loginPath } from '../kernel/session/paths';
import type { SessionState } from '../kernel/session/reducer';

/** What the route guards read: the session (late, when the route renders) and the clock. */
export interface GuardContext {
  getSession: () => SessionState;
  clock: Clock;
}

/** A location as the router reports it. */
export interface GuardLocation {
  pathname: string;
  search: string;
}

/** §5 "a missing token counts as expired": true when the session holds a token whose `exp` is still ahead. */
export function hasLiveSession(session: SessionState, nowMs: number): boolean {
  return session.token !== null && !isTokenExpired(session.expiresAt === null ? null : session.expiresAt / 1000, nowMs);
}

/**
 * Guard of the routes that need a session (/applications, /profiles, /create-user): null lets the route render; a
 * missing or expired token gives `/login?q=expired&next=<this path>`, where "Your session has expired. Please sign in
 * again." is shown.
 */
export function sessionRedirect(ctx: GuardContext, location: GuardLocation): string | null {
  if (hasLiveSession(ctx.getSession(), ctx.clock.now())) return null;
  return loginPath(EXPIRED_REASON, `${location.pathname}${location.search}`);
}

/** The funnel's first page (Get Started, §2). */
export const START_PATH = '/property_address';

/**
 * Guard of `/`: not signed in → the funnel's first page; signed in with a known application → its home; otherwise
 * null (the landing page decides: it fetches the applications).
 */
export function indexRedirect(ctx: GuardContext): string | null {
  const session = ctx.getSession();
  if (!hasLiveSession(session, ctx.clock.now())) return START_PATH;
  if (session.currentLoginAppUUID) return `/applications/${session.currentLoginAppUUID}`;
  return null;
}

/** `/signup` (§2 "a page that only redirects to sign-up, passing the current path"): the funnel, keeping a safe `next`. */
export function signupRedirect(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return isSafeNextPath(next) ? `${START_PATH}?next=${encodeURIComponent(next)}` : START_PATH;
}
