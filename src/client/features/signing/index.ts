/** The signing feature (issue #4 §4, §3/§4 signature task state): commands, events, reducer, epic, routes. */
import type { FeatureModule } from '../../kernel/epic';
import { signingEpic } from './epic';
import { SIGNING_KEY, signingReducer } from './reducer';

export * from './actions';
export { SIGNING_KEY, signingReducer, initialSigningState, type SigningState, type FieldProgress, type SignerOutcome } from './reducer';
export { signingEpic } from './epic';
export { signingRoutes, SIGNING_PATH } from './routes';

/** The signing feature, mounted lazily at `state.signing` the first time its route renders. */
export const signingFeature: FeatureModule = { name: SIGNING_KEY, reducer: signingReducer, epic: signingEpic };
