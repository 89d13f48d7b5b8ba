/** Form helpers shared by features: server error placement (serverErrors) and §5 field-error reporting. */
import type { FeatureModule } from '../epic';
import { fieldErrorEpic } from './fieldErrorEpic';

export * from './actions';
export * from './events';
export { fieldErrorEpic, fieldNameOf } from './fieldErrorEpic';

/** The field-error reporting epic as a module (mounted with analytics, which is its only reader). */
export const formsModule: FeatureModule = { name: 'forms', epic: fieldErrorEpic };
