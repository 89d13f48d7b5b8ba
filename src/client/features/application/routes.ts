import type { RouteObject } from 'react-router';

/**
 * Routes of the application feature that need a session (the composition root guards them): the application home
 * and the prospect home (§2). Each page is its own lazy chunk.
 */
export const applicationSessionRoutes: RouteObject[] = [
  {
    path: '/applications/:applicationId',
    lazy: () => import('./views/ApplicationHomePage').then((m) => ({ Component: m.ApplicationHomePage })),
  },
  { path: '/profiles/:profileId', lazy: () => import('./views/ProfileHomePage').then((m) => ({ Component: m.ProfileHomePage })) },
];

/** The signed-in applications list (shown at `/applicants` when there is a session), loaded on demand. */
export const loadApplicationsListPage = () => import('./views/ApplicationsListPage');
