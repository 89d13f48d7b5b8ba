import type { LazyRoute } from '../../kernel/lazyRoute';

/** The offer feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const offerRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/offer', load: () => import('./views/OfferPage').then((m) => m.OfferPage) },
];
