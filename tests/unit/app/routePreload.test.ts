import { createAppRoutes } from '../../../src/client/app/routes';
import type { LazyFeatureName } from '../../../src/client/app/modules';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';

/**
 * `AppRoutes.preload(path)` loads the page the path shows before the first render, so the page needs no Suspense reveal
 * (docs/performance.md "Suspense reveals"). Which page's code it loaded shows in the features it mounted.
 */
function routesFor(token: string | null) {
  const mounted: LazyFeatureName[] = [];
  const AppRoutes = createAppRoutes(
    { getSession: () => ({ ...initialSessionState, token }), clock: { now: () => Date.now() } },
    async (name) => void mounted.push(name),
  );
  return { preload: (path: string) => AppRoutes.preload(path).then(() => [...mounted].sort()) };
}

describe('loading the code of the page a path shows, before the first render', () => {
  it('loads the page behind a privacy-settings overlay, not the 404 page', async () => {
    expect(await routesFor(null).preload('/login/privacy-settings')).toEqual(['auth', 'botCheck']);
  });

  it('loads the applicants list for someone signed in and the funnel’s applicants question for a visitor', async () => {
    expect(await routesFor('a.session.token').preload('/applicants')).toEqual(['application']);
    expect(await routesFor(null).preload('/applicants')).toEqual(['botCheck']);
  });

  it('loads a signed-in page by its pattern, and the 404 page (no feature) for a path that is no page', async () => {
    expect(await routesFor('a.session.token').preload('/applications/3f1c2d4e-0000-4000-8000-000000000000/tasks')).toEqual(['tasks']);
    expect(await routesFor(null).preload('/no-such-page')).toEqual([]);
  });
});
