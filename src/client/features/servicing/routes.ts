import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The servicing feature's pages (need a session; the composition root guards them), each its own lazy chunk: a
 * request's page, `…/servicing/:requestUuid`, and its step screens, `…/servicing/:requestUuid/:stepKind` (issue 11
 * §2) — one route with an optional segment, so moving between steps keeps the page (and its polling) mounted.
 */
export const servicingRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/servicing/:requestUuid/:stepKind?', load: () => import('./views/RequestPage').then((m) => m.RequestPage) },
];

/**
 * The investment dashboard, shown at the application home `/applications/:applicationId` of a funded application: the
 * composition root decides which home a person sees (issue 11 §2), so it is offered as a page loader, not a route.
 */
export const loadInvestmentDashboardPage: LazyRoute['load'] = () => import('./views/InvestmentDashboardPage').then((m) => m.InvestmentDashboardPage);
