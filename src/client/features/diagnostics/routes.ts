import type { LazyRoute } from '../../kernel/lazyRoute';

/** The public help page, reachable from every page's footer, signed in or not (docs/diagnostics.md). */
export const HELP_PATH = '/help';

/** The help page outside any application (signed out: the funnel, sign-in); its own lazy chunk. */
export const diagnosticsPublicRoutes: readonly LazyRoute[] = [
  { path: HELP_PATH, load: () => import('./views/HelpPage').then((m) => m.HelpPage) },
];

/** An application's help page (its header's Menu and footer lead there): a diagnostic shared here is attached to it. */
export const diagnosticsSessionRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/help', load: () => import('./views/HelpPage').then((m) => m.HelpPage) },
];
