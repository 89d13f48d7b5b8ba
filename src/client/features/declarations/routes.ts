import type { LazyRoute } from '../../kernel/lazyRoute';

/** The declarations page (needs a session; the composition root guards it). Its own lazy chunk. */
export const declarationsRoutes: readonly LazyRoute[] = [
  {
    path: '/applications/:applicationId/sections/declarations',
    load: () => import('./views/DeclarationsPage').then((m) => m.DeclarationsPage),
  },
];
