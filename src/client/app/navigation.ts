import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import type { Navigation } from '../kernel/deps';

/** What {@link createRouterNavigation} needs of react-router's data router. */
export interface RouterLike {
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
  state: { location: { pathname: string; search: string } };
}

/**
 * Epics' {@link Navigation}, bound late to the data router (the router is built after the store, whose epics need
 * navigation). Navigations asked for before {@link attach} are replayed on it; `location$` follows the router.
 */
export function createRouterNavigation(initial: { pathname: string; search: string }) {
  let router: RouterLike | null = null;
  const pending: Array<[string, { replace?: boolean } | undefined]> = [];
  const location = new BehaviorSubject(initial);
  const navigation: Navigation = {
    navigate(path, opts) {
      if (router) void router.navigate(path, opts);
      else pending.push([path, opts]);
    },
    location$: location.pipe(distinctUntilChanged((a, b) => a.pathname === b.pathname && a.search === b.search)),
  };
  return {
    navigation,
    /** Binds the router; returns the unsubscribe of its location listener. */
    attach(r: RouterLike): () => void {
      router = r;
      location.next({ pathname: r.state.location.pathname, search: r.state.location.search });
      const stop = r.subscribe((state) => location.next({ pathname: state.location.pathname, search: state.location.search }));
      for (const [path, opts] of pending.splice(0)) void r.navigate(path, opts);
      return stop;
    },
  };
}
