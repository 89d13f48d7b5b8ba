import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { documentsClosed, documentsOpened } from './actions';

/** Documents page state: which application's page is open (its uploads live in the shared slice, kernel/uploads). */
export interface DocumentsFeatureState {
  openApplicationId: string | null;
}

/** Where the root reducer mounts {@link documentsReducer}. */
export const DOCUMENTS_KEY = 'documents';

/** Nothing open. */
export const initialDocumentsState: DocumentsFeatureState = { openApplicationId: null };

/** Folds the documents page's events (never commands); back to the initial state when the session ends. */
export const documentsReducer = createReducer(initialDocumentsState, (builder) =>
  builder
    .addCase(documentsOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
    })
    .addCase(documentsClosed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) state.openApplicationId = null;
    })
    .addCase(sessionEnded, () => initialDocumentsState),
);
