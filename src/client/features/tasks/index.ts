/** The tasks feature (issue #4 §1): the tasks page, its §2 scroll-to sections and the password task. */
import type { FeatureModule } from '../../kernel/epic';
import { tasksEpic } from './epic';
import { TASKS_KEY, tasksReducer } from './reducer';

export * from './actions';
export { tasksEpic } from './epic';
export { initialTasksState, TASKS_KEY, tasksReducer, type TasksFeatureState } from './reducer';
export { tasksRoutes } from './routes';

/** The tasks feature, mounted lazily the first time one of its routes renders; its state lives at `state.tasks`. */
export const tasksFeature: FeatureModule = { name: TASKS_KEY, reducer: tasksReducer, epic: tasksEpic };
