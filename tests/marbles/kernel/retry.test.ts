import { defer, type Observable } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { retryPolicy, type HttpMethod, type HttpResult } from '../../../src/client/kernel/http';
import { errorResult, fetchErrorResult, okResult } from '../../support/fakeHttp';

// §7: only GET, HEAD, OPTIONS, TRACE are retried, at most 10 attempts, only on a network fetch error.
// With random() = 1 the full-jitter wait is its upper bound: 250 ms doubling per attempt, capped at 30 s.
const upperBound = () => 1;
const values = { f: fetchErrorResult(), o: okResult({ id: 1 }) };

describe('retry policy (§7) in virtual time', () => {
  it(
    'retries a GET that keeps failing with FETCH_ERROR until 10 attempts, backing off exponentially',
    marbles((m) => {
      const attempt = m.cold<HttpResult<unknown>>('(f|)', values);
      const result = attempt.pipe(retryPolicy({ method: 'GET', scheduler: m.scheduler, random: upperBound }));

      // Waits 250, 500, 1000, 2000, 4000, 8000, 16000, 30000 (cap), 30000 (cap) ms: 91 750 ms in all.
      m.expect(result).toBeObservable('91750ms (f|)', values);
      m.expect(attempt).toHaveSubscriptions([
        '(^!)',
        '250ms (^!)',
        '750ms (^!)',
        '1750ms (^!)',
        '3750ms (^!)',
        '7750ms (^!)',
        '15750ms (^!)',
        '31750ms (^!)',
        '61750ms (^!)',
        '91750ms (^!)',
      ]);
    }),
  );

  it(
    'stops retrying as soon as an attempt succeeds and emits that success',
    marbles((m) => {
      const attempts = [m.cold('10ms (f|)', values), m.cold('10ms (f|)', values), m.cold('10ms (o|)', values)];
      let made = 0;
      const source = defer(() => attempts[made++] as Observable<HttpResult<unknown>>);
      const result = source.pipe(retryPolicy({ method: 'GET', scheduler: m.scheduler, random: upperBound }));

      // 10 ms attempt, 250 ms wait, 10 ms attempt, 500 ms wait, 10 ms attempt.
      m.expect(result).toBeObservable('780ms (o|)', values);
      m.flush();
      expect(made).toBe(3);
    }),
  );

  it(
    'jitters each wait between 0 and its bound with the injected random source',
    marbles((m) => {
      const attempt = m.cold<HttpResult<unknown>>('(f|)', values);
      const result = attempt.pipe(retryPolicy({ method: 'HEAD', maxAttempts: 3, scheduler: m.scheduler, random: () => 0.5 }));

      // Half of 250 ms, then half of 500 ms.
      m.expect(result).toBeObservable('375ms (f|)', values);
      m.expect(attempt).toHaveSubscriptions(['(^!)', '125ms (^!)', '375ms (^!)']);
    }),
  );

  for (const method of ['OPTIONS', 'TRACE'] as const) {
    it(
      `retries ${method} like GET`,
      marbles((m) => {
        const attempt = m.cold<HttpResult<unknown>>('(f|)', values);
        m.expect(attempt.pipe(retryPolicy({ method, maxAttempts: 2, scheduler: m.scheduler, random: upperBound }))).toBeObservable(
          '250ms (f|)',
          values,
        );
        m.expect(attempt).toHaveSubscriptions(['(^!)', '250ms (^!)']);
      }),
    );
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as HttpMethod[]) {
    it(
      `never retries ${method}, even on FETCH_ERROR`,
      marbles((m) => {
        const attempt = m.cold<HttpResult<unknown>>('20ms (f|)', values);
        const result = attempt.pipe(retryPolicy({ method, scheduler: m.scheduler, random: upperBound }));

        m.expect(result).toBeObservable('20ms (f|)', values);
        m.expect(attempt).toHaveSubscriptions(['^ 19ms !']);
      }),
    );
  }

  const notRetried: Array<[string, HttpResult<unknown>]> = [
    ['HTTP 400', errorResult(400, { detail: 'Bad request' })],
    ['HTTP 404', errorResult(404, { detail: 'Not found.' })],
    ['HTTP 429', errorResult(429, { detail: 'Slow down' })],
    ['HTTP 500', errorResult(500, 'Internal Server Error')],
    ['HTTP 503', errorResult(503, { detail: 'Unavailable' })],
    ['TIMEOUT_ERROR', errorResult('TIMEOUT_ERROR')],
    ['PARSING_ERROR', errorResult('PARSING_ERROR', { errors: ['x'] })],
  ];
  for (const [label, failure] of notRetried) {
    it(
      `never retries a GET that failed with ${label}`,
      marbles((m) => {
        const attempt = m.cold<HttpResult<unknown>>('5ms (e|)', { e: failure });
        const result = attempt.pipe(retryPolicy({ method: 'GET', scheduler: m.scheduler, random: upperBound }));

        m.expect(result).toBeObservable('5ms (e|)', { e: failure });
        m.expect(attempt).toHaveSubscriptions(['^ 4ms !']);
      }),
    );
  }

  it(
    'cancels the pending wait and the next attempt when unsubscribed',
    marbles((m) => {
      const attempt = m.cold<HttpResult<unknown>>('(f|)', values);
      const result = attempt.pipe(retryPolicy({ method: 'GET', scheduler: m.scheduler, random: upperBound }));

      m.expect(result, '^ 500ms !').toBeObservable('', values);
      // The first attempt and the retry at 250 ms happen; the one due at 750 ms does not.
      m.expect(attempt).toHaveSubscriptions(['(^!)', '250ms (^!)']);
    }),
  );
});
