/** The offer feature (issue #4 §3): the Investment Estimate in steps, the agreement summary, snapshots, acknowledgement. */
import type { FeatureModule } from '../../kernel/epic';
import { offerEpic } from './epic';
import { OFFER_KEY, offerReducer } from './reducer';

export * from './actions';
export { offerEpic } from './epic';
export { initialOfferState, OFFER_KEY, offerReducer, type OfferState } from './reducer';
export { offerRoutes } from './routes';

/** The offer feature, mounted lazily the first time one of its routes renders; its state lives at `state.offer`. */
export const offerFeature: FeatureModule = { name: OFFER_KEY, reducer: offerReducer, epic: offerEpic };
