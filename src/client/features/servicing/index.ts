/**
 * The servicing feature (issue 11, life after funding): the investment dashboard, the request catalogue, request pages
 * with their step screens, documents, payoff statement and status history.
 */
import { registerDraftKind } from '../../kernel/drafts/draftKinds';
import type { FeatureModule } from '../../kernel/epic';
import { servicingStepDraftKind } from './draftKind';
import { servicingEpic } from './epic';
import { SERVICING_KEY, servicingReducer } from './reducer';

export * from './actions';
export { initialServicingState, SERVICING_KEY, servicingReducer, type ServicingState } from './reducer';
export { servicingEpic } from './epic';
export { loadInvestmentDashboardPage, servicingRoutes } from './routes';

// The step screens' drafts go through the kernel's save queue, which learns how to save them from here: as this module
// loads, before any step screen can open one.
registerDraftKind('servicing-step', servicingStepDraftKind);

export { servicingStepDraftKind } from './draftKind';

/** The servicing feature, mounted lazily the first time one of its pages renders; its state lives at `state.servicing`. */
export const servicingFeature: FeatureModule = { name: SERVICING_KEY, reducer: servicingReducer, epic: servicingEpic };
