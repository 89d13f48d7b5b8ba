import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * Routes of the application feature that need a session (the composition root guards them): the application home
 * and the prospect home (§2). Each page is its own lazy chunk.
 */
export const applicationSessionRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId', load: () => import('./views/ApplicationHomePage').then((m) => m.ApplicationHomePage) },
  { path: '/profiles/:profileId', load: () => import('./views/ProfileHomePage').then((m) => m.ProfileHomePage) },
];

/** The signed-in applications list (shown at `/applicants` when there is a session), loaded on demand. */
export const loadApplicationsListPage: LazyRoute['load'] = () => import('./views/ApplicationsListPage').then((m) => m.ApplicationsListPage);

/** The outcome page of a closed-lost application (issue 12 §1), which the composition root shows at the home route. */
export const loadClosedLostPage: LazyRoute['load'] = () => import('./views/ClosedLostPage').then((m) => m.ClosedLostPage);
