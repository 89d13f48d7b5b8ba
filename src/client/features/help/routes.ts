import type { LazyRoute } from '../../kernel/lazyRoute';

/** The help feature's pages (need a session; the composition root guards them), each its own lazy chunk. */
export const helpRoutes: readonly LazyRoute[] = [];
