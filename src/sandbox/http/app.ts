import type { Duplex } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from '../log';
import { jsonDepth, longestPathSegment, MAX_JSON_DEPTH, MAX_PATH_SEGMENT_CHARS } from './bodyLimits';
import { HttpError, invalid } from './errors';
import { drainRefusedBody, tooLargeDetail } from './oversize';

/**
 * The baseline security headers, also on answers sent before any onRequest hook ran (framework errors, refused paths);
 * the full set, with the Content-Security-Policy, is http/securityHeaders.ts (issue 13 §1).
 */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

/** The body limit of a route that sets none, bytes (1 MiB). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Maps handler and framework errors (bad JSON, wrong content type, body too large) to the §8 error body; a body over
 * the limit is a 413 naming `bodyLimitBytes` when it is known.
 */
export function errorResponse(error: FastifyError | HttpError | Error, log: Logger, bodyLimitBytes?: number): { status: number; body: object; retryAfterS?: number } {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.body(), ...(error.retryAfterS !== undefined && { retryAfterS: error.retryAfterS }) };
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: { detail: tooLargeDetail(bodyLimitBytes) } };
  if (fe.code?.startsWith('FST_ERR_CTP_') || (fe.statusCode === 400 && fe.code !== undefined)) {
    const message = fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Body must be JSON (Content-Type: application/json).' : 'Body is not valid JSON.';
    return { status: 400, body: { detail: 'Invalid request', errors: { non_field_errors: [message] } } };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return { status: fe.statusCode, body: { detail: fe.message } };
  log.error(`unhandled error: ${error.stack ?? error.message}`);
  return { status: 500, body: { detail: 'Internal server error.' } };
}

/**
 * The body limit that refused `request`, bytes, when it can be told: a route's own limit, or the app's for a JSON body
 * (the JSON parser has none of its own). A form or upload parser with its own limit under a route without one: unknown.
 */
function knownBodyLimit(request: FastifyRequest): number | undefined {
  const limit = request.routeOptions.bodyLimit;
  if (limit !== undefined && limit !== DEFAULT_BODY_LIMIT_BYTES) return limit;
  return String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json') ? DEFAULT_BODY_LIMIT_BYTES : undefined;
}

/**
 * Answers what Node refuses before fastify sees a request (a request line or headers over 16 KiB: 431; a malformed
 * request: 400) with a §8 `{ detail }`, then closes the connection, as Node's own handler does.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, detail] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'The request line and headers may be at most 16 KiB (a path this long is no route here).']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * A Fastify instance set up the sandbox way: JSON bodies only (an empty JSON body is "no body"; text, forms and
 * invalid JSON are 400 `{ detail, errors }`), every error answered as a §8 error body (`Retry-After` on 429,
 * `no-store`), security headers on everything, and a 1 MiB body limit (413 naming the limit, read to its end so the
 * client is not reset, http/oversize.ts). Bad input is refused before anything
 * walks it (docs/api.md "Bad input"): JSON nested deeper than 64 levels → 400, a path segment over 256 characters →
 * 404, a malformed %-escape → 400, a request line or headers over 16 KiB → 431, each with a `detail`.
 * `trustProxy` (config.trustProxy): `request.ip` follows `X-Forwarded-For`.
 */
export function createHttpApp(log: Logger, options: { trustProxy?: boolean } = {}): FastifyInstance {
  const app = Fastify({
    logger: false,
    // Issue 13 §1: the client's address (rate limits, sign-in throttle) from X-Forwarded-For only behind a trusted proxy.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // Node caps the request line at 16 KiB, so every path reaches routing; the onRequest check below refuses long
    // segments. (At fastify's default of 100, a longer id matched no API route but the static wildcard, which
    // answered 403: issue 13 §1 "8,000-character id".)
    routerOptions: { maxParamLength: 16 * 1024 },
    // Routing failures skip the hooks: answer them as §8 bodies here (fastify's own echo the whole path).
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).code(400).headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid: a %-escape does not encode UTF-8.' : 'The request could not be routed.' }),
    clientErrorHandler: answerClientError,
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    // Before parsing and walking: a deeply nested body would overflow the stack of recursive code later (issue 13 §1).
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(invalid({ non_field_errors: [`JSON may be nested at most ${MAX_JSON_DEPTH} levels deep.`] }), undefined);
    return parseJson(req, body as string, done);
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) =>
    done(Object.assign(new Error('Body must be JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  app.addHook('onRequest', async (request) => {
    if (longestPathSegment(request.url) > MAX_PATH_SEGMENT_CHARS) {
      throw new HttpError(404, `Not found: no path segment here is longer than ${MAX_PATH_SEGMENT_CHARS} characters (ids are 36).`);
    }
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterS } = errorResponse(error as FastifyError, log, knownBodyLimit(request));
    // The client may still be sending the refused body: let it finish, so it reads the 413 (http/oversize.ts).
    if (status === 413) drainRefusedBody(request, reply);
    if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  return app;
}
