import { HttpError } from './http/errors';
import { lockRateSubject, recentRateEvents, recordRateEvent } from './repo/secrets';
import type { Sql } from './repo/sql';
import type { Services } from './services';

/** Kinds of action limited per email address. */
export type RateKind = 'email-verification' | 'magic-link' | 'password-link' | 'code-attempt' | 'ssn-check' | 'email-change';

/**
 * Throws 429 `{ detail }` (with `retryAfterS`, the seconds until the oldest counted action leaves the window)
 * when `subject` already did `max` actions of this kind in the last `config.rateLimit.windowS` seconds. Call it in
 * the transaction that then counts the action: it holds the subject's lock until commit (several processes).
 */
export async function assertUnderLimit(services: Services, sql: Sql, kind: RateKind, subject: string, max: number): Promise<void> {
  const { windowS } = services.config.rateLimit;
  const now = services.now();
  await lockRateSubject(sql, kind, subject);
  const times = await recentRateEvents(sql, kind, subject, now, windowS);
  if (times.length >= max) {
    const oldest = times[times.length - max] ?? now;
    const retryAfterS = Math.max(1, Math.ceil((oldest + windowS * 1000 - now) / 1000));
    throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, retryAfterS);
  }
}

/** Counts one action of this kind for `subject`. */
export function countAction(services: Services, sql: Sql, kind: RateKind, subject: string): Promise<void> {
  return recordRateEvent(sql, kind, subject, services.now());
}

/** {@link assertUnderLimit} with the per-message limit, then {@link countAction}: for actions that send email. */
export async function takeMessageSlot(services: Services, sql: Sql, kind: RateKind, subject: string): Promise<void> {
  await assertUnderLimit(services, sql, kind, subject, services.config.rateLimit.maxPerWindow);
  await countAction(services, sql, kind, subject);
}
