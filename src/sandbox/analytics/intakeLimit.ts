import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Services } from '../services';

/**
 * The analytics intake's per-address limit (issue #5; issue 13 §1 moved it from process memory to @fastify/rate-limit
 * with its counts in the database, throttle/addressLimits.ts): `config.analyticsIntake.maxBatchesPerWindow` batches per
 * `windowS` seconds per client address, read per request; beyond it 429 with `Retry-After`. Malformed batches count.
 */
export function intakeLimit(s: Services): RateLimitOptions {
  return {
    groupId: 'analyticsIntake',
    max: () => s.config.analyticsIntake.maxBatchesPerWindow,
    timeWindow: () => s.config.analyticsIntake.windowS * 1000,
  };
}
