import { matchPath } from 'react-router';

/** The `#root` attribute the prerender step writes (issue 14 §1): the path its HTML shows, or `*` for the 404 page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A path without its trailing slashes (`/login/` → `/login`; `/` stays). */
export const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** What the browser's first render finds in `#root` and how it starts. */
export interface FirstRender {
  /** The path the prerendered HTML shows (`*` = the 404 page), or null for an empty root or a shell. */
  prerendered: string | null;
  /** The current path. */
  pathname: string;
  /**
   * Whether the browser starts in the state pages are prerendered for: no query string (e.g. `/login?q=expired` adds
   * a notice) and the session as a first visit has it (no session, no "your session ended" reason kept in storage).
   */
  pristine: boolean;
  /** Whether the path is a page of the router (`*` matches only paths that are not). */
  isKnownRoute: (pathname: string) => boolean;
}

/**
 * Issue 14 §1: hydrate the prerendered HTML (`hydrateRoot`: what it shows stays, and what was typed before the code
 * arrived is kept) only when the first render will produce the same markup — the HTML of this very path (or the 404
 * page on a path that is no page), in the state pages are prerendered for. Anything else (a shell, a session, a query,
 * no HTML) is rendered afresh (`createRoot` replaces what the HTML showed in its first commit).
 */
export function shouldHydrate({ prerendered, pathname, pristine, isKnownRoute }: FirstRender): boolean {
  if (prerendered === null || !pristine) return false;
  if (prerendered === '*') return !isKnownRoute(pathname);
  return prerendered === withoutTrailingSlash(pathname);
}

/** A matcher of the router's path patterns (react-router's own matching, case-insensitive as the router is). */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  return (pathname) => patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
