import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from '../log';
import { HttpError } from './errors';

/** Security headers on every response (a magic-link key in the URL must not leak through Referer). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

/** Maps handler and framework errors (bad JSON, wrong content type, body too large) to the §8 error body. */
export function errorResponse(error: FastifyError | HttpError | Error, log: Logger): { status: number; body: object; retryAfterS?: number } {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.body(), ...(error.retryAfterS !== undefined && { retryAfterS: error.retryAfterS }) };
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: { detail: 'Request body is too large.' } };
  if (fe.code?.startsWith('FST_ERR_CTP_') || (fe.statusCode === 400 && fe.code !== undefined)) {
    const message = fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Body must be JSON (Content-Type: application/json).' : 'Body is not valid JSON.';
    return { status: 400, body: { detail: 'Invalid request', errors: { non_field_errors: [message] } } };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return { status: fe.statusCode, body: { detail: fe.message } };
  log.error(`unhandled error: ${error.stack ?? error.message}`);
  return { status: 500, body: { detail: 'Internal server error.' } };
}

/**
 * A Fastify instance set up the sandbox way: JSON bodies only (an empty JSON body is "no body"; text, forms and
 * invalid JSON are 400 `{ detail, errors }`), every error answered as a §8 error body (`Retry-After` on 429,
 * `no-store`), security headers on everything, and a 1 MiB body limit.
 */
export function createHttpApp(log: Logger): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) =>
    done(Object.assign(new Error('Body must be JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  app.setErrorHandler((error, _request, reply) => {
    const { status, body, retryAfterS } = errorResponse(error as FastifyError, log);
    if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  return app;
}
