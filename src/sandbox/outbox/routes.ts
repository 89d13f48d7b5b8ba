import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { outboxPage } from './page';
import { listMessages } from './store';

const queryParam = (q: unknown, name: string): string | undefined => {
  const v = (q as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/**
 * Developer pages under /sandbox (not part of the §7 contract): the outbox as HTML and JSON
 * (`{ messages: [{ to, subject, text, code, link, sentAt }] }`, newest first, `?email=` filter — the e2e harness
 * reads this). The stored analytics calls moved to /sandbox/analytics (src/sandbox/analytics/routes.ts).
 */
export function registerSandboxPages(app: FastifyInstance, s: Services): void {
  app.get('/sandbox/outbox', async (request, reply) => {
    const email = queryParam(request.query, 'email');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(outboxPage(await listMessages(s.db, email), email));
  });
  app.get('/sandbox/outbox.json', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ messages: await listMessages(s.db, queryParam(request.query, 'email')) }));
}
