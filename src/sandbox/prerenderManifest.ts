/** The file the build writes next to the prerendered pages (issue 14 §1, scripts/prerender/plugin.ts). */
export const PRERENDER_MANIFEST = 'prerender.json';

/**
 * What a server needs to answer a page address from the build output: `pages` answer their exact path (trailing
 * slash ignored) with their file; any other path the router knows (`routes`, react-router patterns) gets the `shell`
 * (the client renders it); any path it does not know gets `notFound` with status 404. Files are relative to the
 * output folder.
 */
export interface PrerenderManifest {
  pages: ReadonlyArray<{ path: string; file: string }>;
  notFound: string;
  shell: string;
  routes: { public: readonly string[]; session: readonly string[] };
}

/** The path segment that opens the privacy-settings overlay over the page before it (§2; client kernel/consent/paths). */
const OVERLAY_SEGMENT = /\/privacy-settings(?=\/|$)/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A react-router path pattern as a RegExp (case-insensitive, trailing slash optional, as the router matches):
 * `:param` is one segment, `:param?` an optional one, a final `*` the rest.
 */
export function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment)) return '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** How to answer one page address: the file (relative to the output folder) and the status. */
export interface PageAnswer {
  file: string;
  status: 200 | 404;
}

/**
 * The answer for a GET of `pathname` (no query) by the manifest (issue 14 §1): a prerendered page's own file; the
 * page behind a privacy-settings overlay for an overlay path; the shell for any other page of the router; the 404
 * page, status 404, for a path that is no page.
 */
export function pageAnswer(manifest: PrerenderManifest, pathname: string): PageAnswer {
  const behind = pathname.replace(OVERLAY_SEGMENT, '');
  const path = behind.length > 1 ? behind.replace(/\/+$/, '') || '/' : behind || '/';
  const page = manifest.pages.find((p) => p.path === path);
  if (page) return { file: page.file, status: 200 };
  const known = [...manifest.routes.public, ...manifest.routes.session].some((pattern) => patternRegExp(pattern).test(path));
  return known ? { file: manifest.shell, status: 200 } : { file: manifest.notFound, status: 404 };
}
