import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from '../config';
import type { Services } from '../services';
import { ThrottledError } from './errors';
import { databaseRateLimitStore } from './store';

/** The limits of `config.addressLimits`, by name. */
export type AddressLimitName = keyof SandboxConfig['addressLimits'];

/**
 * Registers @fastify/rate-limit (issue 13 §1) for the routes that ask for it ({@link addressLimit} in their
 * `config.rateLimit`; nothing is limited globally): counted per client address (Fastify's `request.ip`, which follows
 * `X-Forwarded-For` only with `config.trustProxy`), before the body is read (so refused bodies count), in the database
 * ({@link databaseRateLimitStore}: shared by every process, kept over restarts). Beyond the limit: 429
 * {@link ThrottledError} with `Retry-After`. Must be awaited before the limited routes are registered.
 */
export async function registerAddressLimits(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(s.db, () => s.now()) as unknown as FastifyRateLimitStoreCtor,
    errorResponseBuilder: (_request, context) => new ThrottledError(context.ttl / 1000),
  });
}

/**
 * A route's `config.rateLimit` for the limit `name` of `config.addressLimits` (read per request, so a test may set
 * it). Routes with the same `name` share one count per address (e.g. the customer and the staff sign-in).
 */
export function addressLimit(s: Services, name: AddressLimitName): RateLimitOptions {
  return {
    groupId: name,
    max: () => s.config.addressLimits[name].max,
    timeWindow: () => s.config.addressLimits[name].windowS * 1000,
  };
}

