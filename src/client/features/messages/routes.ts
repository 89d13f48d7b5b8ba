import type { LazyRoute } from '../../kernel/lazyRoute';

/**
 * The messages feature's pages (need a session; the composition root guards them), each its own lazy chunk: the inbox
 * `/applications/:applicationId/messages`, writing a new message `…/messages/new`, and a thread `…/messages/:messageUuid`.
 */
export const messagesRoutes: readonly LazyRoute[] = [
  { path: '/applications/:applicationId/messages', load: () => import('./views/InboxPage').then((m) => m.InboxPage) },
  { path: '/applications/:applicationId/messages/new', load: () => import('./views/ComposePage').then((m) => m.ComposePage) },
  { path: '/applications/:applicationId/messages/:messageUuid', load: () => import('./views/MessagePage').then((m) => m.MessagePage) },
];
