import { createReducer } from '@reduxjs/toolkit';
import type { EnvelopeStatus, SignerStatus } from '../../../contract/documentEnums';
import { SIGNATURE_FIRST_PAGE } from '../../../domain/constants';
import { nextPageIndex, previousPageIndex } from '../../../domain/signing/pages';
import type { HttpError } from '../../kernel/http/types';
import { sessionEnded } from '../../kernel/session/actions';
import {
  envelopeOpened,
  fieldSignFailed,
  fieldSigned,
  fieldSigningStarted,
  nextPageShown,
  previousPageShown,
  reviewClosed,
  reviewOpened,
  signingClosed,
  signingCompleted,
  signingDeclined,
  signingOpened,
  signingPagesSet,
} from './actions';

/** Where one field's sign request stands in this session (the envelope in the cache catches up on its refetch). */
export type FieldProgress =
  | { status: 'signing' }
  | { status: 'signed'; signedAt: string | null }
  | { status: 'failed'; error: HttpError };

/** The signer's outcome as the last complete/decline answered (shown before the envelope is fetched again). */
export interface SignerOutcome {
  signerStatus: SignerStatus;
  envelopeStatus: EnvelopeStatus;
}

/**
 * `state.signing`. The first four keys are the §3 "Signature task state" (page indices over every page of the
 * envelope flattened in document order; §9 bounds 0…lastPage); the rest is this session's progress on the envelope
 * `envelopeUuid` of application `applicationId` (no typed value is kept here: personal data stays in the view).
 */
export interface SigningState {
  pendingPage: number;
  currentPage: number;
  lastPage: number;
  signedAnyDocumentsThisSession: boolean;
  /** The application whose signing page is open, or null. */
  applicationId: string | null;
  /** The envelope the task state is about, or null before one was opened. */
  envelopeUuid: string | null;
  /** Review-and-confirm is shown instead of a page. */
  reviewing: boolean;
  /** Field uuid → progress of its sign request. */
  fields: Record<string, FieldProgress>;
  outcome: SignerOutcome | null;
}

/** Where the root reducer mounts {@link signingReducer}. */
export const SIGNING_KEY = 'signing';

/** §3: every page index starts at SIGNATURE_FIRST_PAGE (0); nothing signed this session. */
export const initialSigningState: SigningState = {
  pendingPage: SIGNATURE_FIRST_PAGE,
  currentPage: SIGNATURE_FIRST_PAGE,
  lastPage: SIGNATURE_FIRST_PAGE,
  signedAnyDocumentsThisSession: false,
  applicationId: null,
  envelopeUuid: null,
  reviewing: false,
  fields: {},
  outcome: null,
};

/**
 * Folds signing events (never commands). §4: next page moves forward by one, never beyond lastPage, and sets
 * signedAnyDocumentsThisSession (also at the bound); previous moves back by one, never below 0; set values are
 * stored as given. Resets when the session ends and when another envelope is opened. Field and outcome events of
 * an envelope other than the current one are ignored.
 */
export const signingReducer = createReducer(initialSigningState, (builder) =>
  builder
    .addCase(signingOpened, (state, { payload }) => {
      state.applicationId = payload.applicationId;
    })
    .addCase(signingClosed, (state, { payload }) => {
      if (state.applicationId === payload.applicationId) state.applicationId = null;
    })
    .addCase(envelopeOpened, (state, { payload }) => {
      if (state.envelopeUuid !== payload.envelopeUuid) {
        return { ...initialSigningState, applicationId: state.applicationId, envelopeUuid: payload.envelopeUuid, pendingPage: payload.pendingPage, lastPage: payload.lastPage };
      }
      state.pendingPage = payload.pendingPage;
      state.lastPage = payload.lastPage;
      return undefined;
    })
    .addCase(signingPagesSet, (state, { payload }) => {
      if (payload.currentPage !== undefined) state.currentPage = payload.currentPage;
      if (payload.pendingPage !== undefined) state.pendingPage = payload.pendingPage;
      if (payload.lastPage !== undefined) state.lastPage = payload.lastPage;
    })
    .addCase(nextPageShown, (state) => {
      state.currentPage = nextPageIndex(state.currentPage, state.lastPage);
      state.signedAnyDocumentsThisSession = true;
    })
    .addCase(previousPageShown, (state) => {
      state.currentPage = previousPageIndex(state.currentPage);
    })
    .addCase(reviewOpened, (state) => {
      state.reviewing = true;
    })
    .addCase(reviewClosed, (state) => {
      state.reviewing = false;
    })
    .addCase(fieldSigningStarted, (state, { payload }) => {
      if (payload.envelopeUuid === state.envelopeUuid) state.fields[payload.fieldUuid] = { status: 'signing' };
    })
    .addCase(fieldSigned, (state, { payload }) => {
      if (payload.envelopeUuid === state.envelopeUuid) state.fields[payload.fieldUuid] = { status: 'signed', signedAt: payload.signedAt };
    })
    .addCase(fieldSignFailed, (state, { payload }) => {
      if (payload.envelopeUuid === state.envelopeUuid) state.fields[payload.fieldUuid] = { status: 'failed', error: payload.error };
    })
    .addCase(signingCompleted, (state, { payload }) => {
      if (payload.envelopeUuid === state.envelopeUuid) state.outcome = { signerStatus: payload.signerStatus, envelopeStatus: payload.envelopeStatus };
    })
    .addCase(signingDeclined, (state, { payload }) => {
      if (payload.envelopeUuid === state.envelopeUuid) state.outcome = { signerStatus: 'declined', envelopeStatus: payload.envelopeStatus };
    })
    .addCase(sessionEnded, () => initialSigningState),
);
