import type { Action } from '@reduxjs/toolkit';
import { BehaviorSubject, map, timer, type Observable } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import type { Application } from '../../../src/contract/entities';
import { opsEpic } from '../../../src/client/features/ops/epic';
import { OPS_KEY, opsReducer, type OpsState } from '../../../src/client/features/ops/reducer';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer, type QueryCacheRootState } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, makeToken } from '../../unit/app/fixtures';

/** The watched application's path (§7 `GET /v1/customer/application/{uuid}/`). */
export const APP_PATH = `v1/customer/application/${APP_UUID}/`;

/** Options of {@link opsPollingHarness}. */
export interface OpsPollingOptions {
  /** Virtual ms every answer takes (default 100). */
  delayMs?: number;
  /** Virtual ms the n-th application request (from 1) takes, overriding `delayMs`. */
  appDelayMs?: (n: number) => number;
  /** Mount the session epic too (it times the token's expiry; only logout tests need it). */
  withSessionEpic?: boolean;
  /** The other endpoints the pages read: path → the body answered (200, after `delayMs`), computed when it replies. */
  others?: Readonly<Record<string, () => unknown>>;
}

/** `answer()` after `ms` of virtual time (computed then, as a server would when it replies). */
function delayed(m: Context, ms: number, answer: () => HttpResult<unknown>): Observable<HttpResult<unknown>> {
  return timer(ms, m.scheduler).pipe(map(() => answer()));
}

/**
 * The ops epic and the query cache on the marble scheduler, signed in as staff, with a fake server for one application
 * whose answers take `delayMs` (virtual): it answers the application with an ETag (`"v<version>"`) and 304 when the
 * request's If-None-Match is the current one; `change()` moves the application on (a new version). The `others`
 * endpoints answer 200. Every request is recorded with its virtual time and whether it was conditional.
 */
export function opsPollingHarness(m: Context, opts: OpsPollingOptions = {}) {
  const visible$ = new BehaviorSubject(true);
  const deps = createTestDeps({ scheduler: m.scheduler, visibility: { visible$ } });
  const server = { version: 1, app: application(), failNext: false };
  const log: Array<{ at: number; path: string; ifNoneMatch?: string; done?: number }> = [];
  let appRequests = 0;
  const reply = (req: HttpRequest<unknown>): HttpResult<unknown> => {
    if (server.failNext) {
      server.failNext = false;
      return { ok: false, error: { status: 503, data: { detail: 'busy' } } };
    }
    const etag = `"v${server.version}"`;
    if (req.ifNoneMatch === etag) return { ok: true, status: 304, value: undefined, etag };
    return { ok: true, status: 200, value: structuredClone(server.app), etag };
  };
  deps.http.respond({ path: APP_PATH }, (req) => {
    const entry: (typeof log)[number] = { at: m.scheduler.now(), path: APP_PATH, ...(req.ifNoneMatch ? { ifNoneMatch: req.ifNoneMatch } : {}) };
    log.push(entry);
    appRequests += 1;
    const wait = opts.appDelayMs?.(appRequests) ?? opts.delayMs ?? 100;
    return delayed(m, wait, () => {
      entry.done = m.scheduler.now();
      return reply(req);
    });
  });
  for (const [path, body] of Object.entries(opts.others ?? {})) {
    deps.http.respond({ path }, (req) => {
      log.push({ at: m.scheduler.now(), path: req.path });
      return delayed(m, opts.delayMs ?? 100, () => ({ ok: true, status: 200, value: body() }));
    });
  }
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, session: sessionReducer, [OPS_KEY]: opsReducer },
    epics: [createQueryCacheEpic(), opsEpic, ...(opts.withSessionEpic ? [sessionEpic] : [])],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: 86_400 }), source: 'password', isOps: true }));
  const at = (ms: number, run: () => unknown) => m.scheduler.schedule(() => void run(), ms);
  const send = (ms: number, action: Action) => at(ms, () => store.dispatch(action));
  const state = () => store.getState() as unknown as QueryCacheRootState & { [OPS_KEY]: OpsState };
  /** Times of the application requests: all, or only the conditional (polling) ones. */
  const appTimes = (conditional?: boolean) =>
    log.filter((r) => r.path === APP_PATH && (conditional === undefined || !!r.ifNoneMatch === conditional)).map((r) => r.at);
  /** Times of the requests to another endpoint. */
  const timesOf = (path: string) => log.filter((r) => r.path === path).map((r) => r.at);
  const events = (type: string) => eventLog.entries().filter((e) => e.event.type === type);
  const change = (overrides: Partial<Application>) => {
    server.version += 1;
    server.app = { ...server.app, ...overrides };
  };
  return { deps, store, state, at, send, log, appTimes, timesOf, events, change, visible$, server };
}
