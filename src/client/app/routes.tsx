import type { RouteObject } from 'react-router';
import { applicationSessionRoutes } from '../features/application/routes';
import { authPublicRoutes, authSessionRoutes } from '../features/auth/routes';
import { funnelRoutes } from '../features/funnel/routes';
import { Loading } from '../ui/Loading';
import { indexLoader, requireSession, signupLoader, type GuardContext } from './guards';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Every route of the portal (§2). Pages are lazy route modules, so the first load carries only its own page; the
 * routes that need a session sit under one pathless route whose loader is the session guard.
 */
export function createAppRoutes(ctx: GuardContext): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, loader: indexLoader(ctx), lazy: () => import('./pages/LandingPage').then((m) => ({ Component: m.LandingPage })) },
        { path: '/signup', loader: signupLoader, element: null },
        { path: '/welcome', lazy: () => import('./pages/WelcomePage').then((m) => ({ Component: m.WelcomePage })) },
        ...authPublicRoutes,
        ...funnelRoutes,
        { path: '/applicants', lazy: () => import('./pages/ApplicantsRoute').then((m) => ({ Component: m.ApplicantsRoute })) },
        { loader: requireSession(ctx), children: [...authSessionRoutes, ...applicationSessionRoutes] },
        { path: '*', lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ];
}
