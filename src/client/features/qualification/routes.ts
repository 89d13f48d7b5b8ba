import type { LazyRoute } from '../../kernel/lazyRoute';

/** The qualification wizard's page (§2 wizard stages); needs a session (the composition root guards it). Lazy chunk. */
export const qualificationSessionRoutes: readonly LazyRoute[] = [
  {
    path: '/applications/:applicationId/qualification',
    load: () => import('./views/QualificationPage').then((m) => m.QualificationPage),
  },
];
