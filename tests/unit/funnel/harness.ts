import type { AnyAction } from '@reduxjs/toolkit';
import { VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import { funnelEpic } from '../../../src/client/features/funnel/epic';
import { funnelReducer, type FunnelRootState, type FunnelState } from '../../../src/client/features/funnel/reducer';
import type { AnyEventAction, CorrelationDispatch } from '../../../src/client/kernel';
import { createTestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

/**
 * A store with the funnel reducer and epic over fake deps, optionally seeded with events. `navigations` records the
 * path and the funnel state at the moment each navigation happened (to prove answers are saved before moving on).
 */
export function funnelHarness(seed: readonly AnyAction[] = [], scheduler: SchedulerLike = new VirtualTimeScheduler()) {
  const deps = createTestDeps({ scheduler });
  const { store, eventLog } = createTestStore({ reducers: { funnel: funnelReducer }, epics: [funnelEpic], deps });
  const funnel = (): FunnelState => (store.getState() as unknown as FunnelRootState).funnel;
  const navigations: Array<{ path: string; state: FunnelState }> = [];
  const navigate = deps.navigation.navigate.bind(deps.navigation);
  deps.navigation.navigate = (path, opts) => {
    navigations.push({ path, state: funnel() });
    navigate(path, opts);
  };
  for (const event of seed) store.dispatch(event);
  eventLog.clear();
  return {
    deps,
    http: deps.http,
    store,
    navigations,
    funnel,
    /** Event types appended since the seed, in order. */
    eventTypes: () => eventLog.entries().map((e) => e.event.type),
    events: () => eventLog.entries().map((e) => e.event),
    /** Dispatches a correlated command and resolves with its outcome event. */
    send: (command: AnyAction) => (store.dispatch as unknown as CorrelationDispatch)(command as never) as Promise<AnyEventAction>,
  };
}
