import * as t from 'io-ts';
import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { createQueryCacheEpic, defineQuery, queryCacheReducer, QUERY_CACHE_KEY, type QueryCacheRootState } from '../../../src/client/kernel';
import type { HttpResult } from '../../../src/client/kernel/http/types';
import { QUERY_DEFAULT_RETRY_COUNT } from '../../../src/domain/constants';
import { createTestDeps, errorResult, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const Profile = t.type({ uuid: t.string });
const profile = defineQuery({
  name: 'test/retryProfile',
  group: 'LoggedUser',
  request: () => ({ method: 'GET', path: 'v1/customer/profile/', codec: Profile }),
});
const SECOND = 1000;

/**
 * The query cache over a fake server answering `answers[n]` to its n-th request (the last one after that) at once;
 * `requestTimes` lists when each request left.
 */
function setup(m: Context, answers: HttpResult<unknown>[]) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const requestTimes: number[] = [];
  deps.http.respond(
    { path: 'v1/customer/profile/' },
    () => {
      requestTimes.push(m.scheduler.now());
      return answers[Math.min(requestTimes.length - 1, answers.length - 1)] as HttpResult<unknown>;
    },
  );
  const { store, eventLog } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [createQueryCacheEpic()], deps });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const state = () => profile.select(store.getState() as QueryCacheRootState);
  const events = () => eventLog.entries().map((e) => [e.at, e.event.type] as const);
  return { at, state, events, requestTimes };
}

const serverError = errorResult(503, { detail: 'Service unavailable' });
const ok = okResult({ uuid: 'me' });

describe('data-cache retry (§9 default retry count 5, issue 12 §2) in virtual time', () => {
  it(
    'a 5xx five times, then success: retried with backoff (1, 2, 4, 8, 16 s) and the data arrives, pending all along',
    marbles((m) => {
      const s = setup(m, [serverError, serverError, serverError, serverError, serverError, ok]);
      s.at(0, profile.subscribe());
      m.scheduler.schedule(() => expect(s.state().status).toBe('pending'), 30 * SECOND);
      m.flush();
      expect(s.requestTimes).toEqual([0, 1, 3, 7, 15, 31].map((x) => x * SECOND));
      expect(s.events()).toEqual([
        [0, 'query/started'],
        [31 * SECOND, 'query/fulfilled'],
      ]);
      expect(s.state()).toMatchObject({ status: 'fulfilled', data: { uuid: 'me' } });
    }),
  );

  it(
    'a timeout is retried like a 5xx',
    marbles((m) => {
      const s = setup(m, [errorResult('TIMEOUT_ERROR', undefined), ok]);
      s.at(0, profile.subscribe());
      m.flush();
      expect(s.requestTimes).toEqual([0, SECOND]);
      expect(s.state().status).toBe('fulfilled');
    }),
  );

  it(
    'a 4xx is not retried: rejected at once with its error',
    marbles((m) => {
      const s = setup(m, [errorResult(404, { detail: 'Not found.' }), ok]);
      s.at(0, profile.subscribe());
      m.flush();
      expect(s.requestTimes).toEqual([0]);
      expect(s.state()).toMatchObject({ status: 'rejected', error: { status: 404 } });
    }),
  );

  it(
    'a decode error and a network failure are not retried by the cache (the HTTP client retries network failures)',
    marbles((m) => {
      const s = setup(m, [errorResult('PARSING_ERROR', { errors: ['bad'] })]);
      s.at(0, profile.subscribe());
      m.flush();
      expect(s.requestTimes).toEqual([0]);
      expect(s.state()).toMatchObject({ status: 'rejected', error: { status: 'PARSING_ERROR' } });
      const f = setup(m, [errorResult('FETCH_ERROR', undefined)]);
      f.at(0, profile.subscribe());
      m.flush();
      expect(f.requestTimes).toEqual([0]);
    }),
  );

  it(
    'six failures: rejected with the last error after the fifth retry',
    marbles((m) => {
      const s = setup(m, [serverError, serverError, serverError, serverError, serverError, errorResult(502, { detail: 'Bad gateway' })]);
      s.at(0, profile.subscribe());
      m.flush();
      expect(s.requestTimes).toHaveLength(QUERY_DEFAULT_RETRY_COUNT + 1);
      expect(s.events()).toEqual([
        [0, 'query/started'],
        [31 * SECOND, 'query/rejected'],
      ]);
      expect(s.state()).toMatchObject({ status: 'rejected', error: { status: 502 } });
    }),
  );

  it(
    'a waiting retry is cancelled when the last subscriber is gone and the entry dropped (no request after)',
    marbles((m) => {
      const s = setup(m, [serverError]);
      s.at(0, profile.subscribe());
      s.at(2 * SECOND, profile.unsubscribe());
      m.flush();
      // Retries at 1 s and 3 s, 7 s, … would follow; the entry is dropped 60 s after the unsubscribe, cancelling them.
      expect(s.requestTimes.every((t) => t < 62 * SECOND)).toBe(true);
      expect(s.events().at(-1)).toEqual([62 * SECOND, 'query/removed']);
    }),
  );
});
