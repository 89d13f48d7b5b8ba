/// <reference types="vite/client" />
import '../ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AfterPaintProvider, ContentGateProvider, StoreProvider, toViewStore } from '../kernel/react';
import { createContentGate } from '../kernel/contentShown';
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
import { pageShown } from '../analytics/pageShown';
import { createOutbox, sendOutboxByBeacon } from '../analytics/outbox';
import { pageOf } from '../analytics/pages';

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

// Analytics (docs/analytics.md "Delivery"). The outbox is here, in the entry: the calls tracked in this browser
// session and not yet acknowledged, kept in session storage, and sent by beacon when the page is hidden or left — so a
// page left a moment after it showed still reaches the stream, and a reload or crash loses nothing. The tracker, which
// turns logged events into calls, is a small chunk fetched now, after the stored session and privacy choices are back
// (a person who turned analytics off is never tracked); it derives the log from its first event. The sending layer
// (checks, batches, acknowledgments, session replay and chat) loads later: on the first press or scroll, or when idle
// after the load event (./analyticsTrigger), and takes over what the outbox holds.
const outbox = createOutbox(deps.storage);
const analyticsAllowed = () => selectConsent(store.getState()).analytics && !selectSession(store.getState()).isOps;
const beaconOutbox = () =>
  sendOutboxByBeacon(outbox, {
    beacon: typeof navigator.sendBeacon === 'function' ? (url, json) => navigator.sendBeacon(url, new Blob([json], { type: 'application/json' })) : null,
    allowed: analyticsAllowed,
    blocked: () => deps.http.mutationsBlocked?.() ?? false,
  });
window.addEventListener('pagehide', beaconOutbox);
deps.visibility.visible$.subscribe((visible) => visible || beaconOutbox());
const tracker = import('../analytics/tracker').then((m) => m.createTracker({ eventLog, outbox, storage: deps.storage, allowed: analyticsAllowed }));
const reportPage = (pathname: string) => {
  recorder.record({ at: deps.clock.now(), k: 'page', pathname });
  const page = pageOf(pathname);
  if (page) store.dispatch(pageShown(page));
};
// Loaded once; should the chunks fail to arrive (offline), the calls wait in the outbox, go by beacon when the page is
// left, and the next page load tries again.
whenAnalyticsMayLoad(window, () => {
  void Promise.all([import('../analytics'), tracker]).then(
    ([m, loaded]) =>
      m.startAnalytics({
        dispatch: store.dispatch, addModule, tracker: loaded, deps, win: window, dev: import.meta.env.DEV, consent: () => selectConsent(store.getState()),
      }),
    () => undefined,
  );
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);
// Issue 14 §1: `/` is prerendered as the page its guard sends a signed-out person to; go there before the first render
// (as the guard's replace would) so the HTML is hydrated rather than replaced.
if (window.location.pathname === '/' && !window.location.search && prerendered !== null && indexRedirect(ctx) === prerendered) {
  window.history.replaceState(window.history.state, '', `${prerendered}${window.location.hash}`);
}
// When the page's content has shown (kernel/contentShown): what only completes a page waits for it.
const contentGate = createContentGate((work) => afterNextPaint(document, work));
const app = (
  <StoreProvider store={toViewStore(store)}>
    <AfterPaintProvider afterPaint={(work) => afterNextPaint(document, work)}>
      <ContentGateProvider gate={contentGate}>
        <BrowserRouter>
          <AppTree bridge={nav} onPathname={reportPage} AppRoutes={AppRoutes} />
        </BrowserRouter>
      </ContentGateProvider>
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
// or hydrates it, once the page's code is here (its chunks are preloaded by the HTML; `/` with a session: the page its
// guard leads to). Hydration then runs in one pass, with no Suspense boundary left waiting for code, where a store
// update arriving meanwhile would make React render the page afresh and lose what was typed into it. A page rendered
// afresh shows at once instead of behind the router's loading state, which React would hold for up to 300 ms more
// once the code arrived (docs/performance.md "Suspense reveals"); meanwhile the HTML's shell shows the same loading
// state. Should the code fail to load, the render goes ahead and the route's error page says so. A page rendered
// afresh starts as a transition: React then renders it in slices of about 5 ms and lets the browser handle input and
// paint in between, where a blocking first render was one long task (issue 14 §3 TBT; docs/performance.md "The first
// render as a transition"). Hydration keeps the default priority: under a transition it lost an email typed meanwhile
// in earlier browser-test runs (docs/prerendering.md).
afterNextPaint(document, () => {
  const go = hydrate ? () => void hydrateRoot(root, app) : () => startTransition(() => createRoot(root).render(app));
  const { pathname } = window.location;
  AppRoutes.preload(pathname === '/' ? (indexRedirect(ctx) ?? pathname) : pathname).then(go, go);
});
