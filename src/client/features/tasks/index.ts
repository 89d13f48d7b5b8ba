import type { FeatureModule } from '../../kernel/epic';

export { tasksRoutes } from './routes';

/** The tasks feature, mounted lazily the first time one of its routes renders. */
export const tasksFeature: FeatureModule = { name: 'tasks' };
