import type { FeatureModule } from '../../kernel/epic';

export { offerRoutes } from './routes';

/** The offer feature, mounted lazily the first time one of its routes renders. */
export const offerFeature: FeatureModule = { name: 'offer' };
