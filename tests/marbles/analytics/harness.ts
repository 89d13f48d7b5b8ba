import type { Action } from '@reduxjs/toolkit';
import { BehaviorSubject, defer, EMPTY, filter, NEVER, throwError } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import type { SegmentEvent } from '../../../src/contract/platform';
import { createAnalyticsModules } from '../../../src/client/analytics';
import { pageShown } from '../../../src/client/analytics/actions';
import { pageOf } from '../../../src/client/analytics/pages';
import { createOutbox, sendOutboxByBeacon } from '../../../src/client/analytics/outbox';
import { createTracker } from '../../../src/client/analytics/tracker';
import { selectConsent } from '../../../src/client/kernel/consent/reducer';
import { selectIsOps } from '../../../src/client/kernel/session/selectors';
import { selectAnalytics, type AnalyticsState } from '../../../src/client/analytics/reducer';
import { createAppStore } from '../../../src/client/app/store';
import type { FeatureModule } from '../../../src/client/kernel/epic';
import type { Storage } from '../../../src/client/kernel/storage';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, jsonReply, type TestDeps } from '../../support/fakeDeps';

/** One call of the transport or of the beacon: when (virtual ms), what, and whether by beacon. */
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
  opts: {
    outcome?: SendOutcome;
    dev?: boolean;
    version?: 'answers' | 'silent';
    modules?: readonly FeatureModule[];
    preferences?: Storage;
    /** Session storage shared with an earlier "page load" (the outbox survives a reload there). */
    storage?: Storage;
    /** Message ids count up from here (a second "page load" of one session starts further on). */
    idStart?: number;
    /** Whether the browser takes a beacon (default: yes). */
    beaconTaken?: boolean;
  } = {},
) {
  const deps: TestDeps = createTestDeps({ scheduler: m.scheduler });
  if (opts.preferences) deps.preferences = opts.preferences;
  if (opts.storage) deps.storage = opts.storage;
  if (opts.version !== 'silent') deps.http.respond({ path: 'v2/customer/version/' }, jsonReply({ version: '0.1.0' }));
  else deps.http.respond({ path: 'v2/customer/version/' }, () => NEVER);
  const visible$ = new BehaviorSubject(true);
  deps.visibility = { visible$ };
  const sent: Sent[] = [];
  let attempts = 0;
  const outcome = opts.outcome ?? (() => true);
  deps.analytics = {
    send: (batch) =>
      defer(() => {
        sent.push({ at: m.scheduler.now(), events: [...batch], beacon: false });
        return outcome(attempts++) ? EMPTY : throwError(() => ({ status: 503, data: {} }));
      }),
  };
  const sessionModule: FeatureModule = { name: 'session', reducer: sessionReducer };
  const { store, eventLog, addModule } = createAppStore({ deps, modules: [sessionModule, ...(opts.modules ?? [])] });
  let ids = opts.idStart ?? 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const allowed = () => selectConsent(store.getState() as never).analytics && !selectIsOps(store.getState() as never);
  // As the entry does: the outbox, sent by beacon when the page is hidden, and the tracker filling it.
  const outbox = createOutbox(deps.storage);
  visible$.pipe(filter((visible) => !visible)).subscribe(() =>
    sendOutboxByBeacon(outbox, {
      beacon: (_url, json) => {
        if (opts.beaconTaken === false) return false;
        sent.push({ at: m.scheduler.now(), events: (JSON.parse(json) as { events: SegmentEvent[] }).events, beacon: true });
        return true;
      },
      allowed,
      blocked: () => false,
    }),
  );
  const tracker = createTracker({ eventLog, outbox, storage: deps.storage, allowed, newId });
  const mount = () => createAnalyticsModules({ tracker, dev: opts.dev ?? false }).forEach(addModule);
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
  return { deps, store, eventLog, tracker, sent, events, mount, at, page, visible$, counts };
}
