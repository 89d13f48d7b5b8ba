import type { Action } from '@reduxjs/toolkit';
import { BehaviorSubject, defer, EMPTY, NEVER, throwError } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import type { SegmentEvent } from '../../../src/contract/platform';
import { createAnalyticsModules } from '../../../src/client/analytics';
import { pageShown } from '../../../src/client/analytics/actions';
import { pageOf } from '../../../src/client/analytics/pages';
import { selectAnalytics, type AnalyticsState } from '../../../src/client/analytics/reducer';
import { createAppStore } from '../../../src/client/app/store';
import type { FeatureModule } from '../../../src/client/kernel/epic';
import type { Storage } from '../../../src/client/kernel/storage';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, jsonReply, type TestDeps } from '../../support/fakeDeps';

/** One call of the transport: when (virtual ms), what, and whether by beacon. */
export interface Sent {
  at: number;
  events: SegmentEvent[];
  beacon: boolean;
}

/** How the fake transport answers the n-th send (from 0): true = taken, false = refused (HTTP 503). */
export type SendOutcome = (attempt: number) => boolean;

/**
 * The app's store (createAppStore, as the browser builds it) on the marble scheduler, with the session reducer (no
 * session epic: tests end sessions themselves), a version endpoint answering `0.1.0`, a recording transport and a
 * controllable page visibility. Analytics are mounted by `mount()` — later than the first events when a test says so —
 * exactly as the composition root does (`createAnalyticsModules` + `addModule`).
 */
export function analyticsHarness(
  m: Context,
  opts: { outcome?: SendOutcome; dev?: boolean; version?: 'answers' | 'silent'; modules?: readonly FeatureModule[]; preferences?: Storage } = {},
) {
  const deps: TestDeps = createTestDeps({ scheduler: m.scheduler });
  if (opts.preferences) deps.preferences = opts.preferences;
  if (opts.version !== 'silent') deps.http.respond({ path: 'v2/customer/version/' }, jsonReply({ version: '0.1.0' }));
  else deps.http.respond({ path: 'v2/customer/version/' }, () => NEVER);
  const visible$ = new BehaviorSubject(true);
  deps.visibility = { visible$ };
  const sent: Sent[] = [];
  let attempts = 0;
  const outcome = opts.outcome ?? (() => true);
  deps.analytics = {
    send: (batch, options) =>
      defer(() => {
        sent.push({ at: m.scheduler.now(), events: [...batch], beacon: options?.beacon === true });
        return outcome(attempts++) ? EMPTY : throwError(() => ({ status: 503, data: {} }));
      }),
  };
  const sessionModule: FeatureModule = { name: 'session', reducer: sessionReducer };
  const { store, eventLog, addModule } = createAppStore({ deps, modules: [sessionModule, ...(opts.modules ?? [])] });
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const mount = () => createAnalyticsModules({ eventLog, dev: opts.dev ?? false, newId }).forEach(addModule);
  const at = (ms: number, action: Action | (() => void)) =>
    m.scheduler.schedule(() => (typeof action === 'function' ? action() : void store.dispatch(action)), ms);
  const page = (path: string) => {
    const shown = pageOf(path);
    if (!shown) throw new Error(path);
    return pageShown(shown);
  };
  /** Every event sent, flattened, with the virtual ms of its send. */
  const events = () => sent.flatMap((s) => s.events.map((e) => ({ at: s.at, event: e })));
  const counts = (): AnalyticsState => selectAnalytics(store.getState() as never);
  return { deps, store, eventLog, sent, events, mount, at, page, visible$, counts };
}
