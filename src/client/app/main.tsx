/// <reference types="vite/client" />
import '../ui/styles.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { StoreProvider, toViewStore } from '../kernel/react';
import { restoreConsent } from '../kernel/consent/actions';
import { selectConsent } from '../kernel/consent/reducer';
import { restoreSession } from '../kernel/session/actions';
import { selectSession } from '../kernel/session/selectors';
import { createBrowserDeps } from './deps';
import { createFeatureMounter } from './lazyFeatures';
import { EAGER_MODULES, LAZY_FEATURES } from './modules';
import { NavigationBridge } from './NavigationBridge';
import { createRouterNavigation } from './navigation';
import { createAppRoutes } from './routes';
import { devChecks } from './devChecks';
import { createAppStore, type AppState } from './store';
import { applyViewport } from './viewport';

// §1/§9: scale narrow screens before anything renders; again when the screen turns.
applyViewport(document, window.screen.width);
window.addEventListener('orientationchange', () => applyViewport(document, window.screen.width));

const nav = createRouterNavigation({ pathname: window.location.pathname, search: window.location.search });
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
});
const { store, addModule, eventLog } = createAppStore({
  deps,
  modules: EAGER_MODULES,
  devTools: import.meta.env.DEV,
  checks: import.meta.env.DEV ? devChecks() : [],
});
readState = () => store.getState();

// Synchronous: the stored token is back in the state before the first route guard runs, and the stored privacy choices
// (issue 12 §3) before analytics, session replay or chat could load.
store.dispatch(restoreSession());
store.dispatch(restoreConsent());

const mount = createFeatureMounter(LAZY_FEATURES, addModule);
const AppRoutes = createAppRoutes({ getSession: () => selectSession(store.getState()), clock: deps.clock, storage: deps.storage }, mount);

// Issue #5: analytics (with the real transport, session replay and chat) load after the first render, with the first
// page shown (not in the first load); they derive every event logged since start, then live ones. Once loaded, a page
// is reported in the router's effect itself, before the new page's own effects send anything.
let analytics: typeof import('../analytics') | undefined;
const reportPage = (pathname: string) => {
  const show = (m: typeof import('../analytics')) =>
    m.showPage(
      { dispatch: store.dispatch, addModule, eventLog, deps, win: window, dev: import.meta.env.DEV, consent: () => selectConsent(store.getState()) },
      pathname,
    );
  if (analytics) show(analytics);
  else void import('../analytics').then((m) => show((analytics = m)));
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StoreProvider store={toViewStore(store)}>
    <BrowserRouter>
      <NavigationBridge bridge={nav} onPathname={reportPage} />
      <AppRoutes />
    </BrowserRouter>
  </StoreProvider>,
);
