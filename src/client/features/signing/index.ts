import type { FeatureModule } from '../../kernel/epic';

export { signingRoutes } from './routes';

/** The signing feature, mounted lazily the first time one of its routes renders. */
export const signingFeature: FeatureModule = { name: 'signing' };
