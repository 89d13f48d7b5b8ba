/** The help feature (issue #4 §5): the FAQ and resources pages of an application. */
import type { FeatureModule } from '../../kernel/epic';
import { helpEpic } from './epic';

export * from './actions';
export { helpEpic } from './epic';
export { helpRoutes } from './routes';

/** The help feature, mounted lazily the first time one of its routes renders (no state of its own). */
export const helpFeature: FeatureModule = { name: 'help', epic: helpEpic };
