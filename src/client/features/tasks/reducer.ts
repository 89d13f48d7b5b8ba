import { createEventReducer } from '../../kernel/eventReducer';
import { sessionEnded } from '../../kernel/session/actions';
import { passwordSet, tasksPageClosed, tasksPageOpened } from './actions';

/**
 * Tasks feature state: which application's tasks page is open (its data lives in the query cache), and the
 * application whose password task was just done, so the page confirms it ("Your password is set…") while open.
 */
export interface TasksFeatureState {
  openApplicationId: string | null;
  passwordSetOn: string | null;
}

/** Where the root reducer mounts {@link tasksReducer}. */
export const TASKS_KEY = 'tasks';

/** Nothing open, nothing confirmed. */
export const initialTasksState: TasksFeatureState = { openApplicationId: null, passwordSetOn: null };

/**
 * Folds tasks events (never commands); back to the initial state when the session ends. Immer-free
 * (kernel/eventReducer): RTK's `createReducer` brought immer and the toolkit (4.4 KB gzip) into the page's first load.
 * A case that changes nothing returns the same state.
 */
export const tasksReducer = createEventReducer(initialTasksState, (on) => [
  on(tasksPageOpened, (state, { payload }) =>
    state.openApplicationId === payload.applicationId ? state : { openApplicationId: payload.applicationId, passwordSetOn: null },
  ),
  on(tasksPageClosed, (state, { payload }) => (state.openApplicationId === payload.applicationId ? { openApplicationId: null, passwordSetOn: null } : state)),
  on(passwordSet, (state, { payload }) => (state.passwordSetOn === payload.applicationId ? state : { ...state, passwordSetOn: payload.applicationId })),
  on(sessionEnded, () => initialTasksState),
]);
