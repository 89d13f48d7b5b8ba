import type { HttpError } from '../../kernel/http/types';
import { applicationQuery } from '../../kernel/api/queries';
import { createEventReducer } from '../../kernel/eventReducer';
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

/** `s` with `next`'s fields; `s` itself when they change nothing (a selector's input stays the same). */
const patched = (s: DeclarationsFeatureState, next: Partial<DeclarationsFeatureState>): DeclarationsFeatureState =>
  (Object.keys(next) as (keyof DeclarationsFeatureState)[]).every((key) => Object.is(s[key], next[key])) ? s : { ...s, ...next };

/** {@link patched} when the event is about the open application; else the state as it is. */
const ifOpen = (s: DeclarationsFeatureState, applicationId: string, next: Partial<DeclarationsFeatureState>): DeclarationsFeatureState =>
  s.openApplicationId === applicationId ? patched(s, next) : s;

/** The overlay `change`d when the event is about the overlay's application; else the state as it is. */
const ifOverlay = (s: DeclarationsFeatureState, applicationId: string, change: (overlay: PartyOverlay) => PartyOverlay): DeclarationsFeatureState =>
  s.overlayFor === applicationId ? patched(s, { overlay: change(s.overlay) }) : s;

/**
 * Folds declarations events (never commands) and the application's fetches; initial again when the session ends.
 * Plain immutable updates (kernel/eventReducer), not `createReducer`: immer was ≈ 4.4 KB gzip of the page's first load
 * (issue 14 §2).
 */
export const declarationsReducer = createEventReducer<DeclarationsFeatureState>(initialDeclarationsState, (on) => [
  on(declarationsOpened, (s, { payload }) =>
    patched(s, {
      openApplicationId: payload.applicationId,
      resumedFor: null,
      submitError: null,
      ...(s.overlayFor !== payload.applicationId ? { overlayFor: payload.applicationId, overlay: EMPTY_OVERLAY } : {}),
    }),
  ),
  on(declarationsClosed, (s, { payload }) => ifOpen(s, payload.applicationId, { openApplicationId: null, resumedFor: null })),
  on(declarationsResumed, (s, { payload }) => ifOpen(s, payload.applicationId, { resumedFor: payload.applicationId })),
  on(coOwnerSaved, (s, { payload }) => ifOverlay(s, payload.applicationId, (overlay) => withSavedParty(overlay, payload.party))),
  on(coOwnerRemoved, (s, { payload }) => ifOverlay(s, payload.applicationId, (overlay) => withRemovedParty(overlay, payload.partyUuid))),
  on(spouseSaved, (s, { payload }) =>
    ifOverlay(s, payload.applicationId, (overlay) => withSpouse(overlay, payload.applicantProfileUuid, payload.spouse)),
  ),
  // The person went to fix something: the last submit's problems are stale once they come back.
  on(declarationsStageChanged, (s, { payload }) => (payload.from !== payload.to ? ifOpen(s, payload.applicationId, { submitError: null }) : s)),
  on(declarationsSubmitted, (s, { payload }) => ifOpen(s, payload.applicationId, { submitError: null })),
  on(declarationsSubmitFailed, (s, { payload }) => ifOpen(s, payload.applicationId, { submitError: payload.error })),
  on(sessionEnded, () => initialDeclarationsState),
  on({ match: applicationQuery.matchFulfilled }, (s, { payload }) => {
    const id = s.overlayFor;
    if (id === null || payload.key !== applicationQuery.key({ uuid: id })) return s;
    const next = reconcileOverlay(s.overlay, payload.data.application_profiles);
    return patched(s, { overlay: next });
  }),
]);
