import type { FeatureModule } from '../../kernel/epic';

export { documentsRoutes } from './routes';

/** The documents feature, mounted lazily the first time one of its routes renders. */
export const documentsFeature: FeatureModule = { name: 'documents' };
