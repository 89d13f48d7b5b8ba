import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The help feature's pages (need a session; the composition root guards them), each its own lazy chunk (issue #4 §5):
 * `/applications/:applicationId/resources` and `/applications/:applicationId/faq`.
 */
export const helpRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/resources', load: () => import('./views/ResourcesPage').then((m) => m.ResourcesPage) },
  { path: '/applications/:applicationId/faq', load: () => import('./views/FaqPage').then((m) => m.FaqPage) },
];
