import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { documentsRoutes } from '../features/documents/routes';
import { helpRoutes } from '../features/help/routes';
import { newApplicationRoutes } from '../features/newApplication/routes';
import { offerRoutes } from '../features/offer/routes';
import { signingRoutes } from '../features/signing/routes';
import { tasksRoutes } from '../features/tasks/routes';
import { applicationSessionRoutes, loadApplicationsListPage } from '../features/application/routes';
import { authPublicRoutes, authSessionRoutes } from '../features/auth/routes';
import { declarationsRoutes } from '../features/declarations/routes';
import { funnelRedirects, funnelRoutes, loadFunnelApplicantsPage } from '../features/funnel/routes';
import { qualificationSessionRoutes } from '../features/qualification/routes';
import { sectionsRoutes } from '../features/sections/routes';
import type { LazyRoute } from '../kernel/lazyRoute';
import { Loading } from '../ui/Loading';
import type { GuardContext } from './guards';
import { lazyPage, type MountFeature } from './lazyFeatures';
import type { LazyFeatureName } from './modules';
import { ApplicantsRoute } from './pages/ApplicantsRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { IndexGuard, RequireSession, SignupRedirect } from './RouteGuards';

/** A route ready to render: its path and its lazy page. */
interface PageRoute {
  path: string;
  Page: ComponentType;
}

/**
 * Every route of the portal (§2), as a component to render inside the router. Pages are lazy (a Loading state shows
 * while the first one loads; later navigations keep the current page until the next is ready); the pages of the
 * auth and application features mount their feature first. The routes that need a session sit under one layout route
 * that is the session guard; a page that fails to load shows the route error page.
 */
export function createAppRoutes(ctx: GuardContext, mount: MountFeature): ComponentType {
  const pages = (feature: LazyFeatureName | null, routes: readonly LazyRoute[]): PageRoute[] =>
    routes.map(({ path, load }) => ({ path, Page: lazyPage(mount, feature, load) }));
  const Landing = lazyPage(mount, 'auth', () => import('./pages/LandingPage').then((m) => m.LandingPage));
  const Welcome = lazyPage(mount, null, () => import('./pages/WelcomePage').then((m) => m.WelcomePage));
  const NotFound = lazyPage(mount, null, () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));
  const ApplicationsList = lazyPage(mount, 'application', loadApplicationsListPage);
  const FunnelApplicants = lazyPage(mount, null, loadFunnelApplicantsPage);
  const publicPages = [...pages('auth', authPublicRoutes), ...pages(null, funnelRoutes)];
  const sessionPages = [
    ...pages('auth', authSessionRoutes),
    ...pages('application', applicationSessionRoutes),
    ...pages('qualification', qualificationSessionRoutes),
    ...pages('sections', sectionsRoutes),
    ...pages('declarations', declarationsRoutes),
    ...pages('tasks', tasksRoutes),
    ...pages('documents', documentsRoutes),
    ...pages('offer', offerRoutes),
    ...pages('signing', signingRoutes),
    ...pages('account', accountRoutes),
    ...pages('help', helpRoutes),
    ...pages('newApplication', newApplicationRoutes),
  ];
  const route = ({ path, Page }: PageRoute) => <Route key={path} path={path} element={<Page />} />;

  return function AppRoutes() {
    const { pathname } = useLocation();
    return (
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route
              path="/"
              element={
                <IndexGuard ctx={ctx}>
                  <Landing />
                </IndexGuard>
              }
            />
            <Route path="/signup" element={<SignupRedirect />} />
            <Route path="/welcome" element={<Welcome />} />
            {publicPages.map(route)}
            {funnelRedirects.map(({ path, to }) => (
              <Route key={path} path={path} element={<Navigate to={to} replace />} />
            ))}
            <Route path="/applicants" element={<ApplicantsRoute SignedIn={ApplicationsList} SignedOut={FunnelApplicants} />} />
            <Route element={<RequireSession ctx={ctx} />}>{sessionPages.map(route)}</Route>
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}
