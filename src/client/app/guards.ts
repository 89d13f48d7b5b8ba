import { isUuid } from '../../domain/ids';
import { isTokenExpired } from '../../domain/token';
import type { Clock } from '../kernel/deps';
import { ENDED_REASON, EXPIRED_REASON, UNAUTHORIZED_REASON } from '../kernel/session/epic';
import { isSafeNextPath, loginPath, SIGN_IN_REQUIRED_REASON } from '../kernel/session/paths';
import type { SessionState } from '../kernel/session/reducer';
import type { Storage } from '../kernel/storage';

/** What the route guards read: the session (late, when the route renders) and the clock. */
export interface GuardContext {
  getSession: () => SessionState;
  clock: Clock;
  /** Where the `/{signup}` page keeps the path to return to after sign-up (kernel/session/signupReturn); absent in tests. */
  storage?: Storage;
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
 * Guard of the routes that need a session (/applications, /profiles, /create-user): null lets the route render. A
 * missing or expired token gives `/login?q=<reason>&next=<this path>`, the reason telling the two cases apart (issue
 * 12 §2): a tab whose session expired or was refused (401) — or still holds a token past `exp` — gets 'expired' ("Your
 * session has expired. Please sign in again."); a tab that never had a session, or whose person signed out, gets
 * 'sign-in' ("Please sign in to continue."); a tab whose session was ended elsewhere keeps 'ended' (issue 13 §1).
 */
export function sessionRedirect(ctx: GuardContext, location: GuardLocation): string | null {
  const session = ctx.getSession();
  if (hasLiveSession(session, ctx.clock.now())) return null;
  const next = `${location.pathname}${location.search}`;
  // Issue 13 §1: a session ended elsewhere keeps saying so, even after a reload.
  if (session.token === null && session.logoutReason === ENDED_REASON) return loginPath(ENDED_REASON, next);
  const expired = session.token !== null || session.logoutReason === EXPIRED_REASON || session.logoutReason === UNAUTHORIZED_REASON;
  return loginPath(expired ? EXPIRED_REASON : SIGN_IN_REQUIRED_REASON, next);
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

/**
 * `/{signup}` (§2 "a page that only redirects to sign-up, passing the current path"; the path is VITE_SIGNUP_PATH,
 * kernel/session/signupPath): the funnel's first page, keeping a safe `next` — the path the person came from, where
 * they return once signed up.
 */
export function signupRedirect(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return isSafeNextPath(next) ? `${START_PATH}?next=${encodeURIComponent(next)}` : START_PATH;
}

/** Where an old link may carry `applicationId`/`profileId` in its query (§2 "It reads query parameters…"). */
export const QUERY_LINK_PATHS: ReadonlySet<string> = new Set(['/', '/applications', '/applicants']);

/**
 * §2 "The application page reads query parameters applicationId and profileId" (old links such as
 * `/?applicationId=…&profileId=…`): on a {@link QUERY_LINK_PATHS} path, where the link leads — `/applications/{id}`
 * for an `applicationId` that is a UUID, else `/profiles/{profileId}` for a lone `profileId` that is a UUID (§4
 * "profile data is fetched by profileId"), and `/applicants` (the applicants list) for an id that is not a UUID. Other
 * query parameters are kept; the ids never are, so the caller replaces the history entry and they leave the address bar.
 * Null when there is nothing to do (no such parameter, or another path). The session guard of the target decides
 * about sign-in (signed out → login, returning to the target).
 */
export function queryLinkRedirect(location: GuardLocation): string | null {
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (!QUERY_LINK_PATHS.has(pathname)) return null;
  const params = new URLSearchParams(location.search);
  const applicationId = params.get('applicationId');
  const profileId = params.get('profileId');
  if (applicationId === null && profileId === null) return null;
  params.delete('applicationId');
  params.delete('profileId');
  const rest = params.toString();
  const keep = rest ? `?${rest}` : '';
  if (applicationId !== null) return isUuid(applicationId) ? `/applications/${applicationId}${keep}` : `/applicants${keep}`;
  return isUuid(profileId) ? `/profiles/${profileId}${keep}` : `/applicants${keep}`;
}
