import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathBehindOverlay } from '../kernel/consent/paths';
import type { RouterNavigation } from './navigation';

/**
 * Renders nothing; inside the router it hands `useNavigate()` and `useLocation()` to the epics' navigation adapter.
 * Bound in an effect: react-router's navigate may not run during render, and it changes with the location.
 * `onPathname` hears each new pathname (the app dispatches `navigation/pageShown` for it, issue #5 page calls) — the
 * page's own: the privacy-settings overlay opening over it (issue 12 §3) is not a new page.
 */
export function NavigationBridge({ bridge, onPathname }: { bridge: RouterNavigation; onPathname?: (pathname: string) => void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => bridge.attach((to, opts) => void navigate(to, opts)), [bridge, navigate]);
  useEffect(() => bridge.setLocation({ pathname, search }), [bridge, pathname, search]);
  const page = pathBehindOverlay(pathname);
  useEffect(() => onPathname?.(page), [onPathname, page]);
  return null;
}
