import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import type { Navigation } from '../kernel/deps';

/** react-router's `navigate` as the bridge hands it over (absolute paths only). */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

/** A router location: path and query string. */
export interface RouterLocation {
  pathname: string;
  search: string;
}

/** The late binding between epics' {@link Navigation} and the router rendered by React. */
export interface RouterNavigation {
  navigation: Navigation;
  /** Binds the router's navigate (replaying navigations asked for while unbound); returns the unbind. */
  attach(navigate: NavigateFn): () => void;
  /** Reports the location the router now shows. */
  setLocation(location: RouterLocation): void;
}

/**
 * Epics' {@link Navigation}, bound late to the router (the store and its epics exist before React renders the router).
 * Navigations asked for while no router is bound are queued and replayed, in order, when one is; `location$` follows
 * what the router reports.
 */
export function createRouterNavigation(initial: RouterLocation): RouterNavigation {
  let current: NavigateFn | null = null;
  const pending: Array<[string, { replace?: boolean } | undefined]> = [];
  const location = new BehaviorSubject(initial);
  return {
    navigation: {
      navigate(path, opts) {
        if (current) current(path, opts);
        else pending.push([path, opts]);
      },
      location$: location.pipe(distinctUntilChanged((a, b) => a.pathname === b.pathname && a.search === b.search)),
    },
    attach(navigate) {
      current = navigate;
      for (const [path, opts] of pending.splice(0)) navigate(path, opts);
      return () => {
        if (current === navigate) current = null;
      };
    },
    setLocation({ pathname, search }) {
      location.next({ pathname, search });
    },
  };
}
