import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The messages feature's pages (need a session; the composition root guards them), each its own lazy chunk (issue 12
 * §1): the inbox `/applications/:applicationId/messages` and one message `…/messages/:messageUuid`.
 */
export const messagesRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/messages', load: () => import('./views/InboxPage').then((m) => m.InboxPage) },
  { path: '/applications/:applicationId/messages/:messageUuid', load: () => import('./views/MessagePage').then((m) => m.MessagePage) },
];
