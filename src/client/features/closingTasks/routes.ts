import type { LazyRoute } from '../../kernel/lazyRoute';
import { CLOSING_SCREEN_PATHS } from '../../../domain/closingTasks/screens';

const at = (suffix: string) => `/applications/:applicationId/${suffix}`;

/** The closing-task screens (issue 12 §1; need a session, the composition root guards them), each its own lazy chunk. */
export const closingTasksRoutes: readonly LazyRoute[] = [
  { path: at(CLOSING_SCREEN_PATHS.appraisal), load: () => import('./views/AppraisalPage').then((m) => m.AppraisalPage) },
  { path: at(CLOSING_SCREEN_PATHS.details), load: () => import('./views/ClosingDetailsPage').then((m) => m.ClosingDetailsPage) },
  { path: at(CLOSING_SCREEN_PATHS.statement), load: () => import('./views/ClosingStatementPage').then((m) => m.ClosingStatementPage) },
  { path: at(CLOSING_SCREEN_PATHS.wire), load: () => import('./views/WireDetailsPage').then((m) => m.WireDetailsPage) },
];
