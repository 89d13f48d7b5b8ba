import type { LazyRoute } from '../../kernel/lazyRoute';

/** The eSignature task's page (§2 "eSignature tasks"; a sub-route of tasks), for links: `SIGNING_PATH(applicationId)`. */
export const SIGNING_PATH = (applicationId: string): string => `/applications/${encodeURIComponent(applicationId)}/tasks/sign`;

/** The signing feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const signingRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/tasks/sign', load: () => import('./views/SigningPage').then((m) => m.SigningPage) },
];
