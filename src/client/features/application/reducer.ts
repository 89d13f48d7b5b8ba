import { createEventReducer } from '../../kernel/eventReducer';
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

/**
 * Folds application events (never commands); back to the initial state when the session ends. Immer-free
 * (kernel/eventReducer): RTK's `createReducer` brought immer and the toolkit (4.4 KB gzip) into the home's first load.
 */
export const applicationReducer = createEventReducer(initialApplicationState, (on) => [
  on(applicationHomeOpened, (state, { payload }) => ({ ...state, openApplicationId: payload.applicationId })),
  on(applicationHomeClosed, (state, { payload }) => (state.openApplicationId === payload.applicationId ? { ...state, openApplicationId: null } : state)),
  on(sessionEnded, () => initialApplicationState),
]);
