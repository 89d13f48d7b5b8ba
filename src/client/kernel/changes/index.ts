/** The §4 has_changes fan-out: commands to report a customer change, and the epic that refreshes the data sets. */
import type { FeatureModule } from '../epic';
import { changesEpic } from './epic';

export * from './actions';
export * from './epic';

/** The module the composition root mounts for the fan-out (epic only). */
export const changesModule: FeatureModule = { name: 'changes', epic: changesEpic };
