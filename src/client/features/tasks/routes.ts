import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The tasks feature's pages (need a session; the composition root guards them), each its own lazy chunk:
 * `/applications/:applicationId/tasks` (issue #4 §1). The signing pages at `…/tasks/sign` belong to the signing feature.
 */
export const tasksRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/tasks', load: () => import('./views/TasksPage').then((m) => m.TasksPage) },
];
