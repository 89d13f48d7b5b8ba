import type { LazyRoute } from '../../kernel/lazyRoute';

/** The documents feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const documentsRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/documents', load: () => import('./views/DocumentsPage').then((m) => m.DocumentsPage) },
];
