/** The closing-tasks feature (issue 12 §1): the appraisal booking, the wire details and the two closing reviews. */
import type { FeatureModule } from '../../kernel/epic';
import { closingTasksEpic } from './epic';
import { CLOSING_TASKS_KEY, closingTasksReducer } from './reducer';

export * from './actions';
export { closingTasksEpic } from './epic';
export { CLOSING_TASKS_KEY, closingTasksReducer, initialClosingTasksState, type ClosingTasksState } from './reducer';
export { closingTasksRoutes } from './routes';

/** The closing-tasks feature, mounted lazily the first time one of its screens renders; its state is `state.closingTasks`. */
export const closingTasksFeature: FeatureModule = { name: CLOSING_TASKS_KEY, reducer: closingTasksReducer, epic: closingTasksEpic };
