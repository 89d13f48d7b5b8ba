import type { LazyRoute } from '../../kernel/lazyRoute';

/** The tasks feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const tasksRoutes: readonly LazyRoute[] = [];
