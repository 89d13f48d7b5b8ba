import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberSignupReturn } from '../kernel/session/signupReturn';
import { indexRedirect, queryLinkRedirect, sessionRedirect, signupRedirect, type GuardContext } from './guards';

/**
 * Layout route of the pages that need a session: renders them, or replaces the location with the login page saying
 * the session expired (§5) and carrying the way back. Reads the session when the route renders, not on every store
 * change, so a logout's own navigation is never raced.
 */
export function RequireSession({ ctx }: { ctx: GuardContext }) {
  const location = useLocation();
  const to = sessionRedirect(ctx, location);
  return to === null ? <Outlet /> : <Navigate to={to} replace />;
}

/** `/`: the funnel when signed out, the known application's home, else `children` (the landing page decides). */
export function IndexGuard({ ctx, children }: { ctx: GuardContext; children: ReactNode }) {
  const to = indexRedirect(ctx);
  return to === null ? children : <Navigate to={to} replace />;
}

/**
 * `/{signup}` (VITE_SIGNUP_PATH): only redirects to the funnel, keeping a safe `next` (§2), which is also remembered
 * for the browser session so that setting up the new account returns there (auth's landing after the login method).
 */
export function SignupRedirect({ ctx }: { ctx: GuardContext }) {
  const { search } = useLocation();
  const next = new URLSearchParams(search).get('next');
  useEffect(() => {
    if (ctx.storage) rememberSignupReturn(ctx.storage, next);
  }, [ctx, next]);
  return <Navigate to={signupRedirect(search)} replace />;
}

/**
 * §2 old query-string links: on `/`, `/applications` or `/applicants` with `applicationId`/`profileId` in the query,
 * replaces the location with the page they name (or the applicants list for a malformed id) before anything else
 * renders, so the ids leave the address bar and the history; otherwise renders `children`.
 */
export function QueryLinkGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const to = queryLinkRedirect(location);
  return to === null ? children : <Navigate to={to} replace />;
}
