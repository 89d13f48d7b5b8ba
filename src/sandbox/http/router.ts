import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either';
import { ENDPOINTS, type AnyEndpoint } from '../../contract';
import { NUL_MESSAGE } from '../../domain/messages/rules';
import type { Services } from '../services';
import { sessionOf } from '../sessions/verify';
import type { Binding, Caller } from './binding';
import { hasNul, nulErrors } from './bodyLimits';
import { HttpError, invalid, ioTsErrors } from './errors';
import { etagOf, ifNoneMatchMatches } from './etag';

/** The `/api` prefix every contract route is served under (§7 base path). */
export const API_PREFIX = '/api/';

/**
 * Reads `Authorization: JWT <token>` and answers the caller, or throws 401 `{ detail }` when the header is missing
 * or malformed, the token is invalid or expired, its profile no longer exists, or its session was ended (issue 13
 * §1 token version: sessions/verify.ts).
 */
export async function authenticate(request: FastifyRequest, services: Services): Promise<Caller> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, 'Authentication credentials were not provided.');
  const match = /^JWT\s+(\S+)$/.exec(header);
  if (!match?.[1]) throw new HttpError(401, "Invalid Authorization header: expected 'JWT <token>'.");
  const profile = await sessionOf(services, match[1]);
  return { uuid: profile.uuid, email: profile.email, role: profile.role };
}

/** An empty body on an endpoint whose body is `{}` is read as `{}` (a bodiless POST means "nothing to say"). */
function bodyOf(endpoint: AnyEndpoint, raw: unknown): unknown {
  return raw === undefined && endpoint.body.is({}) ? {} : raw;
}

async function run(binding: Binding, request: FastifyRequest, reply: FastifyReply, services: Services) {
  const { endpoint } = binding;
  const caller = endpoint.auth ? await authenticate(request, services) : null;
  if (hasNul(request.body)) throw invalid(nulErrors(request.body, NUL_MESSAGE));
  if (hasNul(request.query)) throw invalid({ non_field_errors: [NUL_MESSAGE] });
  const body = endpoint.body.decode(bodyOf(endpoint, request.body));
  if (isLeft(body)) throw invalid(ioTsErrors(body.left));
  const query = endpoint.query.decode(request.query ?? {});
  if (isLeft(query)) throw invalid(ioTsErrors(query.left, 'query'));
  const result = await binding.handle({ body: body.right, query: query.right, params: request.params as never, caller, request });
  if (services.config.assertResponses && !endpoint.response.is(result)) {
    const check = endpoint.response.decode(result);
    const where = isLeft(check) ? JSON.stringify(ioTsErrors(check.left, '(root)')) : 'encodes but fails is()';
    services.log.error(`response of ${endpoint.name} (${endpoint.method} ${endpoint.route}) does not match its codec: ${where}`);
    throw new HttpError(500, 'Internal server error: the response did not match the API contract.');
  }
  const encoded = endpoint.response.encode(result);
  if (!binding.options?.etag) return reply.code(200).send(encoded);
  // The handler has authorised the caller by now: a stranger gets its 404 and never learns an ETag.
  const json = JSON.stringify(encoded);
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}

/**
 * Registers every binding under `/api/<route>` and checks that the bindings cover {@link ENDPOINTS} exactly, so an
 * endpoint added to the contract without a handler fails at start-up rather than answering 404. Per request: the
 * binding's `admit` (e.g. 429) → auth (401) → body and query decoding (400 with per-field errors) → handler →
 * response check → encode (→ ETag / 304 for `etag` bindings).
 */
export function registerEndpoints(app: FastifyInstance, bindings: readonly Binding[], services: Services): void {
  const bound = new Set(bindings.map((b) => b.endpoint));
  const missing = ENDPOINTS.filter((e) => !bound.has(e)).map((e) => e.name);
  if (missing.length > 0) throw new Error(`sandbox: no handler for endpoint(s) ${missing.join(', ')}`);
  if (bound.size !== bindings.length) throw new Error('sandbox: an endpoint is bound twice');
  for (const binding of bindings) {
    app.route({
      method: binding.endpoint.method,
      url: `${API_PREFIX}${binding.endpoint.route}`,
      ...(binding.options?.bodyLimitBytes !== undefined && { bodyLimit: binding.options.bodyLimitBytes }),
      // Before the body is read, so refused bodies (too large, not JSON) count against the limit too.
      ...(binding.options?.admit && { onRequest: async (request: FastifyRequest) => binding.options?.admit?.(request) }),
      ...(binding.options?.rateLimit && { config: { rateLimit: binding.options.rateLimit } }),
      handler: (request, reply) => run(binding, request, reply, services),
    });
  }
}
