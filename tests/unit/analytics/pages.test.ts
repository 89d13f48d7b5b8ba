import { PAGE_NAME, PathPattern } from '../../../src/contract/trackingPlan';
import { PAGE_ROUTES, pageOf } from '../../../src/client/analytics/pages';
import { accountRoutes } from '../../../src/client/features/account/routes';
import { applicationSessionRoutes } from '../../../src/client/features/application/routes';
import { authPublicRoutes, authSessionRoutes } from '../../../src/client/features/auth/routes';
import { declarationsRoutes } from '../../../src/client/features/declarations/routes';
import { documentsRoutes } from '../../../src/client/features/documents/routes';
import { funnelRedirects, funnelRoutes } from '../../../src/client/features/funnel/routes';
import { helpRoutes } from '../../../src/client/features/help/routes';
import { newApplicationRoutes } from '../../../src/client/features/newApplication/routes';
import { offerRoutes } from '../../../src/client/features/offer/routes';
import { qualificationSessionRoutes } from '../../../src/client/features/qualification/routes';
import { sectionsRoutes } from '../../../src/client/features/sections/routes';
import { servicingRoutes } from '../../../src/client/features/servicing/routes';
import { signingRoutes } from '../../../src/client/features/signing/routes';
import { tasksRoutes } from '../../../src/client/features/tasks/routes';
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
    for (const path of ['/signup', '/new-application', '/ops/sign-in', '/ops/applications', '/ops/applications/x']) expect(pageOf(path), path).toBeNull();
  });

  it('every page of the plan has a route (except Not Found) and every route pattern is a valid PathPattern', () => {
    const routed = new Set(PAGE_ROUTES.map(([, page]) => page));
    expect(PAGE_NAME.values.filter((p) => !routed.has(p))).toEqual(['Not Found']);
    for (const [pattern] of PAGE_ROUTES) expect(PathPattern.is(pattern), pattern).toBe(true);
  });

  it('knows every route of the app: each routed page has its own page_name (none falls to Not Found)', () => {
    const routes = [
      ...[accountRoutes, applicationSessionRoutes, authPublicRoutes, authSessionRoutes, declarationsRoutes, documentsRoutes, funnelRoutes, helpRoutes]
        .concat([newApplicationRoutes, offerRoutes, qualificationSessionRoutes, sectionsRoutes, servicingRoutes, signingRoutes, tasksRoutes])
        .flat()
        // A route with an optional last segment (`…/:stepKind?`) is two pages: with and without it.
        .flatMap((r) => (r.path.endsWith('?') ? [r.path.replace(/\/:[A-Za-z]+\?$/, ''), r.path.slice(0, -1)] : [r.path])),
      '/',
      '/welcome',
      '/applicants',
    ];
    const patterns = new Set(PAGE_ROUTES.map(([pattern]) => pattern));
    expect(routes.filter((path) => !patterns.has(path))).toEqual([]);
    for (const { path } of funnelRedirects) expect(pageOf(path), path).toBeNull();
  });
});
