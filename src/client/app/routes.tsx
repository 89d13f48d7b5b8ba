import { Suspense, useEffect, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { documentsRoutes } from '../features/documents/routes';
import { helpRoutes } from '../features/help/routes';
import { newApplicationRoutes } from '../features/newApplication/routes';
import { loadOpsBanner, OPS_AWAY_PATHS, OPS_HOME_PATH, opsRoutes } from '../features/ops/routes';
import { offerRoutes } from '../features/offer/routes';
import { signingRoutes } from '../features/signing/routes';
import { tasksRoutes } from '../features/tasks/routes';
import { applicationSessionRoutes, loadApplicationsListPage, loadClosedLostPage } from '../features/application/routes';
import { authPublicRoutes, authSessionRoutes } from '../features/auth/routes';
import { declarationsRoutes } from '../features/declarations/routes';
import { funnelRedirects, funnelRoutes, loadFunnelApplicantsPage } from '../features/funnel/routes';
import { qualificationSessionRoutes } from '../features/qualification/routes';
import { sectionsRoutes } from '../features/sections/routes';
import { loadInvestmentDashboardPage, servicingRoutes } from '../features/servicing/routes';
import { closingTasksRoutes } from '../features/closingTasks/routes';
import { messagesRoutes } from '../features/messages/routes';
import { diagnosticsPublicRoutes, diagnosticsSessionRoutes } from '../features/diagnostics/routes';
import { pathBehindOverlay, showsPrivacyOverlay } from '../kernel/consent/paths';
import type { LazyRoute } from '../kernel/lazyRoute';
import { AfterContent, preloadable, useProjection, withoutReveal } from '../kernel/react';
import { selectIsOps, selectIsSignedIn } from '../kernel/session/selectors';
import { SIGNUP_PATH } from '../kernel/session/signupConfig';
import { PageFooterSlot } from '../ui/PageFooterSlot';
import { PageShell, SkipLink } from '../ui/Page';
import { ReadOnlyProvider } from '../ui/ReadOnly';
import { QUERY_LINK_PATHS, type GuardContext } from './guards';
import { lazyPage, type MountFeature, type PreloadablePage } from './lazyFeatures';
import type { LazyFeatureName } from './modules';
import { ApplicantsRoute } from './pages/ApplicantsRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { IndexGuard, QueryLinkGuard, RequireSession, SignupRedirect } from './RouteGuards';

/** A route ready to render: its path and its lazy page. */
interface PageRoute {
  path: string;
  Page: ComponentType;
}

/** The application home (§2 base): the application feature's page, or the investment dashboard once funded (issue 11). */
const APPLICATION_HOME_PATH = '/applications/:applicationId';

/** The application feature's home page loader (its route, which the composition root wraps in `pages/ApplicationHomeRoute`). */
function applicationHomeLoad(): LazyRoute['load'] {
  const home = applicationSessionRoutes.find((r) => r.path === APPLICATION_HOME_PATH);
  if (!home) throw new Error(`the application feature offers no ${APPLICATION_HOME_PATH} route`);
  return home.load;
}

/** Pages that show the bot-check widget (§5) beside the funnel's `/applicants`: its module loads alongside them. */
const BOT_CHECK_PATHS: ReadonlySet<string> = new Set(['/login', '/ops/sign-in', '/help']);

/** The public pages' route tables (§2), with the lazy feature each page's module needs mounted first. */
const PUBLIC_ROUTE_TABLE: ReadonlyArray<readonly [LazyFeatureName | null, readonly LazyRoute[]]> = [
  ['auth', authPublicRoutes],
  ['ops', opsRoutes],
  [null, funnelRoutes],
  ['diagnostics', diagnosticsPublicRoutes],
];

/** The route tables of the pages behind the session guard (§2), each with its feature. */
const SESSION_ROUTE_TABLE: ReadonlyArray<readonly [LazyFeatureName, readonly LazyRoute[]]> = [
  ['auth', authSessionRoutes],
  ['application', applicationSessionRoutes],
  ['qualification', qualificationSessionRoutes],
  ['sections', sectionsRoutes],
  ['declarations', declarationsRoutes],
  ['tasks', tasksRoutes],
  ['documents', documentsRoutes],
  ['offer', offerRoutes],
  ['signing', signingRoutes],
  ['account', accountRoutes],
  ['help', helpRoutes],
  ['newApplication', newApplicationRoutes],
  ['servicing', servicingRoutes],
  ['closingTasks', closingTasksRoutes],
  ['messages', messagesRoutes],
  ['diagnostics', diagnosticsSessionRoutes],
];

/**
 * Every path pattern the router renders a page for (issue 14 §1: the prerender step tells the server which paths are
 * pages, which need a session, and which are unknown — a 404): `session` are the patterns behind the session guard,
 * `public` the others (redirect-only paths included, since they answer with the page they lead to).
 */
export function routePatterns(): { public: string[]; session: string[] } {
  return {
    public: [
      '/',
      SIGNUP_PATH,
      '/welcome',
      '/applicants',
      ...PUBLIC_ROUTE_TABLE.flatMap(([, routes]) => routes.map((r) => r.path)),
      ...funnelRedirects.map((r) => r.path),
      // §2 old links (`/applications?applicationId=…`) lead on from here.
      ...QUERY_LINK_PATHS,
    ],
    session: SESSION_ROUTE_TABLE.flatMap(([, routes]) => routes.map((r) => r.path)),
  };
}

/** The portal's routes as a component, with a way to load a public page's code before the first render. */
export type AppRoutesComponent = ComponentType & {
  /**
   * Loads the code of the page `pathname` shows (the 404 page for a path that is no page), so that the first render
   * needs no Suspense boundary: a prerendered page hydrates in one pass (issue 14 §1), and a page rendered afresh
   * shows as soon as its code is here. Rejects when the code cannot be fetched.
   */
  preload(pathname: string): Promise<void>;
};

/**
 * Every route of the portal (§2), as a component to render inside the router. Pages are lazy (a Loading state shows
 * while the first one loads; later navigations keep the current page until the next is ready); the pages of the
 * auth and application features mount their feature first. The application home shows the investment dashboard
 * once the application is funded (issue 11, `pages/ApplicationHomeRoute`). The routes that need a session sit under one layout route
 * that is the session guard; a page that fails to load shows the route error page.
 */
export function createAppRoutes(ctx: GuardContext, mount: MountFeature): AppRoutesComponent {
  /** A page showing the bot check (§5): its module is mounted too, but the page's first render does not wait for it. */
  const withBotCheck = (load: LazyRoute['load']): LazyRoute['load'] => () => {
    void mount('botCheck').catch(() => undefined);
    return load();
  };
  const pages = (feature: LazyFeatureName | null, routes: readonly LazyRoute[]): Array<{ path: string; Page: PreloadablePage }> =>
    routes.map(({ path, load }) => ({ path, Page: lazyPage(mount, feature, BOT_CHECK_PATHS.has(path) ? withBotCheck(load) : load) }));
  const Landing = lazyPage(mount, 'auth', () => import('./pages/LandingPage').then((m) => m.LandingPage));
  const Welcome = lazyPage(mount, null, () => import('./pages/WelcomePage').then((m) => m.WelcomePage));
  const NotFound = lazyPage(mount, null, () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));
  const ApplicationsList = lazyPage(mount, 'application', loadApplicationsListPage);
  const FunnelApplicants = lazyPage(mount, null, withBotCheck(loadFunnelApplicantsPage));
  // Issue 11: a funded application's home is the servicing feature's investment dashboard; the root chooses.
  const ApplicationHome = lazyPage(mount, 'application', applicationHomeLoad());
  const InvestmentDashboard = lazyPage(mount, 'servicing', loadInvestmentDashboardPage);
  // Issue 12 §1: a denied or withdrawn application's home is the application feature's outcome page.
  const ClosedLostHome = lazyPage(mount, 'application', loadClosedLostPage);
  // The chooser is a chunk of its own: it reads the Application query, whose module must stay out of the first load.
  const Home = preloadable(() =>
    import('./pages/ApplicationHomeRoute').then(
      ({ ApplicationHomeRoute: Choose }) =>
        function Home() {
          return <Choose Funded={InvestmentDashboard} ClosedLost={ClosedLostHome} NotFunded={ApplicationHome} />;
        },
    ),
  );
  const publicPages = PUBLIC_ROUTE_TABLE.flatMap(([feature, routes]) => pages(feature, routes));
  const sessionPages = [
    { path: APPLICATION_HOME_PATH, Page: Home },
    ...SESSION_ROUTE_TABLE.flatMap(([feature, routes]) => pages(feature, routes.filter((r) => r.path !== APPLICATION_HOME_PATH))),
  ];
  const route = ({ path, Page }: PageRoute) => <Route key={path} path={path} element={<Page />} />;
  // The parts below are chunks of their own that show once their code is here (`withoutReveal`: no Suspense reveal,
  // which React would hold back and which would hold back the page's own; docs/performance.md "Suspense reveals").
  // Issue 12 §3: the consent panel (only those who open it load it).
  const PrivacySettings = withoutReveal(preloadable(() => import('../features/privacy').then((m) => m.PrivacySettingsDialog)));
  // Issue 12 §2: the sign-in email notice and the inactivity warning only concern a session.
  const ActiveAppEmailNotice = withoutReveal(preloadable(() => import('./ActiveAppEmailNotice').then((m) => m.ActiveAppEmailNotice)));
  const SessionExpiryWarning = withoutReveal(preloadable(() => import('./SessionExpiryWarning').then((m) => m.SessionExpiryWarning)));
  // Issue 12 §3: the licensing disclosure in the footer of an application's pages.
  const ApplicationFooter = withoutReveal(preloadable(() => import('./pages/ApplicationFooter').then((m) => m.default)));
  const OpsBanner = withoutReveal(
    preloadable(async () => {
      const [, Banner] = await Promise.all([mount('ops'), loadOpsBanner()]);
      return Banner;
    }),
  );

  // The page each path shows, by pattern, as the routes below choose it (`/` leads on before rendering; `/applicants`
  // by the session, as ApplicantsRoute does; a privacy-settings path shows the page behind the overlay).
  const pagesByPattern: ReadonlyArray<{ path: string; Page: PreloadablePage }> = [
    { path: '/', Page: Landing },
    { path: '/welcome', Page: Welcome },
    ...publicPages,
    ...sessionPages,
  ];
  const pageAt = (pathname: string): PreloadablePage => {
    const path = showsPrivacyOverlay(pathname) ? pathBehindOverlay(pathname) : pathname;
    if (matchPath({ path: '/applicants', end: true }, path)) return ctx.getSession().token !== null ? ApplicationsList : FunnelApplicants;
    return pagesByPattern.find((page) => matchPath({ path: page.path, end: true }, path) !== null)?.Page ?? NotFound;
  };
  const preload = (pathname: string): Promise<void> => pageAt(pathname).preload();

  /** Issue 12 §2: the token refresh and the stored profiles start with the first session (a chunk of their own). */
  function SessionKeeper() {
    useEffect(() => {
      void mount('sessionKeeper').catch(() => undefined);
    }, []);
    return null;
  }

  function AppRoutes() {
    const location = useLocation();
    // §2: on a route containing /privacy-settings the overlay shows over the page at the path without it; that page
    // stays mounted while the overlay opens and closes.
    const overlay = showsPrivacyOverlay(location.pathname);
    const pathname = overlay ? pathBehindOverlay(location.pathname) : location.pathname;
    const pageLocation = overlay ? { ...location, pathname } : location;
    // §6 ops session: the customer entry points lead to every application; every application page is read-only and
    // topped by the ops banner (§2), whose code loads then.
    const isOps = useProjection(selectIsOps);
    const signedIn = useProjection(selectIsSignedIn);
    if (isOps && OPS_AWAY_PATHS.has(pathname)) return <Navigate to={OPS_HOME_PATH} replace />;
    const opsApplicationId = isOps ? matchPath({ path: '/applications/:applicationId', end: false }, pathname)?.params.applicationId : undefined;
    const applicationId = matchPath({ path: '/applications/:applicationId', end: false }, pathname)?.params.applicationId;
    // What only completes a page — the footer's licensing disclosure, the inactivity warning, the session keeper —
    // loads once the page's own content has shown (`AfterContent`), so the page's requests and work go first
    // (docs/performance.md "After the content").
    const footer = signedIn && applicationId ? (
      <AfterContent>
        <Suspense fallback={null}>
          <ApplicationFooter key={applicationId} applicationId={applicationId} />
        </Suspense>
      </AfterContent>
    ) : null;
    return (
      <ReadOnlyProvider readOnly={isOps}>
        <SkipLink />
        <RouteErrorBoundary pathname={pathname}>
          {opsApplicationId ? (
            <Suspense fallback={null}>
              <OpsBanner key={opsApplicationId} applicationId={opsApplicationId} />
            </Suspense>
          ) : null}
          {applicationId && signedIn && !isOps ? (
            <Suspense fallback={null}>
              <ActiveAppEmailNotice applicationId={applicationId} />
            </Suspense>
          ) : null}
          <PageFooterSlot content={footer}>
            <Suspense fallback={<PageShell />}>
              <QueryLinkGuard>
                <Routes location={pageLocation}>
                  <Route
                    path="/"
                    element={
                      <IndexGuard ctx={ctx}>
                        <Landing />
                      </IndexGuard>
                    }
                  />
                  <Route path={SIGNUP_PATH} element={<SignupRedirect ctx={ctx} />} />
                  <Route path="/welcome" element={<Welcome />} />
                  {publicPages.map(route)}
                  {funnelRedirects.map(({ path, to }) => (
                    <Route key={path} path={path} element={<Navigate to={to} replace />} />
                  ))}
                  <Route path="/applicants" element={<ApplicantsRoute SignedIn={ApplicationsList} SignedOut={FunnelApplicants} />} />
                  <Route element={<RequireSession ctx={ctx} />}>{sessionPages.map(route)}</Route>
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </QueryLinkGuard>
            </Suspense>
          </PageFooterSlot>
          {overlay ? (
            <Suspense fallback={null}>
              <PrivacySettings />
            </Suspense>
          ) : null}
          {signedIn ? (
            <AfterContent>
              <SessionKeeper />
              <Suspense fallback={null}>
                <SessionExpiryWarning />
              </Suspense>
            </AfterContent>
          ) : null}
        </RouteErrorBoundary>
      </ReadOnlyProvider>
    );
  }
  return Object.assign(AppRoutes, { preload });
}
