import { createReducer } from '@reduxjs/toolkit';
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

/** Folds tasks events (never commands); back to the initial state when the session ends. */
export const tasksReducer = createReducer(initialTasksState, (builder) =>
  builder
    .addCase(tasksPageOpened, (state, { payload }) => {
      if (state.openApplicationId !== payload.applicationId) state.passwordSetOn = null;
      state.openApplicationId = payload.applicationId;
    })
    .addCase(tasksPageClosed, (state, { payload }) => {
      if (state.openApplicationId === payload.applicationId) {
        state.openApplicationId = null;
        state.passwordSetOn = null;
      }
    })
    .addCase(passwordSet, (state, { payload }) => {
      state.passwordSetOn = payload.applicationId;
    })
    .addCase(sessionEnded, () => initialTasksState),
);
