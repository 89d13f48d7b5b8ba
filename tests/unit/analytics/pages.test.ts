import { PAGE_NAME, PathPattern } from '../../../src/contract/trackingPlan';
import { PAGE_ROUTES, pageOf } from '../../../src/client/analytics/pages';
import { routePatterns } from '../../../src/client/app/routes';
import { funnelRedirects } from '../../../src/client/features/funnel/routes';
import { APP_UUID } from '../app/fixtures';

describe('page calls: route → page_name (issue #5 §2, §2 routes)', () => {
  it.each([
    ['/', 'Index', '/'],
    ['/login', 'Login', '/login'],
    ['/login/k3y-0f-a-magic-link', 'Magic Link Login', '/login/:magiclink'],
    ['/property_address', 'Get Started', '/property_address'],
    ['/email_verification', 'Verification Code', '/email_verification'],
    ['/unable-to-offer/credit-score-too-low', 'Unable To Offer', '/unable-to-offer/:reason'],
    [`/applications/${APP_UUID}/tasks`, 'Tasks', '/applications/:applicationId/tasks'],
    [`/applications/${APP_UUID}/tasks/sign`, 'Sign Documents', '/applications/:applicationId/tasks/sign'],
    [`/applications/${APP_UUID}/sections/declarations`, 'Declarations', '/applications/:applicationId/sections/declarations'],
    [`/applications/${APP_UUID}/sections/liens`, 'Application Section', '/applications/:applicationId/sections/:section'],
    [`/applications/${APP_UUID}/`, 'Home', '/applications/:applicationId'],
    [`/applications/${APP_UUID}/servicing/${APP_UUID}`, 'Servicing Request', '/applications/:applicationId/servicing/:requestUuid'],
    [`/applications/${APP_UUID}/servicing/${APP_UUID}/hoi-upload`, 'Servicing Step', '/applications/:applicationId/servicing/:requestUuid/:stepKind'],
    [`/applications/${APP_UUID}/messages`, 'Messages', '/applications/:applicationId/messages'],
    [`/applications/${APP_UUID}/messages/new`, 'New Message', '/applications/:applicationId/messages/new'],
    [`/applications/${APP_UUID}/messages/${APP_UUID}`, 'Message', '/applications/:applicationId/messages/:messageUuid'],
    [`/applications/${APP_UUID}/closing/wire`, 'Wire Details', '/applications/:applicationId/closing/wire'],
    ['/help', 'Help', '/help'],
    [`/applications/${APP_UUID}/help`, 'Help', '/applications/:applicationId/help'],
  ])('%s is %s (%s)', (path, page, pattern) => {
    expect(pageOf(path)).toMatchObject({ page_name: page, path_pattern: pattern });
  });

  it('puts the application id in its own property, never in the name or pattern', () => {
    expect(pageOf(`/applications/${APP_UUID}/documents`)).toEqual({ page_name: 'Documents', path_pattern: '/applications/:applicationId/documents', applicationId: APP_UUID });
    expect(pageOf('/applications/not-a-uuid/documents')).toEqual({ page_name: 'Documents', path_pattern: '/applications/:applicationId/documents' });
    const all = PAGE_ROUTES.map(([pattern]) => pattern.replace(/:[A-Za-z]+/g, APP_UUID)).map(pageOf);
    expect(JSON.stringify(all.map((p) => [p?.page_name, p?.path_pattern]))).not.toContain(APP_UUID);
  });

  it('an unknown path is the Not Found page; redirects and staff pages have no page call (§6)', () => {
    expect(pageOf('/no/such/page')).toEqual({ page_name: 'Not Found', path_pattern: '/*' });
    for (const path of ['/signup', '/new-application', '/applications', '/ops/sign-in', '/ops/applications', '/ops/applications/x', '/ops/diagnostics']) expect(pageOf(path), path).toBeNull();
  });

  it('every page of the plan has a route (except Not Found) and every route pattern is a valid PathPattern', () => {
    const routed = new Set(PAGE_ROUTES.map(([, page]) => page));
    expect(PAGE_NAME.values.filter((p) => !routed.has(p))).toEqual(['Not Found']);
    for (const [pattern] of PAGE_ROUTES) expect(PathPattern.is(pattern), pattern).toBe(true);
  });

  it('knows every route of the app: each page the router renders has its own page_name (none falls to Not Found)', () => {
    const { public: publicPatterns, session } = routePatterns();
    const redirects = new Set(funnelRedirects.map((r) => r.path));
    const routes = [...publicPatterns, ...session]
      // Staff pages (§6) and the redirect-only paths send no page call.
      .filter((path) => !path.startsWith('/ops/') && !redirects.has(path) && pageOf(path) !== null)
      // A route with an optional last segment (`…/:stepKind?`) is two pages: with and without it.
      .flatMap((path) => (path.endsWith('?') ? [path.replace(/\/:[A-Za-z]+\?$/, ''), path.slice(0, -1)] : [path]));
    expect(routes.length).toBeGreaterThan(40);
    const patterns = new Set(PAGE_ROUTES.map(([pattern]) => pattern));
    expect(routes.filter((path) => !patterns.has(path))).toEqual([]);
    for (const path of redirects) expect(pageOf(path), path).toBeNull();
  });
});
