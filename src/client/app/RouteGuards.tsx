import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { indexRedirect, sessionRedirect, signupRedirect, type GuardContext } from './guards';

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

/** `/signup`: only redirects to the funnel, keeping a safe `next` (§2). */
export function SignupRedirect() {
  const { search } = useLocation();
  return <Navigate to={signupRedirect(search)} replace />;
}
