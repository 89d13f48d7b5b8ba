import type { FeatureModule } from '../../kernel/epic';

export { newApplicationRoutes } from './routes';

/** The newApplication feature, mounted lazily the first time one of its routes renders. */
export const newApplicationFeature: FeatureModule = { name: 'newApplication' };
