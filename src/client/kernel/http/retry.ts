import { concatMap, of, timer, type Observable, type SchedulerLike } from 'rxjs';
import { API_MAX_RETRIES, API_RETRY_BASE_MS, API_RETRY_MAX_DELAY_MS } from '../../../domain/constants';
import { isSafeMethod, type HttpMethod, type HttpResult } from './types';

/**
 * Options of {@link retryPolicy}; defaults follow §7/§9 (`API_MAX_RETRIES` = 10 attempts) and an `API_RETRY_BASE_MS`
 * (250 ms) base doubling up to `API_RETRY_MAX_DELAY_MS` (30 s). Network failures only: the data cache retries 5xx and
 * timeouts of queries on its own (`QUERY_DEFAULT_RETRY_COUNT`, kernel/queryCache/retry.ts).
 */
export interface RetryPolicyOptions {
  /** Method of the request; unsafe methods (POST, PUT, PATCH, DELETE) are never retried. Omit only for safe sources. */
  method?: HttpMethod;
  /** Total attempts including the first (§7: 10). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Times the waits, so tests run them in virtual time. */
  scheduler: SchedulerLike;
  /** Uniform [0, 1) source of the jitter; `Math.random` by default. */
  random?: () => number;
}

/**
 * Full-jitter exponential backoff: the wait after failed attempt `attemptIndex` (0 = the first attempt) is
 * `random() * min(maxDelayMs, baseDelayMs * 2^attemptIndex)` ms, so a fleet of clients spreads out instead of
 * stampeding a recovering server.
 */
export function backoffDelayMs(attemptIndex: number, opts: Pick<RetryPolicyOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const base = opts.baseDelayMs ?? API_RETRY_BASE_MS;
  const cap = opts.maxDelayMs ?? API_RETRY_MAX_DELAY_MS;
  const random = opts.random ?? Math.random;
  return random() * Math.min(cap, base * 2 ** attemptIndex);
}

/**
 * The §7 retry policy as an operator over an attempt source (an Observable that performs one request per
 * subscription and emits one {@link HttpResult}): re-subscribes only when the result is a FETCH_ERROR (network
 * failure — never on HTTP 4xx/5xx, timeouts or parsing errors), only for safe methods (GET, HEAD, OPTIONS, TRACE),
 * with at most `maxAttempts` attempts in total and {@link backoffDelayMs} between them. Emits the last result.
 */
export function retryPolicy(opts: RetryPolicyOptions): <A>(source: Observable<HttpResult<A>>) => Observable<HttpResult<A>> {
  const maxAttempts = opts.maxAttempts ?? API_MAX_RETRIES;
  return <A>(source: Observable<HttpResult<A>>): Observable<HttpResult<A>> => {
    if (opts.method !== undefined && !isSafeMethod(opts.method)) return source;
    const attempt = (index: number): Observable<HttpResult<A>> =>
      source.pipe(
        concatMap((result) =>
          !result.ok && result.error.status === 'FETCH_ERROR' && index + 1 < maxAttempts
            ? timer(backoffDelayMs(index, opts), opts.scheduler).pipe(concatMap(() => attempt(index + 1)))
            : of(result),
        ),
      ) as Observable<HttpResult<A>>;
    return attempt(0);
  };
}
