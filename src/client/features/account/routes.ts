import type { LazyRoute } from '../../kernel/lazyRoute';

/** The account feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const accountRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/profile', load: () => import('./views/ProfilePage').then((m) => m.ProfilePage) },
];
