import type { FeatureModule } from '../../kernel/epic';

export { accountRoutes } from './routes';

/** The account feature, mounted lazily the first time one of its routes renders. */
export const accountFeature: FeatureModule = { name: 'account' };
