import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { applicationHomeClosed, applicationHomeOpened } from './actions';

/**
 * Application feature state: which application home is open (its data lives in the query cache). Null when none is.
 */
export interface ApplicationFeatureState {
  openApplicationId: string | null;
}

/** Where the root reducer mounts {@link applicationReducer}. */
export const APPLICATION_KEY = 'application';

/** No home open. */
export const initialApplicationState: ApplicationFeatureState = { openApplicationId: null };

/** Folds application events (never commands); back to the initial state when the session ends. */
export const applicationReducer = createReducer(initialApplicationState, (builder) =>
  builder
    .addCase(applicationHomeOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
    })
    .addCase(applicationHomeClosed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.openApplicationId = null;
    })
    .addCase(sessionEnded, () => initialApplicationState),
);
