import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouterNavigation } from './navigation';

/**
 * Renders nothing; inside the router it hands `useNavigate()` and `useLocation()` to the epics' navigation adapter.
 * Bound in an effect: react-router's navigate may not run during render, and it changes with the location.
 * `onPathname` hears each new pathname (the app dispatches `navigation/pageShown` for it, issue #5 page calls).
 */
export function NavigationBridge({ bridge, onPathname }: { bridge: RouterNavigation; onPathname?: (pathname: string) => void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => bridge.attach((to, opts) => void navigate(to, opts)), [bridge, navigate]);
  useEffect(() => bridge.setLocation({ pathname, search }), [bridge, pathname, search]);
  useEffect(() => onPathname?.(pathname), [onPathname, pathname]);
  return null;
}
