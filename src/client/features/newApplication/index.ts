/** The newApplication feature (§2 `/applications/{id}/new-application`): a returning customer starts another application. */
import type { FeatureModule } from '../../kernel/epic';
import { newApplicationEpic } from './epic';

export * from './actions';
export { addressOf, newApplicationEpic } from './epic';
export { newApplicationRoutes } from './routes';

/** The newApplication feature, mounted lazily the first time one of its routes renders (an epic; no state of its own). */
export const newApplicationFeature: FeatureModule = { name: 'newApplication', epic: newApplicationEpic };
