/**
 * The build-time render of the portal's public pages (issue 14 §1), bundled for Node by the prerender step
 * (scripts/prerender): the same routes, store and views as the browser (app/main.tsx), for a signed-out visitor with
 * nothing stored, rendered with react-dom's static `prerender` (which waits for every lazy page) inside react-router's
 * `StaticRouter`.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { StoreProvider, toViewStore } from '../../kernel/react';
import { selectSession } from '../../kernel/session/selectors';
import { APP_TITLE, documentTitleOf, mainClassOf, PageHeading, PageShell } from '../../ui/Page';
import { AppTree } from '../AppTree';
import { createFeatureMounter } from '../lazyFeatures';
import { EAGER_MODULES, LAZY_FEATURES } from '../modules';
import { createAppRoutes, routePatterns } from '../routes';
import { createRouterNavigation } from '../navigation';
import { createAppStore } from '../store';
import { createServerDeps } from './serverDeps';
import { SHELL_HEADINGS } from './shellHeadings';

export { NOT_FOUND_FILE, PRERENDERED_PAGES, SHELL_FILE, type PrerenderedPage } from './pages';
export { APP_TITLE, routePatterns };

/** A path no route matches, to render the 404 page (`*`). */
const NOT_FOUND_PROBE = '/__prerender-not-found__';

async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // The web-streams `prerender` (no Node modules in src/client); Node 20 has ReadableStream and Response.
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`prerender: ${errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))).join('\n')}`);
  return html;
}

/**
 * The HTML inside `#root` of the page at `path` (`*` = the 404 page), as the browser's first render will produce it
 * for someone signed out — every lazy page and feature loaded first. Each call has its own store.
 * @throws Error when a view throws or asks for data while rendering.
 */
export async function renderPage(path: string): Promise<string> {
  const deps = createServerDeps();
  const { store, addModule } = createAppStore({ deps, modules: EAGER_MODULES });
  const mount = createFeatureMounter(LAZY_FEATURES, addModule);
  const AppRoutes = createAppRoutes({ getSession: () => selectSession(store.getState()), clock: deps.clock, storage: deps.storage }, mount);
  const location = path === '*' ? NOT_FOUND_PROBE : path;
  return toHtml(
    <StoreProvider store={toViewStore(store)}>
      <StaticRouter location={location}>
        <AppTree bridge={createRouterNavigation({ pathname: location, search: '' })} AppRoutes={AppRoutes} />
      </StaticRouter>
    </StoreProvider>,
  );
}

/** The signed-in pages' shell (ui/Page `PageShell`): what the router shows while a page's code loads. */
export async function renderShell(): Promise<string> {
  // Outside a router: the footer's privacy-settings link depends on the address, which the shell does not know.
  return toHtml(<PageShell />);
}

/**
 * The heading of each signed-in page that needs no data for it (./shellHeadings.ts), as its page draws it
 * (ui/Page `PageHeading`): `route` (a router pattern), the document title, the class of the page's `main`, and the
 * HTML of its h1 and lead.
 */
export async function renderShellHeadings(): Promise<Array<{ route: string; title: string; mainClass: string; html: string }>> {
  return Promise.all(
    SHELL_HEADINGS.map(async ({ route, title, lead, kind }) => ({
      route,
      title: documentTitleOf(title),
      mainClass: mainClassOf(kind),
      html: await toHtml(<PageHeading title={title} lead={lead} />),
    })),
  );
}
