import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The sections feature's pages (need a session; the composition root guards them), each its own lazy chunk:
 * the form overview and the form of each section but declarations (`/sections/declarations` is the declarations
 * feature's route, which react-router ranks above `:section`).
 */
export const sectionsRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/sections', load: () => import('./views/SectionsOverviewPage').then((m) => m.Component) },
  { path: '/applications/:applicationId/sections/:section', load: () => import('./views/SectionPage').then((m) => m.Component) },
];
