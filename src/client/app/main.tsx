/// <reference types="vite/client" />
import '../ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AfterPaintProvider, StoreProvider, toViewStore } from '../kernel/react';
import { restoreConsent } from '../kernel/consent/actions';
import { selectConsent } from '../kernel/consent/reducer';
import { restoreSession } from '../kernel/session/actions';
import { selectSession } from '../kernel/session/selectors';
import { initialSessionState } from '../kernel/session/reducer';
import { createDiagnosticsRecorder } from '../kernel/diagnostics/recorder';
import { createBrowserDeps } from './deps';
import { createFeatureMounter } from './lazyFeatures';
import { EAGER_MODULES, LAZY_FEATURES } from './modules';
import { AppTree } from './AppTree';
import { createRouterNavigation } from './navigation';
import { createAppRoutes, routePatterns } from './routes';
import { afterNextPaint } from '../kernel/afterNextPaint';
import { PRERENDERED_ATTRIBUTE, routeMatcher, shouldHydrate } from './firstRender';
import { indexRedirect } from './guards';
import { devChecks } from './devChecks';
import { createAppStore, type AppState } from './store';
import { applyViewport } from './viewport';
import { whenAnalyticsMayLoad } from './analyticsTrigger';

// §1/§9: scale narrow screens before anything renders; again when the screen turns.
applyViewport(document, window.screen.width);
window.addEventListener('orientationchange', () => applyViewport(document, window.screen.width));

const nav = createRouterNavigation({ pathname: window.location.pathname, search: window.location.search });
// What a person may share with support (docs/diagnostics.md): references in memory, scrubbed only when shared.
const recorder = createDiagnosticsRecorder();
let readState: () => AppState | undefined = () => undefined;
const deps = createBrowserDeps({
  win: window,
  navigation: nav.navigation,
  getToken: () => {
    const state = readState();
    return state ? selectSession(state).token : null;
  },
  isOps: () => {
    const state = readState();
    return state ? selectSession(state).isOps : undefined;
  },
  getTurnstileToken: () => {
    const state = readState();
    return state ? selectSession(state).turnstileToken : null;
  },
  recorder,
});
const { store, addModule, eventLog } = createAppStore({
  deps,
  modules: EAGER_MODULES,
  devTools: import.meta.env.DEV,
  checks: import.meta.env.DEV ? devChecks() : [],
  recorder: recorder.middleware(deps.clock),
});
readState = () => store.getState();

// Synchronous: the stored token is back in the state before the first route guard runs, and the stored privacy choices
// (issue 12 §3) before analytics, session replay or chat could load.
store.dispatch(restoreSession());
store.dispatch(restoreConsent());

const mount = createFeatureMounter(LAZY_FEATURES, addModule);
const ctx = { getSession: () => selectSession(store.getState()), clock: deps.clock, storage: deps.storage };
const AppRoutes = createAppRoutes(ctx, mount);

// Issue #5: analytics (with the real transport, session replay and chat) load after the first render (not in the first
// load); they derive every event logged since start, then live ones. Issue 14 §3: not while the page loads either —
// on the first press or scroll, when the page is hidden or left, or when idle after the load event
// (./analyticsTrigger); the pages shown meanwhile are reported, in order, once it arrives. Once loaded, a page is
// reported in the router's effect itself, before the new page's own effects send anything.
let analytics: typeof import('../analytics') | undefined;
let analyticsWanted = false;
let analyticsLoading = false;
const pagesToReport: string[] = [];
const showPage = (m: typeof import('../analytics'), pathname: string) =>
  m.showPage(
    { dispatch: store.dispatch, addModule, eventLog, deps, win: window, dev: import.meta.env.DEV, consent: () => selectConsent(store.getState()) },
    pathname,
  );
const loadAnalytics = () => {
  if (analytics || analyticsLoading || !analyticsWanted) return;
  analyticsLoading = true;
  // A failed fetch (offline) is tried again with the next page shown; the pages waiting stay queued.
  void import('../analytics').then(
    (m) => {
      analytics = m;
      for (let next = pagesToReport.shift(); next !== undefined; next = pagesToReport.shift()) showPage(m, next);
    },
    () => {
      analyticsLoading = false;
    },
  );
};
const reportPage = (pathname: string) => {
  recorder.record({ at: deps.clock.now(), k: 'page', pathname });
  if (analytics) return showPage(analytics, pathname);
  pagesToReport.push(pathname);
  loadAnalytics();
};
whenAnalyticsMayLoad(window, () => {
  analyticsWanted = true;
  loadAnalytics();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);
// Issue 14 §1: `/` is prerendered as the page its guard sends a signed-out person to; go there before the first render
// (as the guard's replace would) so the HTML is hydrated rather than replaced.
if (window.location.pathname === '/' && !window.location.search && prerendered !== null && indexRedirect(ctx) === prerendered) {
  window.history.replaceState(window.history.state, '', `${prerendered}${window.location.hash}`);
}
const app = (
  <StoreProvider store={toViewStore(store)}>
    <AfterPaintProvider afterPaint={(work) => afterNextPaint(document, work)}>
      <BrowserRouter>
        <AppTree bridge={nav} onPathname={reportPage} AppRoutes={AppRoutes} />
      </BrowserRouter>
    </AfterPaintProvider>
  </StoreProvider>
);
const patterns = routePatterns();
const hydrate = shouldHydrate({
  prerendered,
  pathname: window.location.pathname,
  pristine: !window.location.search && JSON.stringify(selectSession(store.getState())) === JSON.stringify(initialSessionState),
  isKnownRoute: routeMatcher([...patterns.public, ...patterns.session]),
});
// Issue 14 §1: the browser paints the prerendered HTML first (a visible tab: after its next frame), then React renders
// or hydrates it. A page is hydrated once its code is here (its chunks are preloaded by the HTML): hydration then runs
// in one pass, with no Suspense boundary left waiting for code, where a store update arriving meanwhile would make
// React render the page afresh and lose what was typed into it. Should the code fail to load, hydration goes ahead and
// the route's error page says so. A page rendered afresh starts as a transition: React then renders it in slices of
// about 5 ms and lets the browser handle input and paint in between, where a blocking first render was one long task
// (issue 14 §3 TBT; docs/performance.md "The first render as a transition"). Hydration keeps the default priority:
// under a transition it lost an email typed meanwhile in earlier browser-test runs (docs/prerendering.md).
afterNextPaint(document, () => {
  if (!hydrate) return startTransition(() => createRoot(root).render(app));
  const go = () => void hydrateRoot(root, app);
  AppRoutes.preload(window.location.pathname).then(go, go);
});
