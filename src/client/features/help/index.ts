import type { FeatureModule } from '../../kernel/epic';

export { helpRoutes } from './routes';

/** The help feature, mounted lazily the first time one of its routes renders. */
export const helpFeature: FeatureModule = { name: 'help' };
