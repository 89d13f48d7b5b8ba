import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { estimateAcknowledged, offerOpened, offerStepShown } from './actions';
import { DEFAULT_OFFER_STEP, type OfferStep } from './steps';

/**
 * Offer feature state (§3 client state "offer step (default property)"): the application whose offer was last
 * opened, the step shown, and whether this session acknowledged its Investment Estimate (so the page says so before
 * the refreshed application arrives). Its data lives in the query cache.
 */
export interface OfferState {
  applicationId: string | null;
  step: OfferStep;
  acknowledged: boolean;
}

/** Where the root reducer mounts {@link offerReducer}. */
export const OFFER_KEY = 'offer';

/** Nothing opened yet, on the property step. */
export const initialOfferState: OfferState = { applicationId: null, step: DEFAULT_OFFER_STEP, acknowledged: false };

/**
 * Folds offer events (never commands). Opening another application's offer starts again on the property step; coming
 * back to the same one keeps the step. Back to the initial state when the session ends.
 */
export const offerReducer = createReducer(initialOfferState, (builder) =>
  builder
    .addCase(offerOpened, (state, { payload }) =>
      payload.applicationId === state.applicationId ? state : { ...initialOfferState, applicationId: payload.applicationId },
    )
    .addCase(offerStepShown, (state, { payload }) => {
      state.step = payload.step;
    })
    .addCase(estimateAcknowledged, (state, { payload }) => {
      if (payload.applicationId === state.applicationId) state.acknowledged = true;
    })
    .addCase(sessionEnded, () => initialOfferState),
);
