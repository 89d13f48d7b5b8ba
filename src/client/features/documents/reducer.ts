import { createEventReducer } from '../../kernel/eventReducer';
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

/**
 * Folds the documents page's events (never commands); back to the initial state when the session ends. Immer-free
 * (kernel/eventReducer): RTK's `createReducer` brought immer and the toolkit into the page's first load.
 */
export const documentsReducer = createEventReducer(initialDocumentsState, (on) => [
  on(documentsOpened, (state, { payload }) => (state.openApplicationId === payload.applicationId ? state : { ...state, openApplicationId: payload.applicationId })),
  on(documentsClosed, (state, { payload }) => (state.openApplicationId === payload.applicationId ? { ...state, openApplicationId: null } : state)),
  on(sessionEnded, () => initialDocumentsState),
]);
