import type { Action, AnyAction } from '@reduxjs/toolkit';
import { BehaviorSubject, ignoreElements, map, tap, timer, type Observable } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import { servicingStepDraftKind } from '../../../src/client/features/servicing/draftKind';
import { SERVICING_KEY, servicingReducer, type ServicingState } from '../../../src/client/features/servicing/reducer';
import { servicingEpic } from '../../../src/client/features/servicing/epic';
import { isEvent } from '../../../src/client/kernel/actions';
import { changesEpic } from '../../../src/client/kernel/changes';
import { draftsEpic, draftsReducer } from '../../../src/client/kernel/drafts';
import { registerDraftKind } from '../../../src/client/kernel/drafts/draftKinds';
import type { AppEpic } from '../../../src/client/kernel/epic';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { uploadsReducer, UPLOADS_KEY } from '../../../src/client/kernel/uploads';
import type { ServicingRequest, ServicingTask } from '../../../src/contract/servicing/request';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { application, dealTeam } from '../../unit/app/fixtures';
import { APP_UUID, investment, payoffStatement, request, REQUEST_UUID, WIRE } from '../../unit/servicing/fixtures';

export { APP_UUID, REQUEST_UUID };

// As the servicing feature does when its code loads: the kernel's save queue knows only the application form's sections,
// and these files share their modules with the other marble files (isolate: false), so none may rely on another's
// registration.
registerDraftKind('servicing-step', servicingStepDraftKind);

/** Virtual ms each sandbox call takes unless a test says otherwise. */
export const API_MS = 100;

export const REQUEST_PATH = `v1/customer/servicing-request/${REQUEST_UUID}/`;
export const TASKS_PATH = `v1/customer/application/${APP_UUID}/servicing-tasks/`;
export const PAYOFF_PATH = `${REQUEST_PATH}payoff-statement/`;
export const CHANGED_PATH = `v1/customer/application/${APP_UUID}/customer-changed/`;

/** A fake sandbox's answer to a call: a JSON body (decoded by the request's codec), or an HTTP error. */
type Answer = { json: unknown } | { status: number; data: unknown };

/** What the fake sandbox holds: the request, its payoff statement, and how the next calls answer. */
export interface FakeServicingServer {
  request: ServicingRequest;
  payoff: ReturnType<typeof payoffStatement> | null;
  /** The application's servicing tasks. */
  tasks: ServicingTask[];
  /** Virtual ms of the n-th (1-based) GET of the request; API_MS unless given. */
  requestDelay: (n: number) => number;
  /** Overrides the answer of the next call whose method and path match (then answers normally again). */
  failNext: Map<string, Answer>;
}

const later = (m: Context, ms: number, answer: () => HttpResult<unknown>): Observable<HttpResult<unknown>> => timer(ms, m.scheduler).pipe(map(answer));

/**
 * A store with the query cache, drafts, uploads and servicing slices and the query cache, drafts, §4 changes and
 * servicing epics over fake deps on the marble scheduler, in front of a fake sandbox holding one owner buyout
 * (unit fixtures) that answers like the real one: saves keep the step's revision and values, submit completes the
 * step, acknowledge reveals the wire instructions, cancel and renew move the request. Every call takes
 * {@link API_MS} (the request's GETs `server.requestDelay(n)`). `log` records every request with its virtual time.
 */
export function servicingHarness(m: Context, opts: { request?: Partial<ServicingRequest> } = {}) {
  const visible$ = new BehaviorSubject(true);
  const deps = createTestDeps({ scheduler: m.scheduler, visibility: { visible$ } });
  const server: FakeServicingServer = { request: request(opts.request), payoff: null, tasks: [], requestDelay: () => API_MS, failNext: new Map() };
  const log: Array<{ at: number; method: string; path: string; body?: unknown }> = [];
  let requestGets = 0;
  let version = 0;

  const moved = () => {
    version += 1;
    server.request = { ...server.request, updated_at: new Date(Date.UTC(2026, 4, 1, 10, version)).toISOString() };
  };
  const answer = (req: HttpRequest<unknown>, a: Answer): HttpResult<unknown> =>
    'json' in a ? (jsonReply(a.json) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req) : errorResult(a.status, a.data);
  const route = (method: HttpRequest<unknown>['method'], path: string | RegExp, handle: (req: HttpRequest<unknown>) => Answer, delay: () => number = () => API_MS) =>
    deps.http.respond({ method, path }, (req) => {
      log.push({ at: m.scheduler.now(), method: req.method, path: req.path, ...(req.body === undefined ? {} : { body: req.body }) });
      const key = `${req.method} ${req.path}`;
      const override = server.failNext.get(key);
      if (override) server.failNext.delete(key);
      return later(m, delay(), () => answer(req, override ?? handle(req)));
    });

  route('GET', REQUEST_PATH, () => ({ json: server.request }), () => server.requestDelay((requestGets += 1)));
  route('GET', TASKS_PATH, () => ({ json: server.tasks }));
  route('GET', `v1/customer/application/${APP_UUID}/servicing-requests/`, () => ({ json: [server.request] }));
  route('GET', `v1/customer/application/${APP_UUID}/investment/`, () => ({ json: { investment: investment() } }));
  route('GET', `v1/customer/application/${APP_UUID}/`, () => ({ json: application({ stage: 'closed-won', customer_stage: 'closed' }) }));
  route('GET', `v1/customer/application/${APP_UUID}/deal-team/`, () => ({ json: dealTeam() }));
  route('GET', `v1/customer/application/${APP_UUID}/documents/`, () => ({ json: [] }));
  route('GET', `v1/customer/application/${APP_UUID}/servicing-task-groups/`, () => ({ json: [] }));
  route('GET', PAYOFF_PATH, () => ({ json: { payoff_statement: server.payoff } }));
  route('POST', CHANGED_PATH, () => ({ json: { has_changes: true } }));
  route('PUT', new RegExp(`^${REQUEST_PATH}steps/[^/]+/$`), (req) => {
    const kind = req.path.split('/').at(-2);
    const body = req.body as { revision: number; values: Record<string, unknown> };
    const steps = server.request.steps.map((s) => (s.kind === kind && body.revision > s.revision ? { ...s, revision: body.revision, values: body.values } : s));
    server.request = { ...server.request, steps };
    return { json: steps.find((s) => s.kind === kind) };
  });
  route('POST', new RegExp(`^${REQUEST_PATH}steps/[^/]+/submit/$`), (req) => {
    const kind = req.path.split('/').at(-3);
    server.request = {
      ...server.request,
      steps: server.request.steps.map((s) => (s.kind === kind ? { ...s, status: 'completed', submitted_at: '2026-05-10T12:00:00.000Z' } : s)),
    };
    moved();
    return { json: server.request };
  });
  route('POST', `${REQUEST_PATH}cancel/`, () => {
    server.request = { ...server.request, status: 'canceled', next_actor: null };
    moved();
    return { json: server.request };
  });
  route('POST', `${PAYOFF_PATH}acknowledge/`, () => {
    if (!server.payoff || server.payoff.expired) return { status: 409, data: { detail: 'This payoff statement has expired. Ask for a new one.' } };
    server.payoff = { ...server.payoff, acknowledged_at: '2026-06-05T10:00:00.000Z', wire_instructions: WIRE };
    return { json: { payoff_statement: server.payoff } };
  });
  route('POST', `${PAYOFF_PATH}renew/`, () => {
    server.payoff = null;
    moved();
    return { json: server.request };
  });
  route('POST', `v1/customer/application/${APP_UUID}/servicing-requests/`, (req) => {
    const type = (req.body as { request_type: ServicingRequest['request_type'] }).request_type;
    return { json: { ...server.request, request_type: type } };
  });

  const seen: Array<{ at: number; action: AnyAction }> = [];
  const recorder: AppEpic = (action$) =>
    action$.pipe(
      tap((action) => seen.push({ at: m.scheduler.now(), action })),
      ignoreElements(),
    );
  const { store } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, drafts: draftsReducer, [UPLOADS_KEY]: uploadsReducer, [SERVICING_KEY]: servicingReducer },
    epics: [recorder, createQueryCacheEpic(), draftsEpic, changesEpic, servicingEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const run = (ms: number, effect: () => void) => m.scheduler.schedule(effect, ms);
  /** `[time, type]` of every event (optionally of one type). */
  const events = (type?: string) => seen.filter((s) => isEvent(s.action) && (type === undefined || s.action.type === type));
  /** Virtual times of the requests matching method and path. */
  const times = (method: string, path: string | RegExp) =>
    log.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))).map((r) => r.at);
  const state = () => store.getState() as Record<string, unknown> & { [SERVICING_KEY]: ServicingState };
  /** Moves the request on at the sandbox (a back-office change): it answers differently from now on. */
  const change = (update: Partial<ServicingRequest>) => {
    server.request = { ...server.request, ...update };
    moved();
  };
  return { deps, server, store, log, seen, at, run, events, times, state, change, visible$ };
}
