import { createReducer } from '@reduxjs/toolkit';
import type { HttpError } from '../../kernel/http/types';
import { applicationQuery } from '../../kernel/api/queries';
import { sessionEnded } from '../../kernel/session/actions';
import {
  coOwnerRemoved, coOwnerSaved, declarationsClosed, declarationsOpened, declarationsResumed, declarationsSubmitFailed,
  declarationsStageChanged, declarationsSubmitted, spouseSaved,
} from './actions';
import { EMPTY_OVERLAY, reconcileOverlay, withRemovedParty, withSavedParty, withSpouse, type PartyOverlay } from './overlay';

/**
 * Declarations feature state. The answers live in the draft queue (kernel/drafts) and the stage in the wizard machine
 * (kernel/wizard); this slice holds which application is open, whether its wizard was resumed from the saved answers
 * (the page waits for it, so the intro never flashes before the right question), party changes not yet in the cached
 * application ({@link PartyOverlay}) and the last failed submit.
 */
export interface DeclarationsFeatureState {
  openApplicationId: string | null;
  resumedFor: string | null;
  /** The application the overlay belongs to. */
  overlayFor: string | null;
  overlay: PartyOverlay;
  submitError: HttpError | null;
}

/** Where the root reducer mounts {@link declarationsReducer}: `state.declarations`. */
export const DECLARATIONS_KEY = 'declarations';

/** Nothing open. */
export const initialDeclarationsState: DeclarationsFeatureState = {
  openApplicationId: null,
  resumedFor: null,
  overlayFor: null,
  overlay: EMPTY_OVERLAY,
  submitError: null,
};

/** Folds declarations events (never commands) and the application's fetches; initial again when the session ends. */
export const declarationsReducer = createReducer(initialDeclarationsState, (builder) =>
  builder
    .addCase(declarationsOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
      state.resumedFor = null;
      state.submitError = null;
      if (state.overlayFor !== payload.applicationId) {
        state.overlayFor = payload.applicationId;
        state.overlay = EMPTY_OVERLAY;
      }
    })
    .addCase(declarationsClosed, (state, { payload }) => {
      if (state.openApplicationId !== payload.applicationId) return;
      state.openApplicationId = null;
      state.resumedFor = null;
    })
    .addCase(declarationsResumed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.resumedFor = payload.applicationId;
    })
    .addCase(coOwnerSaved, (state, { payload }) => {
      if (state.overlayFor === payload.applicationId) state.overlay = withSavedParty(state.overlay, payload.party);
    })
    .addCase(coOwnerRemoved, (state, { payload }) => {
      if (state.overlayFor === payload.applicationId) state.overlay = withRemovedParty(state.overlay, payload.partyUuid);
    })
    .addCase(spouseSaved, (state, { payload }) => {
      if (state.overlayFor === payload.applicationId) {
        state.overlay = withSpouse(state.overlay, payload.applicantProfileUuid, payload.spouse);
      }
    })
    .addCase(declarationsStageChanged, (state, { payload }) => {
      // The person went to fix something: the last submit's problems are stale once they come back.
      if (state.openApplicationId === payload.applicationId && payload.from !== payload.to) state.submitError = null;
    })
    .addCase(declarationsSubmitted, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.submitError = null;
    })
    .addCase(declarationsSubmitFailed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.submitError = payload.error;
    })
    .addCase(sessionEnded, () => initialDeclarationsState)
    .addMatcher(applicationQuery.matchFulfilled, (state, { payload }) => {
      const id = state.overlayFor;
      if (id === null || payload.key !== applicationQuery.key({ uuid: id })) return;
      const next = reconcileOverlay(state.overlay as PartyOverlay, payload.data.application_profiles);
      if (next !== state.overlay) state.overlay = next;
    }),
);
