/** Form helpers shared by features: server error placement (serverErrors), §5 field-error reporting and submitting after the press is painted. */
import type { FeatureModule } from '../epic';
import { fieldErrorEpic } from './fieldErrorEpic';

export * from './actions';
export * from './events';
export { fieldErrorEpic, fieldNameOf } from './fieldErrorEpic';
export { afterNextPaint, PAINT_WAIT_MS, submitAfterPaint } from './submitAfterPaint';

/** The field-error reporting epic as a module (mounted with analytics, which is its only reader). */
export const formsModule: FeatureModule = { name: 'forms', epic: fieldErrorEpic };
