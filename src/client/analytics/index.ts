/**
 * The analytics layer (architecture "The event log and analytics"): checking the calls the entry's tracker keeps
 * against the tracking plan, batching, sending and acknowledging them, and the vendors' session replay and chat.
 * Loaded lazily by the composition root after the first render; it may import kernel and features' `actions.ts`, and
 * only the app imports it. The tracker itself (`./tracker`, with the derivation table) is in the entry.
 */
import type { Action } from '@reduxjs/toolkit';
import type { ConsentChoices } from '../kernel/consent/consent';
import type { Dependencies } from '../kernel/deps';
import type { FeatureModule } from '../kernel/epic';
import { formsModule } from '../kernel/forms';
import { createAnalyticsEpic, type AnalyticsEpicOptions } from './epic';
import { browserServices } from './services';
import { ANALYTICS_KEY, analyticsReducer } from './reducer';

export * from './actions';
export { createAnalyticsEpic, PRODUCT_VERSION_WAIT_MS, UNKNOWN_PRODUCT_VERSION, type AnalyticsEpicOptions } from './epic';
export { deriveCalls, DERIVATION_TABLE, initialAnalyticsContext, type AnalyticsContext, type PlannedCall } from './derive';
export { pageOf, PAGE_ROUTES } from './pages';
export { ANALYTICS_KEY, analyticsReducer, initialAnalyticsState, selectAnalytics, type AnalyticsState } from './reducer';

/**
 * The modules to mount for analytics: the analytics slice and epic (`state.analytics`), and the §5 field-error
 * reporting of kernel/forms, whose events only analytics read.
 */
export function createAnalyticsModules(opts: AnalyticsEpicOptions): FeatureModule[] {
  return [{ name: ANALYTICS_KEY, reducer: analyticsReducer, epic: createAnalyticsEpic(opts) }, formsModule];
}

/** What the composition root hands analytics: its store's dispatch, module mounting, the tracker, deps and window. */
export interface AnalyticsHost extends AnalyticsEpicOptions {
  dispatch(action: Action): unknown;
  addModule(module: FeatureModule): void;
  /** The app's dependencies, whose no-op analytics, session replay and chat this layer replaces with the real ones. */
  deps: Dependencies;
  win: Window;
  /** The person's privacy choices in force (issue 12 §3), read when the services are put in. */
  consent(): ConsentChoices;
}

const startedTrackers = new WeakSet<object>();

/**
 * The composition root's one way into analytics (loaded lazily, after the first render), called once: it puts the
 * browser's analytics transport, session replay and chat into `deps` (their code arrives with this layer, not in the
 * first load; until then nothing could have used them: no batch was built, no replay asked for, no chat loaded),
 * loads the chat widget unless the person turned chat off (issue 12 §3), then mounts analytics — which takes over
 * every call the tracker kept since start. Page calls are the tracker's (the entry dispatches `navigation/pageShown`).
 */
export function startAnalytics(host: AnalyticsHost): void {
  if (startedTrackers.has(host.tracker)) return;
  startedTrackers.add(host.tracker);
  Object.assign(host.deps, browserServices(host.win, host.deps.http));
  host.deps.chat.setEnabled(host.consent().chat);
  createAnalyticsModules(host).forEach((module) => host.addModule(module));
}
