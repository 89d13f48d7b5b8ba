import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The newApplication feature's pages (need a session; the composition root guards them), each its own lazy chunk: the
 * welcome-back sub-page, then the address input.
 */
export const newApplicationRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/new-application', load: () => import('./views/WelcomeBackPage').then((m) => m.WelcomeBackPage) },
  { path: '/applications/:applicationId/new-application/address', load: () => import('./views/NewApplicationAddressPage').then((m) => m.NewApplicationAddressPage) },
];
