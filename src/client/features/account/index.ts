/** The account feature (issue #4 §5 profile): name, phone, email change, login method and password. */
import type { FeatureModule } from '../../kernel/epic';
import { accountEpic } from './epic';
import { ACCOUNT_KEY, accountReducer } from './reducer';

export * from './actions';
export * from './sharedDiagnostics';
export { accountEpic } from './epic';
export { ACCOUNT_KEY, accountReducer, initialAccountState, type AccountState } from './reducer';
export { accountRoutes } from './routes';

/** The account feature, mounted lazily the first time one of its routes renders; its state lives at `state.account`. */
export const accountFeature: FeatureModule = { name: ACCOUNT_KEY, reducer: accountReducer, epic: accountEpic };
