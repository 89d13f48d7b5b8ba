import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** Per-client limit of a public endpoint: at most `max` requests per `windowS` seconds, by the injected clock. */
export interface WindowLimit {
  max: number;
  windowS: number;
}

/**
 * A sliding-window limiter per client IP, kept in memory (the sandbox is one process; a restart forgets it). Its
 * `admit` is a binding option: it throws 429 with `Retry-After` when the IP already made `max` requests in the
 * window, and otherwise counts this one. Malformed requests count too.
 */
export function perIpLimiter(limit: () => WindowLimit, now: () => number): { admit(request: FastifyRequest): void } {
  const seen = new Map<string, number[]>();
  return {
    admit(request) {
      const { max, windowS } = limit();
      const t = now();
      const from = t - windowS * 1000;
      const times = (seen.get(request.ip) ?? []).filter((x) => x > from);
      if (times.length >= max) {
        seen.set(request.ip, times);
        const oldest = times[times.length - max] ?? t;
        const retryAfterS = Math.max(1, Math.ceil((oldest + windowS * 1000 - t) / 1000));
        throw new HttpError(429, 'Too many analytics batches from this address. Please slow down.', undefined, retryAfterS);
      }
      times.push(t);
      seen.set(request.ip, times);
      // Forget idle clients so the map stays small.
      if (seen.size > 10_000) for (const [ip, ts] of seen) if (!ts.some((x) => x > from)) seen.delete(ip);
    },
  };
}
