import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { dashboardClosed, dashboardOpened, requestClosed, requestOpened, type RequestRef } from './actions';

/**
 * Servicing feature state (issue 11): which dashboard and which request page are open, and the day (`yyyy-MM-dd`,
 * from the clock when the page opened) their figures are computed for. The data itself lives in the query cache.
 */
export interface ServicingState {
  openApplicationId: string | null;
  openRequest: RequestRef | null;
  /** The day the open pages read (time left on the term, settlement estimate, payoff expiry, step date rules). */
  today: string | null;
}

/** Where the root reducer mounts {@link servicingReducer}. */
export const SERVICING_KEY = 'servicing';

/** Nothing open. */
export const initialServicingState: ServicingState = { openApplicationId: null, openRequest: null, today: null };

const sameRequest = (a: RequestRef | null, b: RequestRef) => a !== null && a.applicationId === b.applicationId && a.requestUuid === b.requestUuid;

/** Folds servicing events (never commands); back to the initial state when the session ends. */
export const servicingReducer = createReducer(initialServicingState, (builder) =>
  builder
    .addCase(dashboardOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
      state.today = payload.today;
    })
    .addCase(dashboardClosed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.openApplicationId = null;
    })
    .addCase(requestOpened, (state, { payload }) => {
      state.openRequest = { applicationId: payload.applicationId, requestUuid: payload.requestUuid };
      state.today = payload.today;
    })
    .addCase(requestClosed, (state, { payload }) => {
      if (sameRequest(state.openRequest, payload)) state.openRequest = null;
    })
    .addCase(sessionEnded, () => initialServicingState),
);
