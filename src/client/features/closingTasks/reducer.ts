import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { closingScreenOpened, closingWriteDone, type ClosingWrite } from './actions';

/**
 * Closing-tasks state (issue 12 §1): the application whose screen is open and the writes this visit made to it, so a
 * screen says "done" at once, before the refreshed tasks arrive. The data lives in the query cache.
 */
export interface ClosingTasksState {
  applicationId: string | null;
  /** The last write of each kind this visit (in order), for the open application. */
  done: ClosingWrite[];
}

/** Where the root reducer mounts {@link closingTasksReducer}. */
export const CLOSING_TASKS_KEY = 'closingTasks';

/** Nothing open. */
export const initialClosingTasksState: ClosingTasksState = { applicationId: null, done: [] };

/** Folds closing-task events (never commands); another application starts afresh; cleared when the session ends. */
export const closingTasksReducer = createReducer(initialClosingTasksState, (builder) =>
  builder
    .addCase(closingScreenOpened, (state, { payload }) =>
      payload.applicationId === state.applicationId ? state : { applicationId: payload.applicationId, done: [] },
    )
    .addCase(closingWriteDone, (state, { payload }) => {
      if (payload.applicationId !== state.applicationId) return;
      state.done = [...state.done.filter((w) => w !== payload.write), payload.write];
    })
    .addCase(sessionEnded, () => initialClosingTasksState),
);
