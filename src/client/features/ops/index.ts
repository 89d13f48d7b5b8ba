/**
 * The ops read-only customer-experience view (§2 banner and profile selector, §4 polling, §6 ops user; docs/ops.md):
 * staff sign-in, the applications list, the banner over every application page, and the polling epic.
 */
import type { FeatureModule } from '../../kernel/epic';
import { opsEpic } from './epic';
import { OPS_KEY, opsReducer } from './reducer';

export * from './actions';
export * from './diagnosticActions';
export { opsEpic, OPS_APPLICATIONS_PATH, OPS_REFRESH_GROUPS } from './epic';
export { initialOpsState, OPS_KEY, opsReducer, type OpsState } from './reducer';
export { loadOpsBanner, OPS_AWAY_PATHS, OPS_HOME_PATH, opsRoutes } from './routes';

/** The ops feature, mounted lazily the first time one of its pages (or the banner) renders; state at `state.ops`. */
export const opsFeature: FeatureModule = { name: OPS_KEY, reducer: opsReducer, epic: opsEpic };
