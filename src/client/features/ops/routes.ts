import type { ComponentType } from 'react';
import type { LazyRoute } from '../../kernel/lazyRoute';

/** Where a signed-in staff member starts: every application (§2 ops view). */
export const OPS_HOME_PATH = '/ops/applications';

/**
 * The ops pages, each its own lazy chunk: the staff sign-in, every application, and the shared diagnostics with the
 * replay of one (each sends anyone but a signed-in staff member to the sign-in). Public routes: the pages guard themselves, so the first load carries no ops guard.
 */
export const opsRoutes: readonly LazyRoute[] = [
  { path: '/ops/sign-in', load: () => import('./views/OpsSignInPage').then((m) => m.OpsSignInPage) },
  { path: '/ops/applications', load: () => import('./views/OpsApplicationsPage').then((m) => m.OpsApplicationsPage) },
  { path: '/ops/diagnostics', load: () => import('./views/OpsDiagnosticsPage').then((m) => m.OpsDiagnosticsPage) },
  { path: '/ops/diagnostics/:diagnosticId', load: () => import('./views/OpsDiagnosticPage').then((m) => m.OpsDiagnosticPage) },
];

/** Pages a signed-in staff member is sent past, to {@link OPS_HOME_PATH}: the customer entry points and the sign-in. */
export const OPS_AWAY_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/applicants', '/ops/sign-in']);

/** The fixed banner shown over every `/applications/:applicationId…` page in an ops session (§2), loaded on demand. */
export const loadOpsBanner = (): Promise<ComponentType<{ applicationId: string }>> => import('./views/OpsBanner').then((m) => m.OpsBanner);
