import { concatMap, of, timer, type Observable, type SchedulerLike } from 'rxjs';
import { QUERY_DEFAULT_RETRY_COUNT, QUERY_RETRY_BASE_MS } from '../../../domain/constants';
import type { HttpError, HttpResult } from '../http/types';

/**
 * §9 data-cache retry rule: a server error (HTTP 5xx) or a timeout (TIMEOUT_ERROR) may pass on a second try. A 4xx
 * (the answer will not change), a PARSING_ERROR (the same body would fail its codec again) and a FETCH_ERROR (the HTTP
 * client already retried it `API_MAX_RETRIES` times, kernel/http/retry.ts) are final.
 */
export function isRetryableQueryError(error: HttpError): boolean {
  return error.status === 'TIMEOUT_ERROR' || (typeof error.status === 'number' && error.status >= 500 && error.status <= 599);
}

/** The wait before retry number `retryIndex` (0 = the first retry): `baseDelayMs · 2^retryIndex` ms (1 s, 2 s, 4 s…). */
export function queryRetryDelayMs(retryIndex: number, baseDelayMs: number = QUERY_RETRY_BASE_MS): number {
  return baseDelayMs * 2 ** retryIndex;
}

/** Options of {@link retryQuery}. */
export interface QueryRetryOptions {
  /** Retries after the first attempt (§9: `QUERY_DEFAULT_RETRY_COUNT` = 5, so at most 6 requests). */
  retries?: number;
  /** Wait before the first retry, ms; doubled for each further one. */
  baseDelayMs?: number;
  /** Times the waits (virtual time in tests). */
  scheduler: SchedulerLike;
}

/**
 * §9 "default retry count of the data cache 5" (issue 12 §2), as an operator over an attempt source (one request per
 * subscription, one {@link HttpResult}, like `HttpClient.request`): re-subscribes while the result is a
 * {@link isRetryableQueryError} failure, at most `retries` times, waiting {@link queryRetryDelayMs} before each. Emits
 * the first success or final failure — after the last retry, the last failure as it came.
 */
export function retryQuery(opts: QueryRetryOptions): <A>(source: Observable<HttpResult<A>>) => Observable<HttpResult<A>> {
  const retries = opts.retries ?? QUERY_DEFAULT_RETRY_COUNT;
  return <A>(source: Observable<HttpResult<A>>): Observable<HttpResult<A>> => {
    const attempt = (retryIndex: number): Observable<HttpResult<A>> =>
      source.pipe(
        concatMap((result) =>
          !result.ok && isRetryableQueryError(result.error) && retryIndex < retries
            ? timer(queryRetryDelayMs(retryIndex, opts.baseDelayMs), opts.scheduler).pipe(concatMap(() => attempt(retryIndex + 1)))
            : of(result),
        ),
      );
    return attempt(0);
  };
}
