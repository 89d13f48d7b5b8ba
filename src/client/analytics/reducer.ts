import { createEventReducer } from '../kernel/eventReducer';
import { batchDropped, batchSent, callRejected } from './actions';

/**
 * What the analytics layer did since the page loaded (developer metrics, not personal): calls refused by the tracking
 * plan per plan key, and calls sent or dropped. Kept across sign-outs: it describes the page, not the person.
 */
export interface AnalyticsState {
  rejected: Record<string, number>;
  sent: number;
  dropped: number;
}

/** Where the analytics slice is mounted. */
export const ANALYTICS_KEY = 'analytics';

/** Any root state that mounts the analytics slice. */
export interface AnalyticsRootState {
  [ANALYTICS_KEY]?: AnalyticsState;
}

/** Nothing sent, nothing refused. */
export const initialAnalyticsState: AnalyticsState = { rejected: {}, sent: 0, dropped: 0 };

/**
 * Counts `analytics/callRejected`, `analytics/batchSent` and `analytics/batchDropped` (events only). Immer-free
 * (kernel/eventReducer): this layer loads on every page right after the first render, and RTK's `createReducer` brought
 * immer and the toolkit with it (4.4 KB gzip, issue 14 §3 "as loaded").
 */
export const analyticsReducer = createEventReducer(initialAnalyticsState, (on) => [
  on(callRejected, (state, { payload }) => ({ ...state, rejected: { ...state.rejected, [payload.key]: (state.rejected[payload.key] ?? 0) + 1 } })),
  on(batchSent, (state, { payload }) => ({ ...state, sent: state.sent + payload.count })),
  on(batchDropped, (state, { payload }) => ({ ...state, dropped: state.dropped + payload.count })),
]);

/** The analytics slice (initial when not mounted). */
export const selectAnalytics = (state: AnalyticsRootState): AnalyticsState => state[ANALYTICS_KEY] ?? initialAnalyticsState;
